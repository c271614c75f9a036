import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetEndpoints, type TAssetLocationInput } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { assetKeys } from './keys.ts';

/** The asset's location, or null before one is saved (spec part 2 §7 fetchAssetLocationById). */
export const useAssetLocation = (assetId: number | null) =>
  useQuery({
    queryKey: assetKeys.location(assetId ?? 0),
    queryFn: () => call(assetEndpoints.fetchAssetLocationById, { query: { assetId: assetId ?? 0 } }),
    enabled: assetId !== null,
  });

export function useSaveLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssetLocationInput) => call(assetEndpoints.saveAssetLocation, { body }),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: assetKeys.location(body.assetId as number) }),
  });
}
