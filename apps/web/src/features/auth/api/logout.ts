import { shellEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';

/**
 * Ends the session on the server too: every token issued before stops working (DESIGN §7). The local
 * session is cleared whatever the answer, so a failure here never keeps anyone signed in on this device.
 */
export function revokeSession(): Promise<unknown> {
  return call(shellEndpoints.logout, {}).catch(() => undefined);
}
