// What every part of the asset feature shares: its dependencies, the caller's own asset or 404, assets as the
// answers show them, a sensitive value masked, a row deleted with its files.
import { FILE_RULES, maskedValue, paiseToRupees, type TAsset } from '@vasiyat/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import type { DataKeys } from '../../platform/sealed.ts';
import type { SniffedType } from '../../platform/uploads.ts';
import type { FileStore } from '../files/service.ts';
import type { Masters } from '../masters/service.ts';
import * as repo from './repo.ts';

/** What the asset functions work with: passed first to each. */
export type AssetDeps = { db: Db; masters: Masters; files: FileStore; dataKeys: DataKeys };

export const ATTRIBUTE_FILES: readonly SniffedType[] = FILE_RULES.assetAttribute.types;

/** Every data call names the caller as the testator (spec part 2 §1); any other id is not theirs. */
export function assertSelf(caller: Caller, testatorId: number) {
  if (testatorId !== caller.userId) throw notFound('Record');
}

/** The caller's own asset, or 404 (another testator's id and a missing one answer the same). */
export async function assertOwnedAsset(deps: AssetDeps, caller: Caller, assetId: number): Promise<void> {
  await ownedAsset(deps, caller, assetId);
}

export async function ownedAsset(deps: AssetDeps, caller: Caller, assetId: number): Promise<repo.AssetRow> {
  const row = await repo.selectAsset(deps.db, caller.userId, assetId);
  if (!row) throw notFound('Asset');
  return row;
}

export const ownedPaiseOf = (row: repo.AssetRow) =>
  row.ownershipPercentage === null ? row.valuePaise : Math.round((row.valuePaise * row.ownershipPercentage) / 100);

export type AssignedShares = Awaited<ReturnType<typeof repo.selectAssignedShares>>;

export async function toAssets(deps: AssetDeps, rows: repo.AssetRow[], assigned: AssignedShares, code?: string): Promise<TAsset[]> {
  const [subtypes, ownerships, flags] = await Promise.all([
    deps.masters.names('asset_subtype', code),
    deps.masters.names('ownership_type', code),
    repo.selectFlags(
      deps.db,
      rows.map((row) => row.id),
    ),
  ]);
  const flagsOf = new Map<number, number[]>();
  for (const flag of flags) flagsOf.set(flag.assetId, [...(flagsOf.get(flag.assetId) ?? []), flag.booleanId]);
  return rows.map((row) => ({
    assetId: row.id,
    assetTypeMstId: row.assetTypeId,
    testatorId: row.testatorId,
    // spec part 2 §3 sends the testator's entity with an asset: the self entity's id is the user's id.
    entityId: row.testatorId,
    assetName: row.name,
    assetSubTypeId: row.subtypeId,
    assetSubTypeName: subtypes.get(row.subtypeId) ?? '',
    assetInitialValue: paiseToRupees(row.valuePaise),
    assetOwnershipMasterId: row.ownershipTypeId,
    ownershipTypeId: row.ownershipTypeId,
    ownershipTypeName: ownerships.get(row.ownershipTypeId) ?? '',
    ownershipPercentage: row.ownershipPercentage,
    assetOwnershipValue: paiseToRupees(ownedPaiseOf(row)),
    assetDescription: row.description,
    dateOfInclusion: row.dateOfInclusion,
    selectedAssetBooleans: flagsOf.get(row.id) ?? [],
    // Given "as described" (no percentages) counts as given whole.
    assignedProportion: assigned.has(row.id) ? (assigned.get(row.id)?.given ?? 100) : null,
    version: row.version,
    nomineeName: row.nomineeName,
    nomineeRelationId: row.nomineeRelationId,
  }));
}

/** A stored attribute's value as answers show it: a sensitive one masked to its last four. */
export const shownValue = (row: repo.AttributeRow) => (row.valueEncrypted ? maskedValue(row.valueLast4 ?? '') : (row.value ?? ''));

/** Deletes an attribute or specific-attribute row with its files, in one transaction. */
export async function deleteRowWithFiles(deps: AssetDeps, caller: Caller, kind: repo.FileRowKind, id: number) {
  await deps.db.transaction(async (tx) => {
    const fileIds = await repo.selectRowFileIds(tx, kind, id);
    await repo.deleteRow(tx, kind, caller.userId, id);
    await deps.files.remove(tx, caller.userId, fileIds);
  });
}
