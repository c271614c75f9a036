import {
  ASSIGNMENT_TYPE_DEFINITIONS,
  assignmentProblems,
  canBeGuardian,
  conditionKindOf,
  conditionNeedsText,
  estateSharesOf,
  FILE_RULES,
  isAdultOn,
  isAssignmentType,
  isFillerCondition,
  paiseToRupees,
  type TAssignedAsset,
  type TAssignedAssetRow,
  type TAssignmentMasterResponse,
  type TBeneficiaryChoice,
  type TBeneficiaryShares,
  type TStatusResponse,
  type TWillAssignments,
  type TWillPerson,
  type ZAssignmentInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { refusedSave } from '../../platform/field-errors.ts';
import type { SniffedType } from '../../platform/uploads.ts';
import * as assets from '../assets/service.ts';
import { type FilePlan, filesOf, planFiles } from '../files/service.ts';
import * as people from '../people/service.ts';
import * as repo from './repo.ts';

type AssignmentInput = z.output<typeof ZAssignmentInput>;
/** What the assignment functions work with: the assets' and people's, whose exported reads they use. */
export type AssignmentDeps = assets.AssetDeps;

const DOCUMENT_TYPES: readonly SniffedType[] = FILE_RULES.assignment.types;
/** People who can receive: beneficiaries, and natural heirs marked "also a beneficiary". */
const RECEIVING_KINDS = ['beneficiary_individual', 'beneficiary_corporate', 'heir'];
/** People who can be a guardian: adult individuals of the testator's own (not organisations or offices). */

const refused = refusedSave;

function assertSelf(caller: Caller, testatorId: number) {
  if (testatorId !== caller.userId) throw notFound('Record');
}

/** Under 18 today, from the date of birth (a person without one is taken as the flag says). */
const isMinor = (person: TWillPerson) => (person.dob ? !isAdultOn(person.dob) : person.isMinor);
const canReceive = (person: TWillPerson) =>
  RECEIVING_KINDS.includes(person.kind) && person.isAlive && (person.kind !== 'heir' || person.isBeneficiary);

const choiceOf = (person: TWillPerson): TBeneficiaryChoice => ({
  entityId: person.entityId,
  firstName: person.firstName,
  middleName: person.middleName,
  lastName: person.lastName,
  fullName: person.fullName,
  kind: person.kind,
  dob: person.dob,
  relationName: person.relationName,
  isMinor: person.kind === 'beneficiary_corporate' ? false : isMinor(person),
});

async function entriesOf(deps: AssignmentDeps, testatorId: number) {
  const entries = await repo.selectEntries(deps.db, testatorId);
  const files = await repo.selectEntryFiles(
    deps.db,
    entries.map((entry) => entry.id),
  );
  return { entries, files };
}

function assignedOf(
  assignment: repo.AssignmentRow,
  assetIds: number[],
  entries: repo.EntryRow[],
  files: Parameters<typeof filesOf>[0],
): TAssignedAsset {
  return {
    assignmentId: assignment.id,
    assetAssignmentType: assignment.assignmentTypeId,
    numberOfBeneficiaries: assignment.numberOfBeneficiaries,
    assetIds,
    version: assignment.version,
    beneficiaries: entries
      .filter((entry) => entry.assignmentId === assignment.id)
      .map((entry) => ({
        beneficiaryId: entry.beneficiaryId,
        proportion: entry.proportion,
        condition: entry.condition,
        immediateTransfer: entry.immediateTransfer,
        guardian: entry.guardianId,
        assignmentDescription: entry.description,
        assetSubDescription: entry.subDescription,
        documents: filesOf(files, entry.id),
        conditionKind: conditionKindOf(entry),
        conditionAge: entry.conditionAge,
        remainderTo: entry.remainderId,
      })),
  };
}

/** spec: findAllAssetAssignmentMasterDatas: types, who can receive, who can be a guardian, the saved assignment (0: none). */
export async function findMasterData(
  deps: AssignmentDeps,
  caller: Caller,
  entityId: number,
  assignmentId: number,
  code?: string,
): Promise<TAssignmentMasterResponse> {
  assertSelf(caller, entityId);
  const stored = assignmentId ? await repo.selectAssignment(deps.db, caller.userId, assignmentId) : undefined;
  if (assignmentId && !stored) throw notFound('Assignment');
  const [types, everyone] = await Promise.all([deps.masters.list('assignment_type', code), people.findForWill(deps, caller.userId, code)]);
  let assignedAsset: TAssignedAsset | null = null;
  if (stored) {
    const [{ entries, files }, assigned] = await Promise.all([
      entriesOf(deps, caller.userId),
      repo.selectAssignedAssets(deps.db, caller.userId),
    ]);
    const assetIds = assigned.filter((row) => row.assignmentId === stored.id).map((row) => row.assetId);
    assignedAsset = assignedOf(stored, assetIds, entries, files);
  }
  return {
    assignmentTypes: types.map((type) => ({ assetAssignmentTypeId: type.id, assetAssignmentTypeName: type.name })),
    benficiaries: everyone.people.filter(canReceive).map(choiceOf),
    individual: everyone.people.filter(canBeGuardian).map((person) => {
      const { entityId, firstName, middleName, lastName, fullName, kind, dob, relationName } = choiceOf(person);
      return { entityId, firstName, middleName, lastName, fullName, kind, dob, relationName };
    }),
    assignedAsset,
  };
}

/**
 * spec: saveAssetAssignmentDetails, in one transaction. The contract's rules (type, count, equal split,
 * duplicates, totals, descriptions, 3 documents), then what needs the database: the beneficiaries, the
 * guardians and the assets are the caller's own; a minor beneficiary has a guardian who is an adult and not
 * the minor; an asset is in at most one assignment; an edit keeps its type and count (spec part 2 §4).
 */
export async function saveAssignment(deps: AssignmentDeps, caller: Caller, input: AssignmentInput) {
  const typeId = input.assetAssignmentType;
  const definition = typeId && isAssignmentType(typeId) ? ASSIGNMENT_TYPE_DEFINITIONS[typeId] : undefined;
  // Types 30 and 50 carry no percentage (spec part 2 §4): whatever came is cleared, as the form hides it.
  const proportionOf = (value: string | number | null) =>
    definition?.proportion === 'none' || value === null || value === '' ? null : Number(value);
  const entries = input.beneficiaries.map((entry) => ({ ...entry, proportion: proportionOf(entry.proportion) }));
  if (entries.some((entry) => entry.proportion !== null && !Number.isFinite(entry.proportion)))
    throw refused('Enter the proportion as a number.', [
      { path: 'beneficiaries', code: 'invalid', message: 'Enter the proportion as a number.' },
    ]);
  const problems = assignmentProblems({
    typeId,
    count: input.numberOfBeneficiaries ?? null,
    entries: entries.map((entry) => ({
      beneficiaryId: entry.beneficiaryId,
      proportion: entry.proportion,
      condition: entry.condition || null,
      assignmentDescription: entry.assignmentDescription || null,
      assetSubDescription: entry.assetSubDescription || null,
      documentCount: entry.documents.length,
      conditionKind: entry.conditionKind ?? null,
      conditionAge: entry.conditionAge ?? null,
      remainderTo: entry.remainderTo ?? null,
    })),
  });
  if (problems.length) throw refused(problems[0]!.message, problems);

  const stored = input.assignmentId ? await repo.selectAssignment(deps.db, caller.userId, input.assignmentId) : undefined;
  if (input.assignmentId && !stored) throw notFound('Assignment');
  if (stored && (stored.assignmentTypeId !== typeId || stored.numberOfBeneficiaries !== input.numberOfBeneficiaries))
    throw refused('The assignment type and the number of beneficiaries stay as first saved. Delete the assignment to assign again.', [
      { path: 'assetAssignmentType', code: 'invalid', message: 'The assignment type cannot change.' },
    ]);

  // The people: every beneficiary and guardian is the caller's (another's id answers 404, as if absent).
  const { people: everyone } = await people.findForWill(deps, caller.userId);
  const byId = new Map(everyone.map((person) => [person.entityId, person]));
  for (const [index, entry] of entries.entries()) {
    const at = (field: string) => `beneficiaries.${index}.${field}`;
    const beneficiary = byId.get(entry.beneficiaryId!);
    if (!beneficiary) throw notFound('Beneficiary');
    if (!canReceive(beneficiary))
      throw refused('Choose a beneficiary from your list of beneficiaries.', [
        { path: at('beneficiaryId'), code: 'invalid', message: 'Choose a beneficiary from your list of beneficiaries.' },
      ]);
    const guardian = entry.guardian ? byId.get(entry.guardian) : undefined;
    if (entry.guardian && !guardian) throw notFound('Guardian');
    if (entry.remainderTo && !byId.get(entry.remainderTo)) throw notFound('Beneficiary');
    if (entry.remainderTo && !canReceive(byId.get(entry.remainderTo)!))
      throw refused('Choose who takes after the life interest from your list of beneficiaries.', [
        { path: at('remainderTo'), code: 'invalid', message: 'Choose who takes after the life interest from your list of beneficiaries.' },
      ]);
    if (guardian && (!canBeGuardian(guardian) || guardian.entityId === beneficiary.entityId))
      throw refused('Choose an adult from your people as the guardian; not the beneficiary.', [
        { path: at('guardian'), code: 'invalid', message: 'Choose an adult from your people as the guardian; not the beneficiary.' },
      ]);
    // A share left to a minor needs a guardian until 18 (Hindu Minority and Guardianship Act; the will says whom).
    if (beneficiary.kind !== 'beneficiary_corporate' && isMinor(beneficiary) && !guardian)
      throw refused(`${beneficiary.fullName} is a minor and needs a guardian.`, [
        { path: at('guardian'), code: 'minor_needs_guardian', message: `${beneficiary.fullName} is a minor and needs a guardian.` },
      ]);
  }

  // The assets: the caller's, and in no other assignment.
  const assetIds = [...new Set(input.assetIds)];
  const assigned = await repo.selectAssignedAssets(deps.db, caller.userId);
  for (const assetId of assetIds) {
    await assets.assertOwnedAsset(deps, caller, assetId);
    const holder = assigned.find((row) => row.assetId === assetId);
    if (holder && holder.assignmentId !== stored?.id)
      throw new AppError('conflict', 'An asset you selected is already assigned. Reload the list of unassigned assets.');
  }

  // The documents of each entry: kept ones must already be that entry's; new ones are checked by their bytes.
  const { entries: storedEntries, files } = await entriesOf(deps, caller.userId);
  const mine = storedEntries.filter((entry) => stored && entry.assignmentId === stored.id);
  const plans: { entry: (typeof entries)[number]; previous: repo.EntryRow | undefined; plan: FilePlan }[] = [];
  for (const entry of entries) {
    const previous = mine.find((row) => row.beneficiaryId === entry.beneficiaryId);
    const current = previous ? filesOf(files, previous.id).map((file) => file.documentMasterId) : [];
    plans.push({ entry, previous, plan: await planFiles(entry.documents, current, DOCUMENT_TYPES) });
  }
  const dropped = mine.filter((row) => !entries.some((entry) => entry.beneficiaryId === row.beneficiaryId));

  const kindOf = (entry: (typeof entries)[number]) =>
    entry.conditionKind === 'absolute' && !isFillerCondition(entry.condition) ? ('text' as const) : (entry.conditionKind ?? null);
  const assignmentId = await deps.db.transaction(async (tx) => {
    let id: number;
    if (stored) {
      if (!(await repo.touchAssignment(tx, { testatorId: caller.userId, id: stored.id, version: input.version })))
        throw new AppError('stale_version');
      id = stored.id;
    } else {
      id = await repo.insertAssignment(tx, {
        testatorId: caller.userId,
        assignmentTypeId: typeId!,
        numberOfBeneficiaries: input.numberOfBeneficiaries!,
      });
    }
    await repo.replaceAssets(tx, { testatorId: caller.userId, assignmentId: id, assetIds });
    await deps.files.remove(
      tx,
      caller.userId,
      dropped.flatMap((row) => filesOf(files, row.id).map((file) => file.documentMasterId)),
    );
    await repo.deleteEntries(
      tx,
      caller.userId,
      dropped.map((row) => row.id),
    );
    for (const [position, { entry, previous, plan }] of plans.entries()) {
      const values: repo.EntryValues = {
        assignmentId: id,
        testatorId: caller.userId,
        position,
        beneficiaryId: entry.beneficiaryId!,
        proportion: entry.proportion,
        // A kind that needs no words keeps none (filler typed to satisfy the old form never reaches the deed); but words
        // that are a real condition under 'absolute' (a client that sent the kind back unchanged) are kept, as 'text'.
        condition: kindOf(entry) && !conditionNeedsText(kindOf(entry)!) ? '' : (entry.condition ?? ''),
        conditionKind: kindOf(entry),
        conditionAge: entry.conditionKind === 'age' ? (entry.conditionAge ?? null) : null,
        remainderId: entry.conditionKind === 'lifeInterest' ? (entry.remainderTo ?? null) : null,
        immediateTransfer: entry.immediateTransfer ?? false,
        guardianId: entry.guardian,
        description: entry.assignmentDescription!,
        subDescription: definition?.subDescription ? (entry.assetSubDescription ?? null) : null,
      };
      const entryId = previous ? previous.id : await repo.insertEntry(tx, values);
      if (previous) await repo.updateEntry(tx, previous.id, values);
      // A document belongs with the person it concerns: deleting the beneficiary deletes it too.
      await repo.linkEntryFiles(
        tx,
        entryId,
        await deps.files.apply(tx, { testatorId: caller.userId, owner: { entityId: entry.beneficiaryId! }, plan }),
      );
    }
    return id;
  });
  return { status: 'success' as const, message: 'Save successful', assignmentId };
}

/** spec: findAllAssetAssignmentDetailsById: one row per asset of each assignment, with its beneficiaries. */
export async function findAssignedRows(
  deps: AssignmentDeps,
  caller: Caller,
  testatorId: number,
  code?: string,
): Promise<TAssignedAssetRow[]> {
  assertSelf(caller, testatorId);
  const [assignments, assigned, { entries }, types, everyone, assetRows] = await Promise.all([
    repo.selectAssignments(deps.db, caller.userId),
    repo.selectAssignedAssets(deps.db, caller.userId),
    entriesOf(deps, caller.userId),
    deps.masters.names('assignment_type', code),
    people.findForWill(deps, caller.userId, code),
    assets.findForWill(deps, caller.userId, code),
  ]);
  const nameOf = new Map(everyone.people.map((person) => [person.entityId, person.fullName]));
  const assetOf = new Map(assetRows.assets.map((asset) => [asset.assetId, asset]));
  return assignments.flatMap((assignment) =>
    assigned
      .filter((row) => row.assignmentId === assignment.id)
      .flatMap(({ assetId }) => {
        const asset = assetOf.get(assetId);
        if (!asset) return [];
        return [
          {
            assetAssignmentId: assignment.id,
            assetId,
            assetTypeMstId: asset.assetTypeId,
            assetName: asset.assetName,
            assetsubTypeName: asset.subtypeName,
            assetDescription: asset.description,
            assignmentTypeName: types.get(assignment.assignmentTypeId) ?? '',
            numberOfBeneficiaries: assignment.numberOfBeneficiaries,
            ownershipPercentage: asset.ownershipPercentage,
            assetOwnershipValue: asset.ownedValue,
            beneficiaries: entries
              .filter((entry) => entry.assignmentId === assignment.id)
              .map((entry) => ({
                entityId: entry.beneficiaryId,
                fullName: nameOf.get(entry.beneficiaryId) ?? '',
                proportion: entry.proportion,
              })),
          },
        ];
      }),
  );
}

/** spec: deleteAssignmentDetails: the assignment goes with its entries and documents; its assets are free again. */
export async function deleteAssignment(deps: AssignmentDeps, caller: Caller, assignmentId: number): Promise<TStatusResponse> {
  if (!(await repo.selectAssignment(deps.db, caller.userId, assignmentId))) throw notFound('Assignment');
  const { entries, files } = await entriesOf(deps, caller.userId);
  const fileIds = entries
    .filter((entry) => entry.assignmentId === assignmentId)
    .flatMap((entry) => filesOf(files, entry.id).map((file) => file.documentMasterId));
  await deps.db.transaction(async (tx) => {
    await repo.deleteAssignment(tx, caller.userId, assignmentId);
    await deps.files.remove(tx, caller.userId, fileIds);
  });
  return { status: 'success', message: 'delete Successfully' };
}

/** spec: deleteAssignmentDocument: one document of an entry of the caller's. */
export async function deleteDocument(deps: AssignmentDeps, caller: Caller, fileId: number): Promise<TStatusResponse> {
  if ((await repo.selectDocumentEntry(deps.db, caller.userId, fileId)) === undefined) throw notFound('Document');
  await deps.db.transaction((tx) => deps.files.remove(tx, caller.userId, [fileId]));
  return { status: 'success', message: 'Document deleted successfully' };
}

/** Each beneficiary's share of the estate's value, the described bequests, the residue, the assets given to no one (ours). */
export async function findBeneficiaryShares(
  deps: AssignmentDeps,
  caller: Caller,
  testatorId: number,
  code?: string,
): Promise<TBeneficiaryShares> {
  assertSelf(caller, testatorId);
  const [given, everyone, assetRows] = await Promise.all([
    findForWill(deps, caller.userId, code),
    people.findForWill(deps, caller.userId, code),
    assets.findForWill(deps, caller.userId, code),
  ]);
  const shares = estateSharesOf({ assets: assetRows.assets, assignments: given.assignments });
  const part = (paise: number, basisPoints: number) => ({ value: paiseToRupees(paise), shareOfEstate: basisPoints / 100 });
  const nameOf = new Map(everyone.people.map((person) => [person.entityId, person.fullName]));
  return {
    estateValue: paiseToRupees(shares.estatePaise),
    beneficiaries: shares.beneficiaries.map((row) => ({
      entityId: row.entityId,
      fullName: nameOf.get(row.entityId) ?? '',
      ...part(row.paise, row.basisPoints),
      describedBequests: row.describedBequests,
    })),
    described: part(shares.described.paise, shares.described.basisPoints),
    residue: part(shares.residue.paise, shares.residue.basisPoints),
    unassignedAssets: shares.unassignedAssets,
  };
}

/** Everything of a testator's assignments that a will needs, in one read; every query filters by `testatorId`. */
export async function findForWill(deps: AssignmentDeps, testatorId: number, code?: string): Promise<TWillAssignments> {
  const [assignments, assigned, { entries }, types] = await Promise.all([
    repo.selectAssignments(deps.db, testatorId),
    repo.selectAssignedAssets(deps.db, testatorId),
    entriesOf(deps, testatorId),
    deps.masters.names('assignment_type', code),
  ]);
  return {
    assignments: assignments.map((assignment) => ({
      assignmentId: assignment.id,
      typeId: assignment.assignmentTypeId,
      typeName: types.get(assignment.assignmentTypeId) ?? '',
      assetIds: assigned.filter((row) => row.assignmentId === assignment.id).map((row) => row.assetId),
      beneficiaries: entries
        .filter((entry) => entry.assignmentId === assignment.id)
        .map((entry) => ({
          entityId: entry.beneficiaryId,
          proportion: entry.proportion,
          condition: entry.condition,
          conditionKind: conditionKindOf(entry),
          conditionAge: entry.conditionAge,
          remainderId: entry.remainderId,
          immediateTransfer: entry.immediateTransfer,
          guardianId: entry.guardianId,
          description: entry.description,
          subDescription: entry.subDescription,
        })),
    })),
  };
}
