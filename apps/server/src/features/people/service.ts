import {
  BOOLEAN_ACTIVE,
  BOOLEAN_ALIVE,
  BOOLEAN_BENEFICIARY,
  BOOLEAN_MINOR,
  CONTACT_PARENT_KINDS,
  corporateProblems,
  DEFAULT_ENFORCEMENT_DATE,
  ENTITY_KINDS,
  FILE_RULES,
  kindDefinition,
  personProblems,
  registrarProblems,
  type TEntityKind,
  type THeirCard,
  type TPersonRow,
  type TProfile,
  type TRuleProblem,
  type TWillPeople,
  type TWillPerson,
  type ZProfileInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LANGUAGE_CODES } from '../../db/seed/translation-files.ts';
import type { Caller } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeUpload } from '../../platform/uploads.ts';
import type { FileStore } from '../files/service.ts';
import type { Masters } from '../masters/service.ts';
import * as repo from './repo.ts';

type ProfileInput = z.output<typeof ZProfileInput>;
type FieldError = TRuleProblem;

// The kinds registry says what each kind's form asks for (spec part 1 §5).
const isPersonForm = (kind: TEntityKind) => kindDefinition(kind).form === 'person';
const CONTACT_PERSON_PARENTS: readonly string[] = CONTACT_PARENT_KINDS;
const CORPORATE_KINDS: readonly TEntityKind[] = ['beneficiary_corporate', 'non_beneficiary_corporate'];

const fullName = (row: { firstName: string; middleName?: string | null; lastName?: string | null }) =>
  [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');

function failIf(errors: FieldError[]) {
  if (errors.length) throw new AppError('validation', errors[0]!.message, { errors });
}

/** What the people functions work with: passed first to each. */
export type PeopleDeps = { db: Db; masters: Masters; files: FileStore };

/** The entity if it is the caller's; 404 with no data otherwise (DESIGN §6). */
export async function assertOwned(deps: PeopleDeps, caller: Caller, entityId: number, kinds?: readonly string[]) {
  const row = await repo.selectOwned(deps.db, caller.userId, entityId);
  if (!row || (kinds && !kinds.includes(row.kind))) throw notFound('Record');
  return row;
}

async function imageDataOf(deps: PeopleDeps, testatorId: number, fileId: number | null): Promise<string | null> {
  if (!fileId) return null;
  const file = await deps.files.read(testatorId, fileId).catch(() => undefined);
  return file ? `data:${file.contentType};base64,${file.bytes.toString('base64')}` : null;
}

async function toProfile(deps: PeopleDeps, row: repo.ProfileRow, code?: string): Promise<TProfile> {
  return {
    entityId: row.id,
    kind: row.kind,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    dob: row.dob,
    dod: row.dod,
    gender: row.gender,
    maritalStatusId: row.maritalStatusId,
    religionId: row.religionId,
    nhMasterId: row.relationId,
    relationName: await deps.masters.nameOf('relation', row.relationId, code),
    selectedBooleanMasters: row.flags,
    primaryId: row.parentId,
    coreId: row.testatorId,
    screenName: row.kind,
    commencementDate: row.commencementDate,
    designation: row.designation,
    enforcementDate: row.enforcementDate,
    corporateTypeId: row.corporateTypeId,
    profileImageId: row.profileImageFileId,
    imageData: await imageDataOf(deps, row.testatorId, row.profileImageFileId),
    version: row.version,
    parentageKind: (row.parentageKind as TProfile['parentageKind']) ?? null,
    parentageName: row.parentageName,
    parentageLate: row.parentageLate,
    occupation: row.occupation,
  };
}

/** spec: findAllTestatorListedData / nhDetails / corporateData: one saved profile of the caller's, or null for 0. */
export async function findProfile(deps: PeopleDeps, caller: Caller, entityId: number, code?: string): Promise<TProfile | null> {
  if (entityId === 0) return null;
  const row = await repo.selectProfile(deps.db, caller.userId, entityId);
  // Define self before its first save: the user's own id, no entity yet.
  if (!row && entityId === caller.userId) return null;
  if (!row) throw notFound('Record');
  return toProfile(deps, row, code);
}

/** The rules of spec part 1 §5 for a person of this kind (the contract's), and that every choice is from its list. */
async function checkPerson(deps: PeopleDeps, kind: TEntityKind, input: ProfileInput, gender: string | null): Promise<FieldError[]> {
  const errors: FieldError[] = personProblems(kind, {
    ...input,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    gender,
  });
  const unknown = (path: string, message: string) => errors.push({ path, code: 'invalid', message });
  if (input.maritalStatusId && !(await deps.masters.has('marital_status', input.maritalStatusId)))
    unknown('maritalStatusId', 'Choose a marital status from the list.');
  if (input.religionId && !(await deps.masters.has('religion', input.religionId)))
    unknown('religionId', 'Choose a religion from the list.');
  if (input.nhMasterId && !(await deps.masters.has('relation', input.nhMasterId)))
    unknown('nhMasterId', 'Choose a relation from the list.');
  for (const flag of input.selectedBooleanMasters) {
    if (!(await deps.masters.has('boolean', flag))) unknown('selectedBooleanMasters', `Unknown option ${flag}.`);
  }
  return errors;
}

/** Flags as stored: not alive clears every other flag (spec part 1 §4); the testator is alive and active. */
function flagsOf(kind: TEntityKind, input: ProfileInput): number[] {
  if (kind === 'self') return [BOOLEAN_ACTIVE, BOOLEAN_ALIVE];
  const flags = [...new Set(input.selectedBooleanMasters)].sort((a, b) => a - b);
  return flags.includes(BOOLEAN_ALIVE) ? flags : [];
}

async function photoFileId(
  deps: PeopleDeps,
  tx: Parameters<FileStore['save']>[0],
  caller: Caller,
  entityId: number,
  input: ProfileInput,
  previous: number | null,
) {
  if (!input.profileImage) return previous;
  const upload = await decodeUpload({
    fileName: 'profile-photo',
    fileData: input.profileImage,
    allowed: FILE_RULES.photo.types,
    maxBytes: FILE_RULES.photo.maxBytes,
  });
  const id = await deps.files.save(tx, { testatorId: caller.userId, entityId, upload });
  return id;
}

/**
 * Creates or updates one entity in one transaction: the row, its flags and its photo. An entityId that is
 * not the caller's, or of another kind, answers 404; a stale version answers 409.
 */
async function saveEntity(
  deps: PeopleDeps,
  caller: Caller,
  input: ProfileInput,
  options: { kind: TEntityKind; parentId: number | null; values: repo.EntityValues; flags: number[]; fixedId?: number },
): Promise<number> {
  const existingId = options.fixedId ?? input.entityId ?? null;
  const existing = existingId ? await repo.selectOwned(deps.db, caller.userId, existingId) : undefined;
  if (existingId && !options.fixedId && (!existing || existing.kind !== options.kind)) throw notFound('Record');
  return deps.db.transaction(async (tx) => {
    let entityId: number;
    let previousPhoto: number | null = null;
    if (existing) {
      entityId = existing.id;
      previousPhoto = existing.profileImageFileId;
      const photo = await photoFileId(deps, tx, caller, entityId, input, previousPhoto);
      const updated = await repo.updateEntity(tx, {
        testatorId: caller.userId,
        entityId,
        version: input.version,
        values: { ...options.values, parentId: options.parentId, profileImageFileId: photo },
      });
      if (!updated)
        throw new AppError('conflict', 'This record was changed in another tab or by another device. Reload it to see the latest version.');
      if (photo !== previousPhoto && previousPhoto) await deps.files.remove(tx, caller.userId, [previousPhoto]);
    } else {
      entityId = await repo.insertEntity(tx, {
        ...(options.fixedId ? { id: options.fixedId } : {}),
        testatorId: caller.userId,
        kind: options.kind,
        parentId: options.parentId,
        ...options.values,
      });
      const photo = await photoFileId(deps, tx, caller, entityId, input, null);
      if (photo) await repo.setProfileImage(tx, caller.userId, entityId, photo);
    }
    await repo.replaceFlags(tx, { testatorId: caller.userId, entityId, flags: options.flags });
    return entityId;
  });
}

const personValues = (input: ProfileInput, gender: string | null): repo.EntityValues => ({
  firstName: input.firstName!,
  middleName: input.middleName,
  lastName: input.lastName!,
  dob: input.dob,
  dod: input.selectedBooleanMasters.includes(BOOLEAN_ALIVE) ? null : input.dod,
  gender,
  maritalStatusId: input.maritalStatusId,
  religionId: input.religionId,
  relationId: input.nhMasterId,
  designation: input.designation,
  parentageKind: input.parentageName ? (input.parentageKind ?? null) : null,
  parentageName: input.parentageName || null,
  parentageLate: Boolean(input.parentageName && input.parentageLate),
  occupation: input.occupation || null,
});

async function savePerson(
  deps: PeopleDeps,
  caller: Caller,
  kind: TEntityKind,
  input: ProfileInput,
  parentId: number | null,
): Promise<number> {
  const gender = input.gender ?? null;
  failIf(await checkPerson(deps, kind, input, gender));
  return saveEntity(deps, caller, input, { kind, parentId, values: personValues(input, gender), flags: flagsOf(kind, input) });
}

/** spec: POST testator/saveOrUpdate (Define self). The entity's id is the user's id; gender comes from registration. */
export async function saveSelf(deps: PeopleDeps, caller: Caller, input: ProfileInput): Promise<TProfile> {
  if (input.entityId && input.entityId !== caller.userId) throw notFound('Record');
  const registered = await repo.selectUserGender(deps.db, caller.userId);
  const gender = registered ?? input.gender ?? null;
  const self = { ...input, selectedBooleanMasters: [BOOLEAN_ACTIVE, BOOLEAN_ALIVE] };
  failIf(await checkPerson(deps, 'self', self, gender));
  await saveEntity(deps, caller, self, {
    kind: 'self',
    parentId: null,
    values: personValues(self, gender),
    flags: flagsOf('self', self),
    fixedId: caller.userId,
  });
  return (await findProfile(deps, caller, caller.userId))!;
}

/** spec: POST testator/saveNhRelation. primaryId is the testator (a direct heir) or an heir (its extension). */
export async function saveHeir(deps: PeopleDeps, caller: Caller, input: ProfileInput): Promise<number> {
  if (input.coreId && input.coreId !== caller.userId) throw notFound('Record');
  let parentId: number | null = null;
  if (input.primaryId && input.primaryId !== caller.userId) {
    const parent = await assertOwned(deps, caller, input.primaryId, ['heir']);
    if (parent.id === input.entityId) throw new AppError('validation', 'An heir cannot be placed under itself.');
    parentId = parent.id;
  }
  return savePerson(deps, caller, 'heir', input, parentId);
}

export async function saveKind(deps: PeopleDeps, caller: Caller, kind: TEntityKind, input: ProfileInput): Promise<number> {
  return savePerson(deps, caller, kind, input, null);
}

/** spec: POST testator/saveContactPerson: under a corporate, the registrar or an heir. */
export async function saveContactPerson(deps: PeopleDeps, caller: Caller, input: ProfileInput): Promise<number> {
  if (!input.primaryId)
    throw new AppError('validation', 'Choose the organisation this contact person belongs to.', {
      errors: [{ path: 'primaryId', message: 'Required.' }],
    });
  await assertOwned(deps, caller, input.primaryId, CONTACT_PERSON_PARENTS);
  return savePerson(deps, caller, 'contact_person', input, input.primaryId);
}

/** spec: POST testator/saveCorporate: firstName is the company name, lastName the corporate type's name. */
export async function saveCorporate(
  deps: PeopleDeps,
  caller: Caller,
  kind: 'beneficiary_corporate' | 'non_beneficiary_corporate',
  input: ProfileInput,
): Promise<number> {
  const typeName = (input.lastName ?? '').trim().toLowerCase();
  let corporateTypeId: number | null = null;
  for (const code of LANGUAGE_CODES) {
    corporateTypeId ??= (await deps.masters.list('corporate_type', code)).find((type) => type.name.toLowerCase() === typeName)?.id ?? null;
  }
  const errors = corporateProblems({ firstName: input.firstName ?? null, corporateTypeId, commencementDate: input.commencementDate });
  failIf(errors);
  return saveEntity(deps, caller, input, {
    kind,
    parentId: null,
    values: { firstName: input.firstName!, lastName: input.lastName, commencementDate: input.commencementDate, corporateTypeId },
    flags: [],
  });
}

/** spec: POST testator/saveRegistrar: a name and the enforcement date (default 1952-01-26). */
export async function saveRegistrar(deps: PeopleDeps, caller: Caller, input: ProfileInput): Promise<number> {
  failIf(registrarProblems({ firstName: input.firstName ?? null }));
  return saveEntity(deps, caller, input, {
    kind: 'registrar',
    parentId: null,
    values: { firstName: input.firstName ?? '', enforcementDate: input.enforcementDate ?? DEFAULT_ENFORCEMENT_DATE },
    flags: [],
  });
}

function assertSelfQuery(caller: Caller, testatorId: number) {
  if (testatorId !== caller.userId) throw notFound('Record');
}

/** spec: GET testator/findAllNhRelations: the heir tree, an extension under the heir it stands for. */
export async function findHeirTree(deps: PeopleDeps, caller: Caller, testatorId: number, code?: string): Promise<THeirCard[]> {
  assertSelfQuery(caller, testatorId);
  const [rows, relations] = await Promise.all([repo.selectHeirs(deps.db, caller.userId), deps.masters.names('relation', code)]);
  const contactOf = new Map<number, number>();
  for (const row of rows)
    if (row.kind === 'contact_person' && row.parentId && !contactOf.has(row.parentId)) contactOf.set(row.parentId, row.id);
  const cards = new Map<number, THeirCard>();
  for (const row of rows) {
    if (row.kind !== 'heir') continue;
    const relationName = row.relationId ? (relations.get(row.relationId) ?? null) : null;
    const isAlive = row.flags.includes(BOOLEAN_ALIVE);
    cards.set(row.id, {
      entityId: row.id,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      entityFirstname: row.firstName,
      entityLastname: row.lastName,
      relationName,
      nhRelationName: relationName,
      image: row.profileImageFileId ? await imageDataOf(deps, caller.userId, row.profileImageFileId) : null,
      dob: row.dob,
      dod: row.dod,
      gender: row.gender,
      isAlive,
      isActive: row.flags.includes(BOOLEAN_ACTIVE),
      isBeneficiary: row.flags.includes(BOOLEAN_BENEFICIARY),
      isExpandable: false,
      // A minor heir needs an adult to reach (a guardian), so the card offers a contact person for one.
      isContactPerson: contactOf.has(row.id) || row.flags.includes(BOOLEAN_MINOR),
      contactPersonId: contactOf.get(row.id) ?? null,
      primary: row.parentId,
      extention: row.parentId !== null,
      children: [],
    });
  }
  const roots: THeirCard[] = [];
  for (const card of cards.values()) {
    const parent = card.primary ? cards.get(card.primary) : undefined;
    (parent ? parent.children : roots).push(card);
  }
  // Hindu Succession Act: the children of a predeceased heir stand in their place, so a deceased heir
  // (or one whose family is already recorded) can be extended.
  for (const card of cards.values()) card.isExpandable = !card.isAlive || card.children.length > 0;
  return roots;
}

/** The master names a person row shows, in the chosen language. */
async function personNames(deps: PeopleDeps, code?: string) {
  const [relations, corporateTypes] = await Promise.all([deps.masters.names('relation', code), deps.masters.names('corporate_type', code)]);
  return { relations, corporateTypes };
}

/** What the list screens and the will both say of a person row: names, dates, relation, status. */
function personOf(row: repo.PersonListRow, names: Awaited<ReturnType<typeof personNames>>) {
  const kind = row.kind as TEntityKind;
  return {
    entityId: row.id,
    kind,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    // spec part 1: a corporate's type travels as its lastName; its name is the firstName alone (issue 22/23: the type
    // glued to the name read "St. Thomas Charitable Trust Public charitable trust" everywhere).
    fullName: kind.endsWith('_corporate') ? row.firstName : fullName(row),
    relationName: row.relationId ? (names.relations.get(row.relationId) ?? null) : null,
    dob: row.dob,
    gender: row.gender,
    // Organisations and offices do not die; a person is alive while the flag says so (spec part 1 §4).
    isAlive: isPersonForm(kind) ? row.flags.includes(BOOLEAN_ALIVE) : true,
    designation: row.designation,
    commencementDate: row.commencementDate,
    enforcementDate: row.enforcementDate,
    corporateTypeName: row.corporateTypeId ? (names.corporateTypes.get(row.corporateTypeId) ?? null) : null,
    parentageKind: row.parentageKind,
    parentageName: row.parentageName,
    parentageLate: row.parentageLate,
    occupation: row.occupation,
  };
}

/** The list screens (spec part 1 §7): one kind of person or organisation, each with its contact persons. */
export async function findPeople(
  deps: PeopleDeps,
  caller: Caller,
  testatorId: number,
  kind: TEntityKind,
  code?: string,
): Promise<TPersonRow[]> {
  assertSelfQuery(caller, testatorId);
  const [rows, names] = await Promise.all([repo.selectList(deps.db, caller.userId, [kind, 'contact_person']), personNames(deps, code)]);
  const contactPersons = new Map<number, TPersonRow['contactPersons']>();
  for (const person of rows) {
    if (person.kind !== 'contact_person' || person.parentId === null) continue;
    const entry = { entityId: person.id, fullName: fullName(person), designation: person.designation };
    const list = contactPersons.get(person.parentId);
    if (list) list.push(entry);
    else contactPersons.set(person.parentId, [entry]);
  }
  // Organisations and offices do not die; a person is alive while the flag says so (spec part 1 §4).
  const mortal = isPersonForm(kind);
  const corporate = kind.endsWith('_corporate');
  const answer: TPersonRow[] = [];
  for (const row of rows) {
    if (row.kind !== kind) continue;
    answer.push({
      entityId: row.id,
      kind,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      // As personOf: a corporate's name is its firstName alone (its type travels as the lastName).
      fullName: corporate ? row.firstName : fullName(row),
      relationName: row.relationId ? (names.relations.get(row.relationId) ?? null) : null,
      dob: row.dob,
      gender: row.gender,
      isAlive: mortal ? row.alive : true,
      designation: row.designation,
      commencementDate: row.commencementDate,
      enforcementDate: row.enforcementDate,
      corporateTypeName: row.corporateTypeId ? (names.corporateTypes.get(row.corporateTypeId) ?? null) : null,
      primaryContact: row.primaryContact,
      city: row.city,
      contactPersons: contactPersons.get(row.id) ?? [],
    });
  }
  return answer;
}

/** Removes a person with everything hanging off it (sub-records, files, extensions, contact persons). */
export async function deletePerson(deps: PeopleDeps, caller: Caller, entityId: number): Promise<void> {
  if (entityId === caller.userId) throw new AppError('validation', 'Your own record cannot be deleted.');
  await assertOwned(deps, caller, entityId);
  await repo.deleteEntity(deps.db, caller.userId, entityId);
}

/** spec: findAllTestatorListedData. For the caller's own id before Define self is saved, the registration details. */
export async function findListedData(deps: PeopleDeps, caller: Caller, entityId: number, code?: string) {
  const entities = await findProfile(deps, caller, entityId, code);
  if (entities || entityId !== caller.userId) return { entities };
  return { entities, registration: await repo.selectRegistration(deps.db, caller.userId) };
}

/** spec: GET testator/fetchAllMasterData: the person form's master lists and, when editing, the person (nhDetails). */
export async function findMasterData(
  deps: PeopleDeps,
  caller: Caller,
  query: { ids?: string; coreId?: number; entityId: number; code?: string },
) {
  if (query.coreId && query.coreId !== caller.userId) throw notFound('Record');
  const wanted = query.ids ? new Set(query.ids.split(',').map(Number)) : undefined;
  const [maritalstatus, religion, booleans, relations, nhDetails] = await Promise.all([
    deps.masters.list('marital_status', query.code),
    deps.masters.list('religion', query.code),
    deps.masters.list('boolean', query.code),
    deps.masters.list('relation', query.code),
    findProfile(deps, caller, query.entityId, query.code),
  ]);
  return {
    maritalstatus: maritalstatus.map((m) => ({ maritalStatusId: m.id, maritalStatus: m.name })),
    religion: religion.map((r) => ({ religionId: r.id, religionName: r.name })),
    booleanMasters: booleans.filter((b) => !wanted || wanted.has(b.id)).map((b) => ({ booleanMasterId: b.id, booleanName: b.name })),
    nhMaster: relations.map((r) => ({ nhRelationMasterId: r.id, relationName: r.name })),
    nhDetails,
  };
}

/** spec: GET testator/findAllCorporateData: corporate types and, when editing, the corporate (another kind's id: 404). */
export async function findCorporateData(deps: PeopleDeps, caller: Caller, entityId: number, code?: string) {
  if (entityId) await assertOwned(deps, caller, entityId, CORPORATE_KINDS);
  const [types, corporateData] = await Promise.all([deps.masters.list('corporate_type', code), findProfile(deps, caller, entityId, code)]);
  return { corporateType: types.map((t) => ({ corporateTypeId: t.id, corporateName: t.name })), corporateData };
}

/**
 * Everything of a testator's people that a will needs, in one read: the will feature and
 * packages/documents read only this. `testatorId` comes from the caller's token; every row is that
 * testator's by the query itself.
 */
export async function findForWill(deps: PeopleDeps, testatorId: number, code?: string): Promise<TWillPeople> {
  const [rows, names] = await Promise.all([repo.selectPeople(deps.db, testatorId, ENTITY_KINDS), personNames(deps, code)]);
  const toWillPerson = (row: repo.PersonListRow): TWillPerson => ({
    ...personOf(row, names),
    parentId: row.parentId,
    relationId: row.relationId,
    religionId: row.religionId,
    maritalStatusId: row.maritalStatusId,
    dod: row.dod,
    isMinor: row.flags.includes(BOOLEAN_MINOR),
    isBeneficiary: row.flags.includes(BOOLEAN_BENEFICIARY) || row.kind === 'beneficiary_individual' || row.kind === 'beneficiary_corporate',
  });
  const self = rows.find((row) => row.kind === 'self');
  return { testator: self ? toWillPerson(self) : null, people: rows.filter((row) => row !== self).map(toWillPerson) };
}
