// The asset feature's public entry (other features import only this file): the caller's assets of each kind —
// list, form lists, save, delete, totals — and what the will and the assignments read of them.
import {
  amountToPaise,
  assetProblems,
  OWNERSHIP_WITH_PERCENTAGE,
  paiseToRupees,
  percentageOf,
  type TAssetRow,
  type TAssetSummary,
  type TFieldError,
  type TStatusResponse,
  todayInIndia,
  type ZAssetInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { refusedSave } from '../../platform/field-errors.ts';
import { type AssetDeps, assertSelf, ownedAsset, toAssets } from './owned.ts';
import * as repo from './repo.ts';

type AssetInput = z.output<typeof ZAssetInput>;

const refused = refusedSave;

export { type AssetDeps, assertOwnedAsset } from './owned.ts';
export { findForWill } from './will-read.ts';

/** spec: findAllAssetDetailsByTestatorId: the caller's assets of one type. */
export async function findAssets(
  deps: AssetDeps,
  caller: Caller,
  testatorId: number,
  assetTypeId: number,
  code?: string,
): Promise<TAssetRow[]> {
  assertSelf(caller, testatorId);
  const [rows, assigned] = await Promise.all([
    repo.selectAssets(deps.db, caller.userId, assetTypeId),
    repo.selectAssignedShares(deps.db, caller.userId),
  ]);
  return toAssets(deps, rows, assigned, code);
}

/** spec: findAllNoAssignedAsset: the caller's assets of every type that no assignment holds yet. */
export async function findUnassignedAssets(deps: AssetDeps, caller: Caller, testatorId: number, code?: string): Promise<TAssetRow[]> {
  assertSelf(caller, testatorId);
  const [rows, assigned] = await Promise.all([
    repo.selectAllAssets(deps.db, caller.userId),
    repo.selectAssignedShares(deps.db, caller.userId),
  ]);
  return toAssets(
    deps,
    rows.filter((row) => !assigned.has(row.id)),
    assigned,
    code,
  );
}

/** spec: findAllAssetMasterDetails: the lists the form offers for this type, and the saved asset (0: none). */
export async function findAssetMasters(deps: AssetDeps, caller: Caller, assetId: number, assetTypeId: number, code?: string) {
  const saved = assetId ? await ownedAsset(deps, caller, assetId) : undefined;
  const [ownerships, subtypes, booleans, details] = await Promise.all([
    deps.masters.list('ownership_type', code),
    deps.masters.childrenOf('asset_subtype', saved?.assetTypeId ?? assetTypeId, code),
    deps.masters.list('asset_boolean', code),
    saved ? toAssets(deps, [saved], await repo.selectAssignedShares(deps.db, caller.userId), code) : Promise.resolve([]),
  ]);
  return {
    ownershipMasters: ownerships.map((item) => ({ assetOwnershipTypeId: item.id, assetOwnershipTypeName: item.name })),
    assetSubTypes: subtypes.map((item) => ({ assetSubTypeId: item.id, assetSubtypeName: item.name })),
    booleanMaster: booleans.map((item) => ({ assetBooleanMasterId: item.id, assetBooleanMasterName: item.name })),
    assetsDetails: details[0] ?? null,
  };
}

/** The contract's rules (spec part 2 §5), and that every choice is from its list for this type. */
async function checkAsset(deps: AssetDeps, input: AssetInput, ownershipTypeId: number | null): Promise<TFieldError[]> {
  const errors: TFieldError[] = assetProblems({
    assetName: input.assetName || null,
    assetSubTypeId: input.assetSubTypeId,
    assetInitialValue: input.assetInitialValue,
    ownershipTypeId,
    ownershipPercentage: input.ownershipPercentage,
    assetDescription: input.assetDescription || null,
  });
  const unknown = (path: string, message: string) => errors.push({ path, code: 'invalid', message });
  const subtypes = await deps.masters.childrenOf('asset_subtype', input.assetTypeMstId);
  if (input.assetSubTypeId && !subtypes.some((item) => item.id === input.assetSubTypeId))
    unknown('assetSubTypeId', 'Choose a subtype of this kind of asset from the list.');
  if (ownershipTypeId && !(await deps.masters.has('ownership_type', ownershipTypeId)))
    unknown('ownershipTypeId', 'Choose an ownership type from the list.');
  for (const flag of input.selectedAssetBooleans) {
    if (!(await deps.masters.has('asset_boolean', flag))) unknown('selectedAssetBooleans', `Unknown option ${flag}.`);
  }
  return errors;
}

/** spec: saveAsset answers asset.assetId. A percentage is kept only for share-based ownership (spec part 2 §4). */
export async function saveAsset(deps: AssetDeps, caller: Caller, input: AssetInput) {
  const ownershipTypeId = input.ownershipTypeId ?? input.assetOwnershipMasterId;
  const stored = input.assetId ? await ownedAsset(deps, caller, input.assetId) : undefined;
  if (stored && stored.assetTypeId !== input.assetTypeMstId)
    throw refused('The kind of an asset cannot change. Add it again under its kind.', [
      { path: 'assetTypeMstId', code: 'invalid', message: 'The kind of an asset cannot change.' },
    ]);
  const errors = await checkAsset(deps, input, ownershipTypeId);
  if (errors.length) throw refused(errors[0]!.message, errors);

  const values: repo.AssetValues = {
    testatorId: caller.userId,
    assetTypeId: input.assetTypeMstId,
    name: input.assetName!,
    subtypeId: input.assetSubTypeId!,
    valuePaise: amountToPaise(input.assetInitialValue)!,
    ownershipTypeId: ownershipTypeId!,
    ownershipPercentage: OWNERSHIP_WITH_PERCENTAGE.includes(ownershipTypeId!) ? percentageOf(input.ownershipPercentage) : null,
    description: input.assetDescription!,
    dateOfInclusion: input.dateOfInclusion ?? stored?.dateOfInclusion ?? todayInIndia(),
    nomineeName: input.nomineeName || null,
    nomineeRelationId: input.nomineeName ? (input.nomineeRelationId ?? null) : null,
  };
  const flags = [...new Set(input.selectedAssetBooleans)].sort((a, b) => a - b);
  const saved = await deps.db.transaction(async (tx) => {
    const row = stored ? await repo.updateAsset(tx, { id: stored.id, version: input.version, values }) : await repo.insertAsset(tx, values);
    if (!row) throw new AppError('stale_version');
    await repo.replaceFlags(tx, { testatorId: caller.userId, assetId: row.id, flags });
    return row;
  });
  return { status: 'success' as const, message: 'save success', asset: { assetId: saved.id, version: saved.version } };
}

/** Deletes an asset with its location, attributes and files (ours; the spec shows none). */
export async function deleteAsset(deps: AssetDeps, caller: Caller, assetId: number): Promise<TStatusResponse> {
  await ownedAsset(deps, caller, assetId);
  const assignment = (await repo.selectAssignedShares(deps.db, caller.userId)).get(assetId);
  if (assignment) {
    // Name the assignment, so the person knows which one to open: its type and who receives.
    const label = await repo.selectAssignmentLabel(deps.db, caller.userId, assignment.assignmentId);
    const typeName = label ? await deps.masters.nameOf('assignment_type', label.typeId) : null;
    const named = [typeName, label?.names].filter(Boolean).join(': ');
    throw new AppError('in_use', `This asset is part of an assignment (${named}). Remove it from the assignment first.`);
  }
  await repo.deleteAsset(deps.db, caller.userId, assetId);
  return { status: 'success', message: 'Asset deleted successfully' };
}

/** Counts and values for the totals strip of each list and the dashboard tile. */
export async function findSummary(deps: AssetDeps, caller: Caller, testatorId: number): Promise<TAssetSummary> {
  assertSelf(caller, testatorId);
  const [totals, assigned] = await Promise.all([
    repo.selectTotals(deps.db, caller.userId),
    repo.selectAssignedShares(deps.db, caller.userId),
  ]);
  const count = totals.reduce((sum, row) => sum + row.count, 0);
  return {
    count,
    totalValue: paiseToRupees(totals.reduce((sum, row) => sum + row.ownedPaise, 0)),
    unassigned: count - assigned.size,
    byType: totals.map((row) => ({ assetTypeId: row.assetTypeId, count: row.count, totalValue: paiseToRupees(row.ownedPaise) })),
  };
}
