import type pg from 'pg';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const INCREMENT = `
  INSERT INTO rate_limits (key, count, expires_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
    expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
  RETURNING count, GREATEST(0, ceil(extract(epoch FROM (expires_at - now())) * 1000))::int AS ttl`;

const READ = `SELECT count, GREATEST(0, ceil(extract(epoch FROM (expires_at - now())) * 1000))::int AS ttl
  FROM rate_limits WHERE key = $1 AND expires_at > now()`;

/** Counts one hit on `key` in a fixed window; shared by every process on the database. */
export async function hit(pool: pg.Pool, key: string, windowMs: number): Promise<Result> {
  const { rows } = await pool.query<{ count: number; ttl: number }>(INCREMENT, [key, windowMs]);
  return { current: rows[0]!.count, ttl: rows[0]!.ttl };
}

export async function peek(pool: pg.Pool, key: string): Promise<Result> {
  const { rows } = await pool.query<{ count: number; ttl: number }>(READ, [key]);
  return rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 };
}

export async function clear(pool: pg.Pool, key: string): Promise<void> {
  await pool.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

export async function purgeExpired(pool: pg.Pool): Promise<void> {
  await pool.query('DELETE FROM rate_limits WHERE expires_at < now()');
}

/** A store for @fastify/rate-limit backed by PostgreSQL, so limits hold across processes (DESIGN §3). */
export function createPgRateLimitStore(pool: pg.Pool) {
  return class PgRateLimitStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      hit(pool, this.prefix + key, timeWindow).then((result) => callback(null, result), callback);
    }
    read(key: string, callback: Callback) {
      peek(pool, this.prefix + key).then((result) => callback(null, result), callback);
    }
    // The plugin passes the route's options (with routeInfo at run time); one counter space per route.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new PgRateLimitStore(undefined, `${this.prefix}${route ? `${route.method}${route.url}` : 'route'}:`);
    }
  };
}
