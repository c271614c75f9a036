// What a will needs of a testator's records, read in one call per feature (findForWill). The will
// feature and packages/documents read only these shapes, never the tables; later issues add assets and
// assignments beside them.
import { z } from 'zod';
import { ASSET_KINDS, type TAssetKind } from '../asset-kinds.ts';
import { ENTITY_KINDS, type TEntityKind } from '../kinds.ts';
import { CONDITION_KINDS } from '../will-facts.ts';

const nullableText = z.string().nullable();

/** One person or organisation as a will names them: names, dates, relation, status, in the chosen language. */
export const ZWillPerson = z.object({
  entityId: z.number().int(),
  kind: z.enum(ENTITY_KINDS as [TEntityKind, ...TEntityKind[]]),
  /** The heir an extension stands under, or the organisation / heir a contact person speaks for. */
  parentId: z.number().int().nullable(),
  /** Master ids, for the will check (relation, personal law, marriage); the names below are for people to read. */
  relationId: z.number().int().nullable(),
  religionId: z.number().int().nullable(),
  maritalStatusId: z.number().int().nullable(),
  fullName: z.string(),
  firstName: z.string(),
  middleName: nullableText,
  lastName: nullableText,
  dob: nullableText,
  dod: nullableText,
  gender: nullableText,
  relationName: nullableText,
  designation: nullableText,
  corporateTypeName: nullableText,
  commencementDate: nullableText,
  enforcementDate: nullableText,
  isAlive: z.boolean(),
  isMinor: z.boolean(),
  isBeneficiary: z.boolean(),
  /** How the deed identifies them (issue 22): parentage or husband, and occupation (witnesses). */
  parentageKind: nullableText,
  parentageName: nullableText,
  parentageLate: z.boolean(),
  occupation: nullableText,
});
export type TWillPerson = z.infer<typeof ZWillPerson>;

/** The people feature's part: the testator (null before Define self is saved) and everyone else. */
export const ZWillPeople = z.object({ testator: ZWillPerson.nullable(), people: z.array(ZWillPerson) });
export type TWillPeople = z.infer<typeof ZWillPeople>;

/** The records feature's part: where each person lives and how to reach them (identity numbers stay sealed). */
export const ZWillRecords = z.object({
  addresses: z.array(
    z.object({
      entityId: z.number().int(),
      addressTypeName: z.string(),
      doorNo: nullableText,
      buildingNumber: nullableText,
      street: nullableText,
      locality: nullableText,
      city: nullableText,
      district: nullableText,
      state: nullableText,
      country: nullableText,
      pincode: nullableText,
      /** Issue 27: the whole line as written in the deed's script, printed instead of the parts (set by the will, never read). */
      written: z.string().optional(),
    }),
  ),
  contacts: z.array(z.object({ entityId: z.number().int(), contactTypeName: z.string(), contactDetails: z.string() })),
});
export type TWillRecords = z.infer<typeof ZWillRecords>;

/**
 * The assets feature's part: every asset with its kind, value and ownership, where it is, and what
 * identifies it. Sensitive numbers (accounts, folios, policies) stay masked: a will names an account by
 * its bank and last four digits.
 */
export const ZWillAsset = z.object({
  assetId: z.number().int(),
  assetTypeId: z.number().int(),
  kind: z.enum(ASSET_KINDS as [TAssetKind, ...TAssetKind[]]),
  assetName: z.string(),
  subtypeId: z.number().int(),
  subtypeName: z.string(),
  description: z.string(),
  /** Rupees: the whole value, and the testator's part of it. */
  value: z.number(),
  ownedValue: z.number(),
  ownershipTypeId: z.number().int(),
  ownershipTypeName: z.string(),
  /** Share-based ownership (type 2): the testator's percentage, so the will says "my 50 % share in …". */
  ownershipPercentage: z.number().nullable(),
  options: z.array(z.string()),
  location: z
    .object({
      type: z.enum(['P', 'V']),
      addressDetails: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      country: z.string(),
      landmark: z.string(),
      /** Issue 27: the whole line as written in the deed's script, printed instead of the parts (set by the will, never read). */
      written: z.string().optional(),
    })
    .nullable(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  nomineeName: nullableText,
  nomineeRelationId: z.number().int().nullable(),
});
export type TWillAsset = z.infer<typeof ZWillAsset>;
export const ZWillAssets = z.object({ assets: z.array(ZWillAsset) });
export type TWillAssets = z.infer<typeof ZWillAssets>;

/** The assignment feature's part: who receives which assets, in what share, on what condition, with which guardian. */
export const ZWillAssignments = z.object({
  assignments: z.array(
    z.object({
      assignmentId: z.number().int(),
      typeId: z.number().int(),
      typeName: z.string(),
      assetIds: z.array(z.number().int()),
      beneficiaries: z.array(
        z.object({
          entityId: z.number().int(),
          proportion: z.number().nullable(),
          condition: z.string(),
          conditionKind: z.enum(CONDITION_KINDS),
          conditionAge: z.number().int().nullable(),
          remainderId: z.number().int().nullable(),
          immediateTransfer: z.boolean(),
          guardianId: z.number().int().nullable(),
          description: z.string(),
          subDescription: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TWillAssignments = z.infer<typeof ZWillAssignments>;
