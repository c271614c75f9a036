import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Endpoint, type EndpointAnswer, type EndpointInput, peopleEndpoints } from '@vasiyat/contract';
import { type ApiError, call, callForBlob } from '../../lib/api.ts';

/**
 * How one kind of repeated record (a person's addresses, an asset's attributes, ...) is read, saved (all
 * rows at once) and deleted: rows of the endpoint table, and where its answers live in the query cache.
 */
export type RecordCalls<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint> = {
  record: string;
  /** The feature's query-key prefix: the rows are cached under it, so the feature's own reset drops them too. */
  scope: QueryKey;
  /** Other queries a save or a delete changes (a list that shows a row's value). */
  invalidates?: readonly QueryKey[];
  types?: T;
  list: L;
  /** The list call names the owner entityId, entityParentId, testatorId or assetId depending on the call (spec part 1 §7). */
  listInput: (ownerId: number) => EndpointInput<L>;
  /** The saved rows of a list answer that carries more than them (an asset's attribute types beside its rows); the answer itself by default. */
  rowsOf?: (answer: EndpointAnswer<L>) => readonly unknown[];
  save: S;
  saveInput: (rows: EndpointInput<S>['body']) => EndpointInput<S>;
  remove: D;
  removeInput: (id: number) => EndpointInput<D>;
};
type Calls<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint> = RecordCalls<T, L, S, D>;
type AnyCalls = Pick<Calls<Endpoint, Endpoint, Endpoint, Endpoint>, 'record' | 'scope'>;

/** The cache keys of a kind of record: [...scope, 'records' | 'types', record, owner or language]. */
export const recordKeys = {
  records: (calls: AnyCalls, ownerId: number) => [...calls.scope, 'records', calls.record, ownerId] as const,
  types: (calls: AnyCalls, code: string) => [...calls.scope, 'types', calls.record, code] as const,
};

/** The saved rows in a list answer (see `rowsOf`); undefined while it is not loaded. */
export function savedRowsOf<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  answer: EndpointAnswer<L> | undefined,
): readonly unknown[] | undefined {
  if (answer === undefined) return undefined;
  return calls.rowsOf ? calls.rowsOf(answer) : (answer as readonly unknown[]);
}

export function recordTypesQuery<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  code: string,
) {
  const types = calls.types;
  return queryOptions({
    queryKey: recordKeys.types(calls, code),
    queryFn: (): Promise<EndpointAnswer<T>> =>
      types ? call(types, { query: { code } } as EndpointInput<T>) : Promise.reject(new Error(`${calls.record} has no types`)),
    staleTime: 10 * 60_000,
    enabled: types !== undefined,
  });
}

export function recordsQuery<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  ownerId: number | null,
) {
  return queryOptions({
    queryKey: recordKeys.records(calls, ownerId ?? 0),
    queryFn: () => call(calls.list, calls.listInput(ownerId ?? 0)),
    enabled: ownerId !== null,
  });
}

/** The owner's rows, and whatever else shows them, are read again after a change. */
async function refreshAfterChange(
  queryClient: ReturnType<typeof useQueryClient>,
  calls: Pick<Calls<Endpoint, Endpoint, Endpoint, Endpoint>, 'record' | 'scope' | 'invalidates'>,
  ownerId: number | null,
) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: recordKeys.records(calls, ownerId ?? 0) }),
    ...(calls.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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
  ownerId: number | null,
) {
  return useQuery(recordsQuery(calls, ownerId));
}

export function useSaveRecordsMutation<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  ownerId: number | null,
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<S>, ApiError, EndpointInput<S>['body']>({
    mutationFn: (rows) => call(calls.save, calls.saveInput(rows)),
    onSuccess: () => refreshAfterChange(queryClient, calls, ownerId),
  });
}

export function useDeleteRecordMutation<T extends Endpoint, L extends Endpoint, S extends Endpoint, D extends Endpoint>(
  calls: Calls<T, L, S, D>,
  ownerId: number | null,
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointAnswer<D>, ApiError, number>({
    mutationFn: (id) => call(calls.remove, calls.removeInput(id)),
    onSuccess: () => refreshAfterChange(queryClient, calls, ownerId),
  });
}

/** The bytes of a stored file of the caller's (a person's or an asset's), for a preview (spec part 1 §7). */
export function fetchStoredFile(documentMasterId: number): Promise<Blob> {
  return callForBlob(peopleEndpoints.findFileById, { query: { documentMasterId } });
}
