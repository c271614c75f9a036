import { queryOptions } from '@tanstack/react-query';
import { shellEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';

/** A full-page navigation, not an API call: the server runs the OAuth flow and comes back to /login. */
export const GOOGLE_SIGN_IN_PATH = '/oauth2/authorization/google';

export function fetchGoogleStatus(): Promise<{ enabled: boolean }> {
  return call(shellEndpoints.googleStatus, {});
}

export const googleStatusQuery = queryOptions({
  queryKey: ['auth', 'google-status'],
  queryFn: fetchGoogleStatus,
  staleTime: 5 * 60_000,
});
