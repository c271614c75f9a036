// The testator's plan for the deed as a whole (issue 22): how they sign (signature or thumb impression, s.63(a)),
// their school of Muslim law, the guardian of their minor children for when neither parent is living and a back-up,
// who manages a minor's property, and who takes the residue. Every person named is the caller's own: another
// testator's id answers 404 and changes nothing.
import {
  canBeGuardian,
  MUSLIM_SCHOOLS,
  SIGNS_BY,
  type TMuslimSchool,
  type TSignsBy,
  type TWillPlan,
  willPlanProblems,
  type ZWillPlanInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { refusedSave } from '../../platform/field-errors.ts';
import * as people from '../people/service.ts';
import * as repo from './plan-repo.ts';

export type PlanDeps = people.PeopleDeps;

/** Kinds who can take the residue, and kinds who can be a guardian or manage a minor's property. */
const RESIDUARY_KINDS: readonly string[] = ['heir', 'beneficiary_individual', 'beneficiary_corporate'];
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T | null) =>
  value && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The plan as the will reads it: defaults before the first save (signature, residue to spouse and children). */
export async function readPlan(db: Db, testatorId: number): Promise<TWillPlan> {
  const [row, residuary] = await Promise.all([repo.selectPlan(db, testatorId), repo.selectResiduaries(db, testatorId)]);
  return {
    signsBy: oneOf<TSignsBy>(SIGNS_BY, row?.signsBy, 'signature')!,
    muslimSchool: oneOf<TMuslimSchool>(MUSLIM_SCHOOLS, row?.muslimSchool, null),
    guardianId: row?.guardianId ?? null,
    backupGuardianId: row?.backupGuardianId ?? null,
    propertyManagerId: row?.propertyManagerId ?? null,
    residuary: residuary.map((entry) => ({ entityId: entry.entityId, share: entry.share })),
    version: row?.version ?? 0,
  };
}

/** Ours: the caller's will plan. */
export const findPlan = (deps: PlanDeps, caller: Caller) => readPlan(deps.db, caller.userId);

/** Ours: save the caller's will plan, in one transaction, when nobody saved it since it was read. */
export async function savePlan(deps: PlanDeps, caller: Caller, input: z.output<typeof ZWillPlanInput>) {
  const problems = willPlanProblems(input);
  if (problems.length) throw refusedSave(problems[0]!.message, problems);
  const { people: everyone } = await people.findForWill(deps, caller.userId);
  const byId = new Map(everyone.map((person) => [person.entityId, person]));
  const adult = (path: 'guardianId' | 'backupGuardianId' | 'propertyManagerId') => {
    const id = input[path];
    if (!id) return;
    const person = byId.get(id);
    if (!person) throw notFound('Person');
    if (!canBeGuardian(person))
      throw refusedSave('Choose an adult from your people.', [{ path, code: 'invalid', message: 'Choose an adult from your people.' }]);
  };
  adult('guardianId');
  adult('backupGuardianId');
  adult('propertyManagerId');
  for (const [index, entry] of input.residuary.entries()) {
    const person = byId.get(entry.entityId!);
    if (!person) throw notFound('Person');
    if (!RESIDUARY_KINDS.includes(person.kind) || !person.isAlive)
      throw refusedSave('Choose the residuary beneficiaries from your family and beneficiaries.', [
        { path: `residuary.${index}.entityId`, code: 'invalid', message: 'Choose from your family and beneficiaries.' },
      ]);
  }
  const version = await deps.db.transaction(async (tx) => {
    const saved = await repo.upsertPlan(tx, caller.userId, input.version ?? null, {
      signsBy: input.signsBy,
      muslimSchool: input.muslimSchool ?? null,
      guardianId: input.guardianId ?? null,
      backupGuardianId: input.guardianId ? (input.backupGuardianId ?? null) : null,
      propertyManagerId: input.propertyManagerId ?? null,
    });
    if (saved === undefined) throw new AppError('stale_version');
    await repo.replaceResiduaries(
      tx,
      caller.userId,
      input.residuary.map((entry) => ({ entityId: entry.entityId!, share: entry.share ?? null })),
    );
    return saved;
  });
  return { status: 'success' as const, message: 'Saved', plan: { ...(await readPlan(deps.db, caller.userId)), version } };
}
