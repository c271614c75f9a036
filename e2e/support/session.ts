import type { Page } from '@playwright/test';
import { type SeedTransport, seedTestator } from '../../apps/server/test/seeds.ts';
import { BASE_URL } from './env.ts';
import { codeFor, mailCount } from './mail.ts';

/** The seeds' transport for the browser tests: HTTP to the journeys' server and the mail sink's reader. */
export const http: SeedTransport = {
  async post(path, body, token) {
    const response = await fetch(`${BASE_URL}/api/wst/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  },
  codeFor: (email, since) => codeFor(email, { since }),
  mailCount,
};

/**
 * A testator registered through the real calls (the code read from the local SMTP server) and signed in,
 * for journeys that are not about registration. Returns the token and the user id.
 */
export function registerTestator(options: { firstName?: string; gender?: 'M' | 'F' } = {}) {
  return seedTestator(http, options);
}

/** Opens the app already signed in with `token` (the session lives in sessionStorage, per tab). */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
}
