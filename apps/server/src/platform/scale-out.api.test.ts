import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FILES, type SeededTestator, type SeedTransport, seedPerson, seedTestator } from '../../test/seeds.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { findFreePort } from '../db/embedded.ts';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../features/auth/service.ts';
import { AUTH_CACHE_MS } from './auth.ts';

// Issue 12: two compiled server processes (`node apps/server/dist/main.js`, no TypeScript loader) on one
// PostgreSQL database and nothing else in common: separate DATA_DIRs, ports and memories, the same
// JWT_SECRET and DATA_KEY. What one process is told, the other must know: sessions, rate limits, files.
const serverDir = new URL('../../', import.meta.url).pathname;
const bundle = join(serverDir, 'dist/main.js');
const migrationCount = (JSON.parse(readFileSync(join(serverDir, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length;

type Server = { name: 'A' | 'B'; child: ChildProcess; base: string; dataDir: string; output: () => string };
const started: ChildProcess[] = [];
const dataDirs: string[] = [];
let smtp: SmtpSink | undefined;
let databaseUrl: string;
let a: Server;
let b: Server;

function startServer(name: Server['name'], port: number, env: Record<string, string>): Server {
  const dataDir = mkdtempSync(join(tmpdir(), `vasiyat-scale-${name}-`));
  dataDirs.push(dataDir);
  // Nothing of this machine's own configuration (an administrator to create, metrics) leaks in.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(ADMIN_|GOOGLE_|METRICS|DATA_KEY_PREVIOUS)/.test(key)),
  );
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: { ...inherited, ...env, DATA_DIR: dataDir, STATIC_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
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
  return { name, child, base: `http://127.0.0.1:${port}`, dataDir, output: () => output };
}

async function waitUntilReady(server: Server, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server ${server.name} exited (${server.child.exitCode}):\n${server.output()}`);
    const ready = await fetch(`${server.base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server ${server.name} was not ready in time:\n${server.output()}`);
}

type Call = { token?: string; body?: unknown; ip?: string };

/** One HTTP call to one of the two servers; `ip` stands for the client a balancer forwards (TRUST_PROXY). */
function call(server: Server, method: 'GET' | 'POST', path: string, { token, body, ip }: Call = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers['x-forwarded-for'] = ip;
  return fetch(`${server.base}/api/wst/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The seeds' transport over HTTP to one server, codes read from the shared SMTP sink. */
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

async function signIn(server: Server, testator: SeededTestator): Promise<string> {
  const answer = await call(server, 'POST', 'auth/login', { body: { username: testator.email, password: testator.password } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { jwt: string }).jwt;
}

/** Whose profile a token opens on a server: the first name, or the HTTP status when it opens nothing. */
async function whoIs(server: Server, token: string, userId: number): Promise<string | number> {
  // Before Define self is saved, the own profile answers with the registration's details.
  const answer = await call(server, 'GET', `testator/findAllTestatorListedData?entityId=${userId}&code=en`, { token });
  if (answer.status !== 200) return answer.status;
  return ((await answer.json()) as { registration: { firstName: string } }).registration.firstName;
}

beforeAll(async () => {
  // The compiled server, rebuilt only when a source is newer than it (esbuild: a fraction of a second).
  const build = spawnSync(process.execPath, [join(serverDir, 'build.mjs'), '--if-stale'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);

  // An empty database, not the migrated template: the two processes start together and must not both migrate.
  const serverUrl = inject('postgresUrl');
  const name = `vasiyat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.href;

  smtp = await startSmtpSink();
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_KEY: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    // Behind a balancer: the client's address comes from X-Forwarded-For, as in production.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  const [portA, portB] = [await findFreePort(), await findFreePort()];
  a = startServer('A', portA, env);
  b = startServer('B', portB, env);
  await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
}, 120_000);

afterAll(async () => {
  const exits = started.map((child) =>
    child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
  );
  for (const child of started) child.kill('SIGTERM');
  // Stopping takes well under a second; whatever still runs after 5 s is killed outright.
  const force = setTimeout(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5_000);
  await Promise.all(exits);
  clearTimeout(force);
  await smtp?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two compiled server processes on one database', () => {
  it('started at once on an empty database: one migrated and seeded, the other waited, both are ready', async () => {
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.base}/api/ready`)).json()).toEqual({ status: 'ready', database: 'up', migrations: 'current' });
      expect(await (await call(server, 'GET', 'utils/languages')).json()).toHaveLength(9);
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const languages = await client.query('SELECT count(*)::int AS n FROM languages');
      expect({ migrations: applied.rows[0].n, languages: languages.rows[0].n }).toEqual({ migrations: migrationCount, languages: 9 });
    } finally {
      await client.end();
    }
  });

  it('shares sessions: a registration begun on A ends on B, a token from A works on B, a logout through B ends it on A', async () => {
    const testator = await seedTestatorAcross();
    const token = await signIn(a, testator);
    expect(await whoIs(b, token, testator.userId)).toBe('Savitri');
    // A has just checked this token, so it holds the user's token version in its short cache.
    expect(await whoIs(a, token, testator.userId)).toBe('Savitri');

    const loggedOut = Date.now();
    const logout = await call(b, 'POST', 'auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(await whoIs(b, token, testator.userId)).toBe(401);
    // A learns of the logout from the database once its cache entry (AUTH_CACHE_MS) has aged out.
    let onA: string | number = 'Savitri';
    while (onA !== 401 && Date.now() - loggedOut < AUTH_CACHE_MS + 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      onA = await whoIs(a, token, testator.userId);
    }
    const endedOnA = Date.now() - loggedOut;
    expect(onA).toBe(401);
    expect(endedOnA).toBeLessThanOrEqual(AUTH_CACHE_MS + 1_000);

    // A new sign-in through B works on A; the old token stays dead on both.
    const again = await signIn(b, testator);
    expect(await whoIs(a, again, testator.userId)).toBe('Savitri');
    expect([await whoIs(a, token, testator.userId), await whoIs(b, token, testator.userId)]).toEqual([401, 401]);
  }, 30_000);

  it('counts wrong passwords of one account across both: tries split between A and B hit 429 where tries on A alone do', async () => {
    const split = await seedTestatorAcross();
    const alone = await seedTestatorAcross();
    const tries = LOGIN_FAILURES_PER_ACCOUNT + 2;
    const wrongPasswords = async (testator: SeededTestator, serverFor: (i: number) => Server, ip: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < tries; i++) {
        const body = { username: testator.email, password: `wrong passphrase ${i}` };
        statuses.push((await call(serverFor(i), 'POST', 'auth/login', { body, ip })).status);
      }
      return statuses;
    };
    const expected = [...Array(LOGIN_FAILURES_PER_ACCOUNT).fill(401), 429, 429];
    expect(await wrongPasswords(alone, () => a, '198.51.100.1')).toEqual(expected);
    expect(await wrongPasswords(split, (i) => (i % 2 === 0 ? a : b), '198.51.100.2')).toEqual(expected);
    // The account is paused on both servers, even for the right password.
    for (const server of [a, b]) {
      const right = await call(server, 'POST', 'auth/login', {
        body: { username: split.email, password: split.password },
        ip: '198.51.100.3',
      });
      expect(right.status).toBe(429);
      expect(((await right.json()) as { code: string }).code).toBe('rate_limited');
    }
  }, 60_000);

  it('counts sign-in calls of one client address across both: the per-IP limit (20 a minute) holds for the pair', async () => {
    const perIp = 20;
    const tryFrom = async (ip: string, serverFor: (i: number) => Server) => {
      const statuses: number[] = [];
      for (let i = 0; i < perIp + 2; i++) {
        // A different unknown account each time, so the per-account limit never applies.
        const body = { username: `nobody.${ip}.${i}@example.in`, password: 'not a real passphrase' };
        statuses.push((await call(serverFor(i), 'POST', 'auth/login', { body, ip })).status);
      }
      return statuses;
    };
    const expected = [...Array(perIp).fill(401), 429, 429];
    expect(await tryFrom('203.0.113.7', () => a)).toEqual(expected);
    expect(await tryFrom('203.0.113.8', (i) => (i % 2 === 0 ? a : b))).toEqual(expected);
  }, 60_000);

  it('shares files: an identity document scan uploaded through A is downloaded byte for byte through B', async () => {
    const testator = await seedTestatorAcross();
    const person = await seedPerson(transportTo(a), testator, 'beneficiary_individual');
    const scan = FILES.png.buffer;
    const saved = await call(a, 'POST', 'testator/saveIdentificationDetails', {
      token: testator.token,
      body: [
        {
          entityId: person,
          idType: 1,
          documentNo: '1234 5678 9012',
          files: [{ fileName: 'aadhaar.png', fileType: 'image/png', fileData: scan.toString('base64') }],
        },
      ],
    });
    expect(await saved.json()).toEqual({ status: 'success', message: 'Identification Saved Successfully' });

    const listed = await call(b, 'GET', `testator/findAllIdentifications?entityId=${person}`, { token: testator.token });
    const [row] = (await listed.json()) as { documentNo: string; files: { documentMasterId: number; fileName: string }[] }[];
    expect(row!.documentNo).toBe('••••9012');
    expect(row!.files.map((file) => file.fileName)).toEqual(['aadhaar.png']);
    const download = await call(b, 'GET', `testator/findFileById?documentMasterId=${row!.files[0]!.documentMasterId}`, {
      token: testator.token,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(scan.length);
    expect(bytes.equals(scan)).toBe(true);
    // Nothing of it lives on either machine's disk: the database holds the file (encrypted under DATA_KEY).
    for (const server of [a, b]) expect(filesHolding(server.dataDir, scan)).toEqual([]);
  }, 30_000);

  it('renders the will on the compiled render workers: the preview through A is the file downloaded through B', async () => {
    const testator = await seedTestatorAcross();
    const offered = await call(a, 'GET', 'testator/willTemplates', { token: testator.token });
    const { templates, languages } = (await offered.json()) as {
      templates: { willTemplateId: number }[];
      languages: { languageId: number; languageCode: string }[];
    };
    const hindi = languages.find((language) => language.languageCode === 'hi')!.languageId;
    const template = templates[0]!.willTemplateId;
    const preview = await call(a, 'POST', `testator/getTemplateDataById/${template}/${testator.userId}/${hindi}`, {
      token: testator.token,
      body: {},
    });
    expect(preview.status).toBe(200);
    const shown = Buffer.from(((await preview.json()) as { pdfContent: string }).pdfContent, 'base64');
    expect(shown.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await call(b, 'POST', 'testator/downloadWill', {
      token: testator.token,
      body: { templateId: template, languageId: hindi, fileFormat: 'pdf' },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(shown)).toBe(true);
    const docx = await call(b, 'POST', 'testator/downloadWill', {
      token: testator.token,
      body: { templateId: template, languageId: hindi, fileFormat: 'docx' },
    });
    expect(docx.status).toBe(200);
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  }, 60_000);
});

/** A testator whose registration starts on A and whose code is entered on B (the pending registration is in the database). */
function seedTestatorAcross(): Promise<SeededTestator> {
  const viaA = transportTo(a);
  const viaB = transportTo(b);
  return seedTestator({
    ...viaA,
    post: (path, body, token) => (path === 'auth/verify-otp' ? viaB : viaA).post(path, body, token),
  });
}

/** Files under `dir` whose bytes contain `needle`. */
function filesHolding(dir: string, needle: Buffer): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile() && readFileSync(path).includes(needle));
}
