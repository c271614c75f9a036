// The account's own pages (issue 12): the Security page's events, and the person's rights over their data (DPDP
// Act 2023: a copy of everything, and erasure).
import { z } from 'zod';
import { SECURITY_PAGE_EVENTS } from '../audit.ts';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';

export const ZSecurityEvent = z.object({
  /** The entry's number in the log (a key for lists). */
  id: z.number(),
  event: z.enum(SECURITY_PAGE_EVENTS),
  /** ISO 8601 time of the event. */
  at: z.string(),
  /** The address the request came from, as the server saw it. */
  ip: z.string().nullable(),
  /** For a download: pdf or docx. */
  format: z.enum(['pdf', 'docx']).nullable(),
  /** For a reviewer's read or comment (issue 27): the address the invitation went to. */
  reviewer: z.string().nullable().optional(),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

export const ZSecurityEventsResponse = z.object({ events: z.array(ZSecurityEvent) });
export type TSecurityEventsResponse = z.infer<typeof ZSecurityEventsResponse>;

/** How the person proves it is them before the account goes: their password, or (a Google-only account) their email typed. */
export const DELETION_CONFIRMATIONS = ['password', 'email'] as const;
export type TDeletionConfirmation = (typeof DELETION_CONFIRMATIONS)[number];

export const ZAccountDeletionResponse = z.object({
  confirmWith: z.enum(DELETION_CONFIRMATIONS),
  /** The only administrator cannot delete their account: nobody could manage the site after them. */
  lastAdministrator: z.boolean(),
});
export type TAccountDeletionResponse = z.infer<typeof ZAccountDeletionResponse>;

/** The password of an account that has one, or the account's own email for an account made with Google. */
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirmEmail: z.string().trim().toLowerCase().max(254).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
