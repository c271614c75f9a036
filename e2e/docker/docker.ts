// The Docker command line as the image test uses it: which client, a daemon that runs (started here when none
// does and this process may start one), commands whose failure says what Docker said.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Docker = {
  /** The client: Debian's `/usr/bin/docker` where it is (it matches Debian's daemon and builds with BuildKit itself). */
  bin: string;
  /** The environment of `docker build`: BuildKit when this client has it built in or as the buildx plugin. */
  buildEnv: NodeJS.ProcessEnv;
  builder: 'BuildKit' | 'the classic builder';
  /** The daemon this run started, to stop at the end; undefined when one was running already. */
  started?: ChildProcess;
};

/** `docker …`; answers stdout (trimmed), throws with Docker's own words. */
export async function docker(d: Pick<Docker, 'bin'>, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) {
  try {
    const { stdout } = await run(d.bin, args, {
      env: options.env ?? process.env,
      maxBuffer: 64 << 20,
      timeout: options.timeoutMs ?? 120_000,
    });
    return stdout.trim();
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`docker ${args.join(' ')} failed: ${(failure.stderr || failure.stdout || failure.message).trim()}`);
  }
}

/** A container's log: what it wrote to stdout and to stderr (`docker logs` passes each on as it came). */
export async function logsOf(d: Pick<Docker, 'bin'>, container: string, tail?: number): Promise<string> {
  const { stdout, stderr } = await run(d.bin, ['logs', ...(tail ? ['--tail', String(tail)] : []), container], { maxBuffer: 64 << 20 });
  return `${stdout}${stderr}`.trim();
}

/** A long command (a build) with its output in `logFile`; throws with the log's last lines. */
export function runLogged(command: string, args: string[], logFile: string, options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}) {
  return new Promise<void>((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      log.end(() => {
        if (code === 0) return resolve();
        const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-25).join('\n');
        reject(new Error(`${command} ${args.join(' ')} exited with ${code} (${logFile}):\n${tail}`));
      });
    });
  });
}

const answers = (bin: string, args: string[]) => spawnSync(bin, args, { stdio: 'ignore', timeout: 20_000 }).status === 0;

function chooseClient(): Pick<Docker, 'bin' | 'buildEnv' | 'builder'> {
  const bin = process.env.DOCKER ?? (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
  if (answers(bin, ['buildx', 'version'])) return { bin, buildEnv: { ...process.env, DOCKER_BUILDKIT: '1' }, builder: 'BuildKit' };
  // Clients before 23 carry BuildKit themselves; later ones need the buildx plugin for it.
  const version = spawnSync(bin, ['version', '--format', '{{.Client.Version}}'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const major = Number.parseInt(version, 10);
  if (major > 0 && major < 23) return { bin, buildEnv: { ...process.env, DOCKER_BUILDKIT: '1' }, builder: 'BuildKit' };
  return { bin, buildEnv: { ...process.env, DOCKER_BUILDKIT: '0' }, builder: 'the classic builder' };
}

function findDockerd(): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin']) {
    if (dir && existsSync(`${dir}/dockerd`)) return `${dir}/dockerd`;
  }
  return undefined;
}

/**
 * A Docker daemon to talk to: the running one, or one started here (as root, when dockerd is installed:
 * `.ci/run` installs Debian's docker.io). Answers why not when none can run.
 */
export async function ensureDaemon(logFile: string): Promise<Docker | { unavailable: string }> {
  const client = chooseClient();
  // `docker version` fails when no daemon answers; `docker --version` only needs the client.
  if (answers(client.bin, ['version'])) return client;
  if (!answers(client.bin, ['--version'])) return { unavailable: 'no docker client is installed (apt-get install docker.io)' };
  const dockerd = findDockerd();
  if (!dockerd) return { unavailable: 'no Docker daemon answers and dockerd is not installed (apt-get install docker.io)' };
  if (process.getuid?.() !== 0) return { unavailable: 'no Docker daemon answers, and only root may start one here' };
  const log = createWriteStream(logFile);
  const started = spawn(dockerd, [], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.stdout!.pipe(log);
  started.stderr!.pipe(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.exitCode !== null) break;
    if (answers(client.bin, ['version'])) return { ...client, started };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  started.kill('SIGTERM');
  return { unavailable: `dockerd did not start within 60 s (see ${logFile})` };
}

/** Stops the daemon this run started (its containers are gone by then); leaves one it found running. */
export async function stopDaemon(d: Docker): Promise<void> {
  const child = d.started;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(force);
}

/** A container's health, state and exit code, as `docker inspect` has them. */
export async function stateOf(d: Docker, container: string) {
  const json = await docker(d, ['inspect', '--format', '{{json .State}}', container]);
  return JSON.parse(json) as { Status: string; Running: boolean; ExitCode: number; Health?: { Status: string } };
}

/** Thrown by a `waitFor` check when waiting longer cannot help (the container has exited). */
export class StopWaiting extends Error {}

/**
 * Polls `check` until it answers something other than undefined, or throws after `timeoutMs` with `what`
 * (at once when the check throws StopWaiting).
 */
export async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof StopWaiting) throw error;
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${(last as Error).message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
