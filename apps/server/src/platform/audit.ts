import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEvent =
  | 'registration.started'
  | 'registration.code_resent'
  | 'registration.code_failed'
  | 'registration.completed'
  | 'login.succeeded'
  | 'login.failed'
  | 'login.google'
  | 'logout'
  | 'access.denied'
  | 'password_reset.code_sent'
  | 'password_reset.mail_failed'
  | 'password_reset.code_failed'
  | 'password_reset.completed'
  | 'admin.created';

/** Appends one event. Details must never hold passwords, codes, tokens or identity numbers. */
export async function audit(
  db: Db,
  entry: { event: AuditEvent; userId?: number | null; ip?: string; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ event: entry.event, userId: entry.userId ?? null, ip: entry.ip ?? null, details: entry.details ?? {} });
}
