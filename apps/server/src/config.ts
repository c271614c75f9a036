import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type FilesUrl, parseFilesUrl } from './platform/object-store.ts';
import { type DataKeys, dataKeysOf } from './platform/sealed.ts';

/** Everything the server reads from the environment (DESIGN §4). All optional. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Vasiyat <no-reply@vasiyat.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'DATA_KEY must be 64 hexadecimal characters (32 bytes).')
    .optional(),
  /** Earlier DATA_KEYs, comma-separated, kept for reading until `npm run rotate-data-key` has sealed everything again. */
  DATA_KEY_PREVIOUS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[0-9a-fA-F]{64}$/, 'Each DATA_KEY_PREVIOUS key must be 64 hexadecimal characters.'))),
  /** Uploads and kept wills in an S3-compatible bucket instead of the database (platform/object-store.ts). */
  FILES_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().optional(),
  /** Behind a proxy (a load balancer, an ingress): take the client's address from X-Forwarded-For and the request id from X-Request-Id. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Prometheus metrics at /metrics; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
  METRICS: z.enum(['on', 'off']).default('off'),
  /** The OpenAPI document and its UI at /api/docs (issue 24: it lists every route, the administrator's too). */
  API_DOCS: z.enum(['on', 'off']).default('on'),
  /** The render workers (issue 25): how many, each render's deadline, each worker's memory, the cache of rendered wills. */
  RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_DEADLINE_MS: z.coerce.number().int().min(100).optional(),
  RENDER_WORKER_MEMORY_MB: z.coerce.number().int().min(64).optional(),
  RENDER_CACHE_MB: z.coerce.number().min(0).optional(),
  /** Issue 27: how often each process sweeps for will reminders due, in minutes; 0 turns the sweep off in this process. */
  WILL_REMINDER_SWEEP_MINUTES: z.coerce.number().min(0).default(15),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: Uint8Array;
  /** DATA_KEY seals; DATA_KEY_PREVIOUS (comma-separated) only opens what earlier keys sealed. */
  dataKeys: DataKeys;
  /** FILES_URL: the bucket sealed files go to; without it they stay in the database. */
  files?: FilesUrl;
  adminEmail?: string;
  adminPassword?: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  logLevel: string;
  staticDir?: string;
  /** Per-IP limits on the auth calls, requests per minute. Tests raise them. */
  authRateLimitPerMinute: number;
  /** Per-user limit on the calls that render a will or a clause (previews, downloads), per minute (20 unset). */
  renderRateLimitPerMinute?: number;
  /** API_DOCS: serve the OpenAPI document and its UI at /api/docs (served unless false). */
  apiDocs?: boolean;
  trustProxy?: boolean;
  metrics?: { token?: string };
  /** Issue 27: minutes between sweeps for will reminders due (features/will/reminders.ts); 0 or unset: no timer (tests sweep by hand). */
  reminderSweepMinutes?: number;
  /** The render pool (features/will/render-pool.ts); each unset takes its default there. */
  render?: { workers?: number; deadlineMs?: number; memoryMb?: number; cacheBytes?: number };
};

type Secrets = { jwtSecret: string; dataKey: string; pgPassword: string };

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json (mode 600),
 * so tokens and encrypted data survive a restart without anyone having to invent a key.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    dataKey: randomBytes(32).toString('hex'),
    pgPassword: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let files: FilesUrl | undefined;
  try {
    files = e.FILES_URL ? parseFilesUrl(e.FILES_URL) : undefined;
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const secrets = loadSecrets(dataDir);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? secrets.jwtSecret),
    dataKeys: dataKeysOf(
      Buffer.from(e.DATA_KEY ?? secrets.dataKey, 'hex'),
      e.DATA_KEY_PREVIOUS.map((key) => Buffer.from(key, 'hex')),
    ),
    files,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    google,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    authRateLimitPerMinute: 20,
    apiDocs: e.API_DOCS === 'on',
    trustProxy: e.TRUST_PROXY === 'true',
    metrics: e.METRICS === 'on' ? { token: e.METRICS_TOKEN } : undefined,
    reminderSweepMinutes: e.WILL_REMINDER_SWEEP_MINUTES,
    render: {
      workers: e.RENDER_WORKERS,
      deadlineMs: e.RENDER_DEADLINE_MS,
      memoryMb: e.RENDER_WORKER_MEMORY_MB,
      cacheBytes: e.RENDER_CACHE_MB === undefined ? undefined : Math.round(e.RENDER_CACHE_MB * 1024 * 1024),
    },
  };
}
