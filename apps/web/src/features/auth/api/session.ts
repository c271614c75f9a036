import { shellEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';

/**
 * Lets new tabs of this browser be signed in (DESIGN §9): the server keeps the session in an HttpOnly cookie
 * that only the session calls receive. A failure only means a new tab asks to sign in.
 */
export function keepSession(): Promise<unknown> {
  return call(shellEndpoints.keepSession, {}).catch(() => undefined);
}

/** A new tab: the browser's session from its cookie, or null (none, ended, or no answer). */
export function resumeSession(): Promise<string | null> {
  return call(shellEndpoints.resumeSession, {}).then(
    (answer) => answer.jwt,
    () => null,
  );
}
