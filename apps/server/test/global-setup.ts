import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server-level connection string; test files create their own database from the template on it. */
    postgresUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = 'vasiyat_test_template';

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when given, else an embedded one in a temp
 * directory. A template database is migrated and seeded once; every test file clones it (fast, isolated).
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
    const dir = mkdtempSync(join(tmpdir(), 'vasiyat-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dir: join(dir, 'pg'), password: 'test-only-password', database: 'postgres' });
    postgresUrl = embedded.url('postgres');
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${TEMPLATE}`;
  const template = openDatabase(url.href, 2);
  await migrateDatabase(template.db);
  await seedDatabase(template.db);
  await template.close();
  await admin.end();

  project.provide('postgresUrl', postgresUrl);
  project.provide('templateDatabase', TEMPLATE);
  return async () => {
    const cleanup = new pg.Client({ connectionString: postgresUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'vasiyat_test_%'");
    for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await cleanup.end();
    await stop();
  };
}
