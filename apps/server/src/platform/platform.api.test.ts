import { allEndpoints } from '@vasiyat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../test/api-harness.ts';
import { bearer, createUser } from '../../test/fixtures.ts';
import { seedDatabase } from '../db/seed/index.ts';

let t: ApiTest;
beforeAll(async () => {
  t = await startApiTest();
});
afterAll(() => t.close());

/** Every public API route. A new public route must be added here on purpose; every other one needs a token. */
const PUBLIC_ROUTES = [
  'GET /api/wst/auth/google/status',
  'GET /api/wst/health',
  'GET /api/wst/utils/labels',
  'GET /api/wst/utils/languages',
  'POST /api/wst/auth/check-registration',
  'POST /api/wst/auth/forgot-password',
  'POST /api/wst/auth/login',
  'POST /api/wst/auth/resend-otp',
  'POST /api/wst/auth/reset-password',
  // A new tab of a signed-in browser: answers the session its HttpOnly cookie holds, or null (issue 23).
  'POST /api/wst/auth/session/resume',
  'POST /api/wst/auth/verify-otp',
];

describe('route inventory', () => {
  it('every API route declares an auth rule, and only the listed ones are public', () => {
    const api = t.routes.filter((r) => r.url.startsWith('/api/wst') && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    for (const route of api) expect(route.auth, `${route.method} ${route.url}`).toBeDefined();
    const open = api.filter((r) => r.auth === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
  });

  it('serves exactly the rows of the contract’s endpoint table, each with the table’s auth rule', () => {
    const served = t.routes
      .filter((r) => r.url.startsWith('/api/wst') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${JSON.stringify(r.auth)}`)
      .sort();
    const table = Object.values(allEndpoints)
      .map((e) => `${e.method} /api/wst/${e.path} ${JSON.stringify(e.auth)}`)
      .sort();
    expect(served).toEqual(table);
  });

  it('describes every row of the table in /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    for (const [name, e] of Object.entries(allEndpoints)) {
      const operation = paths[`/api/wst/${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method.toLowerCase()] as
        | { operationId?: string }
        | undefined;
      expect(operation?.operationId, name).toBe(name);
    }
  });

  it('refuses to register an API route without an auth rule', async () => {
    const { buildApp } = await import('../app.ts');
    const { createMailer } = await import('./mail.ts');
    const { app } = await buildApp({
      config: t.config,
      database: t.database,
      mailer: createMailer({ from: 'x', outboxDir: t.config.dataDir, log: () => {} }),
      logger: false,
    });
    expect(() => app.get('/api/wst/testator/forgotten', async () => ({}))).toThrow(/declares no auth rule/);
    await app.close();
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, frame-ancestors none, nosniff and no-store on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wst/utils/languages' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wst/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'not_found', messageKey: 'errorNotFound', message: 'Not found.' });
  });
});

describe('health and documentation', () => {
  it('reports liveness and database reachability', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wst/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document generated from the contract, and its UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/wst/auth/check-registration', '/api/wst/testator/findAllSubMenuByMenuId']),
    );
    const register = doc.paths['/api/wst/auth/check-registration'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['firstName', 'email', 'password']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('API_DOCS=off', () => {
  it('serves neither the OpenAPI document nor its UI, and the calls still answer', async () => {
    const { buildApp } = await import('../app.ts');
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({ DATA_DIR: t.config.dataDir, API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).apiDocs).toBe(true);
    const { createMailer } = await import('./mail.ts');
    const { app } = await buildApp({
      config: { ...t.config, apiDocs: false },
      database: t.database,
      mailer: createMailer({ from: 'x', outboxDir: t.config.dataDir, log: () => {} }),
      logger: false,
    });
    for (const url of ['/api/docs/json', '/api/docs/', '/api/docs/static/index.html'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('rate limits on the auth calls', () => {
  it('answers 429 in the error shape once an IP passes the per-minute limit, across app instances', async () => {
    const { buildApp } = await import('../app.ts');
    const { createMailer } = await import('./mail.ts');
    const make = async () =>
      (
        await buildApp({
          config: { ...t.config, authRateLimitPerMinute: 3 },
          database: t.database,
          mailer: createMailer({ from: 'x', outboxDir: t.config.dataDir, log: () => {} }),
          logger: false,
        })
      ).app;
    // Two "processes" share the counters through PostgreSQL.
    const first = await make();
    const second = await make();
    const attempt = (app: typeof first) =>
      app.inject({
        method: 'POST',
        url: '/api/wst/auth/login',
        payload: { username: 'x@example.in', password: 'y' },
        remoteAddress: '10.9.8.7',
      });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const limited = await attempt(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 'error',
      code: 'rate_limited',
      messageKey: 'errorRateLimited',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    await first.close();
    await second.close();
  });
});

describe('seed', () => {
  it('is idempotent: a second run rewrites no row', async () => {
    const snapshot = async () =>
      (
        await t.pool.query(`SELECT 'l' || xmin::text AS x FROM labels UNION ALL SELECT 'm' || xmin::text FROM menus
          UNION ALL SELECT 't' || xmin::text FROM menu_translations UNION ALL SELECT 'g' || xmin::text FROM languages
          UNION ALL SELECT 'r' || xmin::text FROM menu_roles UNION ALL SELECT 'i' || xmin::text FROM master_items
          UNION ALL SELECT 'j' || xmin::text FROM master_item_translations ORDER BY 1`)
      ).rows.map((r) => r.x);
    const counts = async () => (await t.pool.query('SELECT (SELECT count(*) FROM labels) AS l, (SELECT count(*) FROM menus) AS m')).rows[0];
    const before = await snapshot();
    const countsBefore = await counts();
    await seedDatabase(t.db);
    expect(await snapshot()).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
  });
});

describe('sessions', () => {
  it('a token stops working when its user is gone', async () => {
    const user = await createUser(t);
    await t.pool.query('DELETE FROM users WHERE id = $1', [user.userId]);
    t.services.authState.forget(user.userId);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/wst/testator/findAllMenuByRoleId?roleId=21',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(401);
  });
});
