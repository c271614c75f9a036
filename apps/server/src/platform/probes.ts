// Probes for whatever runs the server (a container orchestrator, a load balancer): /api/health says the process is
// alive and answering, /api/ready that it can do its work — the database answers and holds every migration this
// build ships. They sit beside the API rather than in its table: no client of the API calls them.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { migrationsFolder } from '../db/client.ts';

/** The newest migration this build ships: drizzle records each applied one by its folder time. */
const newestMigration = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));

export type Readiness = { status: 'ready' | 'not_ready'; database: 'up' | 'down'; migrations: 'current' | 'behind' | 'unknown' };

export async function readiness(pool: pg.Pool): Promise<Readiness> {
  try {
    const { rows } = await pool.query<{ newest: string | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    const applied = Number(rows[0]?.newest ?? 0);
    const migrations = applied >= newestMigration ? 'current' : 'behind';
    return { status: migrations === 'current' ? 'ready' : 'not_ready', database: 'up', migrations };
  } catch {
    return { status: 'not_ready', database: 'down', migrations: 'unknown' };
  }
}

export function registerProbes(app: FastifyInstance, pool: pg.Pool) {
  app.get('/api/health', { config: { auth: 'public' }, logLevel: 'warn' }, async () => ({
    status: 'ok',
    uptimeSeconds: Math.round(process.uptime()),
  }));
  app.get('/api/ready', { config: { auth: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    const state = await readiness(pool);
    return reply.code(state.status === 'ready' ? 200 : 503).send(state);
  });
}
