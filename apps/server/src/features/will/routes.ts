import type { endpoints } from '@vasiyat/contract';
import type { FastifyReply } from 'fastify';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import * as will from './service.ts';

type WillEndpoints = Pick<
  typeof endpoints,
  | 'testatorWillTemplates'
  | 'getTemplateDataById'
  | 'downloadWill'
  | 'willCheck'
  | 'willVersions'
  | 'downloadWillVersion'
  | 'willVersionChanges'
>;

/** A will file: its type, its name (ASCII and UTF-8, RFC 6266), never cached by a shared cache; its format in the audit log. */
const sendFile = (reply: FastifyReply, file: { bytes: Buffer; fileName: string; contentType: string }) => {
  reply.request.auditDetails = { format: file.fileName.endsWith('.docx') ? 'docx' : 'pdf' };
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
};

export function willHandlers(deps: will.WillDeps): Handlers<WillEndpoints> {
  return {
    testatorWillTemplates: () => will.findTemplates(deps),
    getTemplateDataById: (request) => will.previewWill(deps, callerOf(request), request.params),
    downloadWill: async (request, reply) => sendFile(reply, await will.downloadWill(deps, callerOf(request), request.body)),
    willCheck: (request) => will.checkWill(deps, callerOf(request), request.query),
    willVersions: (request) => will.listVersions(deps, callerOf(request), request.query.code),
    downloadWillVersion: async (request, reply) =>
      sendFile(reply, await will.versionFile(deps, callerOf(request), request.query.versionId)),
    willVersionChanges: (request) => will.versionChanges(deps, callerOf(request), request.query),
  };
}
