import { isAdultOn, isIsoDate, isNotInFuture, type TProfile } from '@vasiyat/contract';
import { z } from 'zod';
import type { SaveProfileBody } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';
import { isAlive, needsDateOfDeath } from './alive.ts';

/** The Personal step as the form holds it: text and select values as strings, dates yyyy-mm-dd or ''. */
export type PersonalFormValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  dod: string;
  gender: string;
  maritalStatusId: string;
  religionId: string;
  nhMasterId: string;
  designation: string;
  selectedBooleanMasters: number[];
  /** Bare base64 of a photo picked here and not saved yet. */
  profileImage: string | null;
  /** What the photo preview shows: a data: or blob: URL. */
  imageUrl: string | null;
  profileImageId: number | null;
};

export type PersonalRules = Pick<KindConfig, 'relation' | 'designation' | 'booleans'> & {
  /** Spec part 1 §5: the self form shows gender read-only; the server keeps the one from registration. */
  genderReadOnly?: boolean;
  /** Indian Succession Act s.59: the testator must be 18 or older to make a will. */
  adultOnly?: boolean;
};

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(100);
const requiredChoice = (label: string) => z.string().min(1, { message: `${label} is required.` });

export function checkPastDate(ctx: z.RefinementCtx, path: string, value: string, label: string) {
  if (value === '') ctx.addIssue({ code: 'custom', path: [path], message: `${label} is required.` });
  else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', path: [path], message: 'Use a real date written yyyy-mm-dd.' });
  else if (!isNotInFuture(value)) ctx.addIssue({ code: 'custom', path: [path], message: `${label} cannot be in the future.` });
}

/**
 * Spec part 1 §5 "Personal": names, date of birth, gender, marital status and religion always; relation
 * on heir and beneficiary forms; designation for a contact person; date of death when not alive.
 */
export function personalSchema(rules: PersonalRules) {
  return z
    .object({
      firstName: required('First name'),
      middleName: z.string().trim().max(100),
      lastName: required('Last name'),
      dob: z.string(),
      dod: z.string(),
      gender: z.string(),
      maritalStatusId: requiredChoice('Marital status'),
      religionId: requiredChoice('Religion'),
      nhMasterId: z.string(),
      designation: z.string().trim().max(100),
      selectedBooleanMasters: z.array(z.number().int()),
      profileImage: z.string().nullable(),
      imageUrl: z.string().nullable(),
      profileImageId: z.number().int().nullable(),
    })
    .superRefine((values, ctx) => {
      checkPastDate(ctx, 'dob', values.dob, 'Date of birth');
      if (rules.adultOnly && isIsoDate(values.dob) && isNotInFuture(values.dob) && !isAdultOn(values.dob)) {
        ctx.addIssue({ code: 'custom', path: ['dob'], message: 'You must be at least 18 years old to make a will.' });
      }
      if (!rules.genderReadOnly && !['M', 'F', 'X'].includes(values.gender)) {
        ctx.addIssue({ code: 'custom', path: ['gender'], message: 'Gender is required.' });
      }
      if (rules.relation === 'required' && values.nhMasterId === '') {
        ctx.addIssue({ code: 'custom', path: ['nhMasterId'], message: 'Relation is required.' });
      }
      if (rules.designation && values.designation.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['designation'], message: 'Designation is required.' });
      }
      if (needsDateOfDeath(rules.booleans, values.selectedBooleanMasters)) {
        checkPastDate(ctx, 'dod', values.dod, 'Date of death');
        if (isIsoDate(values.dob) && isIsoDate(values.dod) && values.dod < values.dob) {
          ctx.addIssue({ code: 'custom', path: ['dod'], message: 'Date of death cannot be before the date of birth.' });
        }
      }
    });
}

export function emptyPersonal(defaultBooleans: readonly number[]): PersonalFormValues {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    dob: '',
    dod: '',
    gender: '',
    maritalStatusId: '',
    religionId: '',
    nhMasterId: '',
    designation: '',
    selectedBooleanMasters: [...defaultBooleans],
    profileImage: null,
    imageUrl: null,
    profileImageId: null,
  };
}

const idText = (value: number | null | undefined) => (value ? String(value) : '');

/** A saved profile as the form holds it. */
export function personalFromProfile(profile: TProfile): PersonalFormValues {
  return {
    firstName: profile.firstName ?? '',
    middleName: profile.middleName ?? '',
    lastName: profile.lastName ?? '',
    dob: profile.dob ?? '',
    dod: profile.dod ?? '',
    gender: profile.gender ?? '',
    maritalStatusId: idText(profile.maritalStatusId),
    religionId: idText(profile.religionId),
    nhMasterId: idText(profile.nhMasterId),
    designation: profile.designation ?? '',
    selectedBooleanMasters: [...profile.selectedBooleanMasters],
    profileImage: null,
    imageUrl: profile.imageData,
    profileImageId: profile.profileImageId,
  };
}

type BodyContext = {
  entityId: number | null;
  coreId: number;
  primaryId: number | null;
  version: number | null;
  rules: PersonalRules;
};

/** The body of the save calls (spec part 1 §3 "Profile"); a date of death only goes with a person not alive. */
export function personalToBody(values: PersonalFormValues, context: BodyContext): SaveProfileBody {
  const number = (value: string) => (value ? Number(value) : null);
  const offersAlive = context.rules.booleans.length > 0;
  return {
    entityId: context.entityId,
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    dob: values.dob || null,
    dod: offersAlive && !isAlive(values.selectedBooleanMasters) ? values.dod || null : null,
    gender: (values.gender || null) as SaveProfileBody['gender'],
    maritalStatusId: number(values.maritalStatusId),
    religionId: number(values.religionId),
    nhMasterId: context.rules.relation === 'none' ? null : number(values.nhMasterId),
    designation: context.rules.designation ? values.designation.trim() : null,
    ...(offersAlive ? { selectedBooleanMasters: values.selectedBooleanMasters } : {}),
    coreId: context.coreId,
    primaryId: context.primaryId,
    profileImage: values.profileImage,
    profileImageId: values.profileImage ? null : values.profileImageId,
    version: context.version,
  };
}
