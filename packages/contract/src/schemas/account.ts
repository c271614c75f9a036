// The account's own pages (issue 12): the Security page's events.
import { z } from 'zod';
import { SECURITY_PAGE_EVENTS } from '../audit.ts';

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
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

export const ZSecurityEventsResponse = z.object({ events: z.array(ZSecurityEvent) });
export type TSecurityEventsResponse = z.infer<typeof ZSecurityEventsResponse>;
