import type { Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { codeFor } from './mail.ts';

const api = (path: string, body: unknown, token?: string) =>
  fetch(`${BASE_URL}/api/wst/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/**
 * A testator registered through the real calls (the code read from the local SMTP server) and signed in,
 * for journeys that are not about registration. Returns the token and the user id.
 */
export async function registerTestator(options: { firstName?: string; gender?: 'M' | 'F' } = {}) {
  const email = `e2e.people.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'people journey passphrase';
  const form = {
    firstName: options.firstName ?? 'Savitri',
    lastName: 'Iyer',
    gender: options.gender ?? 'F',
    dob: '1962-08-15',
    contactNo: '9123456780',
    email,
    password,
  };
  const check = await (await api('auth/check-registration', form)).json();
  const verify = await api('auth/verify-otp', { otpNumber: await codeFor(email), register: check.register });
  if (!verify.ok) throw new Error(`verify failed: ${await verify.text()}`);
  const { jwt } = (await (await api('auth/login', { username: email, password })).json()) as { jwt: string };
  const userId = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).userId as number;
  return { email, password, token: jwt, userId };
}

/** Opens the app already signed in with `token` (the session lives in sessionStorage, per tab). */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
}
