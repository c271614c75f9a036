import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assetAssignmentAssets, assetAssignments, assignmentEntries, assignmentEntryFiles, files } from '../../db/schema.ts';
import type { FileInfoRow } from '../files/service.ts';

export type AssignmentRow = typeof assetAssignments.$inferSelect;
export type EntryRow = typeof assignmentEntries.$inferSelect;
export type EntryValues = Omit<typeof assignmentEntries.$inferInsert, 'id'>;

export const selectAssignments = (db: Executor, testatorId: number) =>
  db.select().from(assetAssignments).where(eq(assetAssignments.testatorId, testatorId)).orderBy(asc(assetAssignments.id));

export async function selectAssignment(db: Executor, testatorId: number, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assetAssignments)
    .where(and(eq(assetAssignments.id, id), eq(assetAssignments.testatorId, testatorId)));
  return row;
}

export async function insertAssignment(
  db: Executor,
  values: { testatorId: number; assignmentTypeId: number; numberOfBeneficiaries: number },
) {
  const [row] = await db.insert(assetAssignments).values(values).returning({ id: assetAssignments.id });
  return row!.id;
}

/** Bumps the version the client read: false when another tab saved in between. */
export async function touchAssignment(db: Executor, options: { testatorId: number; id: number; version: number | null }): Promise<boolean> {
  const rows = await db
    .update(assetAssignments)
    .set({ version: sql`${assetAssignments.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(assetAssignments.id, options.id),
        eq(assetAssignments.testatorId, options.testatorId),
        options.version === null ? undefined : eq(assetAssignments.version, options.version),
      ),
    )
    .returning({ id: assetAssignments.id });
  return rows.length === 1;
}

export async function deleteAssignment(db: Executor, testatorId: number, id: number): Promise<void> {
  await db.delete(assetAssignments).where(and(eq(assetAssignments.id, id), eq(assetAssignments.testatorId, testatorId)));
}

/** Which assignment holds each of the testator's assigned assets. */
export const selectAssignedAssets = (db: Executor, testatorId: number) =>
  db
    .select({ assignmentId: assetAssignmentAssets.assignmentId, assetId: assetAssignmentAssets.assetId })
    .from(assetAssignmentAssets)
    .where(eq(assetAssignmentAssets.testatorId, testatorId))
    .orderBy(asc(assetAssignmentAssets.assetId));

export async function replaceAssets(db: Executor, options: { testatorId: number; assignmentId: number; assetIds: number[] }) {
  await db.delete(assetAssignmentAssets).where(eq(assetAssignmentAssets.assignmentId, options.assignmentId));
  await db
    .insert(assetAssignmentAssets)
    .values(options.assetIds.map((assetId) => ({ assignmentId: options.assignmentId, assetId, testatorId: options.testatorId })));
}

export const selectEntries = (db: Executor, testatorId: number) =>
  db
    .select()
    .from(assignmentEntries)
    .where(eq(assignmentEntries.testatorId, testatorId))
    .orderBy(asc(assignmentEntries.assignmentId), asc(assignmentEntries.position));

export async function insertEntry(db: Executor, values: EntryValues): Promise<number> {
  const [row] = await db.insert(assignmentEntries).values(values).returning({ id: assignmentEntries.id });
  return row!.id;
}

export async function updateEntry(db: Executor, id: number, values: EntryValues): Promise<void> {
  await db
    .update(assignmentEntries)
    .set(values)
    .where(and(eq(assignmentEntries.id, id), eq(assignmentEntries.testatorId, values.testatorId)));
}

export async function deleteEntries(db: Executor, testatorId: number, ids: number[]): Promise<void> {
  if (ids.length)
    await db.delete(assignmentEntries).where(and(eq(assignmentEntries.testatorId, testatorId), inArray(assignmentEntries.id, ids)));
}

export async function selectEntryFiles(db: Executor, entryIds: number[]): Promise<FileInfoRow[]> {
  if (!entryIds.length) return [];
  return db
    .select({
      ownerId: assignmentEntryFiles.entryId,
      documentMasterId: files.id,
      fileName: files.fileName,
      fileType: files.contentType,
      size: files.size,
    })
    .from(assignmentEntryFiles)
    .innerJoin(files, eq(files.id, assignmentEntryFiles.fileId))
    .where(inArray(assignmentEntryFiles.entryId, entryIds))
    .orderBy(asc(files.id));
}

export async function linkEntryFiles(db: Executor, entryId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length) await db.insert(assignmentEntryFiles).values(fileIds.map((fileId) => ({ entryId, fileId })));
}

/** The entry a document of the caller's belongs to, if it is one of an assignment's. */
export async function selectDocumentEntry(db: Executor, testatorId: number, fileId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ entryId: assignmentEntryFiles.entryId })
    .from(assignmentEntryFiles)
    .innerJoin(assignmentEntries, eq(assignmentEntries.id, assignmentEntryFiles.entryId))
    .where(and(eq(assignmentEntryFiles.fileId, fileId), eq(assignmentEntries.testatorId, testatorId)));
  return row?.entryId;
}
