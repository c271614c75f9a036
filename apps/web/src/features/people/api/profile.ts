import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointAnswer, kindDefinition, peopleEndpoints, type TProfileInput, type TStatusResponse } from '@vasiyat/contract';
import { type ApiError, call } from '../../../lib/api.ts';
import type { KindConfig } from '../kinds.ts';
import { peopleKeys } from './keys.ts';

/** A saved profile, by entity id: the testator's own or any of their people (spec part 1 §7). */
export type TListedData = EndpointAnswer<typeof peopleEndpoints.findAllTestatorListedData>;

export function fetchProfile(entityId: number): Promise<TListedData> {
  return call(peopleEndpoints.findAllTestatorListedData, { query: { entityId } });
}

export function profileQuery(entityId: number | null) {
  return queryOptions({
    queryKey: peopleKeys.profile(entityId ?? 0),
    queryFn: () => fetchProfile(entityId ?? 0),
    enabled: entityId !== null,
  });
}

export function useProfile(entityId: number | null) {
  return useQuery(profileQuery(entityId));
}

/** The testator's own profile: `entities` is null until Define self is first saved. */
export function fetchSelfProfile(userId: number): Promise<TListedData> {
  return fetchProfile(userId);
}

export function useSelfProfile(userId: number, enabled = true) {
  return useQuery(queryOptions({ queryKey: peopleKeys.profile(userId), queryFn: () => fetchSelfProfile(userId), enabled }));
}

/** The profile fields the save calls take, plus the corporate type name a corporate carries in lastName. */
export type SaveProfileBody = TProfileInput & { corporateTypeId?: number | null };

export type SaveAnswer = { status: string; message: string; entityId: number | null };

/** Saves the main step of a kind through the call its row of the kinds registry names (spec part 1 §7). */
export async function saveRecord(config: KindConfig, body: SaveProfileBody): Promise<SaveAnswer> {
  const definition = kindDefinition(config.kind);
  const payload = definition.screenName ? { ...body, screenName: definition.screenName } : body;
  const answer = await call(peopleEndpoints[definition.save], { body: payload });
  // The answer names the new id under the kind's key: NH.entityId, ben.entityId, ... (data.entityId for self).
  const held: unknown = Object.entries(answer).find(([key]) => key === definition.answerKey)?.[1];
  const entityId =
    typeof held === 'object' && held !== null && 'entityId' in held && typeof held.entityId === 'number' ? held.entityId : null;
  return { status: answer.status, message: answer.message, entityId };
}

/** Saves the main step of any kind; the lists, the heir tree and the record's own caches are refreshed. */
export function useSaveRecordMutation(config: KindConfig) {
  const queryClient = useQueryClient();
  return useMutation<SaveAnswer, ApiError, SaveProfileBody>({
    mutationFn: (body) => saveRecord(config, body),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ['people', 'heirs'] }),
        queryClient.invalidateQueries({ queryKey: ['people', 'masterData'] }),
        queryClient.invalidateQueries({ queryKey: ['people', 'corporate'] }),
        answer.entityId ? queryClient.invalidateQueries({ queryKey: peopleKeys.profile(answer.entityId) }) : undefined,
      ]);
    },
  });
}

/** Deletes a person or organisation with its sub-records (spec part 1 §7). */
export function deleteEntity(entityId: number): Promise<TStatusResponse> {
  return call(peopleEndpoints.deleteEntity, { query: { entityId } });
}

export function useDeleteEntityMutation() {
  const queryClient = useQueryClient();
  return useMutation<TStatusResponse, ApiError, number>({
    mutationFn: deleteEntity,
    onSuccess: async (_answer, entityId) => {
      queryClient.removeQueries({ queryKey: peopleKeys.profile(entityId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ['people', 'heirs'] }),
      ]);
    },
  });
}
