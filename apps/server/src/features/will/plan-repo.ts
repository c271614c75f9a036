import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { willPlans, willResiduaries } from '../../db/schema.ts';

export type PlanRow = typeof willPlans.$inferSelect;
export type PlanValues = Pick<PlanRow, 'signsBy' | 'muslimSchool' | 'guardianId' | 'backupGuardianId' | 'propertyManagerId'>;

export async function selectPlan(db: Executor, testatorId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(willPlans).where(eq(willPlans.testatorId, testatorId));
  return row;
}

export const selectResiduaries = (db: Executor, testatorId: number) =>
  db
    .select({ entityId: willResiduaries.entityId, share: willResiduaries.share })
    .from(willResiduaries)
    .where(eq(willResiduaries.testatorId, testatorId))
    .orderBy(asc(willResiduaries.position));

/**
 * Saves the plan when the version still matches (none saved yet: version absent); returns the new version, or
 * undefined when another tab saved first.
 */
export async function upsertPlan(db: Executor, testatorId: number, version: number | null, values: PlanValues) {
  if (version === null) {
    const [row] = await db
      .insert(willPlans)
      .values({ testatorId, ...values })
      .onConflictDoNothing()
      .returning({ version: willPlans.version });
    return row?.version;
  }
  const [row] = await db
    .update(willPlans)
    .set({ ...values, version: sql`${willPlans.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(willPlans.testatorId, testatorId), eq(willPlans.version, version)))
    .returning({ version: willPlans.version });
  return row?.version;
}

export async function replaceResiduaries(db: Executor, testatorId: number, rows: readonly { entityId: number; share: number | null }[]) {
  await db.delete(willResiduaries).where(eq(willResiduaries.testatorId, testatorId));
  if (rows.length)
    await db
      .insert(willResiduaries)
      .values(rows.map((row, position) => ({ testatorId, entityId: row.entityId, position, share: row.share })));
}
