import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints, peopleListEndpoints, type THeirCard, type TPersonRow } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { peopleKeys } from './keys.ts';

/** One list screen's rows (spec part 1 §7 "List screens"): every answer is an array. */
export function fetchPeopleList(endpoint: string, testatorId: number): Promise<TPersonRow[]> {
  const list = peopleListEndpoints[endpoint];
  if (!list) return Promise.reject(new Error(`No list endpoint ${endpoint}`));
  return call(list, { query: { testatorId } });
}

export function peopleListQuery(endpoint: string, testatorId: number) {
  return queryOptions({ queryKey: peopleKeys.list(endpoint, testatorId), queryFn: () => fetchPeopleList(endpoint, testatorId) });
}

export function usePeopleList(endpoint: string | undefined, testatorId: number) {
  return useQuery({ ...peopleListQuery(endpoint ?? '', testatorId), enabled: endpoint !== undefined });
}

/** The heir tree: roots are direct heirs, children their extension (spec part 1 §3). */
export function fetchHeirs(testatorId: number): Promise<THeirCard[]> {
  return call(peopleEndpoints.findAllNhRelations, { query: { testatorId } });
}

export function useHeirs(testatorId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: peopleKeys.heirs(testatorId), queryFn: () => fetchHeirs(testatorId), enabled: options.enabled ?? true });
}
