// The attributes an asset's subtype asks for and those asked of every asset of its kind (spec part 2 §3, §5):
// read with their types, saved all or nothing, a sensitive value sealed and shown masked.
import {
  attributeValueProblem,
  isMaskedValue,
  storedAttributeValue,
  type TAttributeField,
  type TFieldError,
  type TStatusResponse,
  type ZPrimaryAttributeInput,
  type ZSubtypeAttributeInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { refusedSave } from '../../platform/field-errors.ts';
import { sealText } from '../../platform/sealed.ts';
import { type FilePlan, filesOf, planFiles } from '../files/service.ts';
import type { MasterItem } from '../masters/service.ts';
import { type AssetDeps, ATTRIBUTE_FILES, deleteRowWithFiles, ownedAsset, shownValue } from './owned.ts';
import * as repo from './repo.ts';

type SubtypeAttributeInput = z.output<typeof ZSubtypeAttributeInput>;
type PrimaryAttributeInput = z.output<typeof ZPrimaryAttributeInput>;

const refused = refusedSave;

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
