// Assets and their records (spec part 2 §3, §7 "Assets"). Field names are the spec's, odd ones included.
// Inputs are lenient about emptiness: the contract's assetProblems / locationProblems say what is missing,
// on the server and in the web form alike.
import { z } from 'zod';
import { ASSET_TYPE_IDS } from '../asset-kinds.ts';
import { ATTRIBUTE_FIELDS } from '../asset-rules.ts';
import { MAX_FILES_PER_ROW } from '../constants.ts';
import { ZNominee, ZNomineeInput } from '../will-facts.ts';
import { optionalPastDate, requiredChoice, requiredText, text, ZIdOrZeroParam, ZIdParam, ZLanguageCode, ZOptionalId } from './common.ts';
import { ZFileInfo, ZFileUpload } from './people.ts';

const optionalId = ZOptionalId;
/** Amounts and percentages arrive as numbers or as text typed with grouping ('25,00,000'). */
const numberOrText = z
  .union([z.number(), z.string().max(30, { message: 'At most 30 characters.' })])
  .nullish()
  .transform((value) => value ?? null);

export const ZAssetTypeId = z.coerce
  .number({ error: 'Asset type is required.' })
  .int()
  .refine((id) => ASSET_TYPE_IDS.includes(id), { message: 'Unknown asset type.' });

/** The asset form's first tab (spec part 2 §3 "Asset"). testatorId and entityId are the caller's, from the token. */
export const ZAssetInput = z
  .object({
    assetId: optionalId,
    assetTypeMstId: ZAssetTypeId,
    testatorId: optionalId,
    entityId: optionalId,
    assetName: text({ max: 200 }).nullish(),
    assetSubTypeId: optionalId,
    assetInitialValue: numberOrText,
    /** The chosen ownership type; clients written to the spec may send it as assetOwnershipMasterId. */
    ownershipTypeId: optionalId,
    assetOwnershipMasterId: optionalId,
    ownershipPercentage: numberOrText,
    assetDescription: text({ max: 2000, multiline: true }).nullish(),
    dateOfInclusion: optionalPastDate('Date of inclusion'),
    selectedAssetBooleans: z.array(ZIdParam).max(20).default([]),
    /** Optimistic locking: the version the form was filled from (409 when another tab saved since). */
    version: optionalId,
  })
  .extend(ZNomineeInput.shape);
export type TAssetInput = z.input<typeof ZAssetInput>;

export const ZAsset = z
  .object({
    assetId: z.number().int(),
    assetTypeMstId: z.number().int(),
    testatorId: z.number().int(),
    entityId: z.number().int(),
    assetName: z.string(),
    assetSubTypeId: z.number().int(),
    assetSubTypeName: z.string(),
    /** Rupees, exact to the paisa. */
    assetInitialValue: z.number(),
    assetOwnershipMasterId: z.number().int(),
    ownershipTypeId: z.number().int(),
    ownershipTypeName: z.string(),
    ownershipPercentage: z.number().nullable(),
    /** The testator's part of the value: the whole, or the percentage of it for share-based ownership. */
    assetOwnershipValue: z.number(),
    assetDescription: z.string(),
    dateOfInclusion: z.string(),
    selectedAssetBooleans: z.array(z.number().int()),
    /** The share of this asset already given in an assignment (null while it is in none). */
    assignedProportion: z.number().nullable(),
    version: z.number().int(),
  })
  .extend(ZNominee.shape);
export type TAsset = z.infer<typeof ZAsset>;

/** A row of an asset list (spec part 2 §3 "Asset list row", with what the totals strip needs). */
export const ZAssetRow = ZAsset.pick({
  assetId: true,
  assetTypeMstId: true,
  assetName: true,
  assetSubTypeId: true,
  assetSubTypeName: true,
  assetDescription: true,
  dateOfInclusion: true,
  assetInitialValue: true,
  ownershipTypeId: true,
  ownershipTypeName: true,
  ownershipPercentage: true,
  assetOwnershipValue: true,
  assignedProportion: true,
});
export type TAssetRow = z.infer<typeof ZAssetRow>;

export const ZAssetListQuery = z.object({ testatorId: ZIdParam, assetTypeId: ZAssetTypeId, code: ZLanguageCode });
export const ZAssetMasterQuery = z.object({ assetId: ZIdOrZeroParam.default(0), assetTypeId: ZAssetTypeId, code: ZLanguageCode });
export const ZAssetIdQuery = z.object({ assetId: ZIdParam, code: ZLanguageCode });

export const ZOwnershipMaster = z.object({ assetOwnershipTypeId: z.number().int(), assetOwnershipTypeName: z.string() });
export const ZAssetSubType = z.object({ assetSubTypeId: z.number().int(), assetSubtypeName: z.string() });
export const ZAssetBooleanMaster = z.object({ assetBooleanMasterId: z.number().int(), assetBooleanMasterName: z.string() });
export const ZAssetMasterResponse = z.object({
  ownershipMasters: z.array(ZOwnershipMaster),
  assetSubTypes: z.array(ZAssetSubType),
  booleanMaster: z.array(ZAssetBooleanMaster),
  /** The saved asset (assetId 0: null). */
  assetsDetails: ZAsset.nullable(),
});
export type TAssetMasterResponse = z.infer<typeof ZAssetMasterResponse>;

/** spec: saveAsset answers asset.assetId. */
export const ZSaveAssetResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  asset: z.object({ assetId: z.number().int(), version: z.number().int() }),
});

// location ----------------------------------------------------------------------------------------
export const ZAssetLocationInput = z.object({
  assetLocationId: optionalId,
  assetId: ZIdParam,
  assetLocationType: z.string().trim().max(1).nullish(),
  addressDetails: text({ max: 500, multiline: true }).nullish(),
  city: text({ max: 100 }).nullish(),
  state: text({ max: 100 }).nullish(),
  pincode: text({ max: 12 }).nullish(),
  country: text({ max: 100 }).nullish(),
  landmark: text({ max: 200 }).nullish(),
  latitude: numberOrText,
  longitude: numberOrText,
});
export type TAssetLocationInput = z.input<typeof ZAssetLocationInput>;
export const ZAssetLocation = z.object({
  assetLocationId: z.number().int(),
  assetId: z.number().int(),
  assetLocationType: z.enum(['P', 'V']),
  addressDetails: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  landmark: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TAssetLocation = z.infer<typeof ZAssetLocation>;
/** The spec leaves the shape open: the location, or null before one is saved. */
export const ZAssetLocationResponse = z.object({ location: ZAssetLocation.nullable() });

// attributes --------------------------------------------------------------------------------------
const attributeFiles = z
  .array(ZFileUpload)
  .max(MAX_FILES_PER_ROW, { message: `At most ${MAX_FILES_PER_ROW} files per attribute.` })
  .default([]);
const ZAttributeField = z.enum(ATTRIBUTE_FIELDS);
/** What an attribute master tells the form: the kind of value, and whether it is sealed and shown masked. */
const attributeKind = { field: ZAttributeField, sensitive: z.boolean() };

export const ZSubtypeAttributeType = z.object({
  subTypeAttributeMstId: z.number().int(),
  subTypeAttributeMstName: z.string(),
  ...attributeKind,
});
export type TSubtypeAttributeType = z.infer<typeof ZSubtypeAttributeType>;
export const ZSubtypeAttributeInput = z.object({
  assetSubTypeDetailsId: optionalId,
  assetId: ZIdParam,
  assetSubAttributeMstId: requiredChoice('Attribute type'),
  assetSubTypeAttributeValue: requiredText('Attribute value', 500),
  files: attributeFiles,
});
export type TSubtypeAttributeInput = z.input<typeof ZSubtypeAttributeInput>;
export const ZSubtypeAttribute = z.object({
  assetSubTypeDetailsId: z.number().int(),
  assetId: z.number().int(),
  assetSubAttributeMstId: z.number().int(),
  attributeMstName: z.string(),
  /** Sensitive values (account, folio, policy numbers) come back masked: ••••1234. */
  assetSubTypeAttributeValue: z.string(),
  ...attributeKind,
  files: z.array(ZFileInfo),
});
export type TSubtypeAttribute = z.infer<typeof ZSubtypeAttribute>;
export const ZSubtypeAttributeQuery = z.object({ assetId: ZIdParam, assetSubTypeId: ZIdOrZeroParam.optional(), code: ZLanguageCode });
/** spec: assetSubTypes (here the attribute types of the asset's subtype) and attributeDetailsts (sic). */
export const ZSubtypeAttributeResponse = z.object({
  assetSubTypes: z.array(ZSubtypeAttributeType),
  attributeDetailsts: z.array(ZSubtypeAttribute),
});

export const ZPrimaryAttributeMaster = z.object({
  assetPrimaryMstAttributeId: z.number().int(),
  assetPrimaryMstAttributeName: z.string(),
  ...attributeKind,
});
export type TPrimaryAttributeMaster = z.infer<typeof ZPrimaryAttributeMaster>;
export const ZPrimaryAttributeInput = z.object({
  assetAttributeId: optionalId,
  assetId: ZIdParam,
  assetPrimaryMstAttributeId: requiredChoice('Attribute type'),
  assetPrimaryAttributeValue: requiredText('Attribute value', 500),
  files: attributeFiles,
});
export type TPrimaryAttributeInput = z.input<typeof ZPrimaryAttributeInput>;
export const ZPrimaryAttribute = z.object({
  assetAttributeId: z.number().int(),
  assetId: z.number().int(),
  assetPrimaryMstAttributeId: z.number().int(),
  assetPrimaryMstAttributeName: z.string(),
  assetPrimaryAttributeValue: z.string(),
  ...attributeKind,
  files: z.array(ZFileInfo),
});
export type TPrimaryAttribute = z.infer<typeof ZPrimaryAttribute>;
export const ZPrimaryAttributeResponse = z.object({
  primaryAttributeMasterData: z.array(ZPrimaryAttributeMaster),
  primaryAttributelist: z.array(ZPrimaryAttribute),
});

export const ZAssetSpecificAttributeInput = z.object({
  specificAttributeId: optionalId,
  assetId: ZIdParam,
  specificAttributeName: requiredText('Name'),
  specificAttributeValue: requiredText('Value', 500, { multiline: true }),
  specificAttributeDescription: requiredText('Description', 1000, { multiline: true }),
  files: attributeFiles,
});
export type TAssetSpecificAttributeInput = z.input<typeof ZAssetSpecificAttributeInput>;
export const ZAssetSpecificAttribute = z.object({
  specificAttributeId: z.number().int(),
  assetId: z.number().int(),
  specificAttributeName: z.string(),
  specificAttributeValue: z.string(),
  specificAttributeDescription: z.string(),
  files: z.array(ZFileInfo),
});
export type TAssetSpecificAttribute = z.infer<typeof ZAssetSpecificAttribute>;
export const ZAssetSpecificAttributeResponse = z.object({ specificAttributes: z.array(ZAssetSpecificAttribute) });

// summary (ours: the totals strip of each list and the dashboard tile) ----------------------------
export const ZAssetSummary = z.object({
  count: z.number().int(),
  /** Rupees, the testator's part of each asset added up. */
  totalValue: z.number(),
  /** Assets in no assignment yet. */
  unassigned: z.number().int(),
  byType: z.array(z.object({ assetTypeId: z.number().int(), count: z.number().int(), totalValue: z.number() })),
});
export type TAssetSummary = z.infer<typeof ZAssetSummary>;
