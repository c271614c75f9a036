// Calls of the people screens (spec part 1 §7 "Person profile", "List screens").
import { z } from 'zod';
import { ROLE_TESTATOR } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { ENTITY_KINDS, kindDefinition } from '../kinds.ts';
import { ZIdParam, ZStatusResponse } from '../schemas/common.ts';
import {
  ZCodeQuery,
  ZCorporateDataResponse,
  ZEntityCodeQuery,
  ZEntityIdQuery,
  ZHeirCard,
  ZListedDataResponse,
  ZMasterDataQuery,
  ZMasterDataResponse,
  ZMasterTypesResponse,
  ZPersonRow,
  ZProfileInput,
  ZSaveBenResponse,
  ZSaveContactPersonResponse,
  ZSaveCorporateResponse,
  ZSaveExwiResponse,
  ZSaveNhResponse,
  ZSaveProfileResponse,
  ZSaveRegistrarResponse,
  ZTestatorCodeQuery,
} from '../schemas/people.ts';

export const TESTATOR_ONLY = { roles: [ROLE_TESTATOR] } as const;
/** A profile may carry its photo (at most 1 MB) base64 in the JSON. */
export const PROFILE_BODY_LIMIT = 2 * 1024 * 1024;

const saveProfile = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  endpoint({
    method: 'POST',
    path: `testator/${path}`,
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary,
    body: ZProfileInput,
    response,
    bodyLimit: PROFILE_BODY_LIMIT,
  });

export const peopleEndpoints = {
  fetchAllMasterTypes: endpoint({
    method: 'GET',
    path: 'testator/fetchAllMasterTypes',
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary: 'Marital statuses and religions',
    query: ZCodeQuery,
    response: ZMasterTypesResponse,
  }),
  fetchAllMasterData: endpoint({
    method: 'GET',
    path: 'testator/fetchAllMasterData',
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary:
      'Everything the person form needs: masters, the boolean options asked in ids, relations, and the saved profile (entityId 0: none)',
    query: ZMasterDataQuery,
    response: ZMasterDataResponse,
  }),
  findAllTestatorListedData: endpoint({
    method: 'GET',
    path: 'testator/findAllTestatorListedData',
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary:
      'One saved profile (with its photo); entityId 0 gives null; the own id before Define self is saved gives the registration details',
    query: ZEntityCodeQuery,
    response: ZListedDataResponse,
  }),
  saveOrUpdate: saveProfile('saveOrUpdate', 'Save Define self (the entity id is the user id)', ZSaveProfileResponse),
  saveNhRelation: saveProfile('saveNhRelation', 'Save a natural heir; primaryId is the testator or the heir it extends', ZSaveNhResponse),
  saveBeneficiaries: saveProfile(
    'saveBeneficiaries',
    'Save a beneficiary (screenName BENIND) or non-beneficiary (NONBENIND) individual',
    ZSaveBenResponse,
  ),
  saveExecutorAndWitness: saveProfile(
    'saveExecutorAndWitness',
    'Save an executor (screenName EXECUTOR) or a witness (WITNESS)',
    ZSaveExwiResponse,
  ),
  saveCorporate: saveProfile(
    'saveCorporate',
    'Save a corporate (screenName CORPORATE or NONCORPORATE): firstName company name, lastName corporate type name',
    ZSaveCorporateResponse,
  ),
  saveContactPerson: saveProfile(
    'saveContactPerson',
    'Save a contact person under a corporate, the registrar or an heir (primaryId)',
    ZSaveContactPersonResponse,
  ),
  saveRegistrar: saveProfile(
    'saveRegistrar',
    'Save the registrar (firstName is the name; enforcementDate defaults to 1952-01-26)',
    ZSaveRegistrarResponse,
  ),
  findAllNhRelations: endpoint({
    method: 'GET',
    path: 'testator/findAllNhRelations',
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary: 'The natural-heir tree',
    query: ZTestatorCodeQuery,
    response: z.array(ZHeirCard),
  }),
  findAllCorporateData: endpoint({
    method: 'GET',
    path: 'testator/findAllCorporateData',
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary: 'Corporate types and one saved corporate (entityId 0: none)',
    query: ZEntityCodeQuery,
    response: ZCorporateDataResponse,
  }),
  deleteEntity: endpoint({
    method: 'DELETE',
    path: 'testator/deleteEntity',
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary: 'Delete a person or organisation with its sub-records, files, extensions and contact persons',
    query: ZEntityIdQuery,
    response: ZStatusResponse,
  }),
  findFileById: endpoint({
    method: 'GET',
    path: 'testator/findFileById',
    auth: TESTATOR_ONLY,
    tag: 'files',
    summary: 'One stored file of the caller’s (for previews), decrypted; the answer is the file’s bytes',
    query: z.object({ documentMasterId: ZIdParam }),
    audit: 'file.read',
  }),
};

const listEndpoint = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path: `testator/${path}`,
    auth: TESTATOR_ONLY,
    tag: 'people',
    summary,
    query: ZTestatorCodeQuery,
    response: z.array(ZPersonRow),
  });
export type TListEndpoint = ReturnType<typeof listEndpoint>;

/** The list screens (spec part 1 §7 "List screens"): one per listed kind, named by the kinds registry. */
export const peopleListEndpoints: Record<string, TListEndpoint> = Object.fromEntries(
  ENTITY_KINDS.flatMap((kind) => {
    const { listEndpoint: path, listSummary } = kindDefinition(kind);
    return path ? [[path, listEndpoint(path, listSummary ?? path)]] : [];
  }),
);
