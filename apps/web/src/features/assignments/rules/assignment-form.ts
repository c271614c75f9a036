import {
  ASSIGNMENT_TYPE_DEFINITIONS,
  assignmentProblems,
  CONDITION_KINDS,
  conditionKindOf,
  conditionNeedsText,
  equalSplit,
  isAssignmentType,
  MAX_BENEFICIARIES_PER_ASSIGNMENT,
  type TAssignedAsset,
  type TAssignmentEntryFacts,
  type TAssignmentInput,
  type TBeneficiaryChoice,
  type TConditionKind,
  type TFileInfo,
  type TFileUpload,
  text,
} from '@vasiyat/contract';
import { z } from 'zod';
import type { FileItem } from '../../../components/file-field.tsx';
import { isPdf } from '../../../components/file-rules.ts';
import { addRuleProblems } from '../../../lib/form-resolver.ts';

/** One beneficiary's part as the form holds it: choices and numbers as text ('' when empty). */
export type AssignmentEntryValues = {
  beneficiaryId: string;
  proportion: string;
  /** Issue 22: what the gift is subject to; 'absolute' (nothing) unless the testator says otherwise. */
  conditionKind: TConditionKind;
  /** The testator's words, for a wish or their own condition. */
  condition: string;
  /** The age the gift waits for ('age'). */
  conditionAge: string;
  /** Who takes after the life interest ('lifeInterest'). */
  remainderTo: string;
  immediateTransfer: boolean;
  guardian: string;
  assignmentDescription: string;
  assetSubDescription: string;
  documents: FileItem[];
};

export type AssignmentFormValues = {
  assetAssignmentType: string;
  numberOfBeneficiaries: string;
  beneficiaries: AssignmentEntryValues[];
};

/**
 * How a type treats proportions (spec part 2 §4): one at 100, equal and locked, stated by the testator (type 30,
 * issue 22: all adding up to 100, or none), or none at all.
 */
export type ProportionMode = 'single' | 'equal' | 'stated' | 'none';

const typeIdOf = (value: string) => {
  const id = Number(value);
  return value && isAssignmentType(id) ? id : undefined;
};

/** The chosen type's way with proportions; nothing while no type is chosen. */
export function proportionModeOf(typeValue: string): ProportionMode | undefined {
  const id = typeIdOf(typeValue);
  return id === undefined ? undefined : ASSIGNMENT_TYPE_DEFINITIONS[id].proportion;
}

/** Spec part 2 §4: the share's own description is asked for types 30, 40 and 50. */
export function showsSubDescription(typeValue: string): boolean {
  const id = typeIdOf(typeValue);
  return id !== undefined && ASSIGNMENT_TYPE_DEFINITIONS[id].subDescription;
}

export function emptyEntry(proportion = ''): AssignmentEntryValues {
  return {
    beneficiaryId: '',
    proportion,
    conditionKind: 'absolute',
    condition: '',
    conditionAge: '',
    remainderTo: '',
    immediateTransfer: false,
    guardian: '',
    assignmentDescription: '',
    assetSubDescription: '',
    documents: [],
  };
}

export function emptyAssignment(): AssignmentFormValues {
  return { assetAssignmentType: '', numberOfBeneficiaries: '', beneficiaries: [] };
}

/** A share as the proportion field shows it: 33.33, 100, 33.334. */
const proportionText = (share: number) => String(share);

/** The entries with the proportions the type gives them: 100, the equal split (spec §9), the testator's own, or none. */
function withProportions(mode: ProportionMode | undefined, entries: readonly AssignmentEntryValues[]): AssignmentEntryValues[] {
  if (mode === 'single') return entries.map((entry) => ({ ...entry, proportion: '100' }));
  if (mode === 'stated') return [...entries];
  if (mode === 'equal') {
    const shares = equalSplit(entries.length);
    return entries.map((entry, index) => ({ ...entry, proportion: proportionText(shares[index] ?? 0) }));
  }
  return entries.map((entry) => ({ ...entry, proportion: '' }));
}

type Counted = Pick<AssignmentFormValues, 'numberOfBeneficiaries' | 'beneficiaries'>;

/**
 * Spec part 2 §4: choosing a type starts the beneficiary list again. Type 10 gives the asset to one
 * beneficiary at 100 (the count is then 1 and locked); the other types start with no entries.
 */
export function chooseType(typeValue: string): Counted {
  if (proportionModeOf(typeValue) === 'single') return { numberOfBeneficiaries: '1', beneficiaries: [emptyEntry('100')] };
  return { numberOfBeneficiaries: '', beneficiaries: [] };
}

/** The count as a whole number within the limit, or nothing for an empty or unreadable one. */
export function countOf(countText: string): number | undefined {
  const trimmed = countText.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Math.min(Number(trimmed), MAX_BENEFICIARIES_PER_ASSIGNMENT);
}

/**
 * Spec part 2 §4, §5: entering the count. Without a type it is refused ('Please select an assignment type
 * first.') and goes back to 0. Otherwise the entries become that many, keeping what is filled in; for
 * types 20 and 40 each gets its equal share. Type 10 stays at one.
 */
export function enterCount(
  typeValue: string,
  countText: string,
  current: readonly AssignmentEntryValues[],
): Counted & { refused?: 'selectTypeFirst' } {
  const mode = proportionModeOf(typeValue);
  if (mode === undefined) {
    const count = countOf(countText);
    return { numberOfBeneficiaries: '0', beneficiaries: [], ...(count ? { refused: 'selectTypeFirst' as const } : {}) };
  }
  if (mode === 'single') return { numberOfBeneficiaries: '1', beneficiaries: withProportions(mode, [current[0] ?? emptyEntry()]) };
  const count = countOf(countText);
  if (count === undefined) return { numberOfBeneficiaries: countText.trim() === '' ? '' : '0', beneficiaries: [] };
  const entries = Array.from({ length: count }, (_, index) => current[index] ?? emptyEntry());
  return { numberOfBeneficiaries: String(count), beneficiaries: withProportions(mode, entries) };
}

/** Spec part 2 §5: a beneficiary chosen in another row is not offered again. */
export function beneficiaryChoices(
  everyone: readonly TBeneficiaryChoice[],
  entries: readonly Pick<AssignmentEntryValues, 'beneficiaryId'>[],
  index: number,
): TBeneficiaryChoice[] {
  const taken = new Set(entries.filter((_, other) => other !== index).map((entry) => entry.beneficiaryId));
  return everyone.filter((person) => !taken.has(String(person.entityId)));
}

/** Whether `beneficiaryId` is already someone else's row ('This beneficiary is already assigned.'). */
export function isChosenElsewhere(entries: readonly Pick<AssignmentEntryValues, 'beneficiaryId'>[], index: number, beneficiaryId: string) {
  return beneficiaryId !== '' && entries.some((entry, other) => other !== index && entry.beneficiaryId === beneficiaryId);
}

/** A minor needs a guardian (the server says who is one, from the date of birth). */
export function isMinorChoice(everyone: readonly TBeneficiaryChoice[], beneficiaryId: string): boolean {
  return everyone.some((person) => String(person.entityId) === beneficiaryId && person.isMinor);
}

/** Who can be the guardian of this beneficiary: the testator's adults, never the beneficiary. */
export function guardianChoices<P extends { entityId: number }>(individuals: readonly P[], beneficiaryId: string): P[] {
  return individuals.filter((person) => String(person.entityId) !== beneficiaryId);
}

/** What the entry keeps when its beneficiary changes: a guardian only for a minor, and never the person themself. */
export function chooseBeneficiary(entry: AssignmentEntryValues, beneficiaryId: string, minor: boolean): AssignmentEntryValues {
  const keepGuardian = minor && entry.guardian !== beneficiaryId;
  return { ...entry, beneficiaryId, guardian: keepGuardian ? entry.guardian : '' };
}

/** Who can take after a life interest: anyone who can receive, but not the life tenant. */
export function remainderChoices<P extends { entityId: number }>(everyone: readonly P[], beneficiaryId: string): P[] {
  return everyone.filter((person) => String(person.entityId) !== beneficiaryId);
}

/**
 * Ticking "Immediate transfer": the gift needs no condition (issue 23 item 10), and one given at once cannot wait
 * for an age or pass on after a life, so those kinds go back to none. A wish or the testator's words stay.
 */
export function withImmediateTransfer(entry: AssignmentEntryValues, immediateTransfer: boolean): AssignmentEntryValues {
  const deferring = entry.conditionKind === 'age' || entry.conditionKind === 'lifeInterest';
  return { ...entry, immediateTransfer, conditionKind: immediateTransfer && deferring ? 'absolute' : entry.conditionKind };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

const proportionOf = (value: string) => {
  const number = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : null;
};

const wholeOf = (value: string) => (/^\s*\d{1,3}\s*$/.test(value) ? Number(value) : null);

/** The sum of the proportions given (to three decimals, as the contract adds them). */
export function totalProportion(entries: readonly Pick<AssignmentEntryValues, 'proportion'>[]): number {
  return round3(entries.reduce((sum, entry) => sum + (proportionOf(entry.proportion) ?? 0), 0));
}

/**
 * Type 30's percentages as they stand (issue 22): given for some beneficiaries but not all, or all given and not
 * adding up to 100; nothing when none is given (equal shares as described) or they add up.
 */
export function statedSharesProblem(
  mode: ProportionMode | undefined,
  entries: readonly Pick<AssignmentEntryValues, 'proportion'>[],
): 'partial' | 'not100' | undefined {
  if (mode !== 'stated') return undefined;
  const given = entries.filter((entry) => proportionOf(entry.proportion) !== null).length;
  if (given === 0) return undefined;
  if (given !== entries.length) return 'partial';
  return totalProportion(entries) === 100 ? undefined : 'not100';
}

/** The form's values as the contract's rules read them: ids and proportions as numbers, empty as null. */
export function assignmentFacts(values: AssignmentFormValues): {
  typeId: number | null;
  count: number | null;
  entries: TAssignmentEntryFacts[];
} {
  const mode = proportionModeOf(values.assetAssignmentType);
  const textOf = (value: string) => value.trim() || null;
  return {
    typeId: Number(values.assetAssignmentType) || null,
    count: countOf(values.numberOfBeneficiaries) ?? null,
    entries: values.beneficiaries.map((entry) => ({
      beneficiaryId: Number(entry.beneficiaryId) || null,
      proportion: mode === 'none' ? null : proportionOf(entry.proportion),
      conditionKind: entry.conditionKind,
      condition: conditionNeedsText(entry.conditionKind) ? textOf(entry.condition) : null,
      conditionAge: entry.conditionKind === 'age' ? wholeOf(entry.conditionAge) : null,
      remainderTo: entry.conditionKind === 'lifeInterest' ? Number(entry.remainderTo) || null : null,
      assignmentDescription: textOf(entry.assignmentDescription),
      assetSubDescription: textOf(entry.assetSubDescription),
      documentCount: entry.documents.length,
    })),
  };
}

export type AssignmentSchemaContext = {
  /** The beneficiaries who are minors: their entries need a guardian. */
  minors: ReadonlySet<number>;
  /** The words of 'needs a guardian' in the person's language. */
  guardianMessage: string;
};

const ZFileItem = z.custom<FileItem>((value) => typeof value === 'object' && value !== null && 'fileName' in value);

/**
 * Spec part 2 §5 "Assignment" through the contract's assignmentProblems, the function the server runs
 * (type, count, 100 or the equal split, no beneficiary twice, total at most 100, condition and
 * descriptions, 3 documents), and a guardian for each minor (which the server checks from its records).
 */
export function assignmentSchema(context: AssignmentSchemaContext) {
  const entry = z.object({
    beneficiaryId: z.string(),
    proportion: z.string(),
    conditionKind: z.enum(CONDITION_KINDS),
    condition: text({ max: 1000, multiline: true }),
    conditionAge: z.string(),
    remainderTo: z.string(),
    immediateTransfer: z.boolean(),
    guardian: z.string(),
    assignmentDescription: text({ max: 2000, multiline: true }),
    assetSubDescription: text({ max: 2000, multiline: true }),
    documents: z.array(ZFileItem),
  });
  return z
    .object({ assetAssignmentType: z.string(), numberOfBeneficiaries: z.string(), beneficiaries: z.array(entry) })
    .superRefine((values, ctx) => {
      addRuleProblems(ctx, assignmentProblems(assignmentFacts(values)));
      for (const [index, value] of values.beneficiaries.entries()) {
        if (context.minors.has(Number(value.beneficiaryId)) && !value.guardian)
          ctx.addIssue({
            code: 'custom',
            path: [`beneficiaries.${index}.guardian`],
            message: context.guardianMessage,
            params: { code: 'minor_needs_guardian' },
          });
      }
    });
}

/** A saved file as the file field shows it. */
export function fileItemOfSaved(file: TFileInfo): FileItem {
  return {
    key: `saved-${file.documentMasterId}`,
    fileName: file.fileName,
    fileType: file.fileType,
    size: file.size,
    documentMasterId: file.documentMasterId,
  };
}

/** A saved file is kept by its id and name; a new one goes as base64 (spec part 2 §3 documents). */
export function fileUploadOf(item: FileItem): TFileUpload {
  if (item.documentMasterId !== undefined && item.fileData === undefined)
    return { documentMasterId: item.documentMasterId, fileName: item.fileName };
  return {
    fileName: item.fileName,
    fileType: item.fileType,
    fileData: item.fileData ?? null,
    isPDF: isPdf({ name: item.fileName, type: item.fileType }),
  };
}

/** A saved assignment as the form holds it. */
export function assignmentFromSaved(saved: TAssignedAsset): AssignmentFormValues {
  return {
    assetAssignmentType: String(saved.assetAssignmentType),
    numberOfBeneficiaries: String(saved.numberOfBeneficiaries),
    beneficiaries: saved.beneficiaries.map((entry) => ({
      beneficiaryId: String(entry.beneficiaryId),
      proportion: entry.proportion === null ? '' : proportionText(entry.proportion),
      conditionKind: conditionKindOf(entry),
      condition: conditionKindOf(entry) === 'absolute' ? '' : entry.condition,
      conditionAge: entry.conditionAge === null ? '' : String(entry.conditionAge),
      remainderTo: entry.remainderTo ? String(entry.remainderTo) : '',
      immediateTransfer: entry.immediateTransfer,
      guardian: entry.guardian ? String(entry.guardian) : '',
      assignmentDescription: entry.assignmentDescription,
      assetSubDescription: entry.assetSubDescription ?? '',
      documents: entry.documents.map(fileItemOfSaved),
    })),
  };
}

type BodyContext = {
  assignmentId: number | null;
  assetIds: readonly number[];
  testatorId: number;
  /** The version the form was filled from (an edit), for optimistic locking. */
  version: number | null;
  minors: ReadonlySet<number>;
};

/** The body of saveAssetAssignmentDetails (spec part 2 §7): a guardian only for a minor, proportions only where the type has them. */
export function assignmentToBody(values: AssignmentFormValues, context: BodyContext): TAssignmentInput {
  const facts = assignmentFacts(values);
  const subDescription = showsSubDescription(values.assetAssignmentType);
  return {
    assignmentId: context.assignmentId,
    assetAssignmentType: facts.typeId,
    numberOfBeneficiaries: facts.count,
    beneficiaries: values.beneficiaries.map((entry, index) => {
      const beneficiaryId = facts.entries[index]?.beneficiaryId ?? null;
      const minor = beneficiaryId !== null && context.minors.has(beneficiaryId);
      const fact = facts.entries[index];
      return {
        beneficiaryId,
        proportion: fact?.proportion ?? null,
        // Only the words the kind asks for go: a condition of no kind never reaches the deed.
        conditionKind: entry.conditionKind,
        condition: conditionNeedsText(entry.conditionKind) ? entry.condition.trim() : '',
        conditionAge: fact?.conditionAge ?? null,
        remainderTo: fact?.remainderTo ?? null,
        immediateTransfer: entry.immediateTransfer,
        guardian: minor ? Number(entry.guardian) || null : null,
        assignmentDescription: entry.assignmentDescription.trim(),
        assetSubDescription: subDescription ? entry.assetSubDescription.trim() || null : null,
        documents: entry.documents.map(fileUploadOf),
      };
    }),
    assetIds: [...context.assetIds],
    testatorId: context.testatorId,
    version: context.version,
  };
}

/** Every field a server's error can name, so it lands on the right one (`beneficiaries.0.guardian`). */
export function assignmentFieldPaths(entryCount: number) {
  const entryFields = [
    'beneficiaryId',
    'proportion',
    'conditionKind',
    'condition',
    'conditionAge',
    'remainderTo',
    'immediateTransfer',
    'guardian',
    'assignmentDescription',
    'assetSubDescription',
    'documents',
  ] as const;
  return [
    'assetAssignmentType',
    'numberOfBeneficiaries',
    ...Array.from({ length: entryCount }, (_, index) => entryFields.map((field) => `beneficiaries.${index}.${field}` as const)).flat(),
    'beneficiaries',
  ] as const;
}
