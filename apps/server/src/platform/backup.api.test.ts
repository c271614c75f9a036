import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { FILES, personInput, type SeededTestator, type SeedTransport, seedTestator } from '../../test/seeds.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { findFreePort } from '../db/embedded.ts';
import { type DatabaseContents, describeDatabase, type Manifest } from './backup-archive.ts';

// Issue 12: `npm run backup` while the server runs and keeps taking writes, `npm run restore` into a fresh DATA_DIR,
// a server started there: the rows of the backup's moment (not one more, not one less), every sealed file's bytes,
// and the keys to open them. The real commands and the real server run as child processes.
const root = new URL('../../../../', import.meta.url).pathname;
const main = new URL('../main.ts', import.meta.url).pathname;
const started: ChildProcess[] = [];
const folders: string[] = [];
const postgresChildren = new Set<ChildProcess>();
let smtp: SmtpSink | undefined;
let s3: S3Server | undefined;

const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), `vasiyat-backup-test-${prefix}-`));
  folders.push(dir);
  return dir;
};

/** This machine's configuration stays out (keys, a database, an administrator): each process gets exactly `env`. */
const inherited = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(ADMIN_|GOOGLE_|METRICS|DATA_|DATABASE_URL|JWT_SECRET|PG)/.test(key)),
  );

type Server = { child: ChildProcess; base: string; dataDir: string; output: () => string; exited: Promise<unknown> };

function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...inherited(), ...env, DATA_DIR: dataDir, STATIC_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SMTP_URL: smtp!.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, base: `http://127.0.0.1:${port}`, dataDir, output: () => output, exited };
}

async function waitUntilReady(server: Server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (
      await fetch(`${server.base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready in time:\n${server.output()}`);
}

async function stopServer(server: Server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** `npm run <script> -- <args>` from the repository root, as an operator types it. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...inherited(), ...env } });
    started.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output: output.replace(/^npm warn .*\n/gm, '') }));
  });
}

function call(server: Server, method: 'GET' | 'POST', path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${server.base}/api/wst/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

function transportTo(server: Server): SeedTransport {
  return {
    async post(path, body, token) {
      const answer = await call(server, 'POST', path, { body, token });
      return { status: answer.status, json: await answer.json() };
    },
    codeFor: (email, since) => smtp!.codeFor(email, { since }),
    mailCount: async () => smtp!.received.length,
  };
}

const upload = (file: (typeof FILES)[keyof typeof FILES], fileName: string = file.name) => ({
  fileName,
  fileType: file.mimeType,
  fileData: file.buffer.toString('base64'),
});
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A testator with a Define-self record, an identity scan, a document and a downloaded will (a will version). */
async function seedEstate(server: Server) {
  const testator = await seedTestator(transportTo(server), { firstName: 'Kamala', lastName: 'Nair' });
  const post = async (path: string, body: unknown) => {
    const answer = await call(server, 'POST', `testator/${path}`, { token: testator.token, body });
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
    return answer;
  };
  await post('saveOrUpdate', { ...personInput({ firstName: 'Kamala', lastName: 'Nair', nhMasterId: null }), entityId: testator.userId });
  await post('saveIdentificationDetails', [
    { entityId: testator.userId, idType: 1, documentNo: '9876 5432 1098', files: [upload(FILES.jpeg, 'aadhaar.jpg')] },
  ]);
  await post('saveDocumentAttachment', [{ entityId: testator.userId, description: 'Sale deed', files: [upload(FILES.pdf)] }]);
  const templates = (await (await call(server, 'GET', 'testator/willTemplates', { token: testator.token })).json()) as {
    templates: { willTemplateId: number }[];
  };
  const will = await post('downloadWill', { willTemplateId: templates.templates[0]!.willTemplateId, fileFormat: 'pdf' });
  return { testator, will: Buffer.from(await will.arrayBuffer()) };
}

/** Saves one document after another (each a sealed PDF) until stopped; counts those answered 200, and the others. */
function keepWriting(server: Server, testator: SeededTestator) {
  let acknowledged = 0;
  const failed: number[] = [];
  let stop = false;
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      const answer = await call(server, 'POST', 'testator/saveDocumentAttachment', {
        token: testator.token,
        body: [{ entityId: testator.userId, description: `Receipt ${i}`, files: [upload(FILES.pdf, `receipt-${i}.pdf`)] }],
      });
      if (answer.status === 200) acknowledged++;
      else failed.push(answer.status);
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    acknowledged: () => acknowledged,
    failed: () => failed,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

/** The running embedded database of a server's DATA_DIR, as the commands find it. */
function embeddedUrl(dataDir: string) {
  const port = readFileSync(join(dataDir, 'postgres.port'), 'utf8').trim();
  const { pgPassword } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { pgPassword: string };
  return `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${port}/vasiyat`;
}

/** Rows and sealed-file hashes of a database now (the same description the manifest carries). */
async function contentsOf(url: string): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return await describeDatabase(client);
  } finally {
    await client.end();
  }
}

/** The sha256 of every sealed file's stored bytes, hashed here (not by the code under test). */
async function sealedHashes(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const hashes: Record<string, { id: number; sha256: string }[]> = {};
    for (const table of ['files', 'will_versions']) {
      const { rows } = await client.query<{ id: number; data: Buffer }>(`SELECT id, data FROM ${table} ORDER BY id`);
      hashes[table] = rows.map(({ id, data }) => ({ id, sha256: sha256(data) }));
    }
    return hashes;
  } finally {
    await client.end();
  }
}

const manifestOf = (archive: string): Manifest =>
  JSON.parse(spawnSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' }).stdout) as Manifest;

/** What a restored server gives the testator: the identity scan and the will, byte for byte, opened with the restored key. */
async function expectTestatorsFiles(server: Server, testator: SeededTestator, will: Buffer) {
  const login = await call(server, 'POST', 'auth/login', { body: { username: testator.email, password: testator.password } });
  expect(login.status).toBe(200);
  const { jwt } = (await login.json()) as { jwt: string };
  const listed = await call(server, 'GET', `testator/findAllIdentifications?entityId=${testator.userId}`, { token: jwt });
  const [identity] = (await listed.json()) as { documentNo: string; files: { documentMasterId: number; fileName: string }[] }[];
  expect(identity!.documentNo).toBe('••••1098');
  expect(identity!.files.map((file) => file.fileName)).toEqual(['aadhaar.jpg']);
  const scan = await call(server, 'GET', `testator/findFileById?documentMasterId=${identity!.files[0]!.documentMasterId}`, { token: jwt });
  expect(scan.status).toBe(200);
  expect(sha256(Buffer.from(await scan.arrayBuffer()))).toBe(sha256(FILES.jpeg.buffer));
  const versions = (await (await call(server, 'GET', 'testator/willVersions', { token: jwt })).json()) as { versionId: number }[];
  expect(versions).toHaveLength(1);
  const kept = await call(server, 'GET', `testator/downloadWillVersion?versionId=${versions[0]!.versionId}`, { token: jwt });
  expect(sha256(Buffer.from(await kept.arrayBuffer()))).toBe(sha256(will));
}

afterAll(async () => {
  // A server asked to stop stops its embedded PostgreSQL too (killed outright, it would leave it running);
  // PostgreSQL itself takes SIGINT as a fast shutdown. Whatever still runs after 10 s is killed.
  const running = started.filter((child) => child.exitCode === null && child.signalCode === null);
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill(postgresChildren.has(child) ? 'SIGINT' : 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 10_000);
  await Promise.all(exits);
  clearTimeout(force);
  await smtp?.close();
  await s3?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / npm run restore on the embedded database', () => {
  it('backs up a running server under writes, restores into a fresh DATA_DIR, and the restored server serves the same data', {
    timeout: 150_000,
  }, async () => {
    smtp ??= await startSmtpSink();
    const original = startServer(folder('a'), await findFreePort());
    await waitUntilReady(original);
    const { testator, will } = await seedEstate(original);

    // Online, while a writer keeps saving documents with sealed files.
    const writer = keepWriting(original, testator);
    while (writer.acknowledged() < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const archive = join(folder('archives'), 'online.tar.gz');
    const before = writer.acknowledged();
    const backup = await npmRun('backup', [archive], { DATA_DIR: original.dataDir });
    const during = writer.acknowledged() - before;
    await writer.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('taken online: the running server kept serving');
    expect(backup.output).toMatch(/WARNING: this archive holds the keys \(DATA_KEY, JWT_SECRET\)/);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(during).toBeGreaterThan(0);
    // The backup held every write back for a moment; none failed.
    expect(writer.failed()).toEqual([]);

    const manifest = manifestOf(archive);
    const live = await contentsOf(embeddedUrl(original.dataDir));
    const documents = manifest.tables['public.documents']!;
    // The manifest's moment lies inside the backup: after the writes before it, before the writes after it.
    expect(documents).toBeGreaterThanOrEqual(1 + before);
    expect(documents).toBeLessThan(live.tables['public.documents']!);
    expect(live.tables['public.documents']).toBe(1 + writer.acknowledged());
    expect(manifest.database).toMatchObject({
      mode: 'embedded',
      method: 'base-backup',
      restorePoint: expect.stringMatching(/^vasiyat-backup-/),
    });
    expect(manifest.sealedFiles.files).toHaveLength(manifest.tables['public.files']!);
    expect(manifest.sealedFiles.will_versions).toHaveLength(1);
    expect(manifest.tables['public.identifications']).toBe(1);

    // Offline: with the server stopped, the command starts the embedded database itself; nothing changed since.
    await stopServer(original);
    const offlineArchive = join(folder('archives'), 'offline.tar.gz');
    const offline = await npmRun('backup', [offlineArchive], { DATA_DIR: original.dataDir });
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toContain('no server was running');
    const offlineManifest = manifestOf(offlineArchive);
    expect({ tables: offlineManifest.tables, sealedFiles: offlineManifest.sealedFiles }).toEqual({
      tables: live.tables,
      sealedFiles: live.sealedFiles,
    });

    // Restore the online backup into a data directory that does not exist yet.
    const parent = folder('b');
    // As root the restored cluster runs as the postgres user, who must be able to pass through (a temp dir is 700).
    chmodSync(parent, 0o711);
    const restoredDir = join(parent, 'data');
    const restore = await npmRun('restore', [archive, '--data-dir', restoredDir], {});
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('checked: the sha256 of every sealed file equals the manifest');
    expect(statSync(join(restoredDir, 'pg')).mode & 0o777).toBe(0o700);
    expect(statSync(join(restoredDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    const keys = (dir: string) => JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(keys(restoredDir)).toEqual(keys(original.dataDir));
    const again = await npmRun('restore', [archive, '--data-dir', restoredDir], {});
    expect(again.code).toBe(1);
    expect(again.output).toContain(`${restoredDir} is not empty (pg, secrets.json)`);

    // A server on the restored DATA_DIR: before anyone signs in (which writes), it holds exactly the manifest.
    const restored = startServer(restoredDir, await findFreePort());
    await waitUntilReady(restored);
    const url = embeddedUrl(restoredDir);
    const contents = await contentsOf(url);
    expect(contents.tables).toEqual(manifest.tables);
    expect(contents.migration).toEqual(manifest.migration);
    expect(await sealedHashes(url)).toEqual(manifest.sealedFiles);
    expect(manifest.sealedFiles.files!.length).toBeGreaterThan(2);

    const busy = await npmRun('restore', [archive, '--data-dir', restoredDir, '--force'], {});
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/Another Vasiyat server \(pid \d+\) is already using the data directory/);
    // DATABASE_URL with no pg_dump that can read the server: the command says what to install.
    const noTools = await npmRun('backup', [join(folder('archives'), 'none.tar.gz')], {
      DATA_DIR: folder('c'),
      DATABASE_URL: url,
      PG_BIN_DIR: folder('no-tools'),
    });
    expect(noTools.code).toBe(1);
    expect(noTools.output).toContain('Backing up the PostgreSQL 18');
    expect(noTools.output).toContain('needs pg_dump 18 or newer; found none in PG_BIN_DIR. Install the PostgreSQL 18 client programs');

    await expectTestatorsFiles(restored, testator, will);
    await stopServer(restored);

    // The check can fail: the same archive whose manifest says one document more and another hash for a file.
    const unpacked = folder('tampered');
    spawnSync('tar', ['-xzf', archive, '-C', unpacked]);
    const edited = structuredClone(manifest);
    edited.tables['public.documents'] = documents + 1;
    const [first] = edited.sealedFiles.files!;
    first!.sha256 = '0'.repeat(64);
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify(edited));
    const tampered = join(folder('archives'), 'tampered.tar.gz');
    spawnSync('tar', ['-czf', tampered, '-C', unpacked, 'manifest.json', 'secrets.json', 'pg']);
    const checked = await npmRun('restore', [tampered, '--data-dir', folder('t')], {});
    expect(checked.code).toBe(1);
    expect(checked.output).toContain(`public.documents: ${documents + 1} rows saved, ${documents} restored`);
    expect(checked.output).toContain(`files: sealed bytes missing or different for ids ${first!.id}\n`);
  });
});

describe('npm run backup / npm run restore with the files in a bucket (FILES_URL)', () => {
  it('copies every object the saved rows name into the archive, and restores them into another bucket a restored server reads', {
    timeout: 150_000,
  }, async () => {
    smtp ??= await startSmtpSink();
    s3 = await startS3Server(['vasiyat-saved', 'vasiyat-restored']);
    const bucketOf = (bucket: string) => ({ FILES_URL: s3!.filesUrl(bucket, 'prod') });
    /** The stored objects, hashed here from the storage server's own files (not by the code under test). */
    const objectHashes = (bucket: string) =>
      new Map(
        s3!
          .filesOf(bucket)
          .filter(({ path }) => path.endsWith('._S3rver_object'))
          .map(({ path, bytes }) => [path.slice(join(s3!.directory, bucket, 'prod').length + 1, -'._S3rver_object'.length), sha256(bytes)]),
      );
    const original = startServer(folder('s3a'), await findFreePort(), bucketOf('vasiyat-saved'));
    await waitUntilReady(original);
    const { testator, will } = await seedEstate(original);
    const writer = keepWriting(original, testator);
    while (writer.acknowledged() < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const archive = join(folder('archives'), 'bucket.tar.gz');
    const backup = await npmRun('backup', [archive], { DATA_DIR: original.dataDir, ...bucketOf('vasiyat-saved') });
    await writer.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(writer.failed()).toEqual([]);
    const manifest = manifestOf(archive);
    const saved = [...manifest.sealedFiles.files!, ...manifest.sealedFiles.will_versions!];
    expect(backup.output).toContain(`; ${saved.length} objects copied from s3://vasiyat-saved/prod/`);
    // Every row names an object, and the manifest's hash is the stored object's: the archive holds those bytes.
    const stored = objectHashes('vasiyat-saved');
    expect(saved.every((entry) => entry.objectKey && stored.get(entry.objectKey) === entry.sha256)).toBe(true);
    const members = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
    expect(members.filter((name) => /^objects\/(files|wills)\/\d+\/[0-9a-f-]{36}$/.test(name)).sort()).toEqual(
      saved.map((entry) => `objects/${entry.objectKey}`).sort(),
    );
    // Saves went on during the backup: the bucket holds objects the archive does not need.
    expect(stored.size).toBeGreaterThan(saved.length);
    await stopServer(original);

    // Without FILES_URL the restore stops before touching anything, saying why.
    const nowhere = join(folder('s3b'), 'data');
    const refused = await npmRun('restore', [archive, '--data-dir', nowhere], {});
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${saved.length} sealed files are kept in a bucket, and FILES_URL is not set`);
    expect(existsSync(nowhere)).toBe(false);

    const parent = folder('s3c');
    chmodSync(parent, 0o711);
    const restoredDir = join(parent, 'data');
    const restore = await npmRun('restore', [archive, '--data-dir', restoredDir], bucketOf('vasiyat-restored'));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`${saved.length} files put back into s3://vasiyat-restored/prod/`);
    expect(restore.output).toContain('checked: the sha256 of every sealed file equals the manifest');
    expect(objectHashes('vasiyat-restored')).toEqual(new Map(saved.map((entry) => [entry.objectKey!, entry.sha256])));

    const restored = startServer(restoredDir, await findFreePort(), bucketOf('vasiyat-restored'));
    await waitUntilReady(restored);
    expect((await contentsOf(embeddedUrl(restoredDir))).tables).toEqual(manifest.tables);
    await expectTestatorsFiles(restored, testator, will);
    await stopServer(restored);
  });
});

/** A PostgreSQL server on this machine with a pg_dump and pg_restore of its own version (Debian: /usr/lib/postgresql/<n>/bin). */
function localPostgres() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  for (const version of spawnSync('ls', [base], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).reverse()) {
    const bin = join(base, version, 'bin');
    if (['postgres', 'initdb', 'pg_dump', 'pg_restore'].every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return undefined;
}
const postgresBin = localPostgres();

/** A throwaway cluster of that PostgreSQL (as the postgres user when we are root: it refuses root), trust auth on localhost. */
async function startLocalPostgres(bin: string) {
  const dir = folder('pg');
  const asPostgres =
    process.getuid?.() === 0
      ? {
          uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
          gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
        }
      : {};
  mkdirSync(join(dir, 'data'), { mode: 0o700 });
  if ('uid' in asPostgres) {
    chownSync(dir, asPostgres.uid!, asPostgres.gid!);
    chownSync(join(dir, 'data'), asPostgres.uid!, asPostgres.gid!);
  }
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', join(dir, 'data'), '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C'],
    {
      ...asPostgres,
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await findFreePort();
  const child = spawn(join(bin, 'postgres'), ['-D', join(dir, 'data'), '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'], {
    ...asPostgres,
    stdio: 'ignore',
  });
  started.push(child);
  postgresChildren.add(child);
  const server = `postgres://postgres@127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    try {
      await client.connect();
      await client.query('CREATE DATABASE saved');
      await client.query('CREATE DATABASE restored');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { saved: `${server}/saved`, restored: `${server}/restored` };
}

describe('npm run backup / npm run restore on an external database (DATABASE_URL)', () => {
  it.skipIf(!postgresBin)(
    postgresBin
      ? 'pg_dump of a running server under writes, pg_restore into an empty database, the restored server serves it'
      : 'pg_dump path UNTESTED here: no PostgreSQL server with a pg_dump of its own version (/usr/lib/postgresql/<n>/bin)',
    {
      timeout: 120_000,
    },
    async () => {
      smtp ??= await startSmtpSink();
      const databases = await startLocalPostgres(postgresBin!);
      const tools = { PG_BIN_DIR: postgresBin! };
      const original = startServer(folder('e'), await findFreePort(), { DATABASE_URL: databases.saved });
      await waitUntilReady(original);
      const { testator, will } = await seedEstate(original);

      const writer = keepWriting(original, testator);
      while (writer.acknowledged() < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const archive = join(folder('archives'), 'external.tar.gz');
      const backup = await npmRun('backup', [archive], { DATA_DIR: original.dataDir, DATABASE_URL: databases.saved, ...tools });
      await writer.stop();
      expect(backup.code, backup.output).toBe(0);
      expect(writer.failed()).toEqual([]);
      expect(backup.output).toMatch(/database: pg_dump \d+ \(.*pg_dump\) of the PostgreSQL/);
      const manifest = manifestOf(archive);
      expect(manifest.database).toMatchObject({ mode: 'external', method: 'pg_dump' });
      expect(manifest.tables['public.documents']).toBeLessThan((await contentsOf(databases.saved)).tables['public.documents']!);
      await stopServer(original);

      const restoredDir = folder('f');
      const restore = await npmRun('restore', [archive, '--data-dir', restoredDir], { DATABASE_URL: databases.restored, ...tools });
      expect(restore.code, restore.output).toBe(0);
      const contents = await contentsOf(databases.restored);
      expect({ tables: contents.tables, migration: contents.migration }).toEqual({
        tables: manifest.tables,
        migration: manifest.migration,
      });
      expect(await sealedHashes(databases.restored)).toEqual(manifest.sealedFiles);

      const refused = await npmRun('restore', [archive, '--data-dir', folder('g')], { DATABASE_URL: databases.restored, ...tools });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The database at DATABASE_URL is not empty');

      // The keys come from the restored secrets.json alone: nothing about them is in this server's environment.
      const restored = startServer(restoredDir, await findFreePort(), { DATABASE_URL: databases.restored });
      await waitUntilReady(restored);
      await expectTestatorsFiles(restored, testator, will);
      await stopServer(restored);
    },
  );
});
