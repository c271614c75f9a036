import {
  ASSET_KINDS,
  amountToPaise,
  assetKindOfType,
  assetProblems,
  attributeValueProblem,
  coordinateOf,
  FILE_RULES,
  isMaskedValue,
  locationProblems,
  maskedValue,
  OWNERSHIP_WITH_PERCENTAGE,
  paiseToRupees,
  percentageOf,
  storedAttributeValue,
  type TAsset,
  type TAssetLocation,
  type TAssetRow,
  type TAssetSummary,
  type TAttributeField,
  type TFieldError,
  type TStatusResponse,
  type TWillAssets,
  todayInIndia,
  type ZAssetInput,
  type ZAssetLocationInput,
  type ZAssetSpecificAttributeInput,
  type ZPrimaryAttributeInput,
  type ZSubtypeAttributeInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { refusedSave } from '../../platform/field-errors.ts';
import { type DataKeys, sealText, unsealText } from '../../platform/sealed.ts';
import type { SniffedType } from '../../platform/uploads.ts';
import { type FilePlan, type FileStore, filesOf, planFiles } from '../files/service.ts';
import type { MasterItem, Masters } from '../masters/service.ts';
import * as repo from './repo.ts';

type AssetInput = z.output<typeof ZAssetInput>;
type LocationInput = z.output<typeof ZAssetLocationInput>;
type SubtypeAttributeInput = z.output<typeof ZSubtypeAttributeInput>;
type PrimaryAttributeInput = z.output<typeof ZPrimaryAttributeInput>;
type SpecificInput = z.output<typeof ZAssetSpecificAttributeInput>;

/** What the asset functions work with: passed first to each. */
export type AssetDeps = { db: Db; masters: Masters; files: FileStore; dataKeys: DataKeys };

const ATTRIBUTE_FILES: readonly SniffedType[] = FILE_RULES.assetAttribute.types;

const refused = refusedSave;

/** Every data call names the caller as the testator (spec part 2 §1); any other id is not theirs. */
function assertSelf(caller: Caller, testatorId: number) {
  if (testatorId !== caller.userId) throw notFound('Record');
}

/** The caller's own asset, or 404 (another testator's id and a missing one answer the same). */
export async function assertOwnedAsset(deps: AssetDeps, caller: Caller, assetId: number): Promise<void> {
  await ownedAsset(deps, caller, assetId);
}

async function ownedAsset(deps: AssetDeps, caller: Caller, assetId: number): Promise<repo.AssetRow> {
  const row = await repo.selectAsset(deps.db, caller.userId, assetId);
  if (!row) throw notFound('Asset');
  return row;
}

const ownedPaiseOf = (row: repo.AssetRow) =>
  row.ownershipPercentage === null ? row.valuePaise : Math.round((row.valuePaise * row.ownershipPercentage) / 100);

type AssignedShares = Awaited<ReturnType<typeof repo.selectAssignedShares>>;

async function toAssets(deps: AssetDeps, rows: repo.AssetRow[], assigned: AssignedShares, code?: string): Promise<TAsset[]> {
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

// assets ------------------------------------------------------------------------------------------
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

// location ----------------------------------------------------------------------------------------
const toLocation = (row: repo.LocationRow): TAssetLocation => ({
  assetLocationId: row.id,
  assetId: row.assetId,
  assetLocationType: row.locationType === 'V' ? 'V' : 'P',
  addressDetails: row.addressDetails,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  country: row.country,
  landmark: row.landmark,
  latitude: row.latitude,
  longitude: row.longitude,
});

export async function findLocation(deps: AssetDeps, caller: Caller, assetId: number) {
  await ownedAsset(deps, caller, assetId);
  const row = await repo.selectLocation(deps.db, caller.userId, assetId);
  return { location: row ? toLocation(row) : null };
}

/** spec part 2 §5: the location fields its type needs required (the contract's locationProblems); one location per asset. */
export async function saveLocation(deps: AssetDeps, caller: Caller, input: LocationInput): Promise<TStatusResponse> {
  await ownedAsset(deps, caller, input.assetId);
  const facts = {
    assetLocationType: input.assetLocationType ?? null,
    addressDetails: input.addressDetails || null,
    city: input.city || null,
    state: input.state || null,
    pincode: input.pincode || null,
    country: input.country || null,
    landmark: input.landmark || null,
    latitude: input.latitude,
    longitude: input.longitude,
  };
  const errors = locationProblems(facts);
  if (errors.length) throw refused(errors[0]!.message, errors);
  await repo.upsertLocation(deps.db, {
    assetId: input.assetId,
    testatorId: caller.userId,
    locationType: facts.assetLocationType!,
    // A virtual location may have no address, pincode or landmark (requiredLocationFields): kept as ''.
    addressDetails: facts.addressDetails ?? '',
    city: facts.city!,
    state: facts.state!,
    pincode: facts.pincode ?? '',
    country: facts.country!,
    landmark: facts.landmark ?? '',
    latitude: coordinateOf(input.latitude, 90),
    longitude: coordinateOf(input.longitude, 180),
  });
  return { status: 'success', message: 'Asset location saved successfully' };
}

// subtype and primary attributes ------------------------------------------------------------------
/** A stored attribute's value as answers show it: a sensitive one masked to its last four. */
const shownValue = (row: repo.AttributeRow) => (row.valueEncrypted ? maskedValue(row.valueLast4 ?? '') : (row.value ?? ''));

/** The attribute types an asset offers: its subtype's (subtype attributes) or its type's (primary attributes). */
function attributeTypes(deps: AssetDeps, kind: repo.AttributeKind, asset: repo.AssetRow, code?: string): Promise<MasterItem[]> {
  return kind === 'subtype'
    ? deps.masters.childrenOf('subtype_attribute', asset.subtypeId, code)
    : deps.masters.childrenOf('primary_attribute', asset.assetTypeId, code);
}

async function attributesOf(deps: AssetDeps, caller: Caller, kind: repo.AttributeKind, asset: repo.AssetRow, code?: string) {
  const [types, rows] = await Promise.all([
    attributeTypes(deps, kind, asset, code),
    repo.selectAttributes(deps.db, { testatorId: caller.userId, assetId: asset.id, kind }),
  ]);
  const files = await repo.selectRowFiles(
    deps.db,
    'attribute',
    rows.map((row) => row.id),
  );
  const typeOf = (id: number) => types.find((type) => type.id === id);
  return {
    types,
    rows: rows.map((row) => ({
      id: row.id,
      assetId: row.assetId,
      masterId: row.masterId,
      name: typeOf(row.masterId)?.name ?? '',
      value: shownValue(row),
      field: fieldOf(typeOf(row.masterId)),
      sensitive: Boolean(row.valueEncrypted),
      files: filesOf(files, row.id),
    })),
  };
}

const fieldOf = (type: MasterItem | undefined): TAttributeField => (type?.field as TAttributeField | null) ?? 'text';
const typeOfMaster = (type: MasterItem) => ({ field: fieldOf(type), sensitive: type.sensitive });

/** spec: findAllAssetSubtypeAttrbutes: the attribute types of the asset's own subtype, and its saved rows. */
export async function findSubtypeAttributes(deps: AssetDeps, caller: Caller, assetId: number, code?: string) {
  const asset = await ownedAsset(deps, caller, assetId);
  const { types, rows } = await attributesOf(deps, caller, 'subtype', asset, code);
  return {
    assetSubTypes: types.map((type) => ({ subTypeAttributeMstId: type.id, subTypeAttributeMstName: type.name, ...typeOfMaster(type) })),
    attributeDetailsts: rows.map((row) => ({
      assetSubTypeDetailsId: row.id,
      assetId: row.assetId,
      assetSubAttributeMstId: row.masterId,
      attributeMstName: row.name,
      assetSubTypeAttributeValue: row.value,
      field: row.field,
      sensitive: row.sensitive,
      files: row.files,
    })),
  };
}

/** spec: findAllPrimaryAttributeData: the primary attribute types of the asset's type, and its saved rows. */
export async function findPrimaryAttributes(deps: AssetDeps, caller: Caller, assetId: number, code?: string) {
  const asset = await ownedAsset(deps, caller, assetId);
  const { types, rows } = await attributesOf(deps, caller, 'primary', asset, code);
  return {
    primaryAttributeMasterData: types.map((type) => ({
      assetPrimaryMstAttributeId: type.id,
      assetPrimaryMstAttributeName: type.name,
      ...typeOfMaster(type),
    })),
    primaryAttributelist: rows.map((row) => ({
      assetAttributeId: row.id,
      assetId: row.assetId,
      assetPrimaryMstAttributeId: row.masterId,
      assetPrimaryMstAttributeName: row.name,
      assetPrimaryAttributeValue: row.value,
      field: row.field,
      sensitive: row.sensitive,
      files: row.files,
    })),
  };
}

/** One attribute row in neutral words: both kinds are saved the same way. */
type AttributeSave = { id: number | null; assetId: number; masterId: number; value: string; files: SubtypeAttributeInput['files'] };

export const subtypeRowOf = (row: SubtypeAttributeInput): AttributeSave => ({
  id: row.assetSubTypeDetailsId,
  assetId: row.assetId,
  masterId: row.assetSubAttributeMstId,
  value: row.assetSubTypeAttributeValue,
  files: row.files,
});
export const primaryRowOf = (row: PrimaryAttributeInput): AttributeSave => ({
  id: row.assetAttributeId,
  assetId: row.assetId,
  masterId: row.assetPrimaryMstAttributeId,
  value: row.assetPrimaryAttributeValue,
  files: row.files,
});

/** The spec's field names of each kind, for errors on the right field of the right row. */
const FIELD_NAMES = {
  subtype: { masterId: 'assetSubAttributeMstId', value: 'assetSubTypeAttributeValue' },
  primary: { masterId: 'assetPrimaryMstAttributeId', value: 'assetPrimaryAttributeValue' },
} as const;

/**
 * Saves subtype or primary attribute rows, all or nothing: each row's asset is the caller's, an existing
 * row is that asset's and of this kind, the type is one the asset offers and is used once per asset, the
 * value fits its type; a sensitive value is sealed and only its last four kept in clear; a masked value
 * sent back as it was shown keeps the stored one.
 */
export async function saveAttributes(
  deps: AssetDeps,
  caller: Caller,
  kind: repo.AttributeKind,
  rows: AttributeSave[],
): Promise<TStatusResponse> {
  const names = FIELD_NAMES[kind];
  const assets = new Map<number, repo.AssetRow>();
  for (const row of rows) {
    if (!assets.has(row.assetId)) assets.set(row.assetId, await ownedAsset(deps, caller, row.assetId));
  }
  const plans: {
    row: AttributeSave;
    plan: FilePlan;
    sealed: Pick<repo.AttributeValues, 'value' | 'valueEncrypted' | 'valueLast4'> | null;
  }[] = [];
  for (const [assetId, asset] of assets) {
    const group = rows.filter((row) => row.assetId === assetId);
    const stored = await repo.selectAttributes(deps.db, { testatorId: caller.userId, assetId, kind });
    const types = await attributeTypes(deps, kind, asset);
    for (const row of group) {
      if (row.id !== null && !stored.some((saved) => saved.id === row.id)) throw notFound('Record');
    }
    // Each type once per asset: the stored rows this save does not replace, then the rows in their order
    // (the later of two rows with one type is the duplicate).
    const replaced = new Set(group.map((row) => row.id).filter((id) => id !== null));
    const used = new Set(stored.filter((saved) => !replaced.has(saved.id)).map((saved) => saved.masterId));
    for (const [index, row] of rows.entries()) {
      if (row.assetId !== assetId) continue;
      const type = types.find((candidate) => candidate.id === row.masterId);
      const at = (field: string) => `${index}.${field}`;
      if (!type)
        throw refused('Choose an attribute type of this asset from the list.', [
          { path: at(names.masterId), code: 'invalid', message: 'Choose an attribute type from the list.' },
        ]);
      if (used.has(row.masterId))
        throw refused('This attribute type is already used for this asset.', [
          { path: at(names.masterId), code: 'duplicate', message: 'This attribute type is already used for this asset.' },
        ]);
      used.add(row.masterId);
      const previous = stored.find((saved) => saved.id === row.id);
      let sealed: (typeof plans)[number]['sealed'];
      if (isMaskedValue(row.value)) {
        // The value as it was shown: keep what is stored (only a stored sensitive value is ever masked).
        if (!previous?.valueEncrypted || previous.masterId !== row.masterId)
          throw refused('Enter the value in full.', [{ path: at(names.value), code: 'invalid', message: 'Enter the value in full.' }]);
        sealed = null;
      } else {
        const problem = fieldProblem(type, row.value);
        if (problem) throw refused(problem.message, [{ ...problem, path: at(names.value) }]);
        const value = storedAttributeValue(fieldOf(type), row.value);
        sealed = type.sensitive
          ? { value: null, valueEncrypted: sealText(deps.dataKeys, value), valueLast4: value.replace(/\s/g, '').slice(-4) }
          : { value, valueEncrypted: null, valueLast4: null };
      }
      const current = row.id ? await repo.selectRowFileIds(deps.db, 'attribute', row.id) : [];
      plans.push({ row, plan: await planFiles(row.files, current, ATTRIBUTE_FILES), sealed });
    }
  }
  await deps.db.transaction(async (tx) => {
    for (const { row, plan, sealed } of plans) {
      const id = await repo.upsertAttribute(tx, row.id, {
        assetId: row.assetId,
        testatorId: caller.userId,
        kind,
        masterId: row.masterId,
        ...(sealed ?? {}),
      });
      await repo.linkRowFiles(
        tx,
        'attribute',
        id,
        await deps.files.apply(tx, { testatorId: caller.userId, owner: { assetId: row.assetId }, plan }),
      );
    }
  });
  return { status: 'success', message: 'Save success' };
}

function fieldProblem(type: MasterItem, value: string): TFieldError | undefined {
  const problem = attributeValueProblem(fieldOf(type), value);
  return problem ? { ...problem } : undefined;
}

export async function deleteAttribute(deps: AssetDeps, caller: Caller, kind: repo.AttributeKind, id: number): Promise<TStatusResponse> {
  const row = await repo.selectAttribute(deps.db, caller.userId, id);
  if (!row || row.kind !== kind) throw notFound('Record');
  await deleteRowWithFiles(deps, caller, 'attribute', id);
  return { status: 'success', message: 'delete success' };
}

async function deleteRowWithFiles(deps: AssetDeps, caller: Caller, kind: repo.FileRowKind, id: number) {
  await deps.db.transaction(async (tx) => {
    const fileIds = await repo.selectRowFileIds(tx, kind, id);
    await repo.deleteRow(tx, kind, caller.userId, id);
    await deps.files.remove(tx, caller.userId, fileIds);
  });
}

// specific attributes -----------------------------------------------------------------------------
export async function findSpecificAttributes(deps: AssetDeps, caller: Caller, assetId: number) {
  await ownedAsset(deps, caller, assetId);
  const rows = await repo.selectSpecifics(deps.db, caller.userId, assetId);
  const files = await repo.selectRowFiles(
    deps.db,
    'specific',
    rows.map((row) => row.id),
  );
  return {
    specificAttributes: rows.map((row) => ({
      specificAttributeId: row.id,
      assetId: row.assetId,
      specificAttributeName: row.name,
      specificAttributeValue: row.value,
      specificAttributeDescription: row.description,
      files: filesOf(files, row.id),
    })),
  };
}

/** spec part 2 §5: name, value and description each; all rows or none. */
export async function saveSpecificAttributes(deps: AssetDeps, caller: Caller, rows: SpecificInput[]): Promise<TStatusResponse> {
  const plans: { row: SpecificInput; plan: FilePlan }[] = [];
  for (const row of rows) {
    await ownedAsset(deps, caller, row.assetId);
    let current: number[] = [];
    if (row.specificAttributeId) {
      const stored = await repo.selectSpecific(deps.db, caller.userId, row.specificAttributeId);
      if (!stored || stored.assetId !== row.assetId) throw notFound('Record');
      current = await repo.selectRowFileIds(deps.db, 'specific', stored.id);
    }
    plans.push({ row, plan: await planFiles(row.files, current, ATTRIBUTE_FILES) });
  }
  await deps.db.transaction(async (tx) => {
    for (const { row, plan } of plans) {
      const id = await repo.upsertSpecific(tx, row.specificAttributeId, {
        assetId: row.assetId,
        testatorId: caller.userId,
        name: row.specificAttributeName,
        value: row.specificAttributeValue,
        description: row.specificAttributeDescription,
      });
      await repo.linkRowFiles(
        tx,
        'specific',
        id,
        await deps.files.apply(tx, { testatorId: caller.userId, owner: { assetId: row.assetId }, plan }),
      );
    }
  });
  return { status: 'success', message: 'Save success' };
}

export async function deleteSpecificAttribute(deps: AssetDeps, caller: Caller, id: number): Promise<TStatusResponse> {
  if (!(await repo.selectSpecific(deps.db, caller.userId, id))) throw notFound('Record');
  await deleteRowWithFiles(deps, caller, 'specific', id);
  return { status: 'success', message: 'delete success' };
}

// the will ----------------------------------------------------------------------------------------
/**
 * Everything of a testator's assets that a will needs, in one read, names in the chosen language.
 * `testatorId` comes from the caller's token; every query filters by it.
 */
export async function findForWill(
  deps: AssetDeps,
  testatorId: number,
  code?: string,
  options: { fullNumbers?: boolean } = {},
): Promise<TWillAssets> {
  const [rows, locations, attributes, specifics, booleans, subtypeTypes, primaryTypes] = await Promise.all([
    repo.selectAllAssets(deps.db, testatorId),
    repo.selectAllLocations(deps.db, testatorId),
    repo.selectAllAttributes(deps.db, testatorId),
    repo.selectAllSpecifics(deps.db, testatorId),
    deps.masters.names('asset_boolean', code),
    deps.masters.names('subtype_attribute', code),
    deps.masters.names('primary_attribute', code),
  ]);
  const assets = await toAssets(deps, rows, await repo.selectAssignedShares(deps.db, testatorId), code);
  return {
    assets: assets.map((asset) => {
      const location = locations.find((row) => row.assetId === asset.assetId);
      // The deed the testator downloads names an account or policy by its full number, so the executor can find it
      // (issue 22); everywhere else the number stays masked.
      const named = (row: repo.AttributeRow) => ({
        name: (row.kind === 'subtype' ? subtypeTypes : primaryTypes).get(row.masterId) ?? '',
        value: options.fullNumbers && row.valueEncrypted ? unsealText(deps.dataKeys, row.valueEncrypted) : shownValue(row),
      });
      return {
        assetId: asset.assetId,
        assetTypeId: asset.assetTypeMstId,
        kind: assetKindOfType(asset.assetTypeMstId) ?? ASSET_KINDS[0]!,
        assetName: asset.assetName,
        subtypeId: asset.assetSubTypeId,
        subtypeName: asset.assetSubTypeName,
        description: asset.assetDescription,
        value: asset.assetInitialValue,
        ownedValue: asset.assetOwnershipValue,
        ownershipTypeId: asset.ownershipTypeId,
        ownershipTypeName: asset.ownershipTypeName,
        ownershipPercentage: asset.ownershipPercentage,
        options: asset.selectedAssetBooleans.map((id) => booleans.get(id) ?? ''),
        location: location
          ? {
              type: location.locationType === 'V' ? ('V' as const) : ('P' as const),
              addressDetails: location.addressDetails,
              city: location.city,
              state: location.state,
              pincode: location.pincode,
              country: location.country,
              landmark: location.landmark,
            }
          : null,
        attributes: [
          ...attributes.filter((row) => row.assetId === asset.assetId).map(named),
          ...specifics
            .filter((row) => row.assetId === asset.assetId)
            .map((row) => ({ name: row.name, value: row.description ? `${row.value} (${row.description})` : row.value })),
        ],
        nomineeName: asset.nomineeName,
        nomineeRelationId: asset.nomineeRelationId,
      };
    }),
  };
}
