import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createMailer } from '../src/platform/mail.ts';
import { dataKeysOf } from '../src/platform/sealed.ts';
import type { SeedTransport } from './seeds.ts';
import { startSmtpSink } from './smtp-sink.ts';

/** A test configuration: random secrets, generous per-IP limits (one test file makes many calls from one IP). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:8080',
    dataDir: mkdtempSync(join(tmpdir(), 'vasiyat-test-data-')),
    mailFrom: 'Vasiyat <no-reply@vasiyat.test>',
    jwtSecret: randomBytes(32),
    dataKeys: dataKeysOf(randomBytes(32)),
    logLevel: 'silent',
    authRateLimitPerMinute: 10_000,
    renderRateLimitPerMinute: 10_000,
    // One render worker per test app: two test files share the machine's cores (the pool's own tests use more).
    render: { workers: 1 },
    ...overrides,
  };
}

/**
 * One API test file = one database cloned from the migrated, seeded template, a real SMTP sink, and the
 * app served through app.inject.
 */
export async function startApiTest(
  overrides: Partial<Config> = {},
  options: { logger?: AppDeps['logger']; beforeReady?: (app: FastifyInstance, database: Database) => void } = {},
) {
  const serverUrl = inject('postgresUrl');
  const name = `vasiyat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.href, 4);
  const smtp = await startSmtpSink();
  const config = testConfig({ smtpUrl: smtp.url, ...overrides });
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log: () => {} });
  const { app, services, routes } = await buildApp({ config, database, mailer, logger: options.logger ?? false });
  options.beforeReady?.(app, database);
  await app.ready();
  return {
    app,
    services,
    routes,
    config,
    database,
    db: database.db,
    pool: database.pool,
    smtp,
    async close() {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}
export type ApiTest = Awaited<ReturnType<typeof startApiTest>>;

/** The seeds' transport for an API test: app.inject and the test's SMTP sink. */
export function seedTransport(t: ApiTest): SeedTransport {
  return {
    async post(path, body, token) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/wst/${path}`,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.statusCode, json: response.json() };
    },
    codeFor: (email, since) => t.smtp.codeFor(email, { since }),
    mailCount: async () => t.smtp.received.length,
  };
}
