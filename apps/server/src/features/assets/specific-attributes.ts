// The testator's own attributes of an asset (spec part 2 §3): a name, a value and a description each.
import type { TStatusResponse, ZAssetSpecificAttributeInput } from '@vasiyat/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { type FilePlan, filesOf, planFiles } from '../files/service.ts';
import { type AssetDeps, ATTRIBUTE_FILES, deleteRowWithFiles, ownedAsset } from './owned.ts';
import * as repo from './repo.ts';

type SpecificInput = z.output<typeof ZAssetSpecificAttributeInput>;

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
