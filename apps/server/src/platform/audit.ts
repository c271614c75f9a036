import type { TAuditEvent } from '@vasiyat/contract';
import type { Db } from '../db/client.ts';

/** The events are the contract's (audit.ts): the Security page words them from there. */
export type AuditEvent = TAuditEvent;

export type AuditEntry = { event: AuditEvent; userId?: number | null; ip?: string; details?: Record<string, unknown> };

/** The entries waiting for the next turn of the event loop, per database: written together, in the order they came. */
const waiting = new WeakMap<Db, { entries: AuditEntry[]; written: Promise<void> }>();

/**
 * Appends one event. Details must never hold passwords, codes, tokens or identity numbers. The entries of the
 * calls that finish in one turn of the event loop go in one INSERT (one round trip and one commit instead of one
 * each: under 50 connections every save waited for its own); each caller still waits until its entry is stored,
 * and a failed write fails every call in it, so no answer goes out for a call left unrecorded.
 */
export function audit(db: Db, entry: AuditEntry): Promise<void> {
  let batch = waiting.get(db);
  if (!batch) {
    const entries: AuditEntry[] = [];
    const written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      waiting.delete(db);
      return insertEntries(db, entries);
    });
    batch = { entries, written };
    waiting.set(db, batch);
  }
  batch.entries.push(entry);
  return batch.written;
}

async function insertEntries(db: Db, entries: AuditEntry[]) {
  const values: unknown[] = [];
  const rows = entries.map((entry, index) => {
    values.push(entry.event, entry.userId ?? null, entry.ip ?? null, JSON.stringify(entry.details ?? {}));
    const n = index * 4;
    return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}::jsonb)`;
  });
  await db.$client.query(`INSERT INTO audit_log (event, user_id, ip, details) VALUES ${rows.join(', ')}`, values);
}
