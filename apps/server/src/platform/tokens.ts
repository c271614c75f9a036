import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'vasiyat';
export const TOKEN_AUDIENCE = 'vasiyat-web';
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export type TokenClaims = { userId: number; roleId: number; firstName: string; tokenVersion: number };

export async function issueToken(secret: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({ firstName: claims.firstName, roleId: claims.roleId, userId: claims.userId, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

/**
 * Tokens already verified under a secret, with their expiry: checking the signature again on every call
 * cost about 8 % of a list call's CPU. Only good tokens get in (a forged one cannot, without the secret);
 * an entry still stops at the token's expiry, and revocation does not depend on it (the token version is
 * compared with the account's on every call). Oldest entries leave first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; expiresAt: number }>>();
const VERIFIED_MAX = 10_000;

/** Verifies signature, algorithm (pinned), issuer, audience and expiry; returns undefined for any bad token. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | undefined> {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (hit.expiresAt > Date.now()) return hit.claims;
    cache.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      // A token without an expiry would never end: ours always carry one.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { userId, roleId, firstName, tv } = payload as Record<string, unknown>;
    if (typeof userId !== 'number' || typeof roleId !== 'number' || typeof tv !== 'number' || String(userId) !== payload.sub)
      return undefined;
    const claims = { userId, roleId, firstName: typeof firstName === 'string' ? firstName : '', tokenVersion: tv };
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
