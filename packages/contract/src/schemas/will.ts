// What a will needs of a testator's records, read in one call per feature (findForWill). The will
// feature and packages/documents read only these shapes, never the tables; later issues add assets and
// assignments beside them.
import { z } from 'zod';
import { ENTITY_KINDS, type TEntityKind } from '../kinds.ts';

const nullableText = z.string().nullable();

/** One person or organisation as a will names them: names, dates, relation, status, in the chosen language. */
export const ZWillPerson = z.object({
  entityId: z.number().int(),
  kind: z.enum(ENTITY_KINDS as [TEntityKind, ...TEntityKind[]]),
  /** The heir an extension stands under, or the organisation / heir a contact person speaks for. */
  parentId: z.number().int().nullable(),
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
    }),
  ),
  contacts: z.array(z.object({ entityId: z.number().int(), contactTypeName: z.string(), contactDetails: z.string() })),
});
export type TWillRecords = z.infer<typeof ZWillRecords>;
