import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEndpoints,
  type TLanguage,
  type TSaveClausesInput,
  type TSaveTranslationInput,
  type TUpdateClausesInput,
} from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { adminTemplateKeys } from './keys.ts';

/** Every clause set in one language (a clause without text there has translatedContent null) and the languages. */
export function clauseSetsQuery(languageId: number) {
  return queryOptions({
    queryKey: adminTemplateKeys.clausesIn(languageId),
    queryFn: () => call(adminEndpoints.fetchTemplateClauses, { query: { langId: languageId } }),
  });
}

/** The list in the chosen language; the previous language's list stays on screen while the next loads. */
export function useClauseSets(languageId: number) {
  return useQuery({ ...clauseSetsQuery(languageId), placeholderData: keepPreviousData });
}

/** The sets in every language (a translation goes only where the set has no text yet): loaded when asked. */
export function useClauseSetsInEvery(languages: readonly TLanguage[], enabled: boolean) {
  return useQueries({
    queries: languages.map((language) => ({ ...clauseSetsQuery(language.languageId), enabled })),
  });
}

/** A clause set changed: every language's list, and the templates composed from it (their text and preview). */
export function refreshClauses(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTemplateKeys.clauses }),
    queryClient.invalidateQueries({ queryKey: adminTemplateKeys.templates }),
  ]);
}

// Each mutation waits for the list to reload before it resolves: the modal closes on a list that shows the change.
export function useCreateClauseSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveClausesInput) => call(adminEndpoints.saveTemplateClauses, { body }),
    onSuccess: (answer) => (answer.status === 'success' ? refreshClauses(queryClient) : undefined),
  });
}

export function useUpdateClauseSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateClausesInput) => call(adminEndpoints.updateTemplateClauses, { body }),
    onSuccess: (answer) => (answer.status === 'success' ? refreshClauses(queryClient) : undefined),
  });
}

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveTranslationInput) => call(adminEndpoints.saveTemplateClauseTranslations, { body }),
    onSuccess: (answer) => (answer.status === 'success' ? refreshClauses(queryClient) : undefined),
  });
}

/** Deletes a set in every language; the server refuses (409) while a template uses it. */
export function useDeleteClauseSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (headingId: number) => call(adminEndpoints.deleteTemplateClauses, { query: { headingId } }),
    onSuccess: () => refreshClauses(queryClient),
  });
}

/** The variables a clause may name; they change only with a new server version. */
export function useContextVariables(enabled = true) {
  return useQuery({
    queryKey: adminTemplateKeys.variables,
    queryFn: () => call(adminEndpoints.willContextVariables, {}),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** Whether a clause text compiles; each text is checked once (the answer depends on the text alone). */
export function useClauseCheck(text: string) {
  return useQuery({
    queryKey: adminTemplateKeys.check(text),
    queryFn: ({ signal }) => call(adminEndpoints.checkClause, { body: { templateStatements: text } }, { signal }),
    enabled: text.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
