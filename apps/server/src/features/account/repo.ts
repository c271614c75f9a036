// The SQL of the data rights: a person's rows of each personal table (read for the export, deleted for erasure),
// read through the map in personal-data.ts so both walk the same tables the same way.
import { ROLE_ADMIN } from '@vasiyat/contract';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { StoredBytes } from '../../platform/sealed-files.ts';
import { ownedBy, type Person, type PersonalTable } from './personal-data.ts';

export type StoredRow = Record<string, unknown>;

/** The account as the data rights need it: who, how they sign in, and what language they read. */
export async function selectAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      roleId: users.roleId,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const primaryKeyOf = (table: PgTable): PgColumn[] => {
  const config = getTableConfig(table);
  return config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
};

/**
 * A person's rows of one table as stored (column names as in the database), in key order, without the columns in
 * `leaveOut` (sealed files' bytes and object keys, read one at a time with selectStoredBytes so an export never holds them all).
 */
export async function selectOwnedRows(db: Executor, entry: PersonalTable, person: Person, leaveOut: readonly PgColumn[]) {
  const columns = getTableConfig(entry.table).columns.filter((column) => !leaveOut.includes(column));
  const result = await db.execute<StoredRow>(
    sql`select ${sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )} from ${entry.table} where ${ownedBy(entry, person)} order by ${sql.join(
      primaryKeyOf(entry.table).map((column) => sql.identifier(column.name)),
      sql`, `,
    )}`,
  );
  return result.rows;
}

/** One row's sealed bytes, by its id. */
/** Where one row's sealed file is: its bytes (`column`) or its object's key (`objectKey`). */
export async function selectStoredBytes(
  db: Executor,
  where: { table: PgTable; column: PgColumn; objectKey: PgColumn },
  id: number,
): Promise<StoredBytes | undefined> {
  const result = await db.execute<StoredBytes>(
    sql`select ${sql.identifier(where.column.name)} as "data", ${sql.identifier(where.objectKey.name)} as "objectKey"
        from ${where.table} where ${sql.identifier('id')} = ${id}`,
  );
  return result.rows[0];
}

export async function deleteOwnedRows(db: Executor, entry: PersonalTable, person: Person): Promise<number> {
  const result = await db.execute(sql`delete from ${entry.table} where ${ownedBy(entry, person)}`);
  return result.rowCount ?? 0;
}

/** Locks the user's row, and every administrator's: two administrators deleting at once cannot leave none. */
export async function lockAccount(db: Executor, userId: number): Promise<{ roleId: number; administrators: number } | undefined> {
  const [row] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) return undefined;
  const administrators = await db.select({ id: users.id }).from(users).where(eq(users.roleId, ROLE_ADMIN)).for('update');
  return { roleId: row.roleId, administrators: administrators.length };
}

export async function countAdministrators(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.roleId, ROLE_ADMIN));
  return row?.n ?? 0;
}

/**
 * Opens the append-only log's one exception (migration 0008) for this transaction only: the entries of this user,
 * once their row is gone, may be deleted. `set_config(…, true)` is SET LOCAL: it ends with the transaction.
 */
export async function allowErasureOf(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select set_config('vasiyat.erase_user', ${String(userId)}, true)`);
}

/** The one entry that stays: an account was deleted. No user id, no address, no details. */
export async function insertDeletedEntry(db: Executor): Promise<void> {
  await db.insert(auditLog).values({ event: 'account.deleted', userId: null, ip: null, details: {} });
}
