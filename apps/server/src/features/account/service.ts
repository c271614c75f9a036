// The account itself (issue 12): what a person can see of their own audit log.
import { SECURITY_PAGE_EVENTS, SECURITY_PAGE_LIMIT, type TSecurityEventsResponse, type TSecurityPageEvent } from '@vasiyat/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Caller } from '../../platform/auth.ts';

/** The caller's latest sign-ins, failed sign-ins, password changes and downloads, newest first. */
export async function securityEvents(db: Db, caller: Caller): Promise<TSecurityEventsResponse> {
  const rows = await db
    .select({ id: auditLog.id, event: auditLog.event, at: auditLog.at, ip: auditLog.ip, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.userId, caller.userId), inArray(auditLog.event, [...SECURITY_PAGE_EVENTS])))
    .orderBy(desc(auditLog.id))
    .limit(SECURITY_PAGE_LIMIT);
  return {
    events: rows.map((row) => {
      const format = (row.details as { format?: unknown }).format;
      return {
        id: row.id,
        event: row.event as TSecurityPageEvent,
        at: row.at.toISOString(),
        ip: row.ip,
        format: format === 'pdf' || format === 'docx' ? format : null,
      };
    }),
  };
}
