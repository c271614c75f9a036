import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIMARY_CODE_TESTATOR, type ZCorporateDataResponse, type ZMasterDataResponse, type ZMasterTypesResponse } from '@vasiyat/contract';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api.ts';
import { peopleKeys } from './keys.ts';

export type TMasterTypes = z.infer<typeof ZMasterTypesResponse>;
export type TMasterData = z.infer<typeof ZMasterDataResponse>;
export type TCorporateData = z.infer<typeof ZCorporateDataResponse>;

/** Marital statuses and religions, for Define self (spec part 1 §7). */
export function fetchMasterTypes(code: string): Promise<TMasterTypes> {
  return apiGet<TMasterTypes>('testator/fetchAllMasterTypes', { query: { code } });
}

export function useMasterTypes(code: string, enabled = true) {
  return useQuery(queryOptions({ queryKey: peopleKeys.masterTypes(code), queryFn: () => fetchMasterTypes(code), enabled }));
}

export type MasterDataParams = {
  /** Boolean master ids to offer. */
  ids: readonly number[];
  primaryId: number | null;
  entityId: number | null;
  coreId: number;
  code: string;
};

/** Master lists of a person form plus, when editing, the person's saved profile as nhDetails (spec part 1 §7). */
export function fetchMasterData(params: MasterDataParams): Promise<TMasterData> {
  return apiGet<TMasterData>('testator/fetchAllMasterData', {
    query: {
      ids: params.ids.join(','),
      core: PRIMARY_CODE_TESTATOR,
      primary: params.primaryId ?? 0,
      entityId: params.entityId ?? 0,
      coreId: params.coreId,
      code: params.code,
    },
  });
}

export function masterDataQuery(params: MasterDataParams, enabled = true) {
  return queryOptions({ queryKey: peopleKeys.masterData(params), queryFn: () => fetchMasterData(params), enabled });
}

export function useMasterData(params: MasterDataParams, enabled = true) {
  return useQuery(masterDataQuery(params, enabled));
}

/** Corporate types and, when editing, the corporate's saved record. */
export function fetchCorporateData(entityId: number | null, code: string): Promise<TCorporateData> {
  return apiGet<TCorporateData>('testator/findAllCorporateData', { query: { entityId: entityId ?? 0, code } });
}

export function useCorporateData(entityId: number | null, code: string) {
  return useQuery(queryOptions({ queryKey: peopleKeys.corporate(entityId ?? 0, code), queryFn: () => fetchCorporateData(entityId, code) }));
}
