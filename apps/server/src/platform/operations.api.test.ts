import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../test/api-harness.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createMailer } from './mail.ts';
import { readiness } from './probes.ts';

// What runs the server sees of it: probes, request ids in answers and JSON log lines, metrics when enabled, and
// the client address the rate limits count — from a proxy only when one is trusted.

let t: ApiTest;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startApiTest({}, { logger: { level: 'info', stream } });
});
afterAll(() => t.close());

/** Another app on the same database with its own configuration (as another process would be). */
async function appWith(config: Partial<Config>) {
  const { app } = await buildApp({
    config: { ...t.config, ...config },
    database: t.database,
    mailer: createMailer({ from: 'x', outboxDir: t.config.dataDir, log: () => {} }),
    logger: false,
  });
  await app.ready();
  return app;
}

describe('probes', () => {
  it('/api/health answers while the process lives; /api/ready once the database holds every migration', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'current' });
  });

  it('is not ready when the newest migration is missing or the database does not answer', async () => {
    // The newest migration's record made a millisecond older (as if this build shipped one the database lacks), then put back.
    try {
      await t.pool.query(
        'UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)',
      );
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'behind' });
    } finally {
      await t.pool.query(
        'UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)',
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const nowhere = new pg.Pool({ connectionString: 'postgres://nobody:x@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    expect(await readiness(nowhere)).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    await nowhere.end();
  });
});

describe('request ids and logs', () => {
  it('answers with an X-Request-Id that every JSON log line of the request carries', async () => {
    lines.length = 0;
    const answer = await t.app.inject({ method: 'GET', url: '/api/wst/utils/languages' });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const other = await t.app.inject({ method: 'GET', url: '/api/wst/utils/languages' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('takes a request id and a client address from a proxy only when TRUST_PROXY is set', async () => {
    const headers = { 'x-request-id': 'from-the-edge-1', 'x-forwarded-for': '203.0.113.9' };
    const direct = await t.app.inject({ method: 'GET', url: '/api/wst/utils/languages', headers });
    expect(direct.headers['x-request-id']).not.toBe('from-the-edge-1');
    const proxied = await appWith({ trustProxy: true });
    const behind = await proxied.inject({ method: 'GET', url: '/api/wst/utils/languages', headers });
    expect(behind.headers['x-request-id']).toBe('from-the-edge-1');
    await proxied.close();
  });
});

describe('rate limits cannot be dodged', () => {
  const attempt = (app: Awaited<ReturnType<typeof appWith>>, url: string, forwardedFor: string, remoteAddress = '10.7.7.7') =>
    app.inject({
      method: 'POST',
      url,
      payload: { username: 'Somebody@Example.in', password: 'wrong' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('by a new X-Forwarded-For on each try, or another spelling of the path, unless a proxy is trusted', async () => {
    const app = await appWith({ authRateLimitPerMinute: 3 });
    const statuses = [];
    for (const [index, url] of ['/api/wst/auth/login', '/api/wst/auth/login', '/api/wst/auth/login?x=1', '/api/wst/auth/login'].entries()) {
      statuses.push((await attempt(app, url, `198.51.100.${index}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Other spellings of the path are not the route at all: no answer but 404, so nothing to try a password on.
    for (const url of ['/API/wst/auth/login', '/api/wst/auth/login/', '/api/wst/auth//login', '/api/wst/auth/LOGIN']) {
      expect((await attempt(app, url, '198.51.100.99')).statusCode, url).toBe(404);
    }
    await app.close();

    // Behind a trusted proxy, each client's address counts on its own.
    const proxied = await appWith({ authRateLimitPerMinute: 3, trustProxy: true });
    const spread = [];
    for (let index = 0; index < 4; index++)
      spread.push((await attempt(proxied, '/api/wst/auth/login', `192.0.2.${index}`, '10.7.7.8')).statusCode);
    expect(spread).toEqual([401, 401, 401, 401]);
    await proxied.close();
  });
});

describe('metrics', () => {
  it('are not served unless enabled', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('count requests by route pattern and status with their latency, pool use and render times, behind a token', async () => {
    const app = await appWith({ metrics: { token: 'a-metrics-token-of-some-length' } });
    await app.inject({ method: 'GET', url: '/api/wst/utils/languages' });
    await app.inject({ method: 'GET', url: '/api/wst/testator/findAddressById?entityId=424242&code=en' });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const answer = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-metrics-token-of-some-length' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toContain('vasiyat_http_requests_total{method="GET",route="/api/wst/utils/languages",status="200"} 1');
    expect(text).toContain('vasiyat_http_requests_total{method="GET",route="/api/wst/testator/findAddressById",status="401"} 1');
    expect(text).toMatch(/vasiyat_http_request_duration_seconds_count\{method="GET",route="\/api\/wst\/utils\/languages"\} 1/);
    expect(text).toMatch(/vasiyat_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('# TYPE vasiyat_will_render_duration_seconds histogram');
    // An id in the address never becomes a label.
    expect(text).not.toContain('424242');
    await app.close();
  });
});
