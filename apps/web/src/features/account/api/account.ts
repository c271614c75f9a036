import { useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';

/** The signed-in person's latest sign-ins and downloads (ours: the Security page). */
export function useSecurityEvents() {
  return useQuery({
    queryKey: ['account', 'securityEvents'],
    queryFn: () => call(accountEndpoints.securityEvents, {}),
    // Always current: the page exists to show what just happened.
    staleTime: 0,
  });
}
