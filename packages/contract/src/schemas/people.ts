import { z } from 'zod';
import { CONTACT_EMAIL, CONTACT_LANDLINE, CONTACT_MOBILE, DEFAULT_BOOLEAN_MASTERS, MAX_FILES_PER_ROW } from '../constants.ts';
import { isValidEmail, isValidLandline, isValidMobile } from '../rules.ts';
import { ZIdentityExtras, ZIdentityExtrasInput } from '../will-facts.ts';
import {
  nameText,
  optionalPastDate,
  optionalText,
  requiredChoice,
  requiredText,
  text,
  ZId,
  ZIdOrZeroParam,
  ZIdParam,
  ZLanguageCode,
  ZOptionalId,
} from './common.ts';

const optionalId = ZOptionalId;
/** A file as the client sends it: base64 in JSON (spec part 1 §3). Saved files come back with documentMasterId. */
export const ZFileUpload = z.object({
  fileName: requiredText('File name', 200),
  fileType: text({ max: 100 }).nullish(),
  // No length here: an oversized file answers 413 from the decoder, which checks the size before decoding
  // (the body limit of the call bounds what can arrive at all).
  fileData: z.string().nullish(),
  isPDF: z.boolean().nullish(),
  documentMasterId: ZId.nullish(),
});
export type TFileUpload = z.infer<typeof ZFileUpload>;
export const ZFileInfo = z.object({
  documentMasterId: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number().int(),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;

/** The person form (spec part 1 §3 "Profile"); which fields are required depends on the kind (§5). */
export const ZProfileInput = z
  .object({
    entityId: optionalId,
    firstName: nameText({ max: 100 }).nullish(),
    middleName: nameText({ max: 100 })
      .nullish()
      .transform((value) => value || null),
    lastName: nameText({ max: 100 }).nullish(),
    dob: optionalPastDate('Date of birth'),
    dod: optionalPastDate('Date of death'),
    gender: z.enum(['M', 'F', 'X']).nullish(),
    maritalStatusId: optionalId,
    religionId: optionalId,
    nhMasterId: optionalId,
    selectedBooleanMasters: z
      .array(ZIdParam)
      .max(20)
      .default([...DEFAULT_BOOLEAN_MASTERS]),
    primaryId: optionalId,
    primaryCode: optionalText(10),
    coreId: optionalId,
    screenName: optionalText(20),
    commencementDate: optionalPastDate('Commencement date'),
    designation: optionalText(),
    enforcementDate: optionalPastDate('Enforcement date'),
    // Size checked by the decoder (413 over 1 MB); the call's body limit bounds the rest.
    profileImage: z.string().nullish(),
    profileImageId: optionalId,
    version: optionalId,
  })
  .extend(ZIdentityExtrasInput.shape);
export type TProfileInput = z.input<typeof ZProfileInput>;

export const ZProfile = z
  .object({
    entityId: z.number().int(),
    kind: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    dob: z.string().nullable(),
    dod: z.string().nullable(),
    gender: z.string().nullable(),
    maritalStatusId: z.number().int().nullable(),
    religionId: z.number().int().nullable(),
    nhMasterId: z.number().int().nullable(),
    relationName: z.string().nullable(),
    selectedBooleanMasters: z.array(z.number().int()),
    primaryId: z.number().int().nullable(),
    coreId: z.number().int(),
    screenName: z.string().nullable(),
    commencementDate: z.string().nullable(),
    designation: z.string().nullable(),
    enforcementDate: z.string().nullable(),
    corporateTypeId: z.number().int().nullable(),
    profileImageId: z.number().int().nullable(),
    /** data: URL of the photo, for an <img>. */
    imageData: z.string().nullable(),
    version: z.number().int(),
  })
  .extend(ZIdentityExtras.shape);
export type TProfile = z.infer<typeof ZProfile>;

/** What the person gave at registration: Define self starts from it before its first save. */
export const ZRegistrationDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
});
export type TRegistrationDetails = z.infer<typeof ZRegistrationDetails>;
export const ZListedDataResponse = z.object({ entities: ZProfile.nullable(), registration: ZRegistrationDetails.optional() });

export const ZSaveProfileResponse = z.object({ status: z.literal('success'), message: z.string(), data: ZProfile });

export const ZEntityIdQuery = z.object({ entityId: ZIdOrZeroParam });
export const ZTestatorIdQuery = z.object({ testatorId: ZIdParam });
/** ?code= names the language of master names; without it the Accept-Language header decides. */
export const ZCodeQuery = z.object({ code: ZLanguageCode });
export const ZEntityCodeQuery = ZEntityIdQuery.extend({ code: ZLanguageCode });
export const ZTestatorCodeQuery = ZTestatorIdQuery.extend({ code: ZLanguageCode });

/** Master lists (spec part 1 §3 "Master lists"). */
export const ZMaritalStatus = z.object({ maritalStatusId: z.number().int(), maritalStatus: z.string() });
export const ZReligion = z.object({ religionId: z.number().int(), religionName: z.string() });
export const ZRelation = z.object({ nhRelationMasterId: z.number().int(), relationName: z.string() });
export const ZBooleanMaster = z.object({ booleanMasterId: z.number().int(), booleanName: z.string() });
export const ZMasterTypesResponse = z.object({ maritalstatus: z.array(ZMaritalStatus), religion: z.array(ZReligion) });
export const ZMasterDataQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, { message: 'ids is a comma list of numbers.' })
    .optional(),
  core: text({ max: 10 }).optional(),
  primary: ZIdOrZeroParam.optional(),
  entityId: ZIdOrZeroParam.default(0),
  coreId: ZIdOrZeroParam.optional(),
  code: ZLanguageCode,
});
export const ZMasterDataResponse = z.object({
  maritalstatus: z.array(ZMaritalStatus),
  religion: z.array(ZReligion),
  booleanMasters: z.array(ZBooleanMaster),
  nhMaster: z.array(ZRelation),
  nhDetails: ZProfile.nullable(),
});

export const ZCorporateType = z.object({ corporateTypeId: z.number().int(), corporateName: z.string() });
export const ZCorporateDataResponse = z.object({ corporateType: z.array(ZCorporateType), corporateData: ZProfile.nullable() });

/** Answers of the save calls, keyed as the spec names them: NH.entityId, ben.entityId, ... */
const entityIdAnswer = <K extends string>(key: K) =>
  z
    .object({ status: z.literal('success'), message: z.string() })
    .extend({ [key]: z.object({ entityId: z.number().int() }) } as Record<K, z.ZodObject<{ entityId: z.ZodNumber }>>);
export const ZSaveNhResponse = entityIdAnswer('NH');
export const ZSaveBenResponse = entityIdAnswer('ben');
export const ZSaveExwiResponse = entityIdAnswer('exwi');
export const ZSaveCorporateResponse = entityIdAnswer('corporate');
export const ZSaveContactPersonResponse = entityIdAnswer('contact');
export const ZSaveRegistrarResponse = entityIdAnswer('registrar');

/** One heir card of the tree (spec part 1 §3 "Heir list card"); children are the heir's extension. */
export type THeirCard = {
  entityId: number;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  entityFirstname: string;
  entityLastname: string | null;
  relationName: string | null;
  nhRelationName: string | null;
  image: string | null;
  dob: string | null;
  dod: string | null;
  /** M, F or X as recorded (the badge of a deceased heir is worded by it in some languages), or null. */
  gender: string | null;
  isAlive: boolean;
  isActive: boolean;
  isBeneficiary: boolean;
  isExpandable: boolean;
  isContactPerson: boolean;
  /** The heir's first contact person (a minor's guardian to reach, for example), if one is saved. */
  contactPersonId: number | null;
  primary: number | null;
  extention: boolean;
  children: THeirCard[];
};
export const ZHeirCard: z.ZodType<THeirCard> = z.lazy(() =>
  z.object({
    entityId: z.number().int(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    entityFirstname: z.string(),
    entityLastname: z.string().nullable(),
    relationName: z.string().nullable(),
    nhRelationName: z.string().nullable(),
    image: z.string().nullable(),
    dob: z.string().nullable(),
    dod: z.string().nullable(),
    gender: z.string().nullable(),
    isAlive: z.boolean(),
    isActive: z.boolean(),
    isBeneficiary: z.boolean(),
    isExpandable: z.boolean(),
    isContactPerson: z.boolean(),
    contactPersonId: z.number().int().nullable(),
    primary: z.number().int().nullable(),
    extention: z.boolean(),
    children: z.array(ZHeirCard),
  }),
);

/** A row of the list screens (spec part 1 §7 "List screens"; shape ours). */
export const ZPersonRow = z.object({
  entityId: z.number().int(),
  kind: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  relationName: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  isAlive: z.boolean(),
  designation: z.string().nullable(),
  commencementDate: z.string().nullable(),
  enforcementDate: z.string().nullable(),
  corporateTypeName: z.string().nullable(),
  primaryContact: z.string().nullable(),
  city: z.string().nullable(),
  contactPersons: z.array(z.object({ entityId: z.number().int(), fullName: z.string(), designation: z.string().nullable() })),
});
export type TPersonRow = z.infer<typeof ZPersonRow>;

/** Sub-records of a person (spec part 1 §3, §7). */
export const ZAddressType = z.object({ addressTypeId: z.number().int(), name: z.string() });
const addressField = (label: string, max = 200) => requiredText(label, max);
export const ZAddressInput = z.object({
  addressId: optionalId,
  entityId: ZIdParam,
  addressTypeId: requiredChoice('Address type'),
  doorNo: addressField('Door number', 50),
  buildingNumber: addressField('Building number', 100),
  street: addressField('Street'),
  pincode: z
    .string()
    .trim()
    .refine((value) => /^\d{6}$/.test(value), {
      message: 'Pincode has 6 digits.',
      params: { code: 'invalid', messageKey: 'addressPincodeInvalid' },
    }),
  locality: addressField('Locality'),
  city: addressField('City'),
  state: addressField('State'),
  country: addressField('Country'),
  district: addressField('District'),
});
export const ZAddress = ZAddressInput.extend({ addressId: z.number().int(), entityId: z.number().int(), addressTypeName: z.string() });
export type TAddress = z.infer<typeof ZAddress>;
export type TAddressInput = z.input<typeof ZAddressInput>;

export const ZContactType = z.object({ contactTypeId: z.number().int(), contactName: z.string() });
export const ZContactInput = z
  .object({
    contactDetailsId: optionalId,
    entityId: ZIdParam,
    contactTypeId: requiredChoice('Contact type'),
    contactDetails: requiredText('Contact details', 254, { message: 'Contact details are required.' }),
  })
  .superRefine((contact, ctx) => {
    const problem = contactProblem(contact.contactTypeId, contact.contactDetails);
    if (problem) {
      const messageKey = problem.code === 'required' ? 'contactDetailsRequired' : undefined;
      ctx.addIssue({ code: 'custom', path: ['contactDetails'], message: problem.message, params: { code: problem.code, messageKey } });
    }
  });
export const ZContact = z.object({
  contactDetailsId: z.number().int(),
  entityId: z.number().int(),
  contactTypeId: z.number().int(),
  contactName: z.string(),
  contactDetails: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
export type TContactInput = z.input<typeof ZContactInput>;

/** spec part 1 §5: the contact checks, with the spec's messages word for word. */
export function contactProblem(contactTypeId: number, details: string): { code: string; message: string } | undefined {
  const value = details.trim();
  if (!value) return { code: 'required', message: 'Contact details are required.' };
  if (contactTypeId === CONTACT_MOBILE && !isValidMobile(value))
    return { code: 'invalid_mobile', message: 'Invalid mobile number. Enter a 10-digit valid number.' };
  if (contactTypeId === CONTACT_EMAIL && !isValidEmail(value)) return { code: 'invalid_email', message: 'Invalid email format.' };
  if (contactTypeId === CONTACT_LANDLINE && !isValidLandline(value))
    return { code: 'invalid_landline', message: 'Invalid landline number.' };
  return undefined;
}

/** The message of the contact checks, or undefined when the details are fine. */
export function contactFormatError(contactTypeId: number, details: string): string | undefined {
  return contactProblem(contactTypeId, details)?.message;
}

export const ZIdentificationType = z.object({ idenTypeId: z.number().int(), name: z.string() });
export const ZIdentificationInput = z.object({
  identityId: optionalId,
  entityId: ZIdParam,
  idType: requiredChoice('Identification type'),
  documentNo: text({ max: 40 }).nullish(),
  files: z
    .array(ZFileUpload)
    .max(MAX_FILES_PER_ROW, { message: `At most ${MAX_FILES_PER_ROW} files per identification.` })
    .default([]),
});
export const ZIdentification = z.object({
  identityId: z.number().int(),
  entityId: z.number().int(),
  idType: z.number().int(),
  idTypeName: z.string(),
  /** Masked: only the last four characters are ever sent back. */
  documentNo: z.string(),
  files: z.array(ZFileInfo),
});
export type TIdentification = z.infer<typeof ZIdentification>;
export type TIdentificationInput = z.input<typeof ZIdentificationInput>;

export const ZDocumentInput = z.object({
  documentId: optionalId,
  entityId: ZIdParam,
  description: requiredText('Description', 500, { multiline: true }),
  files: z
    .array(ZFileUpload)
    .max(MAX_FILES_PER_ROW, { message: `At most ${MAX_FILES_PER_ROW} files per document.` })
    .default([]),
});
export const ZDocument = z.object({
  documentId: z.number().int(),
  entityId: z.number().int(),
  description: z.string(),
  files: z.array(ZFileInfo),
});
export type TDocument = z.infer<typeof ZDocument>;
export type TDocumentInput = z.input<typeof ZDocumentInput>;

export const ZSpecificAttributeInput = z.object({
  specificAttributeId: optionalId,
  entityId: ZIdParam,
  specificAttributeName: requiredText('Name'),
  specificAttributeValue: requiredText('Value', 500, { multiline: true }),
  specificAttributeDescription: requiredText('Description', 1000, { multiline: true }),
});
export const ZSpecificAttribute = ZSpecificAttributeInput.extend({ specificAttributeId: z.number().int(), entityId: z.number().int() });
export type TSpecificAttribute = z.infer<typeof ZSpecificAttribute>;
export type TSpecificAttributeInput = z.input<typeof ZSpecificAttributeInput>;

/** Arrays are saved all or nothing; at most this many rows in one call. */
export const MAX_ROWS_PER_SAVE = 20;
