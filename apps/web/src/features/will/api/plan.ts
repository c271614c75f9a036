import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignmentEndpoints, peopleEndpoints, type TWillPlanInput, willEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { willKeys } from './keys.ts';

/** Issue 22: the testator's plan for the will as a whole (version 0 before the first save). */
export function useWillPlan() {
  return useQuery({ queryKey: willKeys.plan, queryFn: () => call(willEndpoints.willPlan, {}) });
}

/**
 * The people a plan can name, with what tells them apart (relation, date of birth), and the testator's religion
 * (the school of Muslim law is asked only of a Muslim). The assignment's master data already lists who can receive
 * and who is an adult of the testator's own; Define self holds the religion.
 */
export function usePlanPeople() {
  const userId = useSessionStore((state) => state.claims?.userId ?? 0);
  const code = useLanguageStore((state) => state.language);
  return useQuery({
    queryKey: willKeys.planPeople(code),
    queryFn: async () => {
      const [masters, self] = await Promise.all([
        call(assignmentEndpoints.findAllAssetAssignmentMasterDatas, { query: { entityId: userId, assetAssignmentId: 0, code } }),
        call(peopleEndpoints.findAllTestatorListedData, { query: { entityId: userId } }),
      ]);
      return { receivers: masters.benficiaries, adults: masters.individual, religionId: self.entities?.religionId ?? null };
    },
    enabled: userId > 0,
    // The people change on other screens: read them again each time the page opens.
    staleTime: 0,
  });
}

/** Saves the plan; the plan and the will check (which reads it) are read again. */
export function useSaveWillPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWillPlanInput) => call(willEndpoints.saveWillPlan, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(willKeys.plan, answer.plan);
      void queryClient.invalidateQueries({ queryKey: willKeys.plan });
      void queryClient.invalidateQueries({ queryKey: willKeys.checks });
    },
  });
}
