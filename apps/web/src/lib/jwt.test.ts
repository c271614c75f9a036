import { describe, expect, it } from 'vitest';
import { decodeJwt, isExpired, readClaims } from './jwt.ts';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function tokenWith(payload: unknown): string {
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

const now = Date.UTC(2030, 0, 1);
const inOneHour = now / 1000 + 3600;

describe('decodeJwt', () => {
  it('reads the claims from the middle part', () => {
    expect(decodeJwt(tokenWith({ firstName: 'Asha', roleId: 21, userId: 7, exp: inOneHour }))).toEqual({
      firstName: 'Asha',
      roleId: 21,
      userId: 7,
      exp: inOneHour,
    });
  });

  it('decodes UTF-8 names written in base64url', () => {
    expect(decodeJwt(tokenWith({ firstName: 'आशा ~?>', roleId: 13, userId: 1 }))?.firstName).toBe('आशा ~?>');
  });

  it.each([
    ['no payload part', 'abc'],
    ['not base64', 'a.@@@.c'],
    ['not JSON', `a.${base64url('not json')}.c`],
    ['missing role', tokenWith({ firstName: 'A', userId: 1 })],
    ['role as text', tokenWith({ firstName: 'A', roleId: '21', userId: 1 })],
    ['a JSON array', tokenWith([1, 2])],
  ])('returns null for %s', (_name, token) => {
    expect(decodeJwt(token)).toBeNull();
  });
});

describe('isExpired', () => {
  it('is false before exp and true at or after it', () => {
    const claims = { firstName: 'A', roleId: 21, userId: 1, exp: now / 1000 };
    expect(isExpired(claims, now - 1)).toBe(false);
    expect(isExpired(claims, now)).toBe(true);
    expect(isExpired(claims, now + 1000)).toBe(true);
  });

  it('is false without exp', () => {
    expect(isExpired({ firstName: 'A', roleId: 21, userId: 1 }, now)).toBe(false);
  });
});

describe('readClaims', () => {
  it('treats a missing, malformed or expired token as logged out', () => {
    expect(readClaims(null, now)).toBeNull();
    expect(readClaims('garbage', now)).toBeNull();
    expect(readClaims(tokenWith({ firstName: 'A', roleId: 21, userId: 1, exp: now / 1000 - 1 }), now)).toBeNull();
  });

  it('returns the claims of a live token', () => {
    expect(readClaims(tokenWith({ firstName: 'A', roleId: 21, userId: 1, exp: inOneHour }), now)?.roleId).toBe(21);
  });
});
