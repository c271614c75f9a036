import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type TResolveClauseUpdateInput } from '@vasiyat/contract';
import { ApiError, call } from '../../../lib/api.ts';
import { refreshClauses } from './clauses.ts';
import { adminTemplateKeys } from './keys.ts';

/**
 * Issue 22: the clauses the administrator edited for which a release brought a new text, theirs beside the
 * release's. A clause they never edited takes the release's text on its own, so it is never here.
 */
export function useClauseUpdates() {
  return useQuery({ queryKey: adminTemplateKeys.clauseUpdates, queryFn: () => call(adminEndpoints.clauseUpdates, {}) });
}

/**
 * Takes the release's text (accept) or keeps the administrator's; the library, the templates built from it and
 * the list of offers reload before it resolves. A 404 means the offer was settled elsewhere (another tab, another
 * administrator): the lists reload then too, so the card goes.
 */
export function useResolveClauseUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResolveClauseUpdateInput) => call(adminEndpoints.resolveClauseUpdate, { body }),
    onSuccess: () => refreshClauses(queryClient),
    onError: (error) => (error instanceof ApiError && error.status === 404 ? refreshClauses(queryClient) : undefined),
  });
}
