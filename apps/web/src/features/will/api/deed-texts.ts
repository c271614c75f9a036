import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deedTextEndpoints, type TDeedTextsResponse, type TSaveDeedTextInput } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { willKeys } from './keys.ts';

/**
 * Issue 27 item 4: the texts of the testator's will a deed in the language `code` would print in Latin letters, with the
 * forms written in its script. `code` undefined (or a language written in Latin letters): nothing is asked.
 */
export function useDeedTexts(code: string | undefined) {
  return useQuery({
    queryKey: willKeys.deedTexts(code ?? ''),
    queryFn: () => call(deedTextEndpoints.deedTexts, { query: { code: code! } }),
    enabled: code !== undefined,
    // The names and assets change on other screens: read them again each time they are shown.
    staleTime: 0,
  });
}

/**
 * Saves the form of one text. The list of that script's languages takes it at once (Devanagari serves Hindi and
 * Marathi, so both lists are read again), and the previews and the check, which print and name it, are read again.
 */
export function useSaveDeedText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveDeedTextInput) => call(deedTextEndpoints.saveDeedText, { body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData<TDeedTextsResponse>(willKeys.deedTexts(body.code), (list) => {
        if (!list) return list;
        const texts = list.texts.map((item) =>
          item.field === answer.text.field &&
          item.entityId === answer.text.entityId &&
          item.assetId === answer.text.assetId &&
          item.assignmentId === answer.text.assignmentId
            ? answer.text
            : item,
        );
        return { ...list, texts, missing: texts.filter((item) => item.written === null).length };
      });
      void queryClient.invalidateQueries({ queryKey: willKeys.deedTextLists, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: willKeys.previews });
      void queryClient.invalidateQueries({ queryKey: willKeys.checks });
    },
  });
}
