// The facts a deed needs beyond the specification's records (issue 22): how the testator signs, the school of
// Muslim law, the guardians of minor children, who takes the residue, how a person is identified (parentage,
// occupation), who an asset's nominee is, and what kind of condition a gift carries. One place for their
// values and rules; the server checks them, the forms offer them, the deed words them.
import { z } from 'zod';
import { isAdultOn } from './rules.ts';
import { text, ZOptionalId } from './schemas/common.ts';

/** s.63(a): the testator signs, or affixes a mark (a thumb impression) — then the deed recites it was read over. */
export const SIGNS_BY = ['signature', 'thumb'] as const;
export type TSignsBy = (typeof SIGNS_BY)[number];

/** The school of Muslim law: a bequest to an heir needs the other heirs' consent under Sunni law, not under Shia law within a third. */
export const MUSLIM_SCHOOLS = ['sunni', 'shia'] as const;
export type TMuslimSchool = (typeof MUSLIM_SCHOOLS)[number];

/**
 * What a gift is subject to, as a drafter words it: nothing (absolute), attaining an age, a wish that binds no one,
 * a life interest followed by a gift over, or the testator's own words.
 */
export const CONDITION_KINDS = ['absolute', 'age', 'wish', 'lifeInterest', 'text'] as const;
export type TConditionKind = (typeof CONDITION_KINDS)[number];

/** How a deed identifies a person: son / daughter of their father or mother, wife of her husband. */
export const PARENTAGE_KINDS = ['father', 'mother', 'husband'] as const;
export type TParentageKind = (typeof PARENTAGE_KINDS)[number];

/** An age a gift can wait for: majority, and no later than the age a trust of this kind usually runs to. */
export const CONDITION_AGE = { min: 18, max: 30 } as const;

/**
 * Words people type when a form insists on a condition and there is none (spec part 2 asks one per beneficiary).
 * A deed never prints them as a condition.
 */
const FILLER = new Set([
  '',
  '-',
  '--',
  '.',
  'na',
  'n/a',
  'n.a.',
  'nil',
  'none',
  'no',
  'no condition',
  'nothing',
  'not applicable',
  'on my death',
  'after my death',
  'upon my death',
]);
export const isFillerCondition = (condition: string | null | undefined) =>
  FILLER.has(
    (condition ?? '')
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, ''),
  );

/**
 * The kind of a saved condition: the one chosen, or for a record saved before the choice existed (or by a client
 * written to the specification, which sends only the text) 'absolute' for filler and 'text' for anything else.
 */
export function conditionKindOf(entry: { conditionKind?: string | null; condition?: string | null }): TConditionKind {
  if (entry.conditionKind && (CONDITION_KINDS as readonly string[]).includes(entry.conditionKind))
    return entry.conditionKind as TConditionKind;
  return isFillerCondition(entry.condition) ? 'absolute' : 'text';
}

/** Does this kind of condition need words typed by the testator? */
export const conditionNeedsText = (kind: TConditionKind) => kind === 'text' || kind === 'wish';

/** Kinds of person who may be named guardian of a minor (of the person, or of a gift), if adult and alive. */
export const GUARDIAN_KINDS: readonly string[] = [
  'heir',
  'beneficiary_individual',
  'non_beneficiary_individual',
  'executor',
  'witness',
  'contact_person',
];
/** A guardian must be an adult of those kinds, alive: by the date of birth where there is one, else by the minor flag. */
export const canBeGuardian = (person: { kind: string; isAlive: boolean; dob: string | null; isMinor: boolean }) =>
  GUARDIAN_KINDS.includes(person.kind) && person.isAlive && !(person.dob ? !isAdultOn(person.dob) : person.isMinor);

/** Who takes the residue: the spouse and children (per stirpes) by default, or the people the testator chose, in shares. */
export const ZResiduaryEntry = z.object({ entityId: z.number().int(), share: z.number().nullable() });
export const ZResiduaryEntryInput = z.object({
  entityId: ZOptionalId,
  share: z.coerce.number({ error: 'Must be a number.' }).min(0).max(100).nullish(),
});

export const ZWillPlan = z.object({
  signsBy: z.enum(SIGNS_BY),
  muslimSchool: z.enum(MUSLIM_SCHOOLS).nullable(),
  /** The guardian of the person of my minor children if neither parent is living, and who acts if they cannot. */
  guardianId: z.number().int().nullable(),
  backupGuardianId: z.number().int().nullable(),
  /** Who manages a minor's property, where the testator wants someone other than the guardian. */
  propertyManagerId: z.number().int().nullable(),
  /** Empty: the residue goes to the spouse and children, per stirpes. */
  residuary: z.array(ZResiduaryEntry),
  version: z.number().int(),
});
export type TWillPlan = z.infer<typeof ZWillPlan>;

export const ZWillPlanInput = z.object({
  signsBy: z.enum(SIGNS_BY).default('signature'),
  muslimSchool: z.enum(MUSLIM_SCHOOLS).nullish(),
  guardianId: ZOptionalId,
  backupGuardianId: ZOptionalId,
  propertyManagerId: ZOptionalId,
  residuary: z.array(ZResiduaryEntryInput).max(20).default([]),
  version: ZOptionalId,
});
export type TWillPlanInput = z.input<typeof ZWillPlanInput>;

export const ZSaveWillPlanResponse = z.object({ status: z.literal('success'), message: z.string(), plan: ZWillPlan });

export type TWillPlanProblem = { path: string; code: string; message: string };

/** The rules of a will plan that need no database: distinct people, and residuary shares all given and whole, or none given. */
export function willPlanProblems(input: {
  guardianId?: number | null;
  backupGuardianId?: number | null;
  residuary: readonly { entityId?: number | null; share?: number | null }[];
}): TWillPlanProblem[] {
  const problems: TWillPlanProblem[] = [];
  if (input.guardianId && input.guardianId === input.backupGuardianId)
    problems.push({
      path: 'backupGuardianId',
      code: 'same_guardian',
      message: 'The back-up guardian must be someone other than the guardian.',
    });
  if (input.backupGuardianId && !input.guardianId)
    problems.push({ path: 'guardianId', code: 'required', message: 'Name the guardian before the back-up guardian.' });
  const seen = new Set<number>();
  input.residuary.forEach((entry, index) => {
    if (!entry.entityId)
      problems.push({ path: `residuary.${index}.entityId`, code: 'required', message: 'Choose who receives this part of the residue.' });
    else if (seen.has(entry.entityId))
      problems.push({ path: `residuary.${index}.entityId`, code: 'duplicate', message: 'This person is already named in the residue.' });
    else seen.add(entry.entityId);
  });
  const shares = input.residuary.map((entry) => entry.share ?? null);
  const given = shares.filter((share) => share !== null) as number[];
  if (given.length && given.length !== shares.length)
    problems.push({
      path: 'residuary',
      code: 'shares_partial',
      message: 'Give every residuary beneficiary a share, or none for equal shares.',
    });
  else if (given.length && Math.round(given.reduce((sum, share) => sum + share, 0) * 1000) !== 100_000)
    problems.push({ path: 'residuary', code: 'shares_not_100', message: 'The residuary shares must add up to 100%.' });
  return problems;
}

/** How a deed identifies a person beyond their name (optional on every person's form). */
export const ZIdentityExtrasInput = z.object({
  parentageKind: z.enum(PARENTAGE_KINDS).nullish(),
  parentageName: text({ max: 150 }).nullish(),
  /** The parent or husband named has died: the deed says "late". */
  parentageLate: z.boolean().nullish(),
  occupation: text({ max: 100 }).nullish(),
});
export const ZIdentityExtras = z.object({
  parentageKind: z.enum(PARENTAGE_KINDS).nullable(),
  parentageName: z.string().nullable(),
  parentageLate: z.boolean(),
  occupation: z.string().nullable(),
});

/** Who the institution has on record as an asset's nominee (bank, demat, society, insurer). */
export const ZNomineeInput = z.object({ nomineeName: text({ max: 150 }).nullish(), nomineeRelationId: ZOptionalId });
export const ZNominee = z.object({ nomineeName: z.string().nullable(), nomineeRelationId: z.number().int().nullable() });

/** The kind of condition on one beneficiary's gift, the age it waits for, and who takes after a life interest. */
export const ZConditionInput = z.object({
  conditionKind: z.enum(CONDITION_KINDS).nullish(),
  conditionAge: z.coerce.number({ error: 'Must be a number.' }).int().nullish(),
  remainderTo: ZOptionalId,
});
export const ZConditionFields = z.object({
  conditionKind: z.enum(CONDITION_KINDS),
  conditionAge: z.number().int().nullable(),
  remainderTo: z.number().int().nullable(),
});
