// Where a person's data lives (DPDP Act 2023: a copy of it on request, s.11; erasure, s.12). The one place that
// knows it: the export reads every table of PERSONAL_TABLES and the deletion empties them, so a table missing here
// would be left out of both. personal-data.unit.test.ts walks the schema and fails when a table is in neither list,
// or when a table reaching a personal one by a foreign key is called not personal.
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  addresses,
  assetAssignmentAssets,
  assetAssignments,
  assetAttributeFiles,
  assetAttributes,
  assetFlags,
  assetLocations,
  assetSpecificAttributeFiles,
  assetSpecificAttributes,
  assets,
  assignmentEntries,
  assignmentEntryFiles,
  auditLog,
  clauseHeadingNames,
  clauseHeadings,
  clauses,
  contacts,
  documentFiles,
  documents,
  entities,
  entityAttributes,
  entityFlags,
  files,
  identificationFiles,
  identifications,
  labels,
  languages,
  masterItems,
  masterItemTranslations,
  menuRoles,
  menus,
  menuTranslations,
  objectDeletions,
  passwordResets,
  pendingRegistrations,
  rateLimits,
  reviewComments,
  reviewGrants,
  users,
  willPlans,
  willReminderMails,
  willReminderSettings,
  willResiduaries,
  willTemplateRows,
  willTemplates,
  willTemplateTranslations,
  willVersions,
  writtenForms,
} from '../../db/schema.ts';

/** Whose data: the account's id, and its email (a pending registration knows only that). */
export type Person = { readonly userId: number; readonly email: string };

/**
 * How a table's rows are found for a person: by a column holding their id (`testator_id`, `user_id`, the user's own
 * `id`) or their email, or through a parent's foreign key (a scan of an identity document: its identification is theirs).
 */
export type Ownership =
  | { readonly column: PgColumn; readonly holds: 'userId' | 'email' }
  | { readonly column: PgColumn; readonly parent: PgTable; readonly parentColumn: PgColumn };

export type PersonalTable = { readonly table: PgTable; readonly owner: Ownership };

const byUser = (column: PgColumn): Ownership => ({ column, holds: 'userId' });
const through = (column: PgColumn, parent: PgTable, parentColumn: PgColumn): Ownership => ({ column, parent, parentColumn });

/**
 * Every table holding a person's rows, parents before children: the deletion runs it backwards, so a row that must
 * not outlive what it points at (an asset in an assignment, ON DELETE RESTRICT) goes first.
 */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  // First, so deleted last: the append-only trigger lets a user's entries go only once the user's row is gone.
  { table: auditLog, owner: byUser(auditLog.userId) },
  { table: users, owner: byUser(users.id) },
  // A registration never finished, under the same address (a later Google sign-in made the account).
  { table: pendingRegistrations, owner: { column: pendingRegistrations.email, holds: 'email' } },
  { table: passwordResets, owner: byUser(passwordResets.userId) },
  { table: entities, owner: byUser(entities.testatorId) },
  { table: entityFlags, owner: byUser(entityFlags.testatorId) },
  { table: files, owner: byUser(files.testatorId) },
  { table: addresses, owner: byUser(addresses.testatorId) },
  { table: contacts, owner: byUser(contacts.testatorId) },
  { table: identifications, owner: byUser(identifications.testatorId) },
  { table: identificationFiles, owner: through(identificationFiles.identificationId, identifications, identifications.id) },
  { table: documents, owner: byUser(documents.testatorId) },
  { table: documentFiles, owner: through(documentFiles.documentId, documents, documents.id) },
  { table: entityAttributes, owner: byUser(entityAttributes.testatorId) },
  { table: assets, owner: byUser(assets.testatorId) },
  { table: assetFlags, owner: byUser(assetFlags.testatorId) },
  { table: assetLocations, owner: byUser(assetLocations.testatorId) },
  { table: assetAttributes, owner: byUser(assetAttributes.testatorId) },
  { table: assetAttributeFiles, owner: through(assetAttributeFiles.attributeId, assetAttributes, assetAttributes.id) },
  { table: assetSpecificAttributes, owner: byUser(assetSpecificAttributes.testatorId) },
  {
    table: assetSpecificAttributeFiles,
    owner: through(assetSpecificAttributeFiles.attributeId, assetSpecificAttributes, assetSpecificAttributes.id),
  },
  { table: assetAssignments, owner: byUser(assetAssignments.testatorId) },
  { table: assetAssignmentAssets, owner: byUser(assetAssignmentAssets.testatorId) },
  { table: assignmentEntries, owner: byUser(assignmentEntries.testatorId) },
  { table: assignmentEntryFiles, owner: through(assignmentEntryFiles.entryId, assignmentEntries, assignmentEntries.id) },
  { table: willVersions, owner: byUser(willVersions.testatorId) },
  { table: willPlans, owner: byUser(willPlans.testatorId) },
  // Issue 27: the reminder setting and the reminders mailed (after will_versions: a mail names its version).
  { table: willReminderSettings, owner: byUser(willReminderSettings.testatorId) },
  { table: willReminderMails, owner: byUser(willReminderMails.testatorId) },
  { table: willResiduaries, owner: byUser(willResiduaries.testatorId) },
  // A review of the will (issue 27): the invitations the testator sent, and the comments on their will, are theirs.
  { table: reviewGrants, owner: byUser(reviewGrants.testatorId) },
  { table: reviewComments, owner: byUser(reviewComments.testatorId) },
  { table: writtenForms, owner: byUser(writtenForms.testatorId) },
];

/** The tables that hold nobody's personal data, and why: the export leaves them out and the deletion leaves them be. */
export const NOT_PERSONAL_TABLES: readonly { readonly table: PgTable; readonly why: string }[] = [
  { table: masterItems, why: 'the lists the forms offer (religions, relations, asset types), the same for everyone' },
  { table: masterItemTranslations, why: 'the names of those lists in each language' },
  { table: languages, why: 'the languages the site speaks' },
  { table: labels, why: 'the words of the screens in each language' },
  { table: menus, why: 'the site’s menus and the screens they open' },
  { table: menuRoles, why: 'which role sees which menu' },
  { table: menuTranslations, why: 'the menus’ names in each language' },
  { table: clauseHeadings, why: 'the clause library administrators write: the same text for every will' },
  { table: clauseHeadingNames, why: 'the clause headings’ names in each language' },
  { table: clauses, why: 'the clauses themselves, templates with no one’s data in them' },
  { table: willTemplates, why: 'the will templates administrators assemble' },
  { table: willTemplateTranslations, why: 'the will templates’ names and descriptions in each language' },
  { table: willTemplateRows, why: 'the headings and clauses of each template' },
  {
    table: objectDeletions,
    why: 'names of objects in the file bucket whose rows are already deleted, waiting seconds for the bucket to delete them too',
  },
  {
    table: rateLimits,
    why: 'counters of recent tries that expire within the hour; the per-account sign-in counter is cleared when the account is deleted',
  },
];

/**
 * Columns the export leaves out, written as "withheld": the hashes that lock the account tell the person nothing, and
 * a copy of the file that went astray would let someone try passwords against them at leisure.
 */
export const WITHHELD_COLUMNS: readonly PgColumn[] = [
  users.passwordHash,
  pendingRegistrations.passwordHash,
  pendingRegistrations.otpHash,
  passwordResets.otpHash,
  // The hash of a review invitation's link (issue 27): it opens the will to whoever holds the link.
  reviewGrants.tokenHash,
];

export const tableName = (table: PgTable) => getTableConfig(table).name;

function entryOf(table: PgTable): PersonalTable {
  const entry = PERSONAL_TABLES.find((candidate) => candidate.table === table);
  if (!entry) throw new Error(`${tableName(table)} is not a personal table`);
  return entry;
}

/** The condition that picks a person's rows of a personal table (SQL over that table's own columns). */
export function ownedBy(entry: PersonalTable, person: Person): SQL {
  const { owner } = entry;
  if ('holds' in owner) return sql`${owner.column} = ${owner.holds === 'userId' ? person.userId : person.email}`;
  return sql`${owner.column} in (select ${owner.parentColumn} from ${owner.parent} where ${ownedBy(entryOf(owner.parent), person)})`;
}
