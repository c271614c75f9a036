import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellEndpoints, type TLanguage } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';

export async function fetchLanguages(): Promise<TLanguage[]> {
  try {
    return await call(shellEndpoints.languages, {});
  } catch (error) {
    // spec part 1 §8: a failure to load languages is only logged.
    console.error('Failed to load languages', error);
    throw error;
  }
}

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: fetchLanguages,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The languages offered in the selector, with their native names. */
export function useLanguages() {
  return useQuery(languagesQuery);
}
