// What `npm run backup` (cli/backup.ts) writes and `npm run restore` (cli/restore.ts) reads back (issue 12
// "Reliability": one archive that round-trips into a fresh data directory with equal row counts and file hashes).
//
//   manifest.json   when, how the database was saved, the migration it is at, the rows of every table and the
//                   sha256 of every sealed file's stored bytes, all taken from the very state the archive holds
//   secrets.json    the keys (DATA_KEY, JWT_SECRET) and the embedded PostgreSQL's password, as in DATA_DIR
//   pg/             embedded database: a physical base backup (backup_label, the WAL it needs), or
//   database.dump   external database (DATABASE_URL): `pg_dump -Fc` of it
//   objects/        files kept in a bucket (FILES_URL): every object a row names, sealed as stored, by its key
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsFolder } from '../db/client.ts';
import { SEALED_COLUMNS } from './key-rotation.ts';
import { ObjectMissingError, type ObjectStore } from './object-store.ts';

export const ARCHIVE_FORMAT = 'vasiyat-backup/1';
export const MANIFEST = 'manifest.json';
export const SECRETS = 'secrets.json';
export const BASE_BACKUP_DIR = 'pg';
export const DUMP_FILE = 'database.dump';
export const OBJECTS_DIR = 'objects';

/** What the archive's database holds; the restore counts the same things and compares. */
export type DatabaseContents = {
  /** drizzle's journal: how many migrations ran and the newest one's tag (null when this build does not know it). */
  migration: { applied: number; latest: string | null };
  /** Rows per table, `schema.table`. */
  tables: Record<string, number>;
  /**
   * Per table of sealed files (files, will_versions): each row's id and the sha256 of its sealed bytes as stored, in
   * the row or, for a row naming an object of the bucket (`objectKey`), in that object.
   */
  sealedFiles: Record<string, SealedFileEntry[]>;
};

export type SealedFileEntry = { id: number; sha256: string; objectKey?: string };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  database: {
    mode: 'embedded' | 'external';
    method: 'base-backup' | 'pg_dump';
    /** `SHOW server_version` of the database saved. */
    serverVersion: string;
    /** base-backup: the named restore point where the archive's WAL is replayed to (the manifest's moment). */
    restorePoint?: string;
    /** pg_dump: the major version of the pg_dump that wrote database.dump (pg_restore must be at least that). */
    pgDumpMajor?: number;
  };
} & DatabaseContents;

/** The keys file, the same shape as DATA_DIR/secrets.json (config.ts loadSecrets). */
export type ArchivedSecrets = { jwtSecret: string; dataKey: string; pgPassword: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every ordinary table of the database (the app's, drizzle's journal), as quoted `schema.table` names. */
export async function userTables(client: pg.ClientBase): Promise<{ name: string; quoted: string }[]> {
  const { rows } = await client.query<{ schema: string; table: string }>(
    `SELECT n.nspname AS schema, c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`,
  );
  return rows.map(({ schema, table }) => ({ name: `${schema}.${table}`, quoted: `${quote(schema)}.${quote(table)}` }));
}

/** The newest migration's tag from this build's journal, by the `created_at` drizzle stores (the journal's `when`). */
function migrationTag(createdAt: string | null): string | null {
  if (createdAt === null) return null;
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((entry) => String(entry.when) === String(createdAt))?.tag ?? null;
}

/**
 * Counts every table and hashes every sealed file kept in the database in one go. Call it inside a transaction on
 * the snapshot the archive holds, so the numbers describe exactly that state even while the server keeps writing.
 * Rows naming an object of the bucket come with an empty sha256: saveObjects or hashObjects fill it in.
 */
export async function describeDatabase(client: pg.ClientBase): Promise<DatabaseContents> {
  const tables = await userTables(client);
  const counts = tables.length
    ? await client.query<{ name: string; rows: string }>(
        tables
          .map(({ name, quoted }) => `SELECT '${name.replace(/'/g, "''")}' AS name, count(*) AS rows FROM ${quoted}`)
          .join(' UNION ALL '),
      )
    : { rows: [] };
  const sealedFiles: DatabaseContents['sealedFiles'] = {};
  for (const sealed of SEALED_COLUMNS) {
    if (sealed.encoding !== 'bytes') continue;
    const name = getTableConfig(sealed.table).name;
    const { rows } = await client.query<{ id: number; sha256: string | null; objectKey: string | null }>(
      `SELECT id, encode(sha256(${quote(sealed.column.name)}), 'hex') AS sha256, ${quote(sealed.objectKey.name)} AS "objectKey"
         FROM ${quote(name)} ORDER BY id`,
    );
    sealedFiles[name] = rows.map(({ id, sha256, objectKey }) => (objectKey ? { id, sha256: '', objectKey } : { id, sha256: sha256! }));
  }
  const migrated = tables.some(({ name }) => name === 'drizzle.__drizzle_migrations');
  const journal = migrated
    ? await client.query<{ applied: number; latest: string | null }>(
        'SELECT count(*)::int AS applied, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations',
      )
    : { rows: [{ applied: 0, latest: null }] };
  const { applied, latest } = journal.rows[0]!;
  return {
    migration: { applied, latest: migrationTag(latest) },
    tables: Object.fromEntries(counts.rows.map(({ name, rows }) => [name, Number(rows)])),
    sealedFiles,
  };
}

/** Every way `actual` differs from `expected`, one line each; none means the restore holds what was saved. */
export function compareContents(expected: DatabaseContents, actual: DatabaseContents): string[] {
  const differences: string[] = [];
  if (expected.migration.applied !== actual.migration.applied || expected.migration.latest !== actual.migration.latest)
    differences.push(`migrations: ${JSON.stringify(expected.migration)} saved, ${JSON.stringify(actual.migration)} restored`);
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    const [saved, restored] = [expected.tables[name], actual.tables[name]];
    if (saved !== restored) differences.push(`${name}: ${saved ?? 'no table'} rows saved, ${restored ?? 'no table'} restored`);
  }
  for (const name of new Set([...Object.keys(expected.sealedFiles), ...Object.keys(actual.sealedFiles)])) {
    const where = ({ sha256, objectKey }: SealedFileEntry) => `${sha256} ${objectKey ?? ''}`;
    const restored = new Map((actual.sealedFiles[name] ?? []).map((entry) => [entry.id, where(entry)]));
    const saved = expected.sealedFiles[name] ?? [];
    const changed = saved.filter((entry) => restored.get(entry.id) !== where(entry)).map(({ id }) => id);
    if (changed.length) differences.push(`${name}: sealed bytes missing or different for ids ${changed.join(', ')}`);
    if (restored.size !== saved.length) differences.push(`${name}: ${saved.length} sealed files saved, ${restored.size} restored`);
  }
  return differences;
}

export const objectRows = (contents: DatabaseContents) =>
  Object.entries(contents.sealedFiles).flatMap(([table, rows]) =>
    rows.filter((row) => row.objectKey).map((row) => ({ table, row: row as SealedFileEntry & { objectKey: string } })),
  );

/** Object keys are ours (`files/<id>/<uuid>`): nothing in them can climb out of the archive's folder. */
const objectPath = (root: string, key: string) => {
  if (!/^(files|wills)\/\d+\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Unexpected object key ${key}.`);
  return join(root, OBJECTS_DIR, key);
};

export function noBucket(count: number, doing: string): Error {
  return new Error(
    `${count} sealed files are kept in a bucket, and FILES_URL is not set: set it to that bucket to ${doing} (s3://bucket[/prefix]?endpoint=...).`,
  );
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies every object the saved rows name into `staging/objects/`, as stored (sealed), and puts its sha256 in the
 * contents. The caller holds the deletion lock (shared) from before the snapshot, so none of them can go meanwhile.
 */
export async function saveObjects(contents: DatabaseContents, objects: ObjectStore | undefined, staging: string): Promise<number> {
  const rows = objectRows(contents);
  if (rows.length === 0) return 0;
  if (!objects) throw noBucket(rows.length, 'back them up');
  for (const { table, row } of rows) {
    let bytes: Buffer;
    try {
      bytes = await objects.get(row.objectKey);
    } catch (error) {
      if (error instanceof ObjectMissingError) throw new Error(`${table} id ${row.id} names ${row.objectKey}, which is not in the bucket.`);
      throw error;
    }
    const path = objectPath(staging, row.objectKey);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    row.sha256 = sha256Of(bytes);
  }
  return rows.length;
}

/** Puts the archive's objects back into the bucket under their keys (a restore); answers how many. */
export async function restoreObjects(manifest: Manifest, objects: ObjectStore | undefined, staging: string): Promise<number> {
  const rows = objectRows(manifest);
  if (rows.length === 0) return 0;
  if (!objects) throw noBucket(rows.length, 'restore them into');
  for (const { row } of rows) await objects.put(row.objectKey, readFileSync(objectPath(staging, row.objectKey)));
  return rows.length;
}

/** Reads back every object the restored rows name and puts its sha256 in the contents (a missing one stays empty). */
export async function hashObjects(contents: DatabaseContents, objects: ObjectStore | undefined): Promise<void> {
  const rows = objectRows(contents);
  if (rows.length && !objects) throw noBucket(rows.length, 'check them');
  for (const { row } of rows) {
    try {
      row.sha256 = sha256Of(await objects!.get(row.objectKey));
    } catch (error) {
      if (!(error instanceof ObjectMissingError)) throw error;
    }
  }
}

/** A path the person typed: relative to where they ran `npm run` (npm itself runs in the repository root). */
export const resolveUserPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** GNU tar (every Linux has it); no npm dependency for something the system does well. */
export function tar(args: string[]): string {
  const result = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`tar could not run: ${result.error.message}. Install GNU tar.`);
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

/** Runs a program (pg_dump, pg_restore) to its end; its error output becomes the error. */
export function runProgram(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${path} failed (exit ${code}): ${errors.trim()}`))));
  });
}

/** The major version of a PostgreSQL server or client program's `--version` ("pg_dump (PostgreSQL) 15.18 (Debian ...)"). */
export const majorOf = (version: string) => Number(/(?:PostgreSQL\)\s*)?(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? Number.NaN);

type PgTool = { path: string; major: number };

/**
 * The PostgreSQL client programs on this machine: PG_BIN_DIR alone when set, else PATH and where Debian/Ubuntu
 * (/usr/lib/postgresql/<n>/bin), RHEL (/usr/pgsql-<n>/bin) and Homebrew (postgresql@<n>) put each version.
 */
export function pgTools(name: 'pg_dump' | 'pg_restore'): PgTool[] {
  const listed = (parent: string, pattern: RegExp, bin: string) =>
    existsSync(parent)
      ? readdirSync(parent)
          .filter((entry) => pattern.test(entry))
          .map((entry) => join(parent, entry, bin))
      : [];
  const folders = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : [
        ...(process.env.PATH ?? '').split(':').filter(Boolean),
        ...listed('/usr/lib/postgresql', /^\d+$/, 'bin'),
        ...listed('/usr', /^pgsql-\d+$/, 'bin'),
        ...listed('/opt/homebrew/opt', /^postgresql@\d+$/, 'bin'),
        ...listed('/usr/local/opt', /^postgresql@\d+$/, 'bin'),
      ];
  const tools = new Map<string, PgTool>();
  for (const folder of folders) {
    const path = join(folder, name);
    try {
      accessSync(path, constants.X_OK);
    } catch {
      continue;
    }
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' });
    const major = majorOf(version.stdout ?? '');
    if (version.status === 0 && Number.isInteger(major)) tools.set(path, { path, major });
  }
  return [...tools.values()];
}

/**
 * The newest `name` of at least `minMajor`: pg_dump refuses a server newer than itself, and pg_restore cannot
 * read an archive from a newer pg_dump. Otherwise an error that says what was found and what to install.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', minMajor: number, why: string): PgTool {
  const tools = pgTools(name);
  const suitable = tools.filter((tool) => tool.major >= minMajor).sort((a, b) => b.major - a.major);
  if (suitable[0]) return suitable[0];
  const found = tools.length ? `found only ${tools.map((tool) => `${tool.path} (${tool.major})`).join(', ')}` : `found none`;
  throw new Error(
    `${why} needs ${name} ${minMajor} or newer; ${found}${process.env.PG_BIN_DIR ? ' in PG_BIN_DIR' : ''}. ` +
      `Install the PostgreSQL ${minMajor} client programs (Debian/Ubuntu: apt install postgresql-client-${minMajor} from ` +
      `apt.postgresql.org; RHEL: dnf install postgresql${minMajor}; macOS: brew install postgresql@${minMajor}), ` +
      'or set PG_BIN_DIR to the folder that holds them.',
  );
}

/** A libpq connection string without its password, and the password for PGPASSWORD: nothing secret in `ps`. */
export function withoutPassword(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
