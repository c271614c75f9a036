import type { TTokenPayload } from '@vasiyat/contract';

/** Decodes a JWT's payload without verifying it: the server verifies, the client only reads its claims. */
export function decodeJwt(token: string): TTokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isTokenPayload(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** `exp` is in seconds since the epoch (RFC 7519); a token without one never expires on the client. */
export function isExpired(claims: TTokenPayload, nowMs: number = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= nowMs;
}

/** The claims of a usable token, or null when it is malformed or expired. */
export function readClaims(token: string | null, nowMs: number = Date.now()): TTokenPayload | null {
  if (!token) return null;
  const claims = decodeJwt(token);
  return claims && !isExpired(claims, nowMs) ? claims : null;
}

// Checked by hand rather than with ZTokenPayload so zod stays out of the initial bundle.
function isTokenPayload(value: unknown): value is TTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.firstName === 'string' &&
    Number.isInteger(claims.roleId) &&
    Number.isInteger(claims.userId) &&
    (claims.exp === undefined || typeof claims.exp === 'number')
  );
}
