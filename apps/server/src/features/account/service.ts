// The account itself (issue 12): what a person can see of their own audit log.
import { SECURITY_PAGE_EVENTS, SECURITY_PAGE_LIMIT, type TSecurityEventsResponse, type TSecurityPageEvent } from '@vasiyat/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';

/** A reviewer's reads and comments are shown to the testator whose will they were (issue 27), never to the reviewer. */
const REVIEW_EVENTS = ['review.read', 'review.comment'] as const;
const OWN_EVENTS = SECURITY_PAGE_EVENTS.filter((event) => !(REVIEW_EVENTS as readonly string[]).includes(event));

/** The caller's latest sign-ins, failed sign-ins, password changes and downloads, and reviewers' reads, newest first. */
export async function securityEvents(db: Db, caller: Caller): Promise<TSecurityEventsResponse> {
  const rows = await db
    .select({ id: auditLog.id, event: auditLog.event, at: auditLog.at, ip: auditLog.ip, details: auditLog.details })
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.userId, caller.userId), inArray(auditLog.event, OWN_EVENTS)),
        and(inArray(auditLog.event, [...REVIEW_EVENTS]), sql`${auditLog.details}->>'testatorId' = ${String(caller.userId)}`),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(SECURITY_PAGE_LIMIT);
  return {
    events: rows.map((row) => {
      const { format, reviewer } = row.details as { format?: unknown; reviewer?: unknown };
      return {
        id: row.id,
        event: row.event as TSecurityPageEvent,
        at: row.at.toISOString(),
        ip: row.ip,
        format: format === 'pdf' || format === 'docx' ? format : null,
        reviewer: typeof reviewer === 'string' ? reviewer : null,
      };
    }),
  };
}
