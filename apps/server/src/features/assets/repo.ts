import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  assetAttributeFiles,
  assetAttributes,
  assetFlags,
  assetLocations,
  assetSpecificAttributeFiles,
  assetSpecificAttributes,
  assets,
  files,
} from '../../db/schema.ts';
import type { FileInfoRow } from '../files/service.ts';

const touched = { updatedAt: sql`now()` };

// assets ------------------------------------------------------------------------------------------
/** An asset as the services read it (its timestamps are the database's own business). */
export type AssetRow = Omit<typeof assets.$inferSelect, 'createdAt' | 'updatedAt'>;
export type AssetValues = Omit<typeof assets.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The testator's part of an asset's value, in paise: the whole, or their percentage of it. */
export const ownedPaise = sql<number>`CASE WHEN ${assets.ownershipPercentage} IS NULL THEN ${assets.valuePaise}
  ELSE round(${assets.valuePaise} * ${assets.ownershipPercentage} / 100) END`;

// Lists read hundreds of rows: one plain query with the columns named as the row type has them (no
// per-column mapping of the ORM, no timestamps to parse), and the two numeric columns turned to numbers.
type RawAssetRow = Omit<AssetRow, 'valuePaise' | 'ownershipPercentage'> & { valuePaise: string; ownershipPercentage: string | null };
const ASSET_COLUMNS = sql.raw(`id, testator_id AS "testatorId", asset_type_id AS "assetTypeId", name, subtype_id AS "subtypeId",
  value_paise AS "valuePaise", ownership_type_id AS "ownershipTypeId", ownership_percentage AS "ownershipPercentage",
  description, date_of_inclusion AS "dateOfInclusion", nominee_name AS "nomineeName", nominee_relation_id AS "nomineeRelationId", version`);
const assetOf = (row: RawAssetRow): AssetRow => ({
  ...row,
  valuePaise: Number(row.valuePaise),
  ownershipPercentage: row.ownershipPercentage === null ? null : Number(row.ownershipPercentage),
});

export async function selectAssets(db: Executor, testatorId: number, assetTypeId: number): Promise<AssetRow[]> {
  const { rows } = await db.execute<RawAssetRow>(
    sql`SELECT ${ASSET_COLUMNS} FROM assets WHERE testator_id = ${testatorId} AND asset_type_id = ${assetTypeId} ORDER BY id`,
  );
  return rows.map(assetOf);
}

/** Every asset of a testator's, for the will. */
export async function selectAllAssets(db: Executor, testatorId: number): Promise<AssetRow[]> {
  const { rows } = await db.execute<RawAssetRow>(
    sql`SELECT ${ASSET_COLUMNS} FROM assets WHERE testator_id = ${testatorId} ORDER BY asset_type_id, id`,
  );
  return rows.map(assetOf);
}

export async function selectAsset(db: Executor, testatorId: number, assetId: number): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.testatorId, testatorId)));
  return row;
}

export async function insertAsset(db: Executor, values: AssetValues): Promise<{ id: number; version: number }> {
  const [row] = await db.insert(assets).values(values).returning({ id: assets.id, version: assets.version });
  return row!;
}

/** Updates only the version the client read: undefined when another tab saved in between. */
export async function updateAsset(
  db: Executor,
  options: { id: number; version: number | null; values: AssetValues },
): Promise<{ id: number; version: number } | undefined> {
  const { id, version, values } = options;
  const [row] = await db
    .update(assets)
    .set({ ...values, version: sql`${assets.version} + 1`, ...touched })
    .where(and(eq(assets.id, id), eq(assets.testatorId, values.testatorId), version === null ? undefined : eq(assets.version, version)))
    .returning({ id: assets.id, version: assets.version });
  return row;
}

export async function deleteAsset(db: Executor, testatorId: number, assetId: number): Promise<void> {
  await db.delete(assets).where(and(eq(assets.id, assetId), eq(assets.testatorId, testatorId)));
}

/** The options ticked on these assets; one array parameter, however many assets (a list reads a thousand). */
export async function selectFlags(db: Executor, assetIds: number[]): Promise<{ assetId: number; booleanId: number }[]> {
  if (!assetIds.length) return [];
  const { rows } = await db.execute<{ assetId: number; booleanId: number }>(
    // An array literal as one text parameter (the ORM would expand an array into a parameter per element).
    sql`SELECT asset_id AS "assetId", boolean_id AS "booleanId" FROM asset_flags WHERE asset_id = ANY(${`{${assetIds.join(',')}}`}::int[]) ORDER BY boolean_id`,
  );
  return rows;
}

export async function replaceFlags(db: Executor, options: { testatorId: number; assetId: number; flags: number[] }) {
  await db.delete(assetFlags).where(eq(assetFlags.assetId, options.assetId));
  if (options.flags.length)
    await db
      .insert(assetFlags)
      .values(options.flags.map((booleanId) => ({ assetId: options.assetId, testatorId: options.testatorId, booleanId })));
}

/** Count and the testator's part of the value, by asset type. */
export async function selectTotals(db: Executor, testatorId: number) {
  return db
    .select({
      assetTypeId: assets.assetTypeId,
      count: sql<number>`count(*)::int`,
      ownedPaise: sql<number>`coalesce(sum(${ownedPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(assets)
    .where(eq(assets.testatorId, testatorId))
    .groupBy(assets.assetTypeId)
    .orderBy(asc(assets.assetTypeId));
}

/**
 * The assignment each assigned asset is in, with the shares given of it (null when given "as described",
 * without percentages). An asset in no assignment is absent.
 */
export async function selectAssignedShares(
  db: Executor,
  testatorId: number,
): Promise<Map<number, { assignmentId: number; given: number | null }>> {
  const { rows } = await db.execute<{ assetId: number; assignmentId: number; given: string | null }>(sql`
    SELECT aa.asset_id AS "assetId", aa.assignment_id AS "assignmentId", sum(e.proportion) AS given
    FROM asset_assignment_assets aa LEFT JOIN assignment_entries e ON e.assignment_id = aa.assignment_id
    WHERE aa.testator_id = ${testatorId}
    GROUP BY aa.asset_id, aa.assignment_id`);
  return new Map(
    rows.map((row) => [row.assetId, { assignmentId: row.assignmentId, given: row.given === null ? null : Number(row.given) }]),
  );
}

/** An assignment as a message names it: its type and its beneficiaries' names, in order. */
export async function selectAssignmentLabel(db: Executor, testatorId: number, assignmentId: number) {
  const { rows } = await db.execute<{ typeId: number; names: string | null }>(sql`
    SELECT a.assignment_type_id AS "typeId",
           string_agg(concat_ws(' ', p.first_name, p.middle_name, p.last_name), ', ' ORDER BY e.position) AS names
    FROM asset_assignments a
    LEFT JOIN assignment_entries e ON e.assignment_id = a.id
    LEFT JOIN entities p ON p.id = e.beneficiary_id
    WHERE a.id = ${assignmentId} AND a.testator_id = ${testatorId}
    GROUP BY a.id`);
  return rows[0];
}

// location ----------------------------------------------------------------------------------------
export type LocationRow = typeof assetLocations.$inferSelect;
export type LocationValues = Omit<typeof assetLocations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function selectLocation(db: Executor, testatorId: number, assetId: number): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(assetLocations)
    .where(and(eq(assetLocations.assetId, assetId), eq(assetLocations.testatorId, testatorId)));
  return row;
}

export const selectAllLocations = (db: Executor, testatorId: number) =>
  db.select().from(assetLocations).where(eq(assetLocations.testatorId, testatorId));

/** One location per asset: a second save replaces the first. */
export async function upsertLocation(db: Executor, values: LocationValues): Promise<void> {
  await db
    .insert(assetLocations)
    .values(values)
    .onConflictDoUpdate({ target: assetLocations.assetId, set: { ...values, ...touched } });
}

// subtype and primary attributes ------------------------------------------------------------------
export type AttributeKind = 'subtype' | 'primary';
export type AttributeRow = typeof assetAttributes.$inferSelect;
export type AttributeValues = Omit<typeof assetAttributes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const selectAttributes = (db: Executor, options: { testatorId: number; assetId: number; kind: AttributeKind }) =>
  db
    .select()
    .from(assetAttributes)
    .where(
      and(
        eq(assetAttributes.testatorId, options.testatorId),
        eq(assetAttributes.assetId, options.assetId),
        eq(assetAttributes.kind, options.kind),
      ),
    )
    .orderBy(asc(assetAttributes.id));

export const selectAllAttributes = (db: Executor, testatorId: number) =>
  db.select().from(assetAttributes).where(eq(assetAttributes.testatorId, testatorId)).orderBy(asc(assetAttributes.id));

export async function selectAttribute(db: Executor, testatorId: number, id: number): Promise<AttributeRow | undefined> {
  const [row] = await db
    .select()
    .from(assetAttributes)
    .where(and(eq(assetAttributes.id, id), eq(assetAttributes.testatorId, testatorId)));
  return row;
}

export async function upsertAttribute(db: Executor, id: number | null, values: AttributeValues): Promise<number> {
  if (id) {
    await db
      .update(assetAttributes)
      .set({ ...values, ...touched })
      .where(and(eq(assetAttributes.id, id), eq(assetAttributes.testatorId, values.testatorId)));
    return id;
  }
  const [row] = await db.insert(assetAttributes).values(values).returning({ id: assetAttributes.id });
  return row!.id;
}

// specific attributes -----------------------------------------------------------------------------
export type SpecificRow = typeof assetSpecificAttributes.$inferSelect;
export type SpecificValues = Omit<typeof assetSpecificAttributes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const selectSpecifics = (db: Executor, testatorId: number, assetId: number) =>
  db
    .select()
    .from(assetSpecificAttributes)
    .where(and(eq(assetSpecificAttributes.testatorId, testatorId), eq(assetSpecificAttributes.assetId, assetId)))
    .orderBy(asc(assetSpecificAttributes.id));

export const selectAllSpecifics = (db: Executor, testatorId: number) =>
  db
    .select()
    .from(assetSpecificAttributes)
    .where(eq(assetSpecificAttributes.testatorId, testatorId))
    .orderBy(asc(assetSpecificAttributes.id));

export async function selectSpecific(db: Executor, testatorId: number, id: number): Promise<SpecificRow | undefined> {
  const [row] = await db
    .select()
    .from(assetSpecificAttributes)
    .where(and(eq(assetSpecificAttributes.id, id), eq(assetSpecificAttributes.testatorId, testatorId)));
  return row;
}

export async function upsertSpecific(db: Executor, id: number | null, values: SpecificValues): Promise<number> {
  if (id) {
    await db
      .update(assetSpecificAttributes)
      .set({ ...values, ...touched })
      .where(and(eq(assetSpecificAttributes.id, id), eq(assetSpecificAttributes.testatorId, values.testatorId)));
    return id;
  }
  const [row] = await db.insert(assetSpecificAttributes).values(values).returning({ id: assetSpecificAttributes.id });
  return row!.id;
}

// rows with files ---------------------------------------------------------------------------------
/** The two kinds of row that carry files: subtype/primary attributes, and specific attributes. */
const ROWS = {
  attribute: { rows: assetAttributes, links: assetAttributeFiles },
  specific: { rows: assetSpecificAttributes, links: assetSpecificAttributeFiles },
} as const;
export type FileRowKind = keyof typeof ROWS;

export async function deleteRow(db: Executor, kind: FileRowKind, testatorId: number, id: number): Promise<void> {
  const { rows } = ROWS[kind];
  await db.delete(rows).where(and(eq(rows.id, id), eq(rows.testatorId, testatorId)));
}

export async function selectRowFileIds(db: Executor, kind: FileRowKind, id: number): Promise<number[]> {
  const { links } = ROWS[kind];
  const rows = await db.select({ fileId: links.fileId }).from(links).where(eq(links.attributeId, id));
  return rows.map((row) => row.fileId);
}

export async function linkRowFiles(db: Executor, kind: FileRowKind, id: number, fileIds: number[]): Promise<void> {
  const { links } = ROWS[kind];
  if (fileIds.length) await db.insert(links).values(fileIds.map((fileId) => ({ attributeId: id, fileId })));
}

export async function selectRowFiles(db: Executor, kind: FileRowKind, ids: number[]): Promise<FileInfoRow[]> {
  if (!ids.length) return [];
  const { links } = ROWS[kind];
  return db
    .select({
      ownerId: links.attributeId,
      documentMasterId: files.id,
      fileName: files.fileName,
      fileType: files.contentType,
      size: files.size,
    })
    .from(links)
    .innerJoin(files, eq(files.id, links.fileId))
    .where(inArray(links.attributeId, ids))
    .orderBy(asc(files.id));
}
