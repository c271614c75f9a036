import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded.ts';

// The real server process on its own embedded PostgreSQL: start, serve, refuse a second copy, stop in order.
const dataDir = mkdtempSync(join(tmpdir(), 'vasiyat-main-'));
const main = new URL('./main.ts', import.meta.url).pathname;
const started: ChildProcess[] = [];

function startServer(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', STATIC_DIR: dataDir, ...env },
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/wst/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('starts on the embedded database, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', {
    timeout: 150_000,
  }, async () => {
    const port = await findFreePort();
    const first = startServer(port);
    await waitForHealth(port);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(first.child.pid));

    const second = startServer(await findFreePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Vasiyat server \(pid \d+\) is already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    // Data survives a restart, and the seed changes nothing the second time.
    const again = startServer(port);
    await waitForHealth(port);
    const languages = await (await fetch(`http://127.0.0.1:${port}/api/wst/utils/languages`)).json();
    expect(languages).toHaveLength(9);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('keeps every acknowledged save through kill -9 during four parallel writers, and starts again without help', {
    timeout: 240_000,
  }, async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vasiyat-crash-')),
      ADMIN_EMAIL: 'drill@example.in',
      ADMIN_PASSWORD: 'a crash drill passphrase',
    };
    const port = await findFreePort();
    const api = (path: string) => `http://127.0.0.1:${port}/api/wst/${path}`;
    const signIn = async () => {
      const answer = await fetch(api('auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
      });
      return ((await answer.json()) as { jwt: string }).jwt;
    };
    const server = startServer(port, env);
    await waitForHealth(port);
    const token = await signIn();
    const languages = (await (await fetch(api('utils/languages'))).json()) as { languageId: number; languageCode: string }[];
    const english = languages.find((language) => language.languageCode === 'en')!.languageId;

    // Each writer saves clause sets one after another; a save counts once its 200 'success' has arrived.
    const acknowledged: string[] = [];
    const writer = async (w: number) => {
      for (let i = 0; ; i++) {
        const headingName = `Crash drill ${w}-${i}`;
        try {
          const answer = await fetch(api('admin/saveTemplateClauses'), {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              headingName,
              templateClausesKey: `crash_drill_${w}_${i}`,
              languageId: english,
              clauses: [{ templateStatements: `Clause ${w}-${i} of {{ testator.fullName }}.` }],
            }),
          });
          if (answer.status === 200 && ((await answer.json()) as { status: string }).status === 'success') acknowledged.push(headingName);
        } catch {
          return;
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    await Promise.all(writers);
    const saved = [...acknowledged];

    // The same data directory, nobody tidying up in between: the lock and the orphaned database are taken over.
    const again = startServer(port, env);
    await waitForHealth(port);
    const answer = await fetch(api(`admin/fetchTemplateClauses?langId=${english}`), {
      headers: { authorization: `Bearer ${await signIn()}` },
    });
    const headings = new Set(((await answer.json()) as { clauses: { headingName: string }[] }).clauses.map((set) => set.headingName));
    const lost = saved.filter((name) => !headings.has(name));
    expect({ acknowledged: saved.length, lost }).toEqual({ acknowledged: saved.length, lost: [] });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
