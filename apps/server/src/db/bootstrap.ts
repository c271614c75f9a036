import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { loadSecrets } from '../config.ts';
import { acquireDataDirLock } from '../platform/data-dir-lock.ts';
import { type Database, migrateDatabase, openDatabase } from './client.ts';
import { seedDatabase } from './seed/index.ts';

/** The embedded cluster's database (`npm run backup`/`restore` start the cluster themselves when no server runs). */
export const DATABASE_NAME = 'vasiyat';

export type Started = { database: Database; stop: () => Promise<void>; mode: 'embedded' | 'external' };

/**
 * The database the server runs on: DATABASE_URL when set (any number of processes may share it),
 * otherwise the embedded PostgreSQL in DATA_DIR/pg, owned by this one process.
 * Migrates and seeds before anything is served.
 */
export async function startDatabase(config: Config, log: (line: string) => void): Promise<Started> {
  if (config.databaseUrl) {
    const database = openDatabase(config.databaseUrl);
    await prepare(database);
    return { database, mode: 'external', stop: () => database.close() };
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    const { startEmbeddedPostgres } = await import('./embedded.ts');
    const embedded = await startEmbeddedPostgres({
      dir: join(config.dataDir, 'pg'),
      password: loadSecrets(config.dataDir).pgPassword,
      database: DATABASE_NAME,
      log: (line) => line && log(`[postgres] ${line}`),
    });
    const url = embedded.url(DATABASE_NAME);
    // Lets `npm run create-admin` reach this running server's database instead of starting a second one.
    const portFile = join(config.dataDir, 'postgres.port');
    writeFileSync(portFile, new URL(url).port, { mode: 0o600 });
    const database = openDatabase(url);
    await prepare(database);
    return {
      database,
      mode: 'embedded',
      stop: async () => {
        await database.close();
        await embedded.stop();
        rmSync(portFile, { force: true });
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Several processes may start at once on one database (replicas behind a balancer): without a lock they
 * run the same migration side by side and all but one fail. One migrates and seeds while the others wait
 * here, then find nothing left to do. The lock is the session's: a process that dies releases it.
 */
async function prepare(database: Database) {
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('vasiyat.prepare'))");
    try {
      await migrateDatabase(database.db);
      await seedDatabase(database.db);
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('vasiyat.prepare'))");
    }
  } finally {
    client.release();
  }
}

/** For command-line tools: the running server's embedded database when there is one. */
export function runningEmbeddedUrl(config: Config): string | undefined {
  const portFile = join(config.dataDir, 'postgres.port');
  if (!existsSync(portFile)) return undefined;
  const port = readFileSync(portFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(loadSecrets(config.dataDir).pgPassword)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}
