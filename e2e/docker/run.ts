// `npm run test:docker` (issue 28): the container image as a self-hosting person or an operator meets it.
// Builds the base images (scripts/docker/node-base-image.sh, kept when already here), the app image and
// docker/postgres, then runs
//   1. one container on the embedded PostgreSQL in a volume, read-only with a tmpfs for /tmp: ready, uid 1000,
//      a registration through the outbox in the volume, a login, a will previewed as a PDF, the HEALTHCHECK
//      healthy, `docker stop` ending it with 0 and PostgreSQL shut down cleanly, a second container on the
//      same volume seeing the same testator with no recovery;
//   2. compose.yaml as it is (checked by compose itself): its PostgreSQL holding the last release's database
//      (apps/server/test/fixtures/releases), two app containers migrating it forward and sharing sessions and
//      files, every container stopping with 0.
// Starts dockerd when none runs (and stops it at the end); skips, saying so, only where no daemon can run
// (under CI=true that is a failure: .ci/run installs docker.io, debootstrap and docker-compose).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { AUTH_CACHE_MS } from '../../apps/server/src/platform/auth.ts';
import { loadRows, migrateToRelease, readReleaseFixture, releaseFixtureFiles } from '../../apps/server/test/release-fixture.ts';
import { FILES, personInput, seedPerson, seedTestator } from '../../apps/server/test/seeds.ts';
import { type AppContainer, call, previewWill, signIn, transport, waitUntilReady, whoIs } from './app.ts';
import { type Docker, docker, ensureDaemon, logsOf, runLogged, stateOf, stopDaemon, waitFor } from './docker.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = process.env.DOCKER_TEST_DIR ?? '/tmp/docker-test';
const firstPort = Number(process.env.DOCKER_TEST_PORT ?? 18080);
const id = `vasiyat-test-${process.pid}`;
const APP_IMAGE = 'vasiyat:latest'; // compose.yaml's `image:` of the app, which `docker compose build` would tag
const POSTGRES_IMAGE = 'vasiyat-postgres:latest';
const GRACE_SECONDS = 30;
mkdirSync(work, { recursive: true });

// ---- reporting -------------------------------------------------------------------------------------------
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const results: { name: string; ok: boolean; ms: number; detail: string }[] = [];

/** One step: its result and time on a line; a failure stops the run (what follows needs it). */
async function step<T>(name: string, action: () => Promise<{ detail: string; value?: T }>): Promise<T> {
  const t0 = performance.now();
  try {
    const { detail, value } = await action();
    const ms = performance.now() - t0;
    results.push({ name, ok: true, ms, detail });
    console.log(`  ✓ ${name} (${seconds(ms)})${detail ? `\n      ${detail.replaceAll('\n', '\n      ')}` : ''}`);
    return value as T;
  } catch (error) {
    const ms = performance.now() - t0;
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, ms, detail });
    console.log(`  ✗ ${name} (${seconds(ms)})\n      ${detail.replaceAll('\n', '\n      ')}`);
    throw new Failed();
  }
}
class Failed extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// ---- cleanup ---------------------------------------------------------------------------------------------
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (const undo of cleanups.reverse()) await undo().catch((error: Error) => console.log(`  (cleanup: ${error.message})`));
}

// ---- the images ------------------------------------------------------------------------------------------
async function buildImages(d: Docker, withPostgres: boolean) {
  const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
  const major = nvmrc.split('.')[0]!;
  await step(`the Dockerfile's default base is Node ${major}, the project's (.nvmrc)`, async () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const image = /^ARG NODE_IMAGE=(\S+)/m.exec(dockerfile)?.[1];
    check(image === `node:${major}-bookworm-slim`, `the Dockerfile's NODE_IMAGE is ${image}, .nvmrc says ${nvmrc}`);
    return { detail: image };
  });
  await step(`base images debian:bookworm-slim and node:${major}-bookworm-slim (scripts/docker/node-base-image.sh)`, async () => {
    const log = join(work, 'base-image.log');
    await runLogged(join(root, 'scripts/docker/node-base-image.sh'), [major], log, { env: { ...process.env, DOCKER: d.bin } });
    const said = readFileSync(log, 'utf8').trim().split('\n').at(-1) ?? '';
    const node = await docker(d, ['run', '--rm', `node:${major}-bookworm-slim`, 'node', '--version']);
    return { detail: `${said}; node ${node}` };
  });
  await step(`the app image ${APP_IMAGE} builds (docker build --network host, ${d.builder})`, async () => {
    const t0 = performance.now();
    await runLogged(d.bin, ['build', '--network', 'host', '-t', APP_IMAGE, '.'], join(work, 'build-app.log'), {
      env: d.buildEnv,
      cwd: root,
    });
    const size = Number(await docker(d, ['image', 'inspect', '--format', '{{.Size}}', APP_IMAGE]));
    return { detail: `${(size / 1e6).toFixed(0)} MB, built in ${seconds(performance.now() - t0)} (log: ${join(work, 'build-app.log')})` };
  });
  await step('the image holds what runs and nothing of the build', async () => {
    const layers = (await docker(d, ['history', '--no-trunc', '--format', '{{.Size}}\t{{.CreatedBy}}', APP_IMAGE]))
      .split('\n')
      .map((line) => line.split('\t'))
      .filter(([size]) => size !== '0B')
      .map(
        ([size, by]) =>
          `${size!.padStart(8)}  ${(by || 'debian:bookworm-slim (imported)').replace(/\s+/g, ' ').replace('/bin/sh -c #(nop) ', '').slice(0, 110)}`,
      );
    // What must not be there: sources, tests, git, the build's tools and the dev dependencies, type declarations.
    const probe = [
      'cd /app',
      'for p in .git apps/server/src apps/web/src packages e2e bench apps/server/test node_modules/.bin/vite node_modules/vite node_modules/vitest node_modules/typescript node_modules/@biomejs node_modules/drizzle-kit node_modules/@playwright node_modules/react node_modules/@mantine node_modules/fast-check; do [ -e "$p" ] && echo "present: $p"; done',
      'echo "tests: $(find / -xdev \\( -name "*.test.ts" -o -name "*.spec.ts" \\) 2>/dev/null | wc -l)"',
      'echo "TypeScript files in node_modules: $(find node_modules -name "*.ts" | wc -l)"',
      'echo "web maps: $(find apps/web/dist -name "*.map" | wc -l) files, $(du -sk apps/web/dist | cut -f1) KB of apps/web/dist"',
      'echo "node_modules: $(du -sm node_modules | cut -f1) MB, $(ls node_modules | wc -l) entries"',
    ].join('; ');
    const seen = await docker(d, ['run', '--rm', '--entrypoint', 'sh', APP_IMAGE, '-c', probe]);
    const present = seen.split('\n').filter((line) => line.startsWith('present:'));
    check(present.length === 0, `the image carries what it should not:\n${present.join('\n')}`);
    check(/tests: 0\b/.test(seen), `the image carries tests: ${seen}`);
    check(/TypeScript files in node_modules: 0\b/.test(seen), `the image carries TypeScript files: ${seen}`);
    return { detail: `${seen}\nlayers of their own size:\n${layers.join('\n')}` };
  });
  if (withPostgres) {
    await step(`PostgreSQL's image ${POSTGRES_IMAGE} builds (docker/postgres: Debian's postgresql-15)`, async () => {
      const t0 = performance.now();
      await runLogged(d.bin, ['build', '--network', 'host', '-t', POSTGRES_IMAGE, 'docker/postgres'], join(work, 'build-postgres.log'), {
        env: d.buildEnv,
        cwd: root,
      });
      const size = Number(await docker(d, ['image', 'inspect', '--format', '{{.Size}}', POSTGRES_IMAGE]));
      return { detail: `${(size / 1e6).toFixed(0)} MB, built in ${seconds(performance.now() - t0)}` };
    });
  }
}

// ---- 1. one container, the embedded PostgreSQL in its volume ---------------------------------------------
const uidsOfEveryProcess =
  "const fs=require('fs');console.log([...new Set(fs.readdirSync('/proc').filter((p)=>/^\\d+$/.test(p)).flatMap((p)=>{try{return [/^Uid:\\s+(\\d+)/m.exec(fs.readFileSync('/proc/'+p+'/status','utf8'))[1]]}catch{return []}}))].join(' '))";

async function singleContainer(d: Docker) {
  console.log(`\n1. One container on the embedded PostgreSQL in a volume (${APP_IMAGE})`);
  const volume = `${id}-data`;
  const first: AppContainer = { name: `${id}-1`, base: `http://127.0.0.1:${firstPort}` };
  const second: AppContainer = { name: `${id}-2`, base: `http://127.0.0.1:${firstPort + 1}` };
  await docker(d, ['volume', 'create', volume]);
  cleanups.push(() => docker(d, ['volume', 'rm', '-f', volume]));
  cleanups.push(() => docker(d, ['rm', '-f', first.name, second.name]));

  await step('started read-only (--read-only, a tmpfs for /tmp, the volume at /data), /api/ready answers', async () => {
    await docker(d, [
      'run',
      '-d',
      '--name',
      first.name,
      '--read-only',
      '--tmpfs',
      '/tmp',
      '-v',
      `${volume}:/data`,
      '-p',
      `127.0.0.1:${firstPort}:8080`,
      '--stop-timeout',
      String(GRACE_SECONDS),
      APP_IMAGE,
    ]);
    const ready = await waitUntilReady(d, first, 240_000);
    return { detail: `${JSON.stringify(ready)} (a new volume: PostgreSQL made, migrated and seeded)` };
  });
  await step('it runs as uid 1000 (node), not root: the server and PostgreSQL alike; its own files cannot be written', async () => {
    const uids = await docker(d, ['exec', first.name, 'node', '-e', uidsOfEveryProcess]);
    const user = await docker(d, ['exec', first.name, 'id']);
    check(uids === '1000', `processes run as uids ${uids}`);
    const write = spawnSync(d.bin, ['exec', first.name, 'sh', '-c', 'touch /app/apps/server/dist/main.js'], { encoding: 'utf8' });
    check(write.status !== 0, 'the image’s own files are writable');
    return { detail: `${user}; every process: uid ${uids}; /app: ${write.stderr.trim().replace(/^.*: /, '')}` };
  });
  const testator = await step('a registration with the code from the outbox in the volume (DATA_DIR/outbox), then a login', async () => {
    const seeded = await seedTestator(
      transport(d, first, () => first),
      { firstName: 'Kamala', lastName: 'Ramanathan' },
    );
    const token = await signIn(first, seeded.email, seeded.password);
    const name = await whoIs(first, token, seeded.userId);
    check(name === 'Kamala', `the login opens ${name}`);
    const mails = await docker(d, ['exec', first.name, 'sh', '-c', 'ls /data/outbox | wc -l']);
    return {
      detail: `${seeded.email} (user ${seeded.userId}); ${mails} mail in the outbox; the login opens ${name}'s profile`,
      value: seeded,
    };
  });
  await step('Define self saved, then the will previews as a PDF with the testator’s name in it (pdftotext)', async () => {
    const self = personInput({ firstName: 'Kamala', lastName: 'Ramanathan', gender: 'F', dob: '1958-03-21', nhMasterId: null });
    const saved = await call(first, 'POST', 'testator/saveOrUpdate', {
      token: testator.token,
      body: { ...self, entityId: testator.userId },
    });
    check(saved.status === 200, `Define self answered ${saved.status}: ${await saved.text()}`);
    const pdf = await previewWill(first, testator);
    check(pdf.subarray(0, 5).toString('latin1') === '%PDF-', `the preview is not a PDF: ${pdf.subarray(0, 40).toString('latin1')}`);
    const text = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
    check(!text.error, 'pdftotext is not installed (apt-get install poppler-utils)');
    check(/Kamala\s+Ramanathan/i.test(text.stdout), `the PDF's text does not name Kamala Ramanathan:\n${text.stdout.slice(0, 500)}`);
    const pages = (text.stdout.match(/\f/g) ?? []).length;
    return { detail: `${(pdf.length / 1024).toFixed(0)} KB, ${pages} pages, names Kamala Ramanathan` };
  });
  await step('the HEALTHCHECK turns healthy', async () => {
    const health = await waitFor('health: healthy', 120_000, async () => {
      const state = await stateOf(d, first.name);
      return state.Health?.Status === 'healthy' ? state.Health.Status : undefined;
    });
    return { detail: health };
  });
  await step(`docker stop ends it with exit 0 within the grace period (${GRACE_SECONDS} s)`, async () => {
    const t0 = performance.now();
    await docker(d, ['stop', '-t', String(GRACE_SECONDS), first.name], { timeoutMs: (GRACE_SECONDS + 15) * 1000 });
    const took = performance.now() - t0;
    const state = await stateOf(d, first.name);
    const logs = await logsOf(d, first.name, 5);
    check(state.ExitCode === 0, `exit code ${state.ExitCode}:\n${logs}`);
    check(took < GRACE_SECONDS * 1000, `took ${seconds(took)}: killed at the end of the grace period`);
    check(/SIGTERM received/.test(await logsOf(d, first.name)), 'the log does not say SIGTERM was received');
    return { detail: `exit code 0 after ${seconds(took)}` };
  });
  await step('PostgreSQL was shut down cleanly (the state in its control file, global/pg_control)', async () => {
    // The embedded PostgreSQL ships no pg_controldata; the state is the int32 after the system identifier and the
    // two version numbers (ControlFileData in PostgreSQL's pg_control.h, the same from 9.x to 18).
    const states = [
      'starting up',
      'shut down',
      'shut down in recovery',
      'shutting down',
      'in crash recovery',
      'in archive recovery',
      'in production',
    ];
    const read = "process.stdout.write(String(require('fs').readFileSync('/data/pg/global/pg_control').readInt32LE(16)))";
    const code = Number(await docker(d, ['run', '--rm', '-v', `${volume}:/data`, APP_IMAGE, 'node', '-e', read]));
    check(states[code] === 'shut down', `the cluster's state is ${states[code] ?? code}`);
    return { detail: `Database cluster state: ${states[code]}` };
  });
  await step('a second container on the same volume starts with no recovery and sees the same testator', async () => {
    // LOG_LEVEL=debug passes PostgreSQL's own log through: it says how the cluster was found.
    await docker(d, [
      'run',
      '-d',
      '--name',
      second.name,
      '-v',
      `${volume}:/data`,
      '-e',
      'LOG_LEVEL=debug',
      '-p',
      `127.0.0.1:${firstPort + 1}:8080`,
      APP_IMAGE,
    ]);
    const t0 = performance.now();
    await waitUntilReady(d, second, 120_000);
    const readyIn = performance.now() - t0;
    const log = await logsOf(d, second.name);
    const recovery = /not properly shut down|redo starts|automatic recovery|crash recovery/.exec(log);
    check(!recovery, `PostgreSQL recovered: "${recovery?.[0]}"`);
    const shutDownAt = /database system was shut down at [^\n"\\]+/.exec(log)?.[0];
    check(shutDownAt, 'PostgreSQL’s log does not say how it found the cluster');
    const token = await signIn(second, testator.email, testator.password);
    const name = await whoIs(second, token, testator.userId);
    check(name === 'Kamala', `the second container opens ${name}`);
    const pdf = await previewWill(second, { ...testator, token });
    check(pdf.subarray(0, 5).toString('latin1') === '%PDF-', 'the second container previews no PDF');
    return {
      detail: `ready in ${seconds(readyIn)}; PostgreSQL: "${shutDownAt.trim()}"; the same password opens ${name}'s profile and will`,
    };
  });
  await step('the second stops with exit 0 as well', async () => {
    const t0 = performance.now();
    await docker(d, ['stop', '-t', String(GRACE_SECONDS), second.name], { timeoutMs: (GRACE_SECONDS + 15) * 1000 });
    const { ExitCode } = await stateOf(d, second.name);
    check(ExitCode === 0, `exit code ${ExitCode}`);
    return { detail: `exit code 0 after ${seconds(performance.now() - t0)}` };
  });
}

// ---- 2. compose.yaml: PostgreSQL and two app containers --------------------------------------------------
function composeCommand(d: Docker): string[] | undefined {
  if (spawnSync(d.bin, ['compose', 'version'], { stdio: 'ignore' }).status === 0) return [d.bin, 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  return undefined;
}

async function composeTopology(d: Docker, composeBin: string[]) {
  const fixtureFile = releaseFixtureFiles().at(-1);
  check(fixtureFile, 'no release fixture in apps/server/test/fixtures/releases');
  const fixture = readReleaseFixture(fixtureFile);
  console.log(`\n2. compose.yaml: PostgreSQL (${POSTGRES_IMAGE}) with the release ${fixture.release}'s database, two app containers`);
  const project = id;
  const ports = `${firstPort + 10}-${firstPort + 11}`;
  const pgPassword = randomBytes(12).toString('hex');
  // The secrets compose.yaml asks for; DATA_KEY is the one the release's files were sealed under.
  const envFile = join(work, 'compose.env');
  writeFileSync(
    envFile,
    [
      `POSTGRES_PASSWORD=${pgPassword}`,
      `JWT_SECRET=${randomBytes(32).toString('hex')}`,
      `DATA_KEY=${fixture.dataKey}`,
      `PORT=${ports}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  // Only the env file fills in compose.yaml: nothing of this shell's environment (a PORT, a DATABASE_URL) leaks in.
  const env = Object.fromEntries(
    Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, DOCKER_HOST: process.env.DOCKER_HOST }).filter(([, v]) => v),
  );
  const compose = (args: string[], timeoutMs = 180_000) =>
    docker(
      { bin: composeBin[0]! },
      [...composeBin.slice(1), '-p', project, '--env-file', envFile, '-f', join(root, 'compose.yaml'), ...args],
      {
        env,
        timeoutMs,
      },
    );
  cleanups.push(() => compose(['down', '-v', '--remove-orphans', '-t', '10']));

  await step(
    `compose.yaml is valid (${composeBin.join(' ').replace(/^\/usr\/bin\//, '')} config) and has the services and volumes tested here`,
    async () => {
      const services = (await compose(['config', '--services'])).split('\n').sort();
      const volumes = (await compose(['config', '--volumes'])).split('\n').sort();
      check(JSON.stringify(services) === '["app","postgres"]', `services: ${services}`);
      check(JSON.stringify(volumes) === '["app-data","postgres-data"]', `volumes: ${volumes}`);
      return { detail: `services ${services.join(', ')}; volumes ${volumes.join(', ')}` };
    },
  );
  const postgres = await step('its PostgreSQL starts and turns healthy', async () => {
    await compose(['up', '-d', '--no-build', 'postgres']);
    const container = await compose(['ps', '-q', 'postgres']);
    await waitFor('postgres: healthy', 120_000, async () =>
      (await stateOf(d, container)).Health?.Status === 'healthy' ? true : undefined,
    );
    const version = await docker(d, ['exec', container, 'postgres', '--version']);
    return { detail: version, value: container };
  });
  await step(
    `the release ${fixture.release}'s database loaded into it (${fixture.migration}, ${fixture.testators.length} testators)`,
    async () => {
      const ip = await docker(d, ['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', postgres]);
      const database = openDatabase(`postgres://vasiyat:${pgPassword}@${ip.split(' ')[0]}:5432/vasiyat`, 1);
      try {
        await migrateToRelease(database.db, fixture);
        const client = await database.pool.connect();
        await loadRows(client, fixture).finally(() => client.release());
      } finally {
        await database.close();
      }
      return { detail: `${fixture.tables.reduce((n, table) => n + table.count, 0)} rows` };
    },
  );
  const [a, b] = await step('two app containers start on it together (--scale app=2) and migrate it forward', async () => {
    await compose(['up', '-d', '--no-build', '--scale', 'app=2']);
    const ids = (await compose(['ps', '-q', 'app'])).split('\n').filter(Boolean);
    check(ids.length === 2, `${ids.length} app containers`);
    const apps = await Promise.all(
      ids.map(async (container) => {
        const port = /:(\d+)$/m.exec(await docker(d, ['port', container, '8080']))?.[1];
        const name = (await docker(d, ['inspect', '--format', '{{.Name}}', container])).replace(/^\//, '');
        return { name, base: `http://127.0.0.1:${port}` };
      }),
    );
    await Promise.all(apps.map((app) => waitUntilReady(d, app, 240_000)));
    const journal = JSON.parse(readFileSync(join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await docker(d, [
      'exec',
      postgres,
      'psql',
      '-qtA',
      '-U',
      'vasiyat',
      '-d',
      'vasiyat',
      '-c',
      'SELECT count(*) FROM drizzle.__drizzle_migrations',
    ]);
    check(Number(applied) === journal.entries.length, `${applied} migrations applied, this build has ${journal.entries.length}`);
    return {
      detail: `${apps.map((app) => `${app.name} at ${app.base}`).join(', ')}; ${applied} migrations (the release had ${fixture.journal.length})`,
      value: apps as [AppContainer, AppContainer],
    };
  });
  await step('what runs is what compose.yaml says: images, DATABASE_URL, volumes; both turn healthy', async () => {
    const seen: string[] = [];
    for (const app of [a, b]) {
      const inspect = JSON.parse(await docker(d, ['inspect', app.name]))[0] as {
        Config: { Image: string; Env: string[] };
        Mounts: { Name?: string; Destination: string }[];
      };
      check(inspect.Config.Image === APP_IMAGE, `${app.name} runs ${inspect.Config.Image}`);
      const url = inspect.Config.Env.find((entry) => entry.startsWith('DATABASE_URL='));
      check(url?.includes('@postgres:5432/vasiyat'), `${app.name}: ${url?.replace(/:[^:@/]+@/, ':•••@')}`);
      check(
        inspect.Mounts.some((mount) => mount.Destination === '/data' && mount.Name === `${project}_app-data`),
        `${app.name} mounts ${JSON.stringify(inspect.Mounts)}`,
      );
      await waitFor(`${app.name}: healthy`, 120_000, async () =>
        (await stateOf(d, app.name)).Health?.Status === 'healthy' ? true : undefined,
      );
      seen.push(`${app.name}: ${APP_IMAGE}, ${project}_app-data at /data, healthy`);
    }
    const pg = JSON.parse(await docker(d, ['inspect', postgres]))[0] as {
      Config: { Image: string };
      Mounts: { Name?: string; Destination: string }[];
    };
    check(pg.Config.Image === POSTGRES_IMAGE, `postgres runs ${pg.Config.Image}`);
    check(
      pg.Mounts.some((mount) => mount.Destination === '/var/lib/postgresql/data' && mount.Name === `${project}_postgres-data`),
      `postgres mounts ${JSON.stringify(pg.Mounts)}`,
    );
    seen.push(`postgres: ${POSTGRES_IMAGE}, ${project}_postgres-data at /var/lib/postgresql/data`);
    return { detail: seen.join('\n') };
  });
  await step(
    'the release’s testators sign in on A; their identity scan (through B) and kept will (through A) are the release’s bytes',
    async () => {
      const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
      for (const testator of fixture.testators) {
        const token = await signIn(a, testator.email, testator.password);
        const scan = await call(b, 'GET', `testator/findFileById?documentMasterId=${testator.identityScan.documentMasterId}`, { token });
        check(scan.status === 200, `the scan answered ${scan.status} on ${b.name}`);
        check(sha256(Buffer.from(await scan.arrayBuffer())) === testator.identityScan.sha256, 'the scan’s bytes changed');
        const will = await call(a, 'GET', `testator/downloadWillVersion?versionId=${testator.willVersion.versionId}`, { token });
        check(will.status === 200, `the will version answered ${will.status}`);
        check(sha256(Buffer.from(await will.arrayBuffer())) === testator.willVersion.sha256, 'the will version’s bytes changed');
      }
      return { detail: `${fixture.testators.length} testators: scan and will sha256 as recorded at the release` };
    },
  );
  await step(
    `sessions are shared: registered on A with the code from the shared outbox and entered on B, a token from A works on B, a logout on B ends it on A within ${AUTH_CACHE_MS / 1000} s`,
    async () => {
      const testator = await seedTestator(
        transport(d, a, (path) => (path === 'auth/verify-otp' ? b : a)),
        { firstName: 'Parvati', lastName: 'Menon' },
      );
      const token = await signIn(a, testator.email, testator.password);
      check((await whoIs(b, token, testator.userId)) === 'Parvati', 'A’s token opens nothing on B');
      check((await whoIs(a, token, testator.userId)) === 'Parvati', 'A’s token opens nothing on A');
      const loggedOut = Date.now();
      const logout = await call(b, 'POST', 'auth/logout', { token });
      check(logout.status === 200, `logout on B answered ${logout.status}`);
      check((await whoIs(b, token, testator.userId)) === 401, 'the token still works on B');
      const endedOnA = await waitFor('the logout reaching A', AUTH_CACHE_MS + 2_000, async () =>
        (await whoIs(a, token, testator.userId)) === 401 ? Date.now() - loggedOut : undefined,
      );
      check(endedOnA <= AUTH_CACHE_MS + 1_000, `A learnt of the logout after ${seconds(endedOnA)}`);
      return { detail: `the logout reached A after ${seconds(endedOnA)}` };
    },
  );
  await step('files are shared: an identity scan uploaded through A reads back byte for byte through B', async () => {
    const both = transport(d, a, () => a);
    const testator = await seedTestator(both, { firstName: 'Lalitha', lastName: 'Nair' });
    const person = await seedPerson(both, testator, 'beneficiary_individual');
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
    check(saved.status === 200, `the upload answered ${saved.status}: ${await saved.text()}`);
    const listed = await call(b, 'GET', `testator/findAllIdentifications?entityId=${person}`, { token: testator.token });
    const [row] = (await listed.json()) as { files: { documentMasterId: number }[] }[];
    const download = await call(b, 'GET', `testator/findFileById?documentMasterId=${row!.files[0]!.documentMasterId}`, {
      token: testator.token,
    });
    const bytes = Buffer.from(await download.arrayBuffer());
    check(
      download.status === 200 && bytes.equals(scan),
      `B answered ${download.status} with ${bytes.length} bytes, not the ${scan.length} uploaded`,
    );
    return { detail: `${scan.length} bytes, the same` };
  });
  await step('compose stop: every container exits 0 (PostgreSQL by a fast shutdown)', async () => {
    const t0 = performance.now();
    await compose(['stop', '-t', String(GRACE_SECONDS)], (GRACE_SECONDS + 30) * 1000);
    const codes: string[] = [];
    for (const name of [a.name, b.name, postgres]) {
      const { ExitCode } = await stateOf(d, name);
      codes.push(`${name.slice(0, 24)} ${ExitCode}`);
      check(ExitCode === 0, `${name} exited with ${ExitCode}`);
    }
    const log = await logsOf(d, postgres, 3);
    check(/database system is shut down/.test(log), `PostgreSQL's last words: ${log}`);
    return { detail: `${codes.join(', ')} after ${seconds(performance.now() - t0)}; PostgreSQL: database system is shut down` };
  });
}

// ---- main --------------------------------------------------------------------------------------------------
function banner(lines: string[]) {
  const rule = '!'.repeat(100);
  console.log(`\n${rule}\n${lines.map((line) => `!! ${line}`).join('\n')}\n${rule}\n`);
}

async function main(): Promise<number> {
  console.log('The container image (npm run test:docker)');
  const daemon = await ensureDaemon(join(work, 'dockerd.log'));
  if ('unavailable' in daemon) {
    if (process.env.CI) {
      console.log(`  ✗ no Docker daemon: ${daemon.unavailable} (under CI the image must be tested: .ci/run installs docker.io)`);
      return 1;
    }
    banner([`SKIPPED: the container image was NOT built or tested: ${daemon.unavailable}.`]);
    return 0;
  }
  const d = daemon;
  const serverVersion = await docker(d, ['version', '--format', '{{.Server.Version}}']);
  console.log(`  Docker ${serverVersion} (${d.started ? 'started by this run, stopped at its end' : 'already running'}), client ${d.bin}`);
  const composeBin = composeCommand(d);
  try {
    await buildImages(d, composeBin !== undefined);
    await singleContainer(d);
    if (composeBin) await composeTopology(d, composeBin);
    else if (process.env.CI) {
      console.log('  ✗ compose.yaml untested: neither `docker compose` nor docker-compose is installed (.ci/run installs docker-compose)');
      return 1;
    } else
      banner([
        'SKIPPED: compose.yaml was NOT tested: neither `docker compose` nor docker-compose is installed (apt-get install docker-compose).',
      ]);
    return 0;
  } catch (error) {
    if (!(error instanceof Failed)) console.log(`  ✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    await cleanUp();
    await stopDaemon(d);
    const failed = results.filter((result) => !result.ok).length;
    console.log(
      `\n${results.length - failed} steps passed, ${failed} failed, in ${seconds(performance.now() - started)} (logs in ${work})`,
    );
  }
}

process.exitCode = await main();
