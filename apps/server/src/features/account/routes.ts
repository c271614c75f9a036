import type { accountEndpoints } from '@vasiyat/contract';
import type { Db } from '../../db/client.ts';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import * as account from './service.ts';

export function accountHandlers(db: Db): Handlers<typeof accountEndpoints> {
  return {
    securityEvents: (request) => account.securityEvents(db, callerOf(request)),
  };
}
