import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** A full-page navigation, not an API call: the server runs the OAuth flow and comes back to /login. */
export const GOOGLE_SIGN_IN_PATH = '/oauth2/authorization/google';

export function fetchGoogleStatus(): Promise<{ enabled: boolean }> {
  return apiGet<{ enabled: boolean }>('auth/google/status');
}

export const googleStatusQuery = queryOptions({
  queryKey: ['auth', 'google-status'],
  queryFn: fetchGoogleStatus,
  staleTime: 5 * 60_000,
});

export function useGoogleStatus() {
  return useQuery(googleStatusQuery);
}
