import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EndpointAnswer, PRIMARY_CODE_TESTATOR, peopleEndpoints } from '@vasiyat/contract';
import { call } from '../../../lib/api.ts';
import { peopleKeys } from './keys.ts';

export type TMasterTypes = EndpointAnswer<typeof peopleEndpoints.fetchAllMasterTypes>;
export type TMasterData = EndpointAnswer<typeof peopleEndpoints.fetchAllMasterData>;
export type TCorporateData = EndpointAnswer<typeof peopleEndpoints.findAllCorporateData>;

/** Marital statuses and religions, for Define self (spec part 1 §7). */
export function fetchMasterTypes(code: string): Promise<TMasterTypes> {
  return call(peopleEndpoints.fetchAllMasterTypes, { query: { code } });
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
  return call(peopleEndpoints.fetchAllMasterData, {
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
  return call(peopleEndpoints.findAllCorporateData, { query: { entityId: entityId ?? 0, code } });
}

export function useCorporateData(entityId: number | null, code: string) {
  return useQuery(queryOptions({ queryKey: peopleKeys.corporate(entityId ?? 0, code), queryFn: () => fetchCorporateData(entityId, code) }));
}
