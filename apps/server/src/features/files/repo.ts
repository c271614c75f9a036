import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export async function insertFile(db: Executor, row: typeof files.$inferInsert): Promise<number> {
  const [created] = await db.insert(files).values(row).returning({ id: files.id });
  return created!.id;
}

export async function selectFile(db: Executor, testatorId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.testatorId, testatorId)));
  return row;
}

export async function deleteFiles(db: Executor, testatorId: number, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(files).where(and(eq(files.testatorId, testatorId), inArray(files.id, ids)));
}
