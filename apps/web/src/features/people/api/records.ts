import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@vasiyat/contract';
import { type ApiError, call } from '../../../lib/api.ts';
import { peopleKeys } from './keys.ts';

/** How one kind of sub-record of a person is read, saved (all rows at once) and deleted: rows of the endpoint table. */
export type RecordCalls<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint> = {
  record: string;
  types?: T;
  list: L;
  /** The list call names the person entityId, entityParentId or testatorId depending on the call (spec part 1 §7). */
  listInput: (entityId: number) => EndpointInput<L>;
  save: S;
  saveInput: (rows: EndpointInput<S>['body']) => EndpointInput<S>;
  remove: D;
  removeInput: (id: number) => EndpointInput<D>;
};
type Calls<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint> = RecordCalls<T, L, S, D>;

export function recordTypesQuery<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  code: string,
) {
  const types = calls.types;
  return queryOptions({
    queryKey: peopleKeys.types(calls.record, code),
    queryFn: (): Promise<EndpointAnswer<T>> =>
      types ? call(types, { query: { code } } as EndpointInput<T>) : Promise.reject(new Error(`${calls.record} has no types`)),
    staleTime: 10 * 60_000,
    enabled: types !== undefined,
  });
}

export function recordsQuery<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  entityId: number | null,
) {
  return queryOptions({
    queryKey: peopleKeys.records(calls.record, entityId ?? 0),
    queryFn: () => call(calls.list, calls.listInput(entityId ?? 0)),
    enabled: entityId !== null,
  });
}

/** A person's rows change what the lists show (primary contact, city): refresh those too. */
async function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>, calls: { record: string }, entityId: number | null) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.records(calls.record, entityId ?? 0) }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.lists }),
  ]);
}

export function useRecordTypes<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  code: string,
) {
  return useQuery(recordTypesQuery(calls, code));
}

export function useRecords<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  entityId: number | null,
) {
  return useQuery(recordsQuery(calls, entityId));
}

export function useSaveRecordsMutation<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  entityId: number | null,
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<S>, ApiError, EndpointInput<S>['body']>({
    mutationFn: (rows) => call(calls.save, calls.saveInput(rows)),
    onSuccess: () => refreshAfterChange(queryClient, calls, entityId),
  });
}

export function useDeleteRecordMutation<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  entityId: number | null,
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<D>, ApiError, number>({
    mutationFn: (id) => call(calls.remove, calls.removeInput(id)),
    onSuccess: () => refreshAfterChange(queryClient, calls, entityId),
  });
}
