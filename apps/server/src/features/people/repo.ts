import { BOOLEAN_ALIVE } from '@vasiyat/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, readRows } from '../../db/client.ts';
import { entities, entityFlags, users } from '../../db/schema.ts';

export type EntityValues = Omit<typeof entities.$inferInsert, 'id' | 'testatorId' | 'kind' | 'version' | 'createdAt' | 'updatedAt'>;

export type ProfileRow = typeof entities.$inferSelect & { flags: number[] };

/** The query of an ownership check: the entity if it belongs to the testator (exported for the bench's raw reference). */
export const ownedQuery = (testatorId: number, entityId: number): SQL => sql`
  SELECT id, kind, parent_id AS "parentId", version, profile_image_file_id AS "profileImageFileId"
  FROM entities WHERE id = ${entityId} AND testator_id = ${testatorId}`;

/** The entity if it belongs to the testator; undefined otherwise (the caller answers 404). Every record read and save asks. */
export async function selectOwned(db: Db, testatorId: number, entityId: number) {
  const rows = await readRows<{
    id: number;
    kind: string;
    parentId: number | null;
    version: number;
    profileImageFileId: number | null;
  }>(db, ownedQuery(testatorId, entityId));
  return rows[0];
}

export async function selectProfile(db: Executor, testatorId: number, entityId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      entity: entities,
      flags: sql<
        number[]
      >`COALESCE((SELECT array_agg(f.boolean_master_id ORDER BY f.boolean_master_id) FROM entity_flags f WHERE f.entity_id = ${entities.id}), '{}')`,
    })
    .from(entities)
    .where(and(eq(entities.id, entityId), eq(entities.testatorId, testatorId)));
  return row ? { ...row.entity, flags: row.flags } : undefined;
}

export async function insertEntity(
  db: Executor,
  values: EntityValues & { id?: number; testatorId: number; kind: string },
): Promise<number> {
  const [row] = await db.insert(entities).values(values).returning({ id: entities.id });
  return row!.id;
}

/** Updates when the version still matches (optimistic locking); returns false when someone saved first. */
export async function updateEntity(
  db: Executor,
  options: { testatorId: number; entityId: number; version?: number | null; values: Partial<EntityValues> },
) {
  const conditions = [eq(entities.id, options.entityId), eq(entities.testatorId, options.testatorId)];
  if (options.version) conditions.push(eq(entities.version, options.version));
  const rows = await db
    .update(entities)
    .set({ ...options.values, version: sql`${entities.version} + 1`, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: entities.id });
  return rows.length > 0;
}

export async function replaceFlags(db: Executor, options: { testatorId: number; entityId: number; flags: number[] }) {
  await db.delete(entityFlags).where(eq(entityFlags.entityId, options.entityId));
  if (options.flags.length) {
    await db
      .insert(entityFlags)
      .values(options.flags.map((booleanMasterId) => ({ entityId: options.entityId, testatorId: options.testatorId, booleanMasterId })));
  }
}

export async function deleteEntity(db: Executor, testatorId: number, entityId: number): Promise<boolean> {
  const rows = await db
    .delete(entities)
    .where(and(eq(entities.id, entityId), eq(entities.testatorId, testatorId)))
    .returning({ id: entities.id });
  return rows.length > 0;
}

export async function selectRegistration(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, gender: users.gender, dob: users.dob })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function selectUserGender(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, userId));
  return row?.gender ?? null;
}

const kindsIn = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** What every query of people names alike: who a person is, under whom, and how related to the testator. */
type PersonColumns = {
  id: number;
  kind: string;
  parentId: number | null;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  dob: string | null;
  gender: string | null;
  relationId: number | null;
};

export type PersonListRow = PersonColumns & {
  dod: string | null;
  religionId: number | null;
  maritalStatusId: number | null;
  designation: string | null;
  commencementDate: string | null;
  enforcementDate: string | null;
  corporateTypeId: number | null;
  profileImageFileId: number | null;
  parentageKind: string | null;
  parentageName: string | null;
  parentageLate: boolean;
  occupation: string | null;
  flags: number[];
  primaryContact: string | null;
  city: string | null;
};

/** The people of some kinds with everything the will says of them, in one query. */
export async function selectPeople(db: Executor, testatorId: number, kinds: readonly string[]): Promise<PersonListRow[]> {
  const { rows } = await db.execute<PersonListRow>(sql`
    SELECT e.id, e.kind, e.parent_id AS "parentId", e.first_name AS "firstName", e.middle_name AS "middleName",
           e.last_name AS "lastName", e.dob, e.dod, e.gender, e.relation_id AS "relationId", e.designation,
           e.religion_id AS "religionId", e.marital_status_id AS "maritalStatusId",
           e.commencement_date AS "commencementDate", e.enforcement_date AS "enforcementDate",
           e.corporate_type_id AS "corporateTypeId", e.profile_image_file_id AS "profileImageFileId",
           e.parentage_kind AS "parentageKind", e.parentage_name AS "parentageName", e.parentage_late AS "parentageLate",
           e.occupation,
           COALESCE((SELECT array_agg(f.boolean_master_id ORDER BY f.boolean_master_id) FROM entity_flags f WHERE f.entity_id = e.id), '{}') AS flags,
           (SELECT c.contact_details FROM contacts c WHERE c.entity_id = e.id ORDER BY c.contact_type_id, c.id LIMIT 1) AS "primaryContact",
           (SELECT a.city FROM addresses a WHERE a.entity_id = e.id ORDER BY a.address_type_id, a.id LIMIT 1) AS city
    FROM entities e
    WHERE e.testator_id = ${testatorId} AND e.kind IN (${kindsIn(kinds)})
    ORDER BY e.created_at, e.id`);
  return rows;
}

/** A row of a list screen (spec part 1 §7): what the list shows of a person or organisation, or of a contact person. */
export type ListRow = PersonColumns & {
  designation: string | null;
  commencementDate: string | null;
  enforcementDate: string | null;
  corporateTypeId: number | null;
  /** Whether the alive flag is set (spec part 1 §4). */
  alive: boolean;
  primaryContact: string | null;
  city: string | null;
};

// The lists read a row per person on every visit: only the columns they show, named as the row type has them (no
// mapping of the ORM), the alive flag by its key rather than every flag as an array, and the first contact and
// address by their ordering indexes. Exported as queries so the bench's raw-SQL reference runs exactly this SQL.
export const listQuery = (testatorId: number, kinds: readonly string[]): SQL => sql`
  SELECT e.id, e.kind, e.parent_id AS "parentId", e.first_name AS "firstName", e.middle_name AS "middleName",
         e.last_name AS "lastName", e.dob, e.gender, e.relation_id AS "relationId", e.designation,
         e.commencement_date AS "commencementDate", e.enforcement_date AS "enforcementDate", e.corporate_type_id AS "corporateTypeId",
         EXISTS (SELECT 1 FROM entity_flags f WHERE f.entity_id = e.id AND f.boolean_master_id = ${BOOLEAN_ALIVE}) AS alive,
         (SELECT c.contact_details FROM contacts c WHERE c.entity_id = e.id ORDER BY c.contact_type_id, c.id LIMIT 1) AS "primaryContact",
         (SELECT a.city FROM addresses a WHERE a.entity_id = e.id ORDER BY a.address_type_id, a.id LIMIT 1) AS city
  FROM entities e
  WHERE e.testator_id = ${testatorId} AND e.kind IN (${kindsIn(kinds)})
  ORDER BY e.created_at, e.id`;

export async function selectList(db: Db, testatorId: number, kinds: readonly string[]): Promise<ListRow[]> {
  return readRows<ListRow>(db, listQuery(testatorId, kinds));
}

/** A card of the heir tree, or a contact person (whose id and parent the cards name). */
export type HeirRow = PersonColumns & {
  dod: string | null;
  profileImageFileId: number | null;
  flags: number[];
};

/** The heir tree's query: the heirs with their flags and the contact persons, nothing of their contacts or addresses. */
export const heirQuery = (testatorId: number): SQL => sql`
  SELECT e.id, e.kind, e.parent_id AS "parentId", e.first_name AS "firstName", e.middle_name AS "middleName",
         e.last_name AS "lastName", e.dob, e.dod, e.gender, e.relation_id AS "relationId", e.profile_image_file_id AS "profileImageFileId",
         COALESCE((SELECT array_agg(f.boolean_master_id ORDER BY f.boolean_master_id) FROM entity_flags f WHERE f.entity_id = e.id), '{}') AS flags
  FROM entities e
  WHERE e.testator_id = ${testatorId} AND e.kind IN ('heir', 'contact_person')
  ORDER BY e.created_at, e.id`;

export async function selectHeirs(db: Db, testatorId: number): Promise<HeirRow[]> {
  return readRows<HeirRow>(db, heirQuery(testatorId));
}

/** Links a new entity's photo (saved after the row, as the file hangs off the entity); not an edit, so no new version. */
export async function setProfileImage(db: Executor, testatorId: number, entityId: number, fileId: number) {
  await db
    .update(entities)
    .set({ profileImageFileId: fileId })
    .where(and(eq(entities.id, entityId), eq(entities.testatorId, testatorId)));
}
