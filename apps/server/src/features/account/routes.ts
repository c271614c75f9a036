import type { accountEndpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import { accountDeletion, type DeletionDeps, deleteAccount } from './account-deletion.ts';
import { type ExportDeps, exportData } from './data-export.ts';
import * as account from './service.ts';

export type AccountDeps = ExportDeps & DeletionDeps;

export function accountHandlers(deps: AccountDeps): Handlers<typeof accountEndpoints> {
  return {
    securityEvents: (request) => account.securityEvents(deps.db, callerOf(request)),
    exportData: async (request, reply) => {
      const file = await exportData(deps, callerOf(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
    accountDeletion: (request) => accountDeletion(deps, callerOf(request)),
    deleteAccount: (request) => deleteAccount(deps, callerOf(request), request.body),
  };
}
