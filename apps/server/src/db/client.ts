import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

// From source this module is src/db/client.ts; in the production bundle (build.mjs) it is part of a file in
// dist/, which carries a copy of the migrations beside it.
export const migrationsFolder = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../drizzle' : './drizzle', import.meta.url));

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };
/** What a repository function runs its queries on: the database or a transaction of it (one type for all). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// DATE columns stay 'yyyy-mm-dd' strings: no time-zone shift on the way out.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const dialect = new PgDialect();

/**
 * The rows of one read, run on the pool itself: the ORM's session costs about 50 µs of CPU a query around the
 * same SQL (measured beside pool.query), which the lists and ownership checks pay on every call. Columns come
 * as the query names them; no mapping.
 */
export async function readRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await db.$client.query<T>({ name: statementName(text), text, values: params })).rows;
}

/** The name of each read's text as a prepared statement; a few texts (one per list query and kind count). */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 200;

/**
 * Issue 25 item 3: each read runs as a named prepared statement, so PostgreSQL parses and plans its text once per
 * connection rather than on every call (the lists' queries, with three subqueries a row, are read on every visit of
 * a list screen; the database shares the machine's cores with the app). A text beyond the first 200 runs unnamed.
 */
function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_STATEMENTS) return known;
  const name = `vasiyat-read-${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

export function openDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  return { db, pool, close: () => pool.end() };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
