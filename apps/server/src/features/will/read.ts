// A testator's will, read once from each feature's findForWill: the database's part of a render (the rest runs on a
// render worker over this plain data, context.ts and compose.ts). Every read filters by the testator's id.
import * as assets from '../assets/service.ts';
import * as assignments from '../assignments/service.ts';
import * as records from '../people/records/service.ts';
import * as people from '../people/service.ts';
import type { WillRead } from './context.ts';
import { selectForms } from './deed-texts-repo.ts';
import { readPlan } from './plan.ts';

export type WillReadDeps = assets.AssetDeps;

/**
 * Everything of one testator's a will says, names in the language `code`. `fullNumbers`: account and policy numbers
 * unmasked, for the deed the testator downloads (the executor must be able to find each asset); masked otherwise.
 */
export async function readWill(
  deps: WillReadDeps,
  testatorId: number,
  code: string,
  options: { fullNumbers?: boolean } = {},
): Promise<WillRead> {
  const [peopleRead, recordsRead, assetsRead, assignmentsRead, plan, religions, maritalStatuses, relations, writtenForms] =
    await Promise.all([
      people.findForWill(deps, testatorId, code),
      records.findForWill(deps, testatorId, code),
      assets.findForWill(deps, testatorId, code, { fullNumbers: options.fullNumbers }),
      assignments.findForWill(deps, testatorId, code),
      readPlan(deps.db, testatorId),
      deps.masters.names('religion', code),
      deps.masters.names('marital_status', code),
      deps.masters.names('relation', code),
      selectForms(deps.db, testatorId),
    ]);
  return {
    people: peopleRead,
    records: recordsRead,
    assets: assetsRead,
    assignments: assignmentsRead,
    plan,
    religions,
    maritalStatuses,
    relations,
    writtenForms,
  };
}
