import type { TAuditEvent } from '@vasiyat/contract';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** The events are the contract's (audit.ts): the Security page words them from there. */
export type AuditEvent = TAuditEvent;

export type AuditEntry = { event: AuditEvent; userId?: number | null; ip?: string; details?: Record<string, unknown> };

/** Appends one event. Details must never hold passwords, codes, tokens or identity numbers. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insert(auditLog)
    .values({ event: entry.event, userId: entry.userId ?? null, ip: entry.ip ?? null, details: entry.details ?? {} });
}
