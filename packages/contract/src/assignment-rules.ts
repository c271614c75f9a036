// How assets are given (spec part 2 §4, §5, §9): the five assignment types as rows, the equal split, and
// the rules of an assignment that need nothing but the form itself. The server runs them on save (with
// the checks that need the database: whose beneficiaries, which assets, guardians of minors); the web
// form runs the same functions for its messages.
import { MAX_ASSIGNMENT_DOCUMENTS, MAX_FILE_BYTES } from './constants.ts';
import type { TRuleProblem } from './record-rules.ts';
import { CONDITION_AGE, conditionNeedsText, type TConditionKind } from './will-facts.ts';

/** What each assignment type asks of its entries (spec part 2 §4). Names come from the server (master data). */
export const ASSIGNMENT_TYPE_DEFINITIONS = {
  /** One beneficiary at 100 %: the count is 1 and locked. */
  10: { proportion: 'single', subDescription: false },
  /** Equal shares, locked: 100 / n (spec §9). */
  20: { proportion: 'equal', subDescription: false },
  /**
   * Shares as described, each with a description and (issue 22) a percentage: given for every entry and adding up
   * to 100, or for none (a client written to the spec sends none).
   */
  30: { proportion: 'stated', subDescription: true },
  /** Equal shares, each with a description. */
  40: { proportion: 'equal', subDescription: true },
  /** As described: no percentage. */
  50: { proportion: 'none', subDescription: true },
} as const satisfies Record<number, { proportion: 'single' | 'equal' | 'stated' | 'none'; subDescription: boolean }>;
export type TAssignmentTypeId = keyof typeof ASSIGNMENT_TYPE_DEFINITIONS;
export const ASSIGNMENT_TYPE_IDS = Object.keys(ASSIGNMENT_TYPE_DEFINITIONS).map(Number) as TAssignmentTypeId[];
export const ASSIGNMENT_SINGLE = 10;

export function isAssignmentType(id: number): id is TAssignmentTypeId {
  return id in ASSIGNMENT_TYPE_DEFINITIONS;
}

/** Spec part 2 §9: at most 3 documents per beneficiary (MAX_ASSIGNMENT_DOCUMENTS, constants.ts), 5 MB each. */
export const MAX_ASSIGNMENT_DOCUMENT_BYTES = MAX_FILE_BYTES;
export const MAX_BENEFICIARIES_PER_ASSIGNMENT = 50;

/**
 * The equal split of spec part 2 §9: 100 divided by the count, to three decimals; when 100 does not divide
 * evenly, 99.99 is shared instead. Worked in thousandths so the shares add up exactly (to 100 or 99.99):
 * a remainder of a few thousandths goes one each to the first entries.
 */
export function equalSplit(count: number): number[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const whole = 100_000;
  const total = whole % count === 0 ? whole : 99_990;
  const each = Math.floor(total / count);
  const remainder = total - each * count;
  return Array.from({ length: count }, (_, index) => (each + (index < remainder ? 1 : 0)) / 1000);
}

/** One entry of an assignment as both sides hold it once parsed: empty values are null. */
export type TAssignmentEntryFacts = {
  beneficiaryId: number | null;
  proportion: number | null;
  condition: string | null;
  assignmentDescription: string | null;
  assetSubDescription: string | null;
  documentCount: number;
  /** Issue 22: the kind of condition chosen (absent from a client written to the spec: then the text is required). */
  conditionKind?: TConditionKind | null;
  conditionAge?: number | null;
  remainderTo?: number | null;
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Spec part 2 §5 "Assignment", the rules the form alone can decide: a type; as many entries as the count;
 * type 10 one entry at 100; 20 and 40 the equal split; no beneficiary twice; no total above 100; condition
 * and description for each entry, the share's description for 30, 40 and 50; at most 3 documents each.
 */
export function assignmentProblems(assignment: {
  typeId: number | null;
  count: number | null;
  entries: readonly TAssignmentEntryFacts[];
}): TRuleProblem[] {
  const problems: TRuleProblem[] = [];
  const { typeId, entries } = assignment;
  if (!typeId || !isAssignmentType(typeId)) {
    problems.push({ path: 'assetAssignmentType', code: 'required', message: 'Please select an assignment type first.' });
    return problems;
  }
  const definition = ASSIGNMENT_TYPE_DEFINITIONS[typeId];
  const count = assignment.count ?? 0;
  if (count < 1) problems.push({ path: 'numberOfBeneficiaries', code: 'required', message: 'Number of beneficiaries is required.' });
  else if (count !== entries.length)
    problems.push({
      path: 'numberOfBeneficiaries',
      code: 'invalid',
      message: `The number of beneficiaries is ${count} but ${entries.length} are given.`,
    });
  if (definition.proportion === 'single' && count !== 1)
    problems.push({ path: 'numberOfBeneficiaries', code: 'invalid', message: 'This assignment type gives the asset to one beneficiary.' });

  const expected = definition.proportion === 'single' ? [100] : definition.proportion === 'equal' ? equalSplit(entries.length) : undefined;
  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    const at = (field: string) => `beneficiaries.${index}.${field}`;
    if (!entry.beneficiaryId) problems.push({ path: at('beneficiaryId'), code: 'required', message: 'Beneficiary is required.' });
    else if (seen.has(entry.beneficiaryId))
      problems.push({ path: at('beneficiaryId'), code: 'duplicate_beneficiary', message: 'Duplicate beneficiaries are not allowed.' });
    else seen.add(entry.beneficiaryId);
    const share = expected?.[index];
    if (share !== undefined && (entry.proportion === null || round3(entry.proportion) !== share))
      problems.push({
        path: at('proportion'),
        code: 'invalid_proportion',
        message: definition.proportion === 'single' ? 'The proportion is 100%.' : `The equal share is ${share}%.`,
      });
    const kind = entry.conditionKind ?? null;
    if ((kind === null || conditionNeedsText(kind)) && !entry.condition)
      problems.push({ path: at('condition'), code: 'required', message: 'Condition is required.' });
    if (kind === 'age' && (!entry.conditionAge || entry.conditionAge < CONDITION_AGE.min || entry.conditionAge > CONDITION_AGE.max))
      problems.push({
        path: at('conditionAge'),
        code: 'invalid_age',
        message: `Give an age from ${CONDITION_AGE.min} to ${CONDITION_AGE.max}.`,
      });
    if (kind === 'lifeInterest' && !entry.remainderTo)
      problems.push({ path: at('remainderTo'), code: 'required', message: 'Choose who receives it after the life interest.' });
    if (kind === 'lifeInterest' && entry.remainderTo && entry.remainderTo === entry.beneficiaryId)
      problems.push({
        path: at('remainderTo'),
        code: 'same_person',
        message: 'The gift over must go to someone other than the life tenant.',
      });
    if (!entry.assignmentDescription)
      problems.push({ path: at('assignmentDescription'), code: 'required', message: 'Assignment description is required.' });
    if (definition.subDescription && !entry.assetSubDescription)
      problems.push({ path: at('assetSubDescription'), code: 'required', message: 'Describe this beneficiary’s share.' });
    if (entry.documentCount > MAX_ASSIGNMENT_DOCUMENTS)
      problems.push({
        path: at('documents'),
        code: 'too_many_documents',
        message: `Maximum 3 documents allowed per beneficiary. You already have ${entry.documentCount} files.`,
      });
  }
  const total = entries.reduce((sum, entry) => sum + (entry.proportion ?? 0), 0);
  if (round3(total) > 100)
    problems.push({ path: 'beneficiaries', code: 'total_exceeded', message: 'Total proportion must not exceed 100%.' });
  else if (definition.proportion === 'stated') {
    const stated = entries.filter((entry) => entry.proportion !== null).length;
    if (stated && stated !== entries.length)
      problems.push({ path: 'beneficiaries', code: 'shares_partial', message: 'Give every beneficiary a percentage, or none.' });
    else if (stated && round3(total) !== 100)
      problems.push({ path: 'beneficiaries', code: 'shares_not_100', message: 'The percentages must add up to 100%.' });
  }
  return problems;
}
