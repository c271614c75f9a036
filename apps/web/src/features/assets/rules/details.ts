import {
  ASSET_BOOLEAN_NOMINEE,
  ASSET_TYPE_INSURANCE,
  assetProblems,
  OWNERSHIP_COPARCENARY_SHARE,
  OWNERSHIP_SHARE_BASED,
  OWNERSHIP_WITH_PERCENTAGE,
  type TAsset,
  type TAssetInput,
  ZAssetInput,
} from '@vasiyat/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addRuleProblems, codedResolver } from '../../../lib/form-resolver.ts';

/** The details tab as the form holds it: choices as strings, amounts as a number input gives them ('' when empty). */
export type AssetDetailsValues = {
  assetName: string;
  assetSubTypeId: string;
  assetInitialValue: number | string;
  ownershipTypeId: string;
  ownershipPercentage: number | string;
  assetDescription: string;
  dateOfInclusion: string;
  selectedAssetBooleans: number[];
  /** Issue 22: who the bank, depository, society or insurer has on record as the nominee. */
  nomineeName: string;
  nomineeRelationId: string;
};

export const isShareBased = (ownershipTypeId: string | number | null | undefined) => Number(ownershipTypeId) === OWNERSHIP_SHARE_BASED;
/** Ownership types that take the testator's percentage: required for share-based, optional for a coparcenary share. */
export const takesPercentage = (ownershipTypeId: string | number | null | undefined) =>
  OWNERSHIP_WITH_PERCENTAGE.includes(Number(ownershipTypeId));
export const isCoparcenary = (ownershipTypeId: string | number | null | undefined) =>
  Number(ownershipTypeId) === OWNERSHIP_COPARCENARY_SHARE;

/** The nominee's fields are asked when the option says one is registered, and always for insurance (its nominee decides who takes). */
export const asksNominee = (assetTypeId: number, selected: readonly number[]) =>
  assetTypeId === ASSET_TYPE_INSURANCE || selected.includes(ASSET_BOOLEAN_NOMINEE);

/**
 * Spec part 2 §5 "Assets" through the contract's assetProblems, the function the server runs: name,
 * subtype, value, ownership and description required, the value in rupees to the paisa, and a percentage
 * only (and then required) for share-based ownership. The fields' own limits are the save call's schema.
 */
export const ZAssetDetailsForm = ZAssetInput.pick({
  assetName: true,
  assetSubTypeId: true,
  assetInitialValue: true,
  ownershipTypeId: true,
  ownershipPercentage: true,
  assetDescription: true,
  dateOfInclusion: true,
  selectedAssetBooleans: true,
  nomineeName: true,
  nomineeRelationId: true,
}).superRefine((values, ctx) =>
  addRuleProblems(
    ctx,
    assetProblems({
      assetName: values.assetName || null,
      assetSubTypeId: values.assetSubTypeId,
      assetInitialValue: values.assetInitialValue,
      ownershipTypeId: values.ownershipTypeId,
      ownershipPercentage: values.ownershipPercentage,
      assetDescription: values.assetDescription || null,
    }),
  ),
);
export type AssetDetailsOutput = z.output<typeof ZAssetDetailsForm>;
/** The form holds choices as strings and amounts as typed; the schema reads them as the save call does. */
export const assetDetailsResolver = codedResolver(ZAssetDetailsForm) as unknown as Resolver<
  AssetDetailsValues,
  unknown,
  AssetDetailsOutput
>;

export function emptyAssetDetails(): AssetDetailsValues {
  return {
    assetName: '',
    assetSubTypeId: '',
    assetInitialValue: '',
    ownershipTypeId: '',
    ownershipPercentage: '',
    assetDescription: '',
    dateOfInclusion: '',
    selectedAssetBooleans: [],
    nomineeName: '',
    nomineeRelationId: '',
  };
}

/** A saved asset as the form holds it. */
export function assetDetailsFromSaved(asset: TAsset): AssetDetailsValues {
  return {
    assetName: asset.assetName,
    assetSubTypeId: String(asset.assetSubTypeId),
    assetInitialValue: asset.assetInitialValue,
    ownershipTypeId: String(asset.ownershipTypeId),
    ownershipPercentage: asset.ownershipPercentage ?? '',
    assetDescription: asset.assetDescription,
    dateOfInclusion: asset.dateOfInclusion,
    selectedAssetBooleans: [...asset.selectedAssetBooleans],
    nomineeName: asset.nomineeName ?? '',
    nomineeRelationId: asset.nomineeRelationId ? String(asset.nomineeRelationId) : '',
  };
}

type BodyContext = { assetId: number | null; assetTypeMstId: number; testatorId: number; version: number | null };

/**
 * The body of saveAsset (spec part 2 §3 "Asset"): the testator's own id (spec part 2 §1), the version the
 * form was filled from (a save from another tab since answers 409), and a percentage only for share-based
 * ownership (spec part 2 §4: cleared for the other types).
 */
export function assetDetailsToBody(values: AssetDetailsOutput, context: BodyContext): TAssetInput {
  return {
    assetId: context.assetId,
    assetTypeMstId: context.assetTypeMstId,
    testatorId: context.testatorId,
    entityId: context.testatorId,
    assetName: values.assetName,
    assetSubTypeId: values.assetSubTypeId,
    assetInitialValue: values.assetInitialValue,
    ownershipTypeId: values.ownershipTypeId,
    // Spec part 2 §4: only share-based ownership keeps a percentage (issue 22: and a coparcenary share, when given).
    ownershipPercentage:
      takesPercentage(values.ownershipTypeId) && values.ownershipPercentage !== '' ? (values.ownershipPercentage ?? null) : null,
    assetDescription: values.assetDescription,
    dateOfInclusion: values.dateOfInclusion,
    selectedAssetBooleans: values.selectedAssetBooleans,
    version: context.version,
    // Only an asset whose nominee is asked keeps one.
    ...(asksNominee(context.assetTypeMstId, values.selectedAssetBooleans)
      ? { nomineeName: values.nomineeName || null, nomineeRelationId: values.nomineeRelationId || null }
      : { nomineeName: null, nomineeRelationId: null }),
  };
}

/** Ticks or unticks one asset option, keeping the list in order. */
export function toggleAssetOption(selected: readonly number[], id: number, checked: boolean): number[] {
  const rest = selected.filter((option) => option !== id);
  return checked ? [...rest, id].sort((a, b) => a - b) : rest;
}
