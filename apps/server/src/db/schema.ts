import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Users and entities draw ids from one sequence: the self entity's id is the user's id (DESIGN §5). */
export const partyIdSeq = pgSequence('party_id_seq', { startWith: 1000 });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().default(sql`nextval('party_id_seq')`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: char('gender', { length: 1 }),
    dob: date('dob', { mode: 'string' }),
    contactNo: text('contact_no'),
    roleId: integer('role_id').notNull(),
    googleSubject: text('google_subject'),
    /** Bumped on logout and password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_subject_key').on(t.googleSubject)],
);

/** A mailed one-time code as stored: its hash, expiry and wrong tries, and the limits on sending it. */
const mailedCodeColumns = () => ({
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
  otpAttempts: integer('otp_attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  sendWindowStart: timestamp('send_window_start', { withTimezone: true }).notNull(),
  sendCount: integer('send_count').notNull().default(1),
});

/** A registration waits here until its emailed code is verified; only then does it become a user. */
export const pendingRegistrations = pgTable('pending_registrations', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: char('gender', { length: 1 }).notNull(),
  dob: date('dob', { mode: 'string' }).notNull(),
  contactNo: text('contact_no').notNull(),
  passwordHash: text('password_hash').notNull(),
  language: text('language').notNull().default('en'),
  ...mailedCodeColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A password reset waits here: the emailed code (hashed), its tries and the limits on sending, one row per
 * account; it is deleted when the password is set.
 */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...mailedCodeColumns(),
});

/**
 * Every person and organisation of a will (self, heir, beneficiary, executor, witness, corporate,
 * registrar, contact person) is one row here, told apart by kind. The people feature extends it.
 */
export const entities = pgTable(
  'entities',
  {
    id: integer('id').primaryKey().default(sql`nextval('party_id_seq')`),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    dob: date('dob', { mode: 'string' }),
    dod: date('dod', { mode: 'string' }),
    gender: char('gender', { length: 1 }),
    maritalStatusId: integer('marital_status_id'),
    religionId: integer('religion_id'),
    relationId: integer('relation_id'),
    /** The heir an extension hangs under, or the organisation (or heir) a contact person belongs to. */
    parentId: integer('parent_id').references((): AnyPgColumn => entities.id, { onDelete: 'cascade' }),
    designation: text('designation'),
    corporateTypeId: integer('corporate_type_id'),
    commencementDate: date('commencement_date', { mode: 'string' }),
    enforcementDate: date('enforcement_date', { mode: 'string' }),
    profileImageFileId: integer('profile_image_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** How a deed identifies the person (issue 22): son / daughter of, wife of — and whether that person has died. */
    parentageKind: text('parentage_kind'),
    parentageName: text('parentage_name'),
    parentageLate: boolean('parentage_late').notNull().default(false),
    occupation: text('occupation'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entities_testator_id_idx').on(t.testatorId),
    index('entities_testator_kind_idx').on(t.testatorId, t.kind),
    index('entities_parent_id_idx').on(t.parentId),
  ],
);

/** The boolean masters ticked for a person (8 alive, 7 active, ...). */
export const entityFlags = pgTable(
  'entity_flags',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    testatorId: integer('testator_id').notNull(),
    booleanMasterId: integer('boolean_master_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.booleanMasterId] }), index('entity_flags_testator_id_idx').on(t.testatorId)],
);

/** Master lists of the forms (marital status, religion, relation, ...), one id space per type. */
export const masterItems = pgTable(
  'master_items',
  {
    masterType: text('master_type').notNull(),
    itemId: integer('item_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Where an item belongs: a subtype's asset type, an attribute's subtypes or asset types. */
    parentIds: integer('parent_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Attribute masters: what the value is (text, number, date, amount). */
    fieldType: text('field_type'),
    /** Attribute masters: account, folio, policy numbers are sealed at rest and shown masked. */
    sensitive: boolean('sensitive').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.masterType, t.itemId] })],
);

export const masterItemTranslations = pgTable(
  'master_item_translations',
  {
    masterType: text('master_type').notNull(),
    itemId: integer('item_id').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.masterType, t.itemId, t.languageId] })],
);

/**
 * Uploaded files: bytes encrypted at rest (AES-256-GCM with DATA_KEY), type sniffed from the bytes, never
 * stored under a path made from the file name. Deleting the entity deletes its files.
 */
/**
 * Where a sealed file's bytes are (platform/sealed-files.ts): in the row (`data`, the default) or, when FILES_URL
 * names a bucket, in an object of that bucket (`object_key`); exactly one of the two.
 */
const sealedBytes = () => ({
  data: bytea('data'),
  objectKey: text('object_key').unique(),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').references(() => entities.id, { onDelete: 'cascade' }),
    /** A file on an asset's attribute row: deleting the asset deletes it. */
    assetId: integer('asset_id').references((): AnyPgColumn => assets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ...sealedBytes(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_testator_id_idx').on(t.testatorId),
    index('files_entity_id_idx').on(t.entityId),
    index('files_asset_id_idx').on(t.assetId),
    check('files_bytes_in_one_place', sql`(${t.data} is null) <> (${t.objectKey} is null)`),
  ],
);

const ownedBy = () => ({
  testatorId: integer('testator_id').notNull(),
  entityId: integer('entity_id')
    .notNull()
    .references(() => entities.id, { onDelete: 'cascade' }),
});
const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    addressTypeId: integer('address_type_id').notNull(),
    doorNo: text('door_no').notNull(),
    buildingNumber: text('building_number').notNull(),
    street: text('street').notNull(),
    pincode: text('pincode').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    district: text('district').notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('addresses_entity_type_key').on(t.entityId, t.addressTypeId), index('addresses_testator_id_idx').on(t.testatorId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    contactTypeId: integer('contact_type_id').notNull(),
    contactDetails: text('contact_details').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('contacts_entity_details_key').on(t.entityId, t.contactDetails),
    index('contacts_testator_id_idx').on(t.testatorId),
    // A person's contacts in the order the lists read them: their first (the list's primary contact) is one index entry.
    index('contacts_entity_type_idx').on(t.entityId, t.contactTypeId, t.id),
  ],
);

export const identifications = pgTable(
  'identifications',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    idType: integer('id_type').notNull(),
    /** Encrypted at rest; only the last four characters are ever shown. */
    documentNoEncrypted: text('document_no_encrypted').notNull(),
    documentNoLast4: text('document_no_last4').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('identifications_entity_type_key').on(t.entityId, t.idType),
    index('identifications_testator_id_idx').on(t.testatorId),
  ],
);

export const identificationFiles = pgTable(
  'identification_files',
  {
    identificationId: integer('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.identificationId, t.fileId] }), index('identification_files_file_id_idx').on(t.fileId)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [index('documents_testator_id_idx').on(t.testatorId), index('documents_entity_id_idx').on(t.entityId)],
);

export const documentFiles = pgTable(
  'document_files',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.fileId] }), index('document_files_file_id_idx').on(t.fileId)],
);

export const entityAttributes = pgTable(
  'entity_attributes',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [index('entity_attributes_testator_id_idx').on(t.testatorId), index('entity_attributes_entity_id_idx').on(t.entityId)],
);

/**
 * An asset of the testator's (spec part 2 §3): one of ten types, with a subtype, a value kept in paise
 * (exact), the ownership and, for share-based ownership, the testator's percentage.
 */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetTypeId: integer('asset_type_id').notNull(),
    name: text('name').notNull(),
    subtypeId: integer('subtype_id').notNull(),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    ownershipTypeId: integer('ownership_type_id').notNull(),
    ownershipPercentage: numeric('ownership_percentage', { precision: 6, scale: 3, mode: 'number' }),
    description: text('description').notNull(),
    dateOfInclusion: date('date_of_inclusion', { mode: 'string' }).notNull(),
    /** Who the institution has as nominee, and their relation to the testator (Insurance Act s.39(7) turns on it). */
    nomineeName: text('nominee_name'),
    nomineeRelationId: integer('nominee_relation_id'),
    version: integer('version').notNull().default(1),
    ...stamps(),
  },
  (t) => [index('assets_testator_type_idx').on(t.testatorId, t.assetTypeId)],
);

/** The asset options ticked (mortgaged, nominee registered, ...). */
export const assetFlags = pgTable(
  'asset_flags',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    testatorId: integer('testator_id').notNull(),
    booleanId: integer('boolean_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.booleanId] }), index('asset_flags_testator_id_idx').on(t.testatorId)],
);

/** Where an asset is: one location per asset, physical (P) or virtual (V). */
export const assetLocations = pgTable(
  'asset_locations',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    testatorId: integer('testator_id').notNull(),
    locationType: char('location_type', { length: 1 }).notNull(),
    addressDetails: text('address_details').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull(),
    landmark: text('landmark').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    ...stamps(),
  },
  (t) => [uniqueIndex('asset_locations_asset_key').on(t.assetId), index('asset_locations_testator_id_idx').on(t.testatorId)],
);

/**
 * An asset's subtype and primary attributes (kind 'subtype' or 'primary'), each attribute type once per
 * asset. A sensitive value (account, folio, policy number) is sealed and only its last four kept in clear.
 */
export const assetAttributes = pgTable(
  'asset_attributes',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    testatorId: integer('testator_id').notNull(),
    kind: text('kind').notNull(),
    masterId: integer('master_id').notNull(),
    value: text('value'),
    valueEncrypted: text('value_encrypted'),
    valueLast4: text('value_last4'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('asset_attributes_asset_kind_master_key').on(t.assetId, t.kind, t.masterId),
    index('asset_attributes_testator_id_idx').on(t.testatorId),
  ],
);

export const assetAttributeFiles = pgTable(
  'asset_attribute_files',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => assetAttributes.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.fileId] }), index('asset_attribute_files_file_id_idx').on(t.fileId)],
);

export const assetSpecificAttributes = pgTable(
  'asset_specific_attributes',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    testatorId: integer('testator_id').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [
    index('asset_specific_attributes_asset_id_idx').on(t.assetId),
    index('asset_specific_attributes_testator_id_idx').on(t.testatorId),
  ],
);

export const assetSpecificAttributeFiles = pgTable(
  'asset_specific_attribute_files',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => assetSpecificAttributes.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.fileId] }), index('asset_specific_attribute_files_file_id_idx').on(t.fileId)],
);

/**
 * An assignment: how some assets go to some beneficiaries (spec part 2 §3). Its type and count stay as
 * first saved (§4); edits carry a version.
 */
export const assetAssignments = pgTable(
  'asset_assignments',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignmentTypeId: integer('assignment_type_id').notNull(),
    numberOfBeneficiaries: integer('number_of_beneficiaries').notNull(),
    version: integer('version').notNull().default(1),
    ...stamps(),
  },
  (t) => [index('asset_assignments_testator_id_idx').on(t.testatorId)],
);

/** The assets of an assignment: each asset in at most one (the unique key), and not deleted while in one. */
export const assetAssignmentAssets = pgTable(
  'asset_assignment_assets',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assetAssignments.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    testatorId: integer('testator_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.assetId] }),
    uniqueIndex('asset_assignment_assets_asset_key').on(t.assetId),
    index('asset_assignment_assets_testator_id_idx').on(t.testatorId),
  ],
);

/** One beneficiary's part of an assignment: share, condition, guardian for a minor, descriptions. */
export const assignmentEntries = pgTable(
  'assignment_entries',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assetAssignments.id, { onDelete: 'cascade' }),
    testatorId: integer('testator_id').notNull(),
    position: integer('position').notNull(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    proportion: numeric('proportion', { precision: 6, scale: 3, mode: 'number' }),
    condition: text('condition').notNull(),
    immediateTransfer: boolean('immediate_transfer').notNull().default(false),
    guardianId: integer('guardian_id').references(() => entities.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    subDescription: text('sub_description'),
    /** Issue 22: absolute, age, wish, lifeInterest or text (null: saved before the choice, read from the text). */
    conditionKind: text('condition_kind'),
    conditionAge: integer('condition_age'),
    /** After a life interest, who takes. */
    remainderId: integer('remainder_id').references(() => entities.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('assignment_entries_assignment_beneficiary_key').on(t.assignmentId, t.beneficiaryId),
    index('assignment_entries_testator_id_idx').on(t.testatorId),
    index('assignment_entries_beneficiary_id_idx').on(t.beneficiaryId),
  ],
);

export const assignmentEntryFiles = pgTable(
  'assignment_entry_files',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => assignmentEntries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.fileId] }), index('assignment_entry_files_file_id_idx').on(t.fileId)],
);

/** A clause set's heading (spec part 2 §3 "Clause set"); its name per language in clause_heading_names. */
export const clauseHeadings = pgTable('clause_headings', {
  id: serial('id').primaryKey(),
  /** A stable name for the seed to find its own headings (snake_case of the first name). */
  slug: text('slug').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clauseHeadingNames = pgTable(
  'clause_heading_names',
  {
    headingId: integer('heading_id')
      .notNull()
      .references(() => clauseHeadings.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.headingId, t.languageId] })],
);

/** A clause: one variant of a heading in one language, a Liquid template; its key is shared by its translations. */
export const clauses = pgTable(
  'clauses',
  {
    id: serial('id').primaryKey(),
    headingId: integer('heading_id')
      .notNull()
      .references(() => clauseHeadings.id, { onDelete: 'cascade' }),
    clauseKey: text('clause_key').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** sha256 of the release text this clause was last seeded from; content hashing to something else was edited. */
    seedHash: text('seed_hash'),
    /** A newer release text for a clause an administrator edited, offered to them to accept or keep theirs. */
    proposedContent: text('proposed_content'),
    ...stamps(),
  },
  (t) => [uniqueIndex('clauses_key_language_key').on(t.clauseKey, t.languageId), index('clauses_heading_id_idx').on(t.headingId)],
);

/** A will template: an ordered list of headings, each with the clause (by key) chosen under it. */
export const willTemplates = pgTable('will_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  ...stamps(),
});

/**
 * A template's name and description in a language other than its own (issue 23: what an administrator writes that
 * testators read is translated like clauses). will_templates holds the template's own (English) text, which a
 * language without a row here falls back to.
 */
export const willTemplateTranslations = pgTable(
  'will_template_translations',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => willTemplates.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** sha256 of the release text (name, a newline, description) last seeded; another text was edited. */
    seedHash: text('seed_hash'),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.languageId] })],
);

export const willTemplateRows = pgTable(
  'will_template_rows',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => willTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    headingId: integer('heading_id')
      .notNull()
      .references(() => clauseHeadings.id, { onDelete: 'restrict' }),
    clauseKey: text('clause_key'),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.position] }), index('will_template_rows_heading_id_idx').on(t.headingId)],
);

export const languages = pgTable('languages', {
  languageId: serial('language_id').primaryKey(),
  languageCode: text('language_code').notNull().unique(),
  languageName: text('language_name').notNull(),
  englishName: text('english_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

export const labels = pgTable(
  'labels',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.key] })],
);

export const menus = pgTable(
  'menus',
  {
    menuId: integer('menu_id').primaryKey(),
    parentId: integer('parent_id'),
    menuUrl: text('menu_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A step that must be done before this menu opens (for example 'self' for the will). */
    requires: text('requires'),
  },
  (t) => [index('menus_parent_id_idx').on(t.parentId)],
);

export const menuRoles = pgTable(
  'menu_roles',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.roleId] }), index('menu_roles_role_id_idx').on(t.roleId)],
);

export const menuTranslations = pgTable(
  'menu_translations',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.menuId, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.languageId] })],
);

/** Counters for @fastify/rate-limit and per-account limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Objects whose rows are gone (deleted, or moved to a new key by rotate-data-key), filled by a trigger on files and
 * will_versions in the deleting transaction itself, so a rolled-back delete queues nothing and a cascade queues
 * everything. The server deletes them from the bucket and then the row here (platform/sealed-files.ts).
 */
export const objectDeletions = pgTable('object_deletions', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only (a trigger refuses UPDATE and DELETE). Never holds secrets or identity numbers. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    event: text('event').notNull(),
    ip: text('ip'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('audit_log_user_id_idx').on(t.userId)],
);

/**
 * A will as it was downloaded (issue 11): the file's bytes sealed with DATA_KEY, what made it, the will check at
 * that moment and a snapshot of what the will said (ids and names, contract TWillSnapshot) so two versions can be
 * compared without reading PDFs. Kept until the testator deletes their account.
 */
export const willVersions = pgTable(
  'will_versions',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The template may be deleted or renamed later; its name at the time is kept. */
    templateId: integer('template_id').references(() => willTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    languageCode: text('language_code').notNull(),
    languageName: text('language_name').notNull(),
    fileFormat: text('file_format').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    ...sealedBytes(),
    findings: jsonb('findings').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** Downloaded while the check had a must-fix finding: every page says DRAFT — NOT FOR SIGNING. */
    isDraft: boolean('is_draft').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('will_versions_testator_id_idx').on(t.testatorId),
    check('will_versions_bytes_in_one_place', sql`(${t.data} is null) <> (${t.objectKey} is null)`),
  ],
);

/** The testator's choices for the deed as a whole (issue 22): how they sign, their school of law, guardians. */
export const willPlans = pgTable('will_plans', {
  testatorId: integer('testator_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  signsBy: text('signs_by').notNull().default('signature'),
  muslimSchool: text('muslim_school'),
  guardianId: integer('guardian_id').references(() => entities.id, { onDelete: 'set null' }),
  backupGuardianId: integer('backup_guardian_id').references(() => entities.id, { onDelete: 'set null' }),
  propertyManagerId: integer('property_manager_id').references(() => entities.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  ...stamps(),
});

/** Who takes the residue, in order, with their shares (all null: equal). None: the spouse and children. */
export const willResiduaries = pgTable(
  'will_residuaries',
  {
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    share: numeric('share', { precision: 6, scale: 3, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.testatorId, t.entityId] }), index('will_residuaries_entity_id_idx').on(t.entityId)],
);

/**
 * A testator's invitation of a reviewer (issue 27): an advocate, an accountant or a relative reads one will for a
 * while. The row is the invitation and, once the account whose verified email matches accepts it, the grant: it
 * alone decides what the reviewer may read (the testator's id comes from here, never from the client).
 */
export const reviewGrants = pgTable(
  'review_grants',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The sha256 of the link's secret: the link alone is never stored. */
    tokenHash: text('token_hash').notNull(),
    templateId: integer('template_id').references(() => willTemplates.id, { onDelete: 'set null' }),
    /** The languages the reviewer may preview the deed in (language ids). */
    languageIds: jsonb('language_ids').$type<number[]>().notNull(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    verdict: text('verdict'),
    verdictAt: timestamp('verdict_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_grants_testator_id_idx').on(t.testatorId),
    index('review_grants_reviewer_id_idx').on(t.reviewerId),
    uniqueIndex('review_grants_token_hash_key').on(t.tokenHash),
  ],
);

/** A reviewer's comment on a will, anchored to a heading of the deed, a finding of the check, or the will as a whole. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: integer('grant_id')
      .notNull()
      .references(() => reviewGrants.id, { onDelete: 'cascade' }),
    /** 'heading' | 'finding' | 'general' (the contract's REVIEW_ANCHOR_KINDS). */
    anchorKind: text('anchor_kind').notNull(),
    /** The heading's name or the finding's code; empty for a general comment. */
    anchor: text('anchor').notNull().default(''),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_comments_testator_id_idx').on(t.testatorId), index('review_comments_grant_id_idx').on(t.grantId)],
);

/**
 * Issue 27: the testator's choice to be mailed when the will downloaded goes out of date and once a year to review it
 * (off by default: no row, or enabled false). checked_at: when the reminder sweep last looked at them, so each sweep
 * takes the longest unchecked first and several processes share the work (FOR UPDATE SKIP LOCKED on this row).
 */
export const willReminderSettings = pgTable(
  'will_reminder_settings',
  {
    testatorId: integer('testator_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [index('will_reminder_settings_due_idx').on(t.checkedAt).where(sql`${t.enabled}`)],
);

/**
 * Issue 27: each reminder mailed, so none is ever sent twice: 'outOfDate' once per version (the will downloaded last
 * went out of date), 'yearly' once per year after that download (period 1, 2, …; 0 for outOfDate).
 */
export const willReminderMails = pgTable(
  'will_reminder_mails',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => willVersions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: integer('period').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('will_reminder_mails_once_key').on(t.versionId, t.kind, t.period),
    index('will_reminder_mails_testator_id_idx').on(t.testatorId),
    check('will_reminder_mails_kind', sql`${t.kind} in ('outOfDate', 'yearly')`),
  ],
);

/**
 * Issue 27 item 4: a text the deed prints (a person's name, parentage, occupation or address; an asset's name,
 * description, location or nominee; a gift's condition or descriptions), as the testator wrote it in another script,
 * for deeds in that script. Owned by one record: a person (entity_id), an asset (asset_id), or one beneficiary's part
 * of an assignment (assignment_id with the beneficiary's entity_id); it goes with its record. `source` is the text it
 * was written for: once the record says something else, the form no longer applies and is asked for again.
 */
export const writtenForms = pgTable(
  'written_forms',
  {
    id: serial('id').primaryKey(),
    testatorId: integer('testator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').references(() => entities.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id').references(() => assetAssignments.id, { onDelete: 'cascade' }),
    /** contract DEED_TEXT_FIELDS */
    field: text('field').notNull(),
    /** ISO 15924, lower case (contract SCRIPTS) */
    script: text('script').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('written_forms_owner_key').on(
      t.testatorId,
      sql`coalesce(${t.entityId}, 0)`,
      sql`coalesce(${t.assetId}, 0)`,
      sql`coalesce(${t.assignmentId}, 0)`,
      t.field,
      t.script,
    ),
    index('written_forms_entity_id_idx').on(t.entityId),
    index('written_forms_asset_id_idx').on(t.assetId),
    index('written_forms_assignment_id_idx').on(t.assignmentId),
    // A person's, an asset's, or a beneficiary's part of a gift: never two owners, never none.
    check(
      'written_forms_one_owner',
      sql`(${t.assetId} is not null and ${t.entityId} is null and ${t.assignmentId} is null) or (${t.assetId} is null and ${t.entityId} is not null)`,
    ),
  ],
);
