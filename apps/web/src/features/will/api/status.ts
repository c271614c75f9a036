import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { willEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { willKeys } from './keys.ts';

/**
 * Issue 27: what changed in what the deed says since the will downloaded last, and the life events that change the
 * law's answer, worded in the screen's language. The records change on other screens: read afresh on every visit.
 */
export function useWillStatus() {
  const code = useLanguageStore((state) => state.language);
  return useQuery({
    queryKey: willKeys.status(code),
    queryFn: () => call(willEndpoints.willStatus, { query: { code } }),
    staleTime: 0,
  });
}

/** Issue 27: mail me when my will goes out of date, and once a year to review it. */
export function useSaveWillReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(willEndpoints.saveWillReminders, { body: { enabled } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: willKeys.statuses }),
  });
}
