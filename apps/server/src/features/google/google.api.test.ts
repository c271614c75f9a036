import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, startApiTest } from '../../../test/api-harness.ts';
import { bearer } from '../../../test/fixtures.ts';
import { type OidcIssuer, startOidcIssuer } from '../../../test/oidc-issuer.ts';

// A real OpenID Connect issuer on a local port stands in for Google's endpoints (DESIGN §10).
let issuer: OidcIssuer;
let t: ApiTest;

beforeAll(async () => {
  issuer = await startOidcIssuer();
  t = await startApiTest({ google: issuer.google });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

/** Runs the browser's part of the flow: our redirect, the issuer's approval, our callback. */
async function signIn() {
  const start = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(new URL(issuer.google.issuer).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const approved = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location')!);
  expect(callback.pathname).toBe('/login/oauth2/code/google');
  return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
}

describe('Google sign-in (OpenID Connect)', () => {
  it('reports that it is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wst/auth/google/status' })).json()).toEqual({ enabled: true });
  });

  it('creates a testator on first sign-in and hands the token to the login page in the fragment', async () => {
    issuer.signInAs({
      sub: 'google-sub-1',
      email: 'Meera.Iyer@example.in',
      email_verified: true,
      given_name: 'Meera',
      family_name: 'Iyer',
    });
    const done = await signIn();
    expect(done.statusCode).toBe(302);
    const location = String(done.headers.location);
    expect(location).toMatch(/^\/login#jwt=/);
    const jwt = location.slice('/login#jwt='.length);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ firstName: 'Meera', roleId: 21 });
    const { rows } = await t.pool.query('SELECT email, google_subject, password_hash FROM users WHERE id = $1', [claims.userId]);
    expect(rows[0]).toEqual({ email: 'meera.iyer@example.in', google_subject: 'google-sub-1', password_hash: null });
    const menus = await t.app.inject({ method: 'GET', url: '/api/wst/testator/findAllMenuByRoleId?roleId=21', headers: bearer(jwt) });
    expect(menus.statusCode).toBe(200);

    const again = await signIn();
    const second = JSON.parse(Buffer.from(String(again.headers.location).split('.')[1]!, 'base64url').toString());
    expect(second.userId).toBe(claims.userId);
  });

  it('refuses an identity whose email is not verified', async () => {
    issuer.signInAs({ sub: 'google-sub-2', email: 'unverified@example.in', email_verified: false });
    const done = await signIn();
    expect(done.headers.location).toBe('/login?oauth=failed');
    expect((await t.pool.query(`SELECT 1 FROM users WHERE email = 'unverified@example.in'`)).rowCount).toBe(0);
  });

  it('refuses a callback without the flow cookie or with a forged state', async () => {
    issuer.signInAs({ sub: 'google-sub-3', email: 'forged@example.in', email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
    const approved = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location')!);
    const noCookie = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(noCookie.headers.location).toBe('/login?oauth=failed');
    callback.searchParams.set('state', 'forged');
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const forged = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
    expect(forged.headers.location).toBe('/login?oauth=failed');
  });
});

describe('Google sign-in not configured', () => {
  it('sends the browser back to the login page with an explanation flag', async () => {
    const plain = await startApiTest();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?oauth=not-configured');
      expect((await plain.app.inject({ method: 'GET', url: '/api/wst/auth/google/status' })).json()).toEqual({ enabled: false });
    } finally {
      await plain.close();
    }
  });
});
