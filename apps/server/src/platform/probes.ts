// Probes for whatever runs the server (a container orchestrator, a load balancer): /api/health says the process is
// alive and answering, /api/ready that it can do its work — the database answers and holds every migration this
// build ships, and the bucket answers when files are kept in one (FILES_URL). They sit beside the API rather than in its table: no client of the API calls them.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { migrationsFolder } from '../db/client.ts';
import type { ObjectStore } from './object-store.ts';

/** The newest migration this build ships: drizzle records each applied one by its folder time. */
const newestMigration = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));

export type Readiness = {
  status: 'ready' | 'not_ready';
  database: 'up' | 'down';
  migrations: 'current' | 'behind' | 'unknown';
  /** Only when FILES_URL names a bucket. */
  files?: 'up' | 'down';
};

async function databaseReadiness(pool: pg.Pool): Promise<Pick<Readiness, 'database' | 'migrations'>> {
  try {
    const { rows } = await pool.query<{ newest: string | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    const applied = Number(rows[0]?.newest ?? 0);
    return { database: 'up', migrations: applied >= newestMigration ? 'current' : 'behind' };
  } catch {
    return { database: 'down', migrations: 'unknown' };
  }
}

export async function readiness(pool: pg.Pool, objects?: ObjectStore): Promise<Readiness> {
  const [database, files] = await Promise.all([
    databaseReadiness(pool),
    objects?.check().then(
      () => 'up' as const,
      () => 'down' as const,
    ),
  ]);
  const ready = database.migrations === 'current' && files !== 'down';
  return { status: ready ? 'ready' : 'not_ready', ...database, ...(files ? { files } : {}) };
}

export function registerProbes(app: FastifyInstance, pool: pg.Pool, objects?: ObjectStore) {
  app.get('/api/health', { config: { auth: 'public' }, logLevel: 'warn' }, async () => ({
    status: 'ok',
    uptimeSeconds: Math.round(process.uptime()),
  }));
  app.get('/api/ready', { config: { auth: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    const state = await readiness(pool, objects);
    return reply.code(state.status === 'ready' ? 200 : 503).send(state);
  });
}
