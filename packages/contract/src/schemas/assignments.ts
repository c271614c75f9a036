// Asset assignment (spec part 2 §3, §7 "Assignment"). Field names are the spec's, `benficiaries` included.
// Inputs are lenient about emptiness: the contract's assignmentProblems says what is missing, on the
// server and in the web form alike.
import { z } from 'zod';
import { MAX_BENEFICIARIES_PER_ASSIGNMENT } from '../assignment-rules.ts';
import { ZConditionFields, ZConditionInput } from '../will-facts.ts';
import { text, ZId, ZIdOrZeroParam, ZIdParam, ZLanguageCode, ZOptionalId } from './common.ts';
import { ZFileInfo, ZFileUpload } from './people.ts';

const numberOrText = z
  .union([z.number(), z.string().max(30, { message: 'At most 30 characters.' })])
  .nullish()
  .transform((value) => value ?? null);

/** One beneficiary's part of an assignment (spec part 2 §3 "Assignment beneficiary entry"). */
export const ZAssignmentEntryInput = z
  .object({
    beneficiaryId: ZOptionalId,
    proportion: numberOrText,
    condition: text({ max: 1000, multiline: true }).nullish(),
    immediateTransfer: z.boolean().nullish(),
    /** The guardian of a minor beneficiary: one of the testator's own people (an id; 0 or null: none). */
    guardian: ZOptionalId,
    assignmentDescription: text({ max: 2000, multiline: true }).nullish(),
    assetSubDescription: text({ max: 2000, multiline: true }).nullish(),
    // The spec's limit (3, with its own message) is the contract's assignmentProblems; this only bounds a request.
    documents: z.array(ZFileUpload).max(20).default([]),
  })
  .extend(ZConditionInput.shape);
export type TAssignmentEntryInput = z.input<typeof ZAssignmentEntryInput>;

export const ZAssignmentInput = z.object({
  assignmentId: ZOptionalId,
  assetAssignmentType: ZOptionalId,
  numberOfBeneficiaries: z.coerce.number({ error: 'Must be a number.' }).int().min(0).max(MAX_BENEFICIARIES_PER_ASSIGNMENT).nullish(),
  beneficiaries: z.array(ZAssignmentEntryInput).max(MAX_BENEFICIARIES_PER_ASSIGNMENT).default([]),
  assetIds: z.array(ZId).min(1, { message: 'Please select at least one record to assign an asset' }).max(500),
  testatorId: ZOptionalId,
  /** Optimistic locking of an edit: the version the form was filled from. */
  version: ZOptionalId,
});
export type TAssignmentInput = z.input<typeof ZAssignmentInput>;

export const ZSaveAssignmentResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  assignmentId: z.number().int(),
});

export const ZAssignmentType = z.object({ assetAssignmentTypeId: z.number().int(), assetAssignmentTypeName: z.string() });
/** A person or organisation who can receive (spec: "Beneficiary choice"), with what the form needs about minors. */
export const ZBeneficiaryChoice = z.object({
  entityId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  kind: z.string(),
  dob: z.string().nullable(),
  /** How they are related to the testator (a heir's relation), so two people of one name can be told apart. */
  relationName: z.string().nullable(),
  /** Under 18 today (from the date of birth): needs a guardian. */
  isMinor: z.boolean(),
});
export type TBeneficiaryChoice = z.infer<typeof ZBeneficiaryChoice>;
/** Someone who can be a guardian: an adult person of the testator's own. */
export const ZGuardianChoice = ZBeneficiaryChoice.pick({
  entityId: true,
  firstName: true,
  middleName: true,
  lastName: true,
  fullName: true,
  kind: true,
  dob: true,
  relationName: true,
});

export const ZAssignmentEntry = z
  .object({
    beneficiaryId: z.number().int(),
    proportion: z.number().nullable(),
    condition: z.string(),
    immediateTransfer: z.boolean(),
    guardian: z.number().int().nullable(),
    assignmentDescription: z.string(),
    assetSubDescription: z.string().nullable(),
    documents: z.array(ZFileInfo),
  })
  .extend(ZConditionFields.shape);
export type TAssignmentEntry = z.infer<typeof ZAssignmentEntry>;

/** A saved assignment as the form reloads it (spec: assignedAsset). */
export const ZAssignedAsset = z.object({
  assignmentId: z.number().int(),
  assetAssignmentType: z.number().int(),
  numberOfBeneficiaries: z.number().int(),
  assetIds: z.array(z.number().int()),
  beneficiaries: z.array(ZAssignmentEntry),
  version: z.number().int(),
});
export type TAssignedAsset = z.infer<typeof ZAssignedAsset>;

export const ZAssignmentMasterQuery = z.object({
  entityId: ZIdParam,
  assetAssignmentId: ZIdOrZeroParam.default(0),
  code: ZLanguageCode,
});
export const ZAssignmentMasterResponse = z.object({
  assignmentTypes: z.array(ZAssignmentType),
  benficiaries: z.array(ZBeneficiaryChoice),
  individual: z.array(ZGuardianChoice),
  assignedAsset: ZAssignedAsset.nullable(),
});
export type TAssignmentMasterResponse = z.infer<typeof ZAssignmentMasterResponse>;

/** A row of 'Assigned Assets' (spec part 2 §3 "Assigned-asset list row"): one per asset of an assignment. */
export const ZAssignedAssetRow = z.object({
  assetAssignmentId: z.number().int(),
  assetId: z.number().int(),
  assetTypeMstId: z.number().int(),
  assetName: z.string(),
  assetsubTypeName: z.string(),
  assetDescription: z.string(),
  assignmentTypeName: z.string(),
  numberOfBeneficiaries: z.number().int(),
  /** An asset owned in part is given as that part: "my 50 % share in …". */
  ownershipPercentage: z.number().nullable(),
  assetOwnershipValue: z.number(),
  beneficiaries: z.array(z.object({ entityId: z.number().int(), fullName: z.string(), proportion: z.number().nullable() })),
});
export type TAssignedAssetRow = z.infer<typeof ZAssignedAssetRow>;

/** A part of the estate: its value (rupees, exact to the paisa) and its part of the estate (percent, two decimals). */
const ZEstatePart = z.object({ value: z.number(), shareOfEstate: z.number() });

/**
 * Each beneficiary's share of the estate (ours; issue 27: the estate as a picture): the value of what they receive
 * and its part of the whole, what is given "as described", the residue, and the assets given to no one yet. Computed
 * by the contract's estateSharesOf: each asset divided to the paisa, the percentages adding up to 100.
 */
export const ZBeneficiaryShares = z.object({
  /** Rupees: the testator's part of every asset the will can give (HUF property only at a stated share). */
  estateValue: z.number(),
  beneficiaries: z.array(
    ZEstatePart.extend({
      entityId: z.number().int(),
      fullName: z.string(),
      /** Bequests given "as described" (no percentage), which have no value to add up. */
      describedBequests: z.number().int(),
    }),
  ),
  /** Assets given "as described" (no percentage): the deed divides them in words. */
  described: ZEstatePart,
  /** What no bequest gives (assets in no assignment, the part of an asset shares under 100 % leave): the residue. */
  residue: ZEstatePart,
  /** How many assets are in no assignment yet. */
  unassignedAssets: z.number().int(),
});
export type TBeneficiaryShares = z.infer<typeof ZBeneficiaryShares>;
