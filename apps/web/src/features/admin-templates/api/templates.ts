import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type TSaveTemplateInput } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { adminTemplateKeys } from './keys.ts';

/** The will templates with their rows (the editor reads the one it edits from here). */
export function useAdminTemplates() {
  return useQuery({ queryKey: adminTemplateKeys.templates, queryFn: () => call(adminEndpoints.adminWillTemplates, {}) });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveTemplateInput) => call(adminEndpoints.saveWillTemplate, { body }),
    onSuccess: (answer) =>
      answer.status === 'success' ? queryClient.invalidateQueries({ queryKey: adminTemplateKeys.templates }) : undefined,
  });
}

/**
 * The editor's live preview of unsaved rows in a language: the last preview stays in the frame while the
 * next renders; an abandoned render is cancelled.
 */
export function useTemplatePreview(languageId: number, rows: readonly { headingId: number; contentId: number }[]) {
  return useQuery({
    queryKey: adminTemplateKeys.preview(languageId, rows),
    queryFn: ({ signal }) => call(adminEndpoints.previewWillTemplate, { body: { languageId, clauseContents: [...rows] } }, { signal }),
    enabled: rows.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
