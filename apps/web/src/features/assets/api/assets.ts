import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetEndpoints, peopleEndpoints, type TAssetInput } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { assetKeys } from './keys.ts';

/**
 * What a change to an asset shows in: its kind's list, the totals and the dashboard line, its own form,
 * and its subtype attributes (a new subtype offers other attribute types).
 */
function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>, assetId: number | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assetKeys.lists }),
    queryClient.invalidateQueries({ queryKey: assetKeys.summaries }),
    ...(assetId
      ? [
          queryClient.invalidateQueries({ queryKey: assetKeys.mastersOf(assetId) }),
          queryClient.invalidateQueries({ queryKey: assetKeys.allRecords }),
        ]
      : []),
  ]);
}

/** The testator's assets of one type (spec part 2 §7), subtype and ownership names in the interface language. */
export const useAssetList = (assetTypeId: number, testatorId: number, code: string) =>
  useQuery({
    queryKey: assetKeys.list(assetTypeId, testatorId, code),
    queryFn: () => call(assetEndpoints.findAllAssetDetailsByTestatorId, { query: { testatorId, assetTypeId, code } }),
    enabled: testatorId > 0,
  });

/** Counts and values by type, and how many are not yet assigned: the totals strip and the dashboard line. */
export const useAssetSummary = (testatorId: number) =>
  useQuery({
    queryKey: assetKeys.summary(testatorId),
    queryFn: () => call(assetEndpoints.findAssetSummary, { query: { testatorId } }),
    enabled: testatorId > 0,
  });

/** What the details tab offers (ownership types, the type's subtypes, options) and the saved asset (spec part 2 §7). */
export const useAssetMasters = (assetId: number | null, assetTypeId: number, code: string) =>
  useQuery({
    queryKey: assetKeys.masters(assetId ?? 0, assetTypeId, code),
    queryFn: () => call(assetEndpoints.findAllAssetMasterDetails, { query: { assetId: assetId ?? 0, assetTypeId, code } }),
  });

export function useSaveAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssetInput) => call(assetEndpoints.saveAsset, { body }),
    onSuccess: (answer) => refreshAfterChange(queryClient, answer.asset.assetId),
  });
}

/** Deletes an asset with its location, attributes and files; 409 in_use while an assignment holds it. */
export function useDeleteAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => call(assetEndpoints.deleteAsset, { query: { assetId } }),
    onSuccess: (_answer, assetId) => {
      queryClient.removeQueries({ queryKey: assetKeys.mastersOf(assetId) });
      return refreshAfterChange(queryClient, null);
    },
  });
}

/**
 * The relation master list (issue 22: how a nominee is related to the testator), in the screen's language, as the
 * heirs form offers it. Read once per language: the list is the same for every asset.
 */
export function useRelationMaster(code: string, enabled: boolean) {
  const testatorId = useSessionStore((state) => state.claims?.userId ?? 0);
  return useQuery({
    queryKey: assetKeys.relations(code),
    queryFn: async () =>
      (await call(peopleEndpoints.fetchAllMasterData, { query: { primary: 0, entityId: 0, coreId: testatorId, code } })).nhMaster,
    enabled: enabled && testatorId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
