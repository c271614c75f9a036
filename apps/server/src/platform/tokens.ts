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

/** Verifies signature, algorithm (pinned), issuer, audience and expiry; returns undefined for any bad token. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    const { userId, roleId, firstName, tv } = payload as Record<string, unknown>;
    if (typeof userId !== 'number' || typeof roleId !== 'number' || typeof tv !== 'number' || String(userId) !== payload.sub)
      return undefined;
    return { userId, roleId, firstName: typeof firstName === 'string' ? firstName : '', tokenVersion: tv };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
