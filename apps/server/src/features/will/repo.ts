import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { willVersions } from '../../db/schema.ts';

export type VersionValues = Omit<typeof willVersions.$inferInsert, 'id' | 'createdAt'>;

export async function insertVersion(db: Executor, values: VersionValues): Promise<number> {
  const [row] = await db.insert(willVersions).values(values).returning({ id: willVersions.id });
  return row!.id;
}

/** A testator's versions without their bytes, oldest first (the changes are worked from one to the next). */
export const selectVersions = (db: Executor, testatorId: number) =>
  db
    .select({
      id: willVersions.id,
      templateName: willVersions.templateName,
      languageName: willVersions.languageName,
      fileFormat: willVersions.fileFormat,
      fileName: willVersions.fileName,
      size: willVersions.size,
      sha256: willVersions.sha256,
      isDraft: willVersions.isDraft,
      findings: willVersions.findings,
      snapshot: willVersions.snapshot,
      createdAt: willVersions.createdAt,
    })
    .from(willVersions)
    .where(eq(willVersions.testatorId, testatorId))
    .orderBy(asc(willVersions.id));

/** One version of the caller's, with its sealed bytes; undefined for anyone else's. */
export async function selectVersion(db: Executor, testatorId: number, id: number) {
  const [row] = await db
    .select()
    .from(willVersions)
    .where(and(eq(willVersions.testatorId, testatorId), eq(willVersions.id, id)));
  return row;
}

export async function selectLatestVersion(db: Executor, testatorId: number) {
  const [row] = await db
    .select({ id: willVersions.id })
    .from(willVersions)
    .where(eq(willVersions.testatorId, testatorId))
    .orderBy(desc(willVersions.id))
    .limit(1);
  return row;
}

/** The latest version's facts the out-of-date notice compares with (issue 27), without its bytes. */
export async function selectLatestVersionFacts(db: Executor, testatorId: number) {
  const [row] = await db
    .select({
      id: willVersions.id,
      createdAt: willVersions.createdAt,
      snapshot: willVersions.snapshot,
      templateId: willVersions.templateId,
      languageCode: willVersions.languageCode,
    })
    .from(willVersions)
    .where(eq(willVersions.testatorId, testatorId))
    .orderBy(desc(willVersions.id))
    .limit(1);
  return row;
}
