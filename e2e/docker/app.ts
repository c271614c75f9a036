// The app in a container as a person and an operator meet it: HTTP on a published port, and the mail the
// server kept in DATA_DIR/outbox (no SMTP_URL), read inside the container from the volume.
import type { SeededTestator, SeedTransport } from '../../apps/server/test/seeds.ts';
import { type Docker, docker, logsOf, StopWaiting, waitFor } from './docker.ts';

export type AppContainer = { name: string; base: string };

type Call = { token?: string; body?: unknown };

/** One call of the API (`/api/wst/<path>`) of a container. */
export function call(app: AppContainer, method: 'GET' | 'POST', path: string, { token, body }: Call = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${app.base}/api/wst/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
}

/** Waits for /api/ready to answer 200; answers its body. A container that stops fails at once, with its log. */
export async function waitUntilReady(d: Docker, app: AppContainer, timeoutMs: number) {
  try {
    return await waitFor(`${app.name} answering /api/ready`, timeoutMs, async () => {
      const state = await docker(d, ['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', app.name]);
      if (!state.startsWith('running')) throw new StopWaiting(`${app.name} stopped (${state})`);
      const answer = await fetch(`${app.base}/api/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      return answer?.ok ? ((await answer.json()) as unknown) : undefined;
    });
  } catch (error) {
    const logs = await logsOf(d, app.name, 30).catch(() => '');
    throw new Error(`${(error as Error).message}; the last of its log:\n${logs}`);
  }
}

/** The outbox's files, oldest first (their names start with the time they were written). */
async function outbox(d: Docker, container: string): Promise<string[]> {
  const listing = await docker(d, ['exec', container, 'sh', '-c', 'ls -1 /data/outbox 2>/dev/null || true']);
  return listing
    .split('\n')
    .filter((name) => name.endsWith('.eml'))
    .sort();
}

/** The seeds' transport to `post` (a container, or a choice per call) with the codes read from `mail`'s outbox. */
export function transport(d: Docker, mail: AppContainer, post: (path: string) => AppContainer): SeedTransport {
  return {
    async post(path, body, token) {
      const answer = await call(post(path), 'POST', path, { body, token });
      return { status: answer.status, json: await answer.json() };
    },
    mailCount: async () => (await outbox(d, mail.name)).length,
    codeFor: (email, since) =>
      waitFor(`a mail to ${email} in ${mail.name}:/data/outbox`, 15_000, async () => {
        const safeTo = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
        const file = (await outbox(d, mail.name))
          .slice(since)
          .filter((name) => name.endsWith(`-${safeTo}.eml`))
          .at(-1);
        if (!file) return undefined;
        const raw = await docker(d, ['exec', mail.name, 'cat', `/data/outbox/${file}`]);
        // The code stands alone in its own paragraph of the HTML part (quoted-printable: undo soft breaks and =3D).
        const html = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const code = />\s*(\d{6})\s*<\/p>/.exec(html)?.[1];
        if (!code) throw new Error(`no code in ${file}`);
        return code;
      }),
  };
}

export async function signIn(app: AppContainer, email: string, password: string): Promise<string> {
  const answer = await call(app, 'POST', 'auth/login', { body: { username: email, password } });
  if (answer.status !== 200) throw new Error(`login on ${app.name} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { jwt: string }).jwt;
}

/** Whose profile a token opens on a container: the first name, or the HTTP status when it opens nothing. */
export async function whoIs(app: AppContainer, token: string, userId: number): Promise<string | number> {
  // The saved profile (Define self), or before it is saved the registration's details.
  const answer = await call(app, 'GET', `testator/findAllTestatorListedData?entityId=${userId}&code=en`, { token });
  if (answer.status !== 200) return answer.status;
  const { entities, registration } = (await answer.json()) as {
    entities: { firstName: string } | null;
    registration?: { firstName: string };
  };
  return (entities ?? registration)?.firstName ?? 'nobody';
}

/** The testator's will previewed in English in the first template: the PDF's bytes. */
export async function previewWill(app: AppContainer, testator: SeededTestator): Promise<Buffer> {
  const listed = await call(app, 'GET', 'testator/willTemplates', { token: testator.token });
  if (listed.status !== 200) throw new Error(`willTemplates answered ${listed.status}: ${await listed.text()}`);
  const { templates, languages } = (await listed.json()) as {
    templates: { willTemplateId: number }[];
    languages: { languageId: number; languageCode: string }[];
  };
  const template = templates[0]?.willTemplateId;
  const english = languages.find((language) => language.languageCode === 'en')?.languageId;
  if (!template || !english) throw new Error(`no template or no English: ${JSON.stringify({ templates, languages })}`);
  const preview = await call(app, 'POST', `testator/getTemplateDataById/${template}/${testator.userId}/${english}`, {
    token: testator.token,
    body: {},
  });
  const text = await preview.text();
  if (preview.status !== 200) throw new Error(`getTemplateDataById answered ${preview.status}: ${text.slice(0, 400)}`);
  return Buffer.from((JSON.parse(text) as { pdfContent: string }).pdfContent, 'base64');
}
