// The reminder setting and the reminders mailed (issue 27): the SQL of reminders.ts and status.ts.
import { and, asc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { willReminderMails, willReminderSettings } from '../../db/schema.ts';

export type ReminderKind = 'outOfDate' | 'yearly';

/** Has the testator turned reminders on? (No row: off, the default.) */
export async function remindersOn(db: Executor, testatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: willReminderSettings.enabled })
    .from(willReminderSettings)
    .where(eq(willReminderSettings.testatorId, testatorId));
  return row?.enabled ?? false;
}

export async function saveSetting(db: Executor, testatorId: number, enabled: boolean): Promise<void> {
  await db
    .insert(willReminderSettings)
    .values({ testatorId, enabled })
    .onConflictDoUpdate({ target: willReminderSettings.testatorId, set: { enabled, updatedAt: sql`now()` } });
}

/**
 * Claims the next testator with reminders on whom this sweep has not looked at yet (checked before `started`, or
 * never), longest unchecked first, and locks their row for the transaction: another process's sweep skips it
 * (SKIP LOCKED) and takes the next. `tried`: the ones this sweep already took (a failed one is not taken twice).
 */
export async function claimNext(tx: Executor, started: Date, tried: readonly number[]): Promise<number | undefined> {
  const [row] = await tx
    .select({ testatorId: willReminderSettings.testatorId })
    .from(willReminderSettings)
    .where(
      and(
        eq(willReminderSettings.enabled, true),
        or(isNull(willReminderSettings.checkedAt), lt(willReminderSettings.checkedAt, started)),
        tried.length ? notInArray(willReminderSettings.testatorId, [...tried]) : undefined,
      ),
    )
    .orderBy(sql`${willReminderSettings.checkedAt} asc nulls first`, asc(willReminderSettings.testatorId))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.testatorId;
}

export async function markChecked(db: Executor, testatorId: number, at: Date): Promise<void> {
  await db.update(willReminderSettings).set({ checkedAt: at }).where(eq(willReminderSettings.testatorId, testatorId));
}

/** The reminders already mailed for a version. */
export const selectSent = (db: Executor, versionId: number) =>
  db
    .select({ kind: willReminderMails.kind, period: willReminderMails.period })
    .from(willReminderMails)
    .where(eq(willReminderMails.versionId, versionId));

/**
 * Records a reminder as sent; false when it already was (the unique key on version, kind and period): a mail is
 * recorded in the transaction that sends it, so it goes out once, or — if the send fails — not at all and again later.
 */
export async function recordSent(
  tx: Executor,
  values: { testatorId: number; versionId: number; kind: ReminderKind; period: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(willReminderMails)
    .values({ testatorId: values.testatorId, versionId: values.versionId, kind: values.kind, period: values.period, sentAt: values.at })
    .onConflictDoNothing()
    .returning({ id: willReminderMails.id });
  return rows.length > 0;
}
