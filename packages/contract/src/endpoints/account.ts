// Calls of the account itself, beyond the spec (issue 12): what the person can see of their own audit log.
import { endpoint } from '../endpoint.ts';
import { ZSecurityEventsResponse } from '../schemas/account.ts';

const tag = 'account';
export const accountEndpoints = {
  securityEvents: endpoint({
    method: 'GET',
    path: 'account/securityEvents',
    auth: 'user',
    tag,
    summary: 'The caller’s latest sign-ins, failed sign-ins, password changes and downloads, newest first',
    response: ZSecurityEventsResponse,
  }),
};
