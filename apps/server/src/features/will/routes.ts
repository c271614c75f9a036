import type { endpoints } from '@vasiyat/contract';
import type { FastifyReply } from 'fastify';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import type { Notices } from '../../platform/notices.ts';
import { noticeDownload } from './download-mail.ts';
import * as plan from './plan.ts';
import * as will from './service.ts';
import * as status from './status.ts';

type WillEndpoints = Pick<
  typeof endpoints,
  | 'testatorWillTemplates'
  | 'getTemplateDataById'
  | 'downloadWill'
  | 'willCheck'
  | 'willVersions'
  | 'downloadWillVersion'
  | 'willVersionChanges'
  | 'willPlan'
  | 'saveWillPlan'
  | 'willStatus'
  | 'saveWillReminders'
>;

/**
 * A will file: its type, its name (ASCII and UTF-8, RFC 6266), never cached by a shared cache; its format in the audit
 * log. Once it has gone out, the testator is mailed that it was downloaded (in the background; an answer that failed,
 * its audit entry included, mails nothing).
 */
const sendFile = (reply: FastifyReply, notices: Notices, file: { bytes: Buffer; fileName: string; contentType: string }) => {
  const format = file.fileName.endsWith('.docx') ? 'docx' : 'pdf';
  const request = reply.request;
  request.auditDetails = { format };
  const download = { format, ip: request.ip, at: new Date() } as const;
  reply.then(
    () => {
      if (reply.statusCode < 400) noticeDownload(notices, callerOf(request).userId, download);
    },
    () => {},
  );
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
};

export function willHandlers(deps: will.WillDeps & { notices: Notices }): Handlers<WillEndpoints> {
  return {
    testatorWillTemplates: (request) => will.findTemplates(deps, request.query.code),
    getTemplateDataById: (request) => will.previewWill(deps, callerOf(request), request.params),
    downloadWill: async (request, reply) => sendFile(reply, deps.notices, await will.downloadWill(deps, callerOf(request), request.body)),
    willCheck: (request) => will.checkWill(deps, callerOf(request), request.query),
    willVersions: (request) => will.listVersions(deps, callerOf(request), request.query.code),
    downloadWillVersion: async (request, reply) =>
      sendFile(reply, deps.notices, await will.versionFile(deps, callerOf(request), request.query.versionId)),
    willVersionChanges: (request) => will.versionChanges(deps, callerOf(request), request.query),
    willPlan: (request) => plan.findPlan(deps, callerOf(request)),
    saveWillPlan: (request) => plan.savePlan(deps, callerOf(request), request.body),
    willStatus: (request) => status.willStatus(deps, callerOf(request), request.query),
    saveWillReminders: (request) => status.saveReminders(deps, callerOf(request), request.body),
  };
}
