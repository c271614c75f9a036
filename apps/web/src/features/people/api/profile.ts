import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileInput, TRegistrationDetails, TStatusResponse } from '@vasiyat/contract';
import { type ApiError, apiDelete, apiGet, apiPost } from '../../../lib/api.ts';
import type { KindConfig } from '../kinds.ts';
import { peopleKeys } from './keys.ts';

/** A saved profile, by entity id: the testator's own or any of their people (spec part 1 §7). */
export function fetchProfile(entityId: number): Promise<{ entities: TProfile | null; registration?: TRegistrationDetails }> {
  return apiGet('testator/findAllTestatorListedData', { query: { entityId } });
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
export function fetchSelfProfile(userId: number): Promise<{ entities: TProfile | null; registration?: TRegistrationDetails }> {
  return fetchProfile(userId);
}

export function useSelfProfile(userId: number, enabled = true) {
  return useQuery(queryOptions({ queryKey: peopleKeys.profile(userId), queryFn: () => fetchSelfProfile(userId), enabled }));
}

/** The profile fields the save calls take, plus the corporate type name a corporate carries in lastName. */
export type SaveProfileBody = TProfileInput & { corporateTypeId?: number | null };

export type SaveAnswer = { status: string; message: string; entityId: number | null };

type RawAnswer = { status: string; message: string; data?: TProfile } & Partial<
  Record<'NH' | 'ben' | 'exwi' | 'corporate' | 'contact' | 'registrar', { entityId: number }>
>;

/** The save call of each kind and the key its answer carries the new id under (spec part 1 §7). */
const SAVE_CALLS: Record<string, { path: string; key: keyof RawAnswer }> = {
  self: { path: 'testator/saveOrUpdate', key: 'data' },
  heir: { path: 'testator/saveNhRelation', key: 'NH' },
  beneficiary_individual: { path: 'testator/saveBeneficiaries', key: 'ben' },
  non_beneficiary_individual: { path: 'testator/saveBeneficiaries', key: 'ben' },
  executor: { path: 'testator/saveExecutorAndWitness', key: 'exwi' },
  witness: { path: 'testator/saveExecutorAndWitness', key: 'exwi' },
  beneficiary_corporate: { path: 'testator/saveCorporate', key: 'corporate' },
  non_beneficiary_corporate: { path: 'testator/saveCorporate', key: 'corporate' },
  registrar: { path: 'testator/saveRegistrar', key: 'registrar' },
  contact_person: { path: 'testator/saveContactPerson', key: 'contact' },
};

export async function saveRecord(config: KindConfig, body: SaveProfileBody): Promise<SaveAnswer> {
  const call = SAVE_CALLS[config.kind];
  if (!call) throw new Error(`No save call for ${config.kind}`);
  const payload = config.screenName ? { ...body, screenName: config.screenName } : body;
  const answer = await apiPost<RawAnswer>(call.path, payload);
  const holder = answer[call.key] as { entityId?: number } | undefined;
  return { status: answer.status, message: answer.message, entityId: holder?.entityId ?? null };
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
  return apiDelete<TStatusResponse>('testator/deleteEntity', { query: { entityId } });
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
