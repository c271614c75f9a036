import { useQuery } from '@tanstack/react-query';
import { assignmentEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { willKeys } from './keys.ts';

/** Issue 27: who receives what the will gives, by value (the assignments' own answer, read for the will screen). */
export function useEstateShares() {
  const testatorId = useSessionStore((state) => state.claims?.userId ?? 0);
  const code = useLanguageStore((state) => state.language);
  return useQuery({
    queryKey: willKeys.estate(code),
    queryFn: () => call(assignmentEndpoints.findBeneficiaryShares, { query: { testatorId, code } }),
    enabled: testatorId > 0,
    // Assets and assignments change on other screens: read them again each time the page opens.
    staleTime: 0,
  });
}
