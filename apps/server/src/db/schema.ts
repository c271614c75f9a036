import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
  otpAttempts: integer('otp_attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  sendWindowStart: timestamp('send_window_start', { withTimezone: true }).notNull(),
  sendCount: integer('send_count').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    lastName: text('last_name'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entities_testator_id_idx').on(t.testatorId)],
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
