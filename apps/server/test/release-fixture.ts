// A database of a released version kept as its rows, for the forward-migration test (issue 12 "Reliability":
// migrations run forward on a copy of a database from the previous release). pg_dump cannot be used: the
// machine's pg_dump is older than the embedded server, and it refuses a newer one. Rows as JSON (each table's
// columns, tables in foreign-key order) load into any PostgreSQL with the release's migrations applied.
// make-release-fixture.ts writes one at each release; src/db/migrate-forward.api.test.ts loads every one.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { type Db, migrationsFolder } from '../src/db/client.ts';

export const RELEASES_FOLDER = fileURLToPath(new URL('./fixtures/releases/', import.meta.url));

/** A row of drizzle.__drizzle_migrations: the SHA-256 of a migration's SQL and its journal time. */
export type JournalRow = { id: number; hash: string; created_at: string };
/**
 * A table's rows by column (each column's values in row order): a column's values side by side compress far
 * better than rows (a label's key nine times, once per language, within gzip's window).
 */
export type TableRows = { name: string; primaryKey: string[]; count: number; columns: Record<string, unknown[]> };
/** A foreign key of a cycle (entities.profile_image_file_id -> files -> entities): loaded empty, set after every table. */
export type DeferredColumns = { table: string; columns: string[] };
export type SequenceValue = { name: string; value: string | null };
/** What the API answered at the release, reduced to the keys a person typed or a row is known by. */
export type RecordedRead = { url: string; keys: string[]; rows: Record<string, unknown>[] };
export type ReleaseTestator = {
  email: string;
  password: string;
  userId: number;
  identityScan: { documentMasterId: number; sha256: string };
  willVersion: { versionId: number; sha256: string };
  reads: RecordedRead[];
};

export type ReleaseFixture = {
  /** For whoever opens the file: what it is, who made it, and that its key is a test-only one. */
  note: string;
  release: string;
  /** The newest migration of the release: the journal's last tag. */
  migration: string;
  /**
   * The DATA_KEY the sealed columns were sealed under (hex): a test-only key, made for these fixtures and used
   * nowhere else; it opens only the made-up people of the fixtures.
   */
  dataKey: string;
  journal: JournalRow[];
  sequences: SequenceValue[];
  /** Rows per table right after the release's migrations and seed, before anyone used it. */
  seeded: Record<string, number>;
  testators: ReleaseTestator[];
  administrator: { email: string; password: string; templateName: string; headingName: string };
  deferred: DeferredColumns[];
  tables: TableRows[];
};

/** Each release's fixture, oldest first (names start with the release date). */
export const releaseFixtureFiles = (): string[] =>
  existsSync(RELEASES_FOLDER)
    ? readdirSync(RELEASES_FOLDER)
        .filter((name) => name.endsWith('.json.gz'))
        .sort()
    : [];

export const readReleaseFixture = (name: string): ReleaseFixture =>
  JSON.parse(gunzipSync(readFileSync(join(RELEASES_FOLDER, name))).toString('utf8')) as ReleaseFixture;

export function writeReleaseFixture(name: string, fixture: ReleaseFixture): number {
  const bytes = gzipSync(JSON.stringify(fixture), { level: 9 });
  mkdirSync(RELEASES_FOLDER, { recursive: true });
  writeFileSync(join(RELEASES_FOLDER, name), bytes);
  return bytes.length;
}

type Queryable = Pick<pg.ClientBase, 'query'>;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the public schema with their primary key columns. */
export async function publicTables(client: Queryable): Promise<{ name: string; primaryKey: string[] }[]> {
  const { rows } = await client.query<{ name: string; primary_key: string[] }>(
    `SELECT c.relname AS name,
            coalesce((SELECT array_agg(a.attname::text ORDER BY k.n)
                        FROM pg_index i, unnest(i.indkey) WITH ORDINALITY k(attnum, n), pg_attribute a
                       WHERE i.indrelid = c.oid AND i.indisprimary AND a.attrelid = c.oid AND a.attnum = k.attnum), '{}') AS primary_key
       FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY 1`,
  );
  return rows.map((row) => ({ name: row.name, primaryKey: row.primary_key }));
}

type ForeignKey = { child: string; parent: string; columns: string[]; nullable: boolean };

async function foreignKeys(client: Queryable): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns, bool_and(NOT a.attnotnull) AS nullable
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
      GROUP BY c.oid, c.conrelid, c.confrelid ORDER BY 1, 2, 3`,
  );
  return rows;
}

/**
 * Parents before children. A table references itself (entities.parent_id) within one INSERT, which PostgreSQL
 * checks at the statement's end; a cycle between tables (entities.profile_image_file_id -> files -> entities) is
 * broken at one of its nullable foreign keys, whose values are set after every table is in.
 */
export function loadOrder(tables: string[], keys: ForeignKey[]): { order: string[]; deferred: DeferredColumns[] } {
  const remaining = new Set(tables);
  const deferred: ForeignKey[] = [];
  const order: string[] = [];
  const live = () =>
    keys.filter((key) => key.child !== key.parent && remaining.has(key.child) && remaining.has(key.parent) && !deferred.includes(key));
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    from === to || live().some((key) => key.child === from && !seen.has(key.parent) && reaches(key.parent, to, seen.add(key.parent)));
  while (remaining.size > 0) {
    const edges = live();
    const ready = [...remaining].filter((table) => !edges.some((key) => key.child === table));
    for (const table of ready) {
      order.push(table);
      remaining.delete(table);
    }
    if (ready.length > 0) continue;
    const breakable = edges.find((key) => key.nullable && reaches(key.parent, key.child));
    if (!breakable) throw new Error(`A cycle of NOT NULL foreign keys among ${[...remaining].join(', ')}: these rows cannot be loaded`);
    deferred.push(breakable);
  }
  return { order, deferred: deferred.map((key) => ({ table: key.child, columns: key.columns })) };
}

/**
 * Every row of the public schema, the migration journal and the sequences. Run it on one connection: times are
 * written in UTC, so a fixture reads the same from any machine.
 */
export async function dumpRows(client: Queryable): Promise<Pick<ReleaseFixture, 'journal' | 'sequences' | 'deferred' | 'tables'>> {
  await client.query("SET TIME ZONE 'UTC'");
  const tables = await publicTables(client);
  const { order, deferred } = loadOrder(
    tables.map((table) => table.name),
    await foreignKeys(client),
  );
  const dumped: TableRows[] = [];
  for (const name of order) {
    const { primaryKey } = tables.find((table) => table.name === name)!;
    const rows = await rowsOf(client, name, primaryKey);
    const columns = Object.fromEntries(Object.keys(rows[0] ?? {}).map((column) => [column, rows.map((row) => row[column])]));
    dumped.push({ name, primaryKey, count: rows.length, columns });
  }
  const journal = await client.query<JournalRow>('SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id');
  const sequences = await client.query<SequenceValue>(
    "SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences ORDER BY 1",
  );
  return { journal: journal.rows, sequences: sequences.rows, deferred, tables: dumped };
}

/** A table of the fixture as rows again. */
export function rowsOfTable(table: TableRows): Record<string, unknown>[] {
  const entries = Object.entries(table.columns);
  return Array.from({ length: table.count }, (_, index) => Object.fromEntries(entries.map(([column, values]) => [column, values[index]])));
}

/** A table's rows as PostgreSQL writes them to JSON (bytea as \x hex, times with their offset), by primary key. */
export async function rowsOf(client: Queryable, table: string, primaryKey: string[]): Promise<Record<string, unknown>[]> {
  const orderBy = primaryKey.length > 0 ? primaryKey.map(quoted).join(', ') : 'x::text';
  const { rows } = await client.query<{ row: Record<string, unknown> }>(
    `SELECT row_to_json(x) AS row FROM ${quoted(table)} x ORDER BY ${orderBy}`,
  );
  return rows.map((row) => row.row);
}

/**
 * This build's migrations up to the fixture's release, in a folder of their own for drizzle's migrator. The
 * release's journal says which: a migration of the release whose SQL changed since is an edited migration (they
 * are forward-only), and a database migrated with it would not be the release's.
 */
export function releaseMigrationsFolder(fixture: Pick<ReleaseFixture, 'journal'>): { folder: string; remove: () => void } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const entries = journal.entries.slice(0, fixture.journal.length);
  for (const [index, row] of fixture.journal.entries()) {
    const entry = entries[index];
    if (!entry || String(entry.when) !== row.created_at) {
      throw new Error(`This build's journal has no migration ${index} of the release (created_at ${row.created_at})`);
    }
    const hash = createHash('sha256')
      .update(readFileSync(join(migrationsFolder, `${entry.tag}.sql`)).toString())
      .digest('hex');
    if (hash !== row.hash) throw new Error(`drizzle/${entry.tag}.sql was edited after the release (migrations are forward-only)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'vasiyat-release-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Brings an empty database to the fixture's release: its migrations only, from this build's files. */
export async function migrateToRelease(db: Db, fixture: Pick<ReleaseFixture, 'journal'>): Promise<void> {
  const { folder, remove } = releaseMigrationsFolder(fixture);
  try {
    await migrate(db, { migrationsFolder: folder });
  } finally {
    remove();
  }
}

/**
 * Loads the fixture's rows into a database at its release (migrateToRelease) with no rows yet, in one
 * transaction: tables in the fixture's order, the deferred foreign keys, then the sequences as they stood.
 */
export async function loadRows(client: Queryable, fixture: ReleaseFixture): Promise<void> {
  const journal = await client.query<JournalRow>('SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id');
  if (JSON.stringify(journal.rows) !== JSON.stringify(fixture.journal)) {
    throw new Error(`The database's migration journal is not the release's (${fixture.migration})`);
  }
  await client.query('BEGIN');
  try {
    for (const table of fixture.tables) {
      if (table.count === 0) continue;
      const later = fixture.deferred.filter((item) => item.table === table.name).flatMap((item) => item.columns);
      const list = Object.keys(table.columns)
        .filter((column) => !later.includes(column))
        .map(quoted)
        .join(', ');
      await client.query(
        `INSERT INTO ${quoted(table.name)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${quoted(table.name)}, $1::json)`,
        [JSON.stringify(rowsOfTable(table))],
      );
    }
    for (const { table, columns } of fixture.deferred) {
      const rows = rowsOfTable(fixture.tables.find((item) => item.name === table)!);
      if (rows.length === 0) continue;
      const { primaryKey } = fixture.tables.find((item) => item.name === table)!;
      const set = columns.map((column) => `${quoted(column)} = j.${quoted(column)}`).join(', ');
      const match = primaryKey.map((column) => `x.${quoted(column)} = j.${quoted(column)}`).join(' AND ');
      await client.query(
        `UPDATE ${quoted(table)} x SET ${set} FROM json_populate_recordset(NULL::${quoted(table)}, $1::json) j WHERE ${match}`,
        [JSON.stringify(rows)],
      );
    }
    for (const { name, value } of fixture.sequences) {
      if (value !== null) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [name, value]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
