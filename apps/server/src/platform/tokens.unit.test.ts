import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken, readToken, TOKEN_TTL_SECONDS } from './tokens.ts';

const claims = { userId: 7, roleId: 21, firstName: 'Asha', tokenVersion: 0 };

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a good token, twice the same, and refuses another secret’s or a tampered one', async () => {
    const secret = randomBytes(32);
    const token = await issueToken(secret, claims);
    expect(await readToken(secret, token)).toEqual(claims);
    expect(await readToken(secret, token)).toEqual(claims);
    expect(await readToken(randomBytes(32), token)).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roleId: 13 })).toString(
      'base64url',
    );
    expect(await readToken(secret, `${header}.${forged}.${signature}`)).toBeUndefined();
  });

  it('stops a token at its expiry even after it was read once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    const secret = randomBytes(32);
    const token = await issueToken(secret, claims);
    expect(await readToken(secret, token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + (TOKEN_TTL_SECONDS + 1) * 1000));
    expect(await readToken(secret, token)).toBeUndefined();
  });
});
