import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStatusResponse } from '@vasiyat/contract';
import { type ApiError, apiDelete, apiGet, apiPost } from '../../../lib/api.ts';
import { peopleKeys } from './keys.ts';

/** How one kind of sub-record of a person is read, saved (all rows at once) and deleted (spec part 1 §7). */
export type RecordCalls = {
  record: string;
  typesPath?: string;
  listPath: string;
  /** The query parameter naming the person: entityId, entityParentId or testatorId depending on the call. */
  listParam: string;
  savePath: string;
  deletePath: string;
  deleteMethod: 'GET' | 'DELETE';
  deleteParam: string;
};

export function fetchRecordTypes<T>(calls: RecordCalls, code: string): Promise<T[]> {
  return apiGet<T[]>(calls.typesPath ?? '', { query: { code } });
}

export function recordTypesQuery<T>(calls: RecordCalls, code: string) {
  return queryOptions({
    queryKey: peopleKeys.types(calls.record, code),
    queryFn: () => fetchRecordTypes<T>(calls, code),
    staleTime: 10 * 60_000,
    enabled: calls.typesPath !== undefined,
  });
}

export function fetchRecords<T>(calls: RecordCalls, entityId: number): Promise<T[]> {
  return apiGet<T[]>(calls.listPath, { query: { [calls.listParam]: entityId } });
}

export function recordsQuery<T>(calls: RecordCalls, entityId: number | null) {
  return queryOptions({
    queryKey: peopleKeys.records(calls.record, entityId ?? 0),
    queryFn: () => fetchRecords<T>(calls, entityId ?? 0),
    enabled: entityId !== null,
  });
}

export function saveRecords<TInput>(calls: RecordCalls, rows: TInput[]): Promise<TStatusResponse> {
  return apiPost<TStatusResponse>(calls.savePath, rows);
}

export function deleteRecord(calls: RecordCalls, id: number): Promise<TStatusResponse> {
  const options = { query: { [calls.deleteParam]: id } };
  return calls.deleteMethod === 'GET'
    ? apiGet<TStatusResponse>(calls.deletePath, options)
    : apiDelete<TStatusResponse>(calls.deletePath, options);
}

/** A person's rows change what the lists show (primary contact, city): refresh those too. */
async function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>, calls: RecordCalls, entityId: number | null) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.records(calls.record, entityId ?? 0) }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.lists }),
  ]);
}

export function useRecordTypes<T>(calls: RecordCalls, code: string) {
  return useQuery(recordTypesQuery<T>(calls, code));
}

export function useRecords<T>(calls: RecordCalls, entityId: number | null) {
  return useQuery(recordsQuery<T>(calls, entityId));
}

export function useSaveRecordsMutation<TInput>(calls: RecordCalls, entityId: number | null) {
  const queryClient = useQueryClient();
  return useMutation<TStatusResponse, ApiError, TInput[]>({
    mutationFn: (rows) => saveRecords(calls, rows),
    onSuccess: () => refreshAfterChange(queryClient, calls, entityId),
  });
}

export function useDeleteRecordMutation(calls: RecordCalls, entityId: number | null) {
  const queryClient = useQueryClient();
  return useMutation<TStatusResponse, ApiError, number>({
    mutationFn: (id) => deleteRecord(calls, id),
    onSuccess: () => refreshAfterChange(queryClient, calls, entityId),
  });
}
