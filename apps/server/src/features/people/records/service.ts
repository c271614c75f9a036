import {
  CONTACT_EMAIL,
  FILE_RULES,
  identityNumberProblem,
  STATUS_EXITS,
  type TAddress,
  type TContact,
  type TDocument,
  type TIdentification,
  type TSpecificAttribute,
  type TStatusResponse,
  type TWillRecords,
  type ZAddressInput,
  type ZContactInput,
  type ZDocumentInput,
  type ZIdentificationInput,
  type ZSpecificAttributeInput,
} from '@vasiyat/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../../db/client.ts';
import type { Caller } from '../../../platform/auth.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { type DataKeys, sealText } from '../../../platform/sealed.ts';
import type { SniffedType } from '../../../platform/uploads.ts';
import { type FilePlan, type FileStore, filesOf, planFiles } from '../../files/service.ts';
import type { Masters } from '../../masters/service.ts';
import { assertOwned } from '../service.ts';
import * as repo from './repo.ts';

type AddressInput = z.output<typeof ZAddressInput>;
type ContactInput = z.output<typeof ZContactInput>;
type IdentificationInput = z.output<typeof ZIdentificationInput>;
type DocumentInput = z.output<typeof ZDocumentInput>;
type AttributeInput = z.output<typeof ZSpecificAttributeInput>;

const IDENTITY_FILES: readonly SniffedType[] = FILE_RULES.identification.types;
const PDF_ONLY: readonly SniffedType[] = FILE_RULES.document.types;

const maskNumber = (last4: string) => `••••${last4}`;
const normaliseContact = (typeId: number, details: string) => (typeId === CONTACT_EMAIL ? details.trim().toLowerCase() : details.trim());

/** Final ids of a set of rows once the payload is applied: stored rows replaced by the payload's, new ones added. */
function mergedKeys<S extends { id: number }, P>(
  stored: S[],
  payload: P[],
  idOf: (row: P) => number | null,
  keyOfStored: (row: S) => string,
  keyOfPayload: (row: P) => string,
) {
  const replaced = new Set(payload.map(idOf).filter((id): id is number => id !== null));
  return [...stored.filter((row) => !replaced.has(row.id)).map(keyOfStored), ...payload.map(keyOfPayload)];
}
const hasDuplicate = (keys: string[]) => new Set(keys).size !== keys.length;
function groupBy<T extends { entityId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.entityId, [...(groups.get(row.entityId) ?? []), row]);
  return groups;
}

/**
 * Writes of several statements run in one transaction; a single statement is atomic on its own, so it goes
 * without one (BEGIN and COMMIT were two of a contact save's six round trips to the database).
 */
async function inOneGo(db: Db, statements: number, write: (executor: Executor) => Promise<void>) {
  if (statements === 1) await write(db);
  else await db.transaction(write);
}

/** What the record functions work with: passed first to each. */
export type RecordDeps = { db: Db; masters: Masters; files: FileStore; dataKeys: DataKeys };

/** Every entity and every existing row in a save must be the caller's: otherwise 404 and nothing changes. */
async function assertRows<T extends { entityId: number }>(
  deps: RecordDeps,
  caller: Caller,
  kind: repo.RecordKind,
  rows: T[],
  idOf: (row: T) => number | null,
) {
  for (const entityId of new Set(rows.map((row) => row.entityId))) await assertOwned(deps, caller, entityId);
  for (const row of rows) {
    const id = idOf(row);
    if (id === null) continue;
    const owner = await repo.selectRowOwner(deps.db, kind, caller.userId, id);
    if (!owner || owner.entityId !== row.entityId) throw notFound('Record');
  }
}

export async function deleteRecord(deps: RecordDeps, caller: Caller, kind: repo.RecordKind, id: number) {
  const owner = await repo.selectRowOwner(deps.db, kind, caller.userId, id);
  if (!owner) throw notFound('Record');
  await deps.db.transaction(async (tx) => {
    const fileIds = kind === 'identification' || kind === 'document' ? await repo.selectRowFileIds(tx, kind, id) : [];
    await repo.deleteRow(tx, kind, caller.userId, id);
    await deps.files.remove(tx, caller.userId, fileIds);
  });
}

/**
 * A person's rows of one record kind with the names of their master type, for a list: 404 unless the person is the
 * caller's. The ownership check, the rows and the names are asked for at once (one round trip to the database, not
 * two, issue 25 item 3); the rows are read by the caller's id too, so none of another's can come back.
 */
async function ownRowsWithNames<R>(
  deps: RecordDeps,
  caller: Caller,
  entityId: number,
  select: (db: RecordDeps['db'], testatorId: number, entityId: number) => Promise<R[]>,
  type: Parameters<RecordDeps['masters']['names']>[0],
  code: string | undefined,
): Promise<[R[], Map<number, string>]> {
  const [, rows, names] = await Promise.all([
    assertOwned(deps, caller, entityId),
    select(deps.db, caller.userId, entityId),
    deps.masters.names(type, code),
  ]);
  return [rows, names];
}

/** Each row's type is one of its master list's, else nothing is saved. */
async function assertListedTypes<R>(
  deps: RecordDeps,
  type: Parameters<RecordDeps['masters']['has']>[0],
  rows: readonly R[],
  typeOf: (row: R) => number,
  message: string,
): Promise<void> {
  for (const row of rows) if (!(await deps.masters.has(type, typeOf(row)))) throw new AppError('validation', message);
}

/** A second row with the same key as another of its person's: the spec's message under the field that repeats. */
const duplicateRow = (message: string, messageKey: string, path: string) =>
  new AppError('validation', message, { messageKey, errors: [{ path, code: 'duplicate', message, messageKey }] });

// addresses ---------------------------------------------------------------------------------------
export async function findAddresses(deps: RecordDeps, caller: Caller, entityId: number, code?: string): Promise<TAddress[]> {
  const [rows, types] = await ownRowsWithNames(deps, caller, entityId, repo.selectAddresses, 'address_type', code);
  return rows.map((row) => ({
    addressId: row.id,
    entityId: row.entityId,
    addressTypeId: row.addressTypeId,
    addressTypeName: types.get(row.addressTypeId) ?? '',
    doorNo: row.doorNo,
    buildingNumber: row.buildingNumber,
    street: row.street,
    pincode: row.pincode,
    locality: row.locality,
    city: row.city,
    state: row.state,
    country: row.country,
    district: row.district,
  }));
}

export async function saveAddresses(deps: RecordDeps, caller: Caller, rows: AddressInput[]): Promise<TStatusResponse> {
  await assertRows(deps, caller, 'address', rows, (row) => row.addressId);
  await assertListedTypes(deps, 'address_type', rows, (row) => row.addressTypeId, 'Choose an address type from the list.');
  for (const [entityId, group] of groupBy(rows)) {
    const stored = await repo.selectAddresses(deps.db, caller.userId, entityId);
    const keys = mergedKeys(
      stored,
      group,
      (row) => row.addressId,
      (row) => String(row.addressTypeId),
      (row) => String(row.addressTypeId),
    );
    if (hasDuplicate(keys)) throw duplicateRow('Duplicate address type selected', 'addressDuplicateType', 'addressTypeId');
  }
  await inOneGo(deps.db, rows.length, async (tx) => {
    for (const { addressId, ...row } of rows) await repo.upsertAddress(tx, addressId, { ...row, testatorId: caller.userId });
  });
  return { status: 'success', message: 'Addresses saved successfully' };
}

// contacts ----------------------------------------------------------------------------------------
export async function findContacts(deps: RecordDeps, caller: Caller, entityId: number, code?: string): Promise<TContact[]> {
  const [rows, types] = await ownRowsWithNames(deps, caller, entityId, repo.selectContacts, 'contact_type', code);
  return rows.map((row) => ({
    contactDetailsId: row.id,
    entityId: row.entityId,
    contactTypeId: row.contactTypeId,
    contactName: types.get(row.contactTypeId) ?? '',
    contactDetails: row.contactDetails,
  }));
}

export async function saveContacts(deps: RecordDeps, caller: Caller, rows: ContactInput[]): Promise<TStatusResponse> {
  await assertRows(deps, caller, 'contact', rows, (row) => row.contactDetailsId);
  await assertListedTypes(deps, 'contact_type', rows, (row) => row.contactTypeId, 'Choose a contact type from the list.');
  for (const [entityId, group] of groupBy(rows)) {
    const wanted = group.map((row) => normaliseContact(row.contactTypeId, row.contactDetails));
    const stored = await repo.selectContactsWithDetails(deps.db, caller.userId, entityId, wanted);
    const keys = mergedKeys(
      stored,
      group,
      (row) => row.contactDetailsId,
      (row) => normaliseContact(row.contactTypeId, row.contactDetails),
      (row) => normaliseContact(row.contactTypeId, row.contactDetails),
    );
    if (hasDuplicate(keys)) throw duplicateRow('Duplicate contact details are not allowed.', 'contactDuplicate', 'contactDetails');
  }
  await inOneGo(deps.db, rows.length, async (tx) => {
    for (const { contactDetailsId, ...row } of rows) {
      await repo.upsertContact(tx, contactDetailsId, {
        ...row,
        contactDetails: normaliseContact(row.contactTypeId, row.contactDetails),
        testatorId: caller.userId,
      });
    }
  });
  return { status: 'success', message: 'Contact saved successfully' };
}

// identifications ---------------------------------------------------------------------------------
export async function findIdentifications(deps: RecordDeps, caller: Caller, entityId: number, code?: string): Promise<TIdentification[]> {
  await assertOwned(deps, caller, entityId);
  const rows = await repo.selectIdentifications(deps.db, caller.userId, entityId);
  const files = await repo.selectIdentificationFiles(
    deps.db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => ({
      identityId: row.id,
      entityId: row.entityId,
      idType: row.idType,
      idTypeName: (await deps.masters.nameOf('identification_type', row.idType, code)) ?? '',
      documentNo: maskNumber(row.documentNoLast4),
      files: filesOf(files, row.id),
    })),
  );
}

/** spec: status 'exits' ("Already Exists, try another one") when a type is used twice; nothing is saved then. */
export async function saveIdentifications(deps: RecordDeps, caller: Caller, rows: IdentificationInput[]): Promise<TStatusResponse> {
  await assertRows(deps, caller, 'identification', rows, (row) => row.identityId);
  for (const [entityId, group] of groupBy(rows)) {
    const stored = await repo.selectIdentifications(deps.db, caller.userId, entityId);
    const keys = mergedKeys(
      stored,
      group,
      (row) => row.identityId,
      (row) => String(row.idType),
      (row) => String(row.idType),
    );
    if (hasDuplicate(keys)) return { status: STATUS_EXITS, message: 'Already Exists, try another one' };
  }
  const plans: { row: IdentificationInput; number: string | null; plan: FilePlan }[] = [];
  for (const [index, row] of rows.entries()) {
    if (!(await deps.masters.has('identification_type', row.idType)))
      throw new AppError('validation', 'Choose an identification type from the list.');
    const number = row.documentNo && !row.documentNo.includes('•') ? row.documentNo.trim() : null;
    if (!row.identityId && !number) {
      throw new AppError('validation', 'Document number is required.', {
        messageKey: 'commonRequired',
        errors: [{ path: `${index}.documentNo`, code: 'required', message: 'Document number is required.', messageKey: 'commonRequired' }],
      });
    }
    const problem = number ? identityNumberProblem(row.idType, number) : undefined;
    if (problem)
      throw new AppError('validation', problem.message, {
        messageKey: 'errorIdentityNumber',
        errors: [{ ...problem, path: `${index}.documentNo` }],
      });
    const current = row.identityId ? await repo.selectRowFileIds(deps.db, 'identification', row.identityId) : [];
    const plan = await planFiles(row.files, current, IDENTITY_FILES);
    if (plan.kept.length + plan.uploads.length === 0) {
      throw new AppError('validation', 'Attach a scan or photo of the document.', {
        errors: [{ path: `${index}.files`, code: 'required', message: 'Attach a file.', messageKey: 'commonRequired' }],
      });
    }
    plans.push({ row, number, plan });
  }
  await deps.db.transaction(async (tx) => {
    for (const { row, number, plan } of plans) {
      const sealed = number
        ? { documentNoEncrypted: sealText(deps.dataKeys, number), documentNoLast4: number.replace(/\s/g, '').slice(-4) }
        : {};
      const id = await repo.upsertIdentification(tx, row.identityId, {
        testatorId: caller.userId,
        entityId: row.entityId,
        idType: row.idType,
        ...sealed,
      });
      await repo.linkIdentificationFiles(
        tx,
        id,
        await deps.files.apply(tx, { testatorId: caller.userId, owner: { entityId: row.entityId }, plan }),
      );
    }
  });
  return { status: 'success', message: 'Identification Saved Successfully' };
}

// documents ---------------------------------------------------------------------------------------
export async function findDocuments(deps: RecordDeps, caller: Caller, entityId: number): Promise<TDocument[]> {
  await assertOwned(deps, caller, entityId);
  const rows = await repo.selectDocuments(deps.db, caller.userId, entityId);
  const files = await repo.selectDocumentFiles(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    documentId: row.id,
    entityId: row.entityId,
    description: row.description,
    files: filesOf(files, row.id),
  }));
}

export async function saveDocuments(deps: RecordDeps, caller: Caller, rows: DocumentInput[]): Promise<TStatusResponse> {
  await assertRows(deps, caller, 'document', rows, (row) => row.documentId);
  const plans: { row: DocumentInput; plan: FilePlan }[] = [];
  for (const [index, row] of rows.entries()) {
    const current = row.documentId ? await repo.selectRowFileIds(deps.db, 'document', row.documentId) : [];
    const plan = await planFiles(row.files, current, PDF_ONLY);
    if (plan.kept.length + plan.uploads.length === 0) {
      throw new AppError('validation', 'Attach the document as a PDF.', {
        messageKey: 'documentInvalidPdf',
        errors: [{ path: `${index}.files`, code: 'required', message: 'Attach a PDF.', messageKey: 'documentInvalidPdf' }],
      });
    }
    plans.push({ row, plan });
  }
  await deps.db.transaction(async (tx) => {
    for (const { row, plan } of plans) {
      const id = await repo.upsertDocument(tx, row.documentId, {
        testatorId: caller.userId,
        entityId: row.entityId,
        description: row.description,
      });
      await repo.linkDocumentFiles(
        tx,
        id,
        await deps.files.apply(tx, { testatorId: caller.userId, owner: { entityId: row.entityId }, plan }),
      );
    }
  });
  return { status: 'success', message: 'Document Attached Successfully' };
}

// specific attributes -----------------------------------------------------------------------------
export async function findAttributes(deps: RecordDeps, caller: Caller, entityId: number): Promise<TSpecificAttribute[]> {
  await assertOwned(deps, caller, entityId);
  const rows = await repo.selectAttributes(deps.db, caller.userId, entityId);
  return rows.map((row) => ({
    specificAttributeId: row.id,
    entityId: row.entityId,
    specificAttributeName: row.name,
    specificAttributeValue: row.value,
    specificAttributeDescription: row.description,
  }));
}

export async function saveAttributes(deps: RecordDeps, caller: Caller, rows: AttributeInput[]): Promise<TStatusResponse> {
  await assertRows(deps, caller, 'attribute', rows, (row) => row.specificAttributeId);
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      await repo.upsertAttribute(tx, row.specificAttributeId, {
        testatorId: caller.userId,
        entityId: row.entityId,
        name: row.specificAttributeName,
        value: row.specificAttributeValue,
        description: row.specificAttributeDescription,
      });
    }
  });
  return { status: 'success', message: 'Specific attribute saved successfully' };
}

/**
 * Everything of a testator's addresses and contacts that a will needs, in one read, names in the chosen
 * language. Identity numbers are not part of it: they stay sealed, and a will does not need them.
 */
export async function findForWill(deps: RecordDeps, testatorId: number, code?: string): Promise<TWillRecords> {
  const [addressRows, contactRows, addressTypes, contactTypes] = await Promise.all([
    repo.selectAllAddresses(deps.db, testatorId),
    repo.selectAllContacts(deps.db, testatorId),
    deps.masters.names('address_type', code),
    deps.masters.names('contact_type', code),
  ]);
  return {
    addresses: addressRows.map((row) => ({
      entityId: row.entityId,
      addressTypeName: addressTypes.get(row.addressTypeId) ?? '',
      doorNo: row.doorNo,
      buildingNumber: row.buildingNumber,
      street: row.street,
      locality: row.locality,
      city: row.city,
      district: row.district,
      state: row.state,
      country: row.country,
      pincode: row.pincode,
    })),
    contacts: contactRows.map((row) => ({
      entityId: row.entityId,
      contactTypeName: contactTypes.get(row.contactTypeId) ?? '',
      contactDetails: row.contactDetails,
    })),
  };
}
