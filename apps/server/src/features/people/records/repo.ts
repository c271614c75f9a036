import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, readRows } from '../../../db/client.ts';
import {
  addresses,
  contacts,
  documentFiles,
  documents,
  entityAttributes,
  files,
  identificationFiles,
  identifications,
} from '../../../db/schema.ts';
import type { FileInfoRow } from '../../files/service.ts';

const touched = { updatedAt: sql`now()` };

// addresses
/** A person's addresses as the screens read them (named columns, no timestamps); exported for the bench's raw reference. */
export const addressesQuery = (testatorId: number, entityId: number): SQL => sql`
  SELECT id, entity_id AS "entityId", address_type_id AS "addressTypeId", door_no AS "doorNo", building_number AS "buildingNumber",
         street, pincode, locality, city, state, country, district
  FROM addresses WHERE testator_id = ${testatorId} AND entity_id = ${entityId} ORDER BY address_type_id, id`;
export type PersonAddress = Omit<AddressRow, 'testatorId' | 'createdAt' | 'updatedAt'>;
export async function selectAddresses(db: Db, testatorId: number, entityId: number): Promise<PersonAddress[]> {
  return readRows<PersonAddress>(db, addressesQuery(testatorId, entityId));
}
/** Every address of a testator's people, for the will. */
export const selectAllAddresses = (db: Executor, testatorId: number) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.testatorId, testatorId))
    .orderBy(addresses.entityId, addresses.addressTypeId, addresses.id);
export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export async function upsertAddress(db: Executor, id: number | null, values: AddressValues) {
  if (id)
    await db
      .update(addresses)
      .set({ ...values, ...touched })
      .where(and(eq(addresses.id, id), eq(addresses.testatorId, values.testatorId)));
  else await db.insert(addresses).values(values);
}

// contacts
/** A person's contacts as the screens read them (named columns, no timestamps); exported for the bench's raw reference. */
export const contactsQuery = (testatorId: number, entityId: number): SQL => sql`
  SELECT id, entity_id AS "entityId", contact_type_id AS "contactTypeId", contact_details AS "contactDetails"
  FROM contacts WHERE testator_id = ${testatorId} AND entity_id = ${entityId} ORDER BY contact_type_id, id`;
export type PersonContact = Pick<ContactRow, 'id' | 'entityId' | 'contactTypeId' | 'contactDetails'>;
export async function selectContacts(db: Db, testatorId: number, entityId: number): Promise<PersonContact[]> {
  return readRows<PersonContact>(db, contactsQuery(testatorId, entityId));
}
/**
 * The stored contacts of a person with one of these details: what a save's duplicate check compares with. Saves
 * store details normalised (trimmed, an email in lower case), so an equal key is an equal value, found by the
 * (entity_id, contact_details) index; reading every contact of the person instead grew with each save.
 */
export async function selectContactsWithDetails(db: Executor, testatorId: number, entityId: number, details: string[]) {
  if (!details.length) return [];
  const { rows } = await db.execute<{ id: number; contactTypeId: number; contactDetails: string }>(sql`
    SELECT id, contact_type_id AS "contactTypeId", contact_details AS "contactDetails" FROM contacts
    WHERE testator_id = ${testatorId} AND entity_id = ${entityId} AND contact_details IN (${sql.join(
      details.map((detail) => sql`${detail}`),
      sql`, `,
    )})`);
  return rows;
}
/** Every contact of a testator's people, for the will. */
export const selectAllContacts = (db: Executor, testatorId: number) =>
  db.select().from(contacts).where(eq(contacts.testatorId, testatorId)).orderBy(contacts.entityId, contacts.contactTypeId, contacts.id);
export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Omit<typeof contacts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export async function upsertContact(db: Executor, id: number | null, values: ContactValues) {
  if (id)
    await db
      .update(contacts)
      .set({ ...values, ...touched })
      .where(and(eq(contacts.id, id), eq(contacts.testatorId, values.testatorId)));
  else await db.insert(contacts).values(values);
}

// identifications and documents: rows with files
export const selectIdentifications = (db: Executor, testatorId: number, entityId: number) =>
  db
    .select()
    .from(identifications)
    .where(and(eq(identifications.testatorId, testatorId), eq(identifications.entityId, entityId)))
    .orderBy(identifications.idType);
export type IdentificationRow = typeof identifications.$inferSelect;
export async function selectIdentificationFiles(db: Executor, ids: number[]): Promise<FileInfoRow[]> {
  if (!ids.length) return [];
  return db
    .select({
      ownerId: identificationFiles.identificationId,
      documentMasterId: files.id,
      fileName: files.fileName,
      fileType: files.contentType,
      size: files.size,
    })
    .from(identificationFiles)
    .innerJoin(files, eq(files.id, identificationFiles.fileId))
    .where(inArray(identificationFiles.identificationId, ids))
    .orderBy(files.id);
}
/** A new row needs the sealed number; an update without one keeps the stored number. */
export async function upsertIdentification(
  db: Executor,
  id: number | null,
  values: Omit<typeof identifications.$inferInsert, 'id' | 'documentNoEncrypted' | 'documentNoLast4'> & {
    documentNoEncrypted?: string;
    documentNoLast4?: string;
  },
): Promise<number> {
  if (id) {
    await db
      .update(identifications)
      .set({ ...values, ...touched })
      .where(and(eq(identifications.id, id), eq(identifications.testatorId, values.testatorId)));
    return id;
  }
  if (!values.documentNoEncrypted || !values.documentNoLast4) throw new Error('A new identification needs its number');
  const [row] = await db
    .insert(identifications)
    .values({ ...values, documentNoEncrypted: values.documentNoEncrypted, documentNoLast4: values.documentNoLast4 })
    .returning({ id: identifications.id });
  return row!.id;
}
export async function linkIdentificationFiles(db: Executor, identificationId: number, fileIds: number[]) {
  if (fileIds.length) await db.insert(identificationFiles).values(fileIds.map((fileId) => ({ identificationId, fileId })));
}

export const selectDocuments = (db: Executor, testatorId: number, entityId: number) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.testatorId, testatorId), eq(documents.entityId, entityId)))
    .orderBy(documents.id);
export type DocumentRow = typeof documents.$inferSelect;
export async function selectDocumentFiles(db: Executor, ids: number[]): Promise<FileInfoRow[]> {
  if (!ids.length) return [];
  return db
    .select({
      ownerId: documentFiles.documentId,
      documentMasterId: files.id,
      fileName: files.fileName,
      fileType: files.contentType,
      size: files.size,
    })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .where(inArray(documentFiles.documentId, ids))
    .orderBy(files.id);
}
export async function upsertDocument(db: Executor, id: number | null, values: Omit<typeof documents.$inferInsert, 'id'>): Promise<number> {
  if (id) {
    await db
      .update(documents)
      .set({ ...values, ...touched })
      .where(and(eq(documents.id, id), eq(documents.testatorId, values.testatorId)));
    return id;
  }
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}
export async function linkDocumentFiles(db: Executor, documentId: number, fileIds: number[]) {
  if (fileIds.length) await db.insert(documentFiles).values(fileIds.map((fileId) => ({ documentId, fileId })));
}

// specific attributes
export const selectAttributes = (db: Executor, testatorId: number, entityId: number) =>
  db
    .select()
    .from(entityAttributes)
    .where(and(eq(entityAttributes.testatorId, testatorId), eq(entityAttributes.entityId, entityId)))
    .orderBy(entityAttributes.id);
export type AttributeRow = typeof entityAttributes.$inferSelect;
export async function upsertAttribute(db: Executor, id: number | null, values: Omit<typeof entityAttributes.$inferInsert, 'id'>) {
  if (id)
    await db
      .update(entityAttributes)
      .set({ ...values, ...touched })
      .where(and(eq(entityAttributes.id, id), eq(entityAttributes.testatorId, values.testatorId)));
  else await db.insert(entityAttributes).values(values);
}

/** The five sub-record tables, for ownership look-ups and deletes by row id. */
export const TABLES = {
  address: addresses,
  contact: contacts,
  identification: identifications,
  document: documents,
  attribute: entityAttributes,
} as const;
export type RecordKind = keyof typeof TABLES;

export async function selectRowOwner(
  db: Executor,
  kind: RecordKind,
  testatorId: number,
  id: number,
): Promise<{ entityId: number } | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ entityId: table.entityId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.testatorId, testatorId)));
  return row;
}

export async function deleteRow(db: Executor, kind: RecordKind, testatorId: number, id: number): Promise<void> {
  const table = TABLES[kind];
  await db.delete(table).where(and(eq(table.id, id), eq(table.testatorId, testatorId)));
}

/** Files attached to an identification or document row (deleted with it: the join rows cascade, the files do not). */
export async function selectRowFileIds(db: Executor, kind: 'identification' | 'document', id: number): Promise<number[]> {
  const rows =
    kind === 'identification'
      ? await db
          .select({ fileId: identificationFiles.fileId })
          .from(identificationFiles)
          .where(eq(identificationFiles.identificationId, id))
      : await db.select({ fileId: documentFiles.fileId }).from(documentFiles).where(eq(documentFiles.documentId, id));
  return rows.map((row) => row.fileId);
}
