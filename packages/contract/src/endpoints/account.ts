// Calls of the account itself, beyond the spec (issue 12): what the person can see of their own audit log, and their
// rights over their data under the DPDP Act 2023: a copy of all of it, and erasure.
import { endpoint } from '../endpoint.ts';
import { ZAccountDeletionResponse, ZDeleteAccountRequest, ZSecurityEventsResponse } from '../schemas/account.ts';
import { ZStatusResponse } from '../schemas/common.ts';

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
  exportData: endpoint({
    method: 'GET',
    path: 'account/export',
    auth: 'user',
    audit: 'account.exported',
    tag,
    summary:
      'Everything the site holds of the caller, as one zip: records/<table>.json (identity and account numbers opened), files/ and wills/ decrypted, a README.txt in their language',
  }),
  accountDeletion: endpoint({
    method: 'GET',
    path: 'account/deletion',
    auth: 'user',
    tag,
    summary: 'How the caller confirms deleting their account (password, or email for a Google-only account), and whether they may',
    response: ZAccountDeletionResponse,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: 'account/delete',
    auth: 'user',
    // The service writes the one entry that stays: `account.deleted`, with no user id.
    audit: false,
    // A password is checked: counted by the per-IP limit of the sign-in calls.
    rateLimited: true,
    tag,
    summary:
      'Deletes the caller’s account and everything of theirs (rows, files, will versions, their audit entries) in one transaction; a wrong password or email answers 400 and changes nothing',
    body: ZDeleteAccountRequest,
    response: ZStatusResponse,
  }),
};
