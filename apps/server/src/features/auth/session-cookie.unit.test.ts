import { describe, expect, it } from 'vitest';
import { sessionCookie, sessionTokenOf } from './session-cookie.ts';

describe('the session cookie of new tabs (issue 23)', () => {
  it('is HttpOnly, SameSite=Strict, for the session calls only, ends with the browser, and Secure over https', () => {
    expect(sessionCookie('a.b.c', { secure: true })).toBe(
      'vasiyat_session=a.b.c; Path=/api/wst/auth/session; HttpOnly; SameSite=Strict; Secure',
    );
    expect(sessionCookie('a.b.c', { secure: false })).not.toMatch(/Secure|Max-Age|Expires/);
    expect(sessionCookie('', { secure: true })).toBe(
      'vasiyat_session=; Path=/api/wst/auth/session; HttpOnly; SameSite=Strict; Max-Age=0; Secure',
    );
  });

  it('is read from a Cookie header among others', () => {
    expect(sessionTokenOf('theme=dark; vasiyat_session=a.b.c; x=1')).toBe('a.b.c');
    expect(sessionTokenOf('vasiyat_session=')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});
