import {
  MUSLIM_SCHOOLS,
  RELIGION,
  SIGNS_BY,
  type TAssignmentMasterResponse,
  type TBeneficiaryChoice,
  type TMuslimSchool,
  type TSignsBy,
  type TWillPlan,
  type TWillPlanInput,
  willPlanProblems,
} from '@vasiyat/contract';
import { z } from 'zod';

// Issue 22: the will as a whole, as the plan form holds it: how the testator signs, the school of Muslim law, the
// guardians of minor children and who takes the residue. Checked by the contract's willPlanProblems, as the server.

type TGuardianChoice = TAssignmentMasterResponse['individual'][number];

/** Only a Muslim testator is asked the school of law (the contract's religion ids). */
export const RELIGION_MUSLIM = RELIGION.muslim;

/** The kinds the server accepts as a guardian or a property manager (an adult of the testator's own, not a witness). */
const GUARDIAN_KINDS: readonly string[] = ['heir', 'beneficiary_individual', 'executor', 'contact_person'];

/** Who takes the residue: the spouse and children by default, or the people the testator names. */
export type ResidueMode = 'family' | 'chosen';

export type ResiduaryRow = { entityId: string; share: string };

export type PlanFormValues = {
  signsBy: TSignsBy;
  /** '' for a testator who is not Muslim, or one who has not said. */
  muslimSchool: TMuslimSchool | '';
  guardianId: string;
  backupGuardianId: string;
  propertyManagerId: string;
  residueMode: ResidueMode;
  residuary: ResiduaryRow[];
};

export const emptyResiduaryRow = (): ResiduaryRow => ({ entityId: '', share: '' });

const idText = (id: number | null) => (id ? String(id) : '');

/** A saved plan as the form holds it (a new one: signature, the residue to the family). */
export function planFormOf(plan: TWillPlan): PlanFormValues {
  return {
    signsBy: plan.signsBy,
    muslimSchool: plan.muslimSchool ?? '',
    guardianId: idText(plan.guardianId),
    backupGuardianId: idText(plan.backupGuardianId),
    propertyManagerId: idText(plan.propertyManagerId),
    residueMode: plan.residuary.length ? 'chosen' : 'family',
    residuary: plan.residuary.map((entry) => ({
      entityId: String(entry.entityId),
      share: entry.share === null ? '' : String(entry.share),
    })),
  };
}

const shareOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** The residuary rows the plan names: none when the residue goes to the family. */
const chosenRows = (values: PlanFormValues) => (values.residueMode === 'chosen' ? values.residuary : []);

/** The body of saveWillPlan: the school only for a Muslim, the back-up only with a guardian. */
export function planToBody(values: PlanFormValues, context: { version: number; muslim: boolean }): TWillPlanInput {
  return {
    signsBy: values.signsBy,
    muslimSchool: context.muslim && values.muslimSchool ? values.muslimSchool : null,
    guardianId: Number(values.guardianId) || null,
    backupGuardianId: values.guardianId ? Number(values.backupGuardianId) || null : null,
    propertyManagerId: Number(values.propertyManagerId) || null,
    residuary: chosenRows(values).map((row) => ({ entityId: Number(row.entityId) || null, share: shareOf(row.share) })),
    version: context.version,
  };
}

/** The sum of the residuary shares given (to three decimals). */
export function residuaryTotal(rows: readonly ResiduaryRow[]): number {
  return Math.round(rows.reduce((sum, row) => sum + (shareOf(row.share) || 0), 0) * 1000) / 1000;
}

/** The label of each problem the contract words only in English, by its code (and field). */
const PROBLEM_KEYS: Record<string, string> = {
  same_guardian: 'willPlanBackupSame',
  shares_partial: 'willPlanSharesPartial',
  shares_not_100: 'willPlanSharesNot100',
};

/** The plan's rules (the contract's willPlanProblems) and each share a number from 0 to 100. */
export const planSchema = z
  .object({
    signsBy: z.enum(SIGNS_BY),
    muslimSchool: z.union([z.enum(MUSLIM_SCHOOLS), z.literal('')]),
    guardianId: z.string(),
    backupGuardianId: z.string(),
    propertyManagerId: z.string(),
    residueMode: z.enum(['family', 'chosen']),
    residuary: z.array(z.object({ entityId: z.string(), share: z.string() })),
  })
  .superRefine((values, ctx) => {
    const rows = chosenRows(values);
    rows.forEach((row, index) => {
      const share = shareOf(row.share);
      if (share !== null && (Number.isNaN(share) || share < 0 || share > 100))
        ctx.addIssue({
          code: 'custom',
          path: [`residuary.${index}.share`],
          message: 'Enter a percentage between 0 and 100.',
          params: { code: 'invalid_percentage' },
        });
    });
    const problems = willPlanProblems({
      guardianId: Number(values.guardianId) || null,
      backupGuardianId: Number(values.backupGuardianId) || null,
      residuary: rows.map((row) => ({ entityId: Number(row.entityId) || null, share: shareOf(row.share) })),
    });
    for (const problem of problems) {
      const messageKey =
        problem.path === 'guardianId' && problem.code === 'required' ? 'willPlanGuardianFirst' : PROBLEM_KEYS[problem.code];
      ctx.addIssue({
        code: 'custom',
        path: [problem.path],
        message: problem.message,
        params: messageKey ? { code: problem.code, messageKey } : { code: problem.code },
      });
    }
  });

/** Adults who can be a guardian or manage a minor's property (the kinds the server accepts). */
export function guardianCandidates(adults: readonly TGuardianChoice[]): TGuardianChoice[] {
  return adults.filter((person) => GUARDIAN_KINDS.includes(person.kind));
}

/** The people a residuary row can name: anyone who can receive and no other row has. */
export function residuaryCandidates(receivers: readonly TBeneficiaryChoice[], rows: readonly ResiduaryRow[], index: number) {
  const taken = new Set(rows.filter((_, other) => other !== index).map((row) => row.entityId));
  return receivers.filter((person) => !taken.has(String(person.entityId)));
}

/** Every field a server's error can name. */
export function planFieldPaths(rows: number) {
  return [
    'signsBy',
    'muslimSchool',
    'guardianId',
    'backupGuardianId',
    'propertyManagerId',
    ...Array.from({ length: rows }, (_, index) => [`residuary.${index}.entityId`, `residuary.${index}.share`] as const).flat(),
    'residuary',
  ] as const;
}
