import { PARENTAGE_KINDS, personProblems, type TParentageKind, type TPersonFacts, type TProfile } from '@vasiyat/contract';
import { z } from 'zod';
import { addRuleProblems } from '../../../lib/form-resolver.ts';
import type { SaveProfileBody } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';
import { isAlive } from './alive.ts';

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
  /** Issue 22: how the deed identifies the person ("son of …", "wife of …"): whose child or wife, their name, "late". */
  parentageKind: TParentageKind | '';
  parentageName: string;
  parentageLate: boolean;
  occupation: string;
};

/** The kinds whose deed words identify them by parentage and occupation: every individual but an organisation's contact. */
export const identifiesByParentage = (kind: string) => kind !== 'contact_person';

export type PersonalRules = Pick<KindConfig, 'kind' | 'relation' | 'designation' | 'booleans'> & {
  /** Spec part 1 §5: the self form shows gender read-only; the server keeps the one from registration. */
  genderReadOnly?: boolean;
};

const text = z.string().trim().max(100, { message: 'At most 100 characters.' });

/** The form's values as the contract's rules read them: ids as numbers, empty as null. */
export function personalFacts(values: PersonalFormValues): TPersonFacts {
  const id = (value: string) => (value ? Number(value) : null);
  const textOf = (value: string) => value.trim() || null;
  return {
    firstName: textOf(values.firstName),
    lastName: textOf(values.lastName),
    dob: values.dob || null,
    dod: values.dod || null,
    gender: values.gender || null,
    maritalStatusId: id(values.maritalStatusId),
    religionId: id(values.religionId),
    nhMasterId: id(values.nhMasterId),
    designation: textOf(values.designation),
    selectedBooleanMasters: values.selectedBooleanMasters,
  };
}

/**
 * Spec part 1 §5 "Personal": names, date of birth, gender, marital status and religion always; relation
 * on heir and beneficiary forms; designation for a contact person; date of death when not alive.
 */
export function personalSchema(rules: PersonalRules) {
  return z
    .object({
      firstName: text,
      middleName: text,
      lastName: text,
      dob: z.string(),
      dod: z.string(),
      gender: z.string(),
      maritalStatusId: z.string(),
      religionId: z.string(),
      nhMasterId: z.string(),
      designation: text,
      selectedBooleanMasters: z.array(z.number().int()),
      profileImage: z.string().nullable(),
      imageUrl: z.string().nullable(),
      profileImageId: z.number().int().nullable(),
      parentageKind: z.union([z.enum(PARENTAGE_KINDS), z.literal('')]),
      parentageName: z.string().trim().max(150, { message: 'At most 150 characters.' }),
      parentageLate: z.boolean(),
      occupation: text,
    })
    .superRefine((values, ctx) => {
      const problems = personProblems(rules.kind, personalFacts(values));
      addRuleProblems(ctx, rules.genderReadOnly ? problems.filter((problem) => problem.path !== 'gender') : problems);
      // Optional, but whole: a name says whose child or wife, and a relation needs the name.
      if (values.parentageKind && !values.parentageName.trim())
        ctx.addIssue({ code: 'custom', path: ['parentageName'], message: 'This field is required.', params: { code: 'required' } });
      if (!values.parentageKind && values.parentageName.trim())
        ctx.addIssue({ code: 'custom', path: ['parentageKind'], message: 'This field is required.', params: { code: 'required' } });
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
    parentageKind: '',
    parentageName: '',
    parentageLate: false,
    occupation: '',
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
    parentageKind: profile.parentageKind ?? '',
    parentageName: profile.parentageName ?? '',
    parentageLate: profile.parentageLate,
    occupation: profile.occupation ?? '',
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
    ...(identifiesByParentage(context.rules.kind)
      ? {
          parentageKind: values.parentageKind || null,
          parentageName: values.parentageKind ? values.parentageName.trim() || null : null,
          parentageLate: values.parentageKind ? values.parentageLate : false,
          occupation: values.occupation.trim() || null,
        }
      : {}),
  };
}
