import type { deedTextEndpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import type { Handlers } from '../../platform/endpoints.ts';
import * as deedTexts from './deed-texts-service.ts';
import type { WillReadDeps } from './read.ts';

/** Issue 27 item 4: the deed's texts in the script of its language. */
export function deedTextHandlers(deps: WillReadDeps): Handlers<typeof deedTextEndpoints> {
  return {
    deedTexts: (request) => deedTexts.findDeedTexts(deps, callerOf(request), request.query.code),
    saveDeedText: (request) => deedTexts.saveDeedText(deps, callerOf(request), request.body),
  };
}
