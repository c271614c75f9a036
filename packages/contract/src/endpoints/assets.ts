// Calls of the asset screens (spec part 2 §7 "Assets"), plus deleteAsset and findAssetSummary (ours).
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ZAssetIdQuery,
  ZAssetInput,
  ZAssetListQuery,
  ZAssetLocationInput,
  ZAssetLocationResponse,
  ZAssetMasterQuery,
  ZAssetMasterResponse,
  ZAssetRow,
  ZAssetSpecificAttributeInput,
  ZAssetSpecificAttributeResponse,
  ZAssetSummary,
  ZPrimaryAttributeInput,
  ZPrimaryAttributeResponse,
  ZSaveAssetResponse,
  ZSubtypeAttributeInput,
  ZSubtypeAttributeQuery,
  ZSubtypeAttributeResponse,
} from '../schemas/assets.ts';
import { ZIdParam, ZStatusResponse } from '../schemas/common.ts';
import { ZTestatorIdQuery } from '../schemas/people.ts';
import { TESTATOR_ONLY } from './people.ts';
import { rowsOf, UPLOAD_BODY_LIMIT } from './records.ts';

const tag = 'assets';
const get = <Q extends z.ZodType, R extends z.ZodType>(path: string, summary: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `testator/${path}`, auth: TESTATOR_ONLY, tag, summary, query, response });
const save = <B extends z.ZodType>(path: string, summary: string, body: B, bodyLimit?: number) =>
  endpoint({ method: 'POST', path: `testator/${path}`, auth: TESTATOR_ONLY, tag, summary, body, response: ZStatusResponse, bodyLimit });
const remove = <Q extends z.ZodType>(path: string, summary: string, query: Q) =>
  endpoint({ method: 'DELETE', path: `testator/${path}`, auth: TESTATOR_ONLY, tag, summary, query, response: ZStatusResponse });

export const assetEndpoints = {
  findAllAssetDetailsByTestatorId: get(
    'findAllAssetDetailsByTestatorId',
    'The assets of one type (values in rupees; the testator’s part of each)',
    ZAssetListQuery,
    z.array(ZAssetRow),
  ),
  findAllAssetMasterDetails: get(
    'findAllAssetMasterDetails',
    'What the asset form needs: ownership types, the subtypes of the type, asset options, and the saved asset (assetId 0: none)',
    ZAssetMasterQuery,
    ZAssetMasterResponse,
  ),
  saveAsset: endpoint({
    method: 'POST',
    path: 'testator/saveAsset',
    auth: TESTATOR_ONLY,
    tag,
    summary: 'Save an asset’s details; answers asset.assetId (percentage only for share-based ownership, type 2)',
    body: ZAssetInput,
    response: ZSaveAssetResponse,
  }),
  deleteAsset: remove(
    'deleteAsset',
    'Delete an asset with its location, attributes and files (409 in_use while an assignment holds it)',
    z.object({ assetId: ZIdParam }),
  ),
  findAssetSummary: get(
    'findAssetSummary',
    'Count and value of the assets, by type, and how many are not yet assigned',
    ZTestatorIdQuery,
    ZAssetSummary,
  ),

  saveAssetLocation: save('saveAssetLocation', 'Save the asset’s location (one per asset)', ZAssetLocationInput),
  fetchAssetLocationById: get('fetchAssetLocationById', 'The asset’s location, or null', ZAssetIdQuery, ZAssetLocationResponse),

  findAllAssetSubtypeAttrbutes: get(
    'findAllAssetSubtypeAttrbutes',
    'Attribute types of the asset’s subtype (assetSubTypes) and its saved subtype attributes (attributeDetailsts)',
    ZSubtypeAttributeQuery,
    ZSubtypeAttributeResponse,
  ),
  saveAssetSubTypeAttribute: save(
    'saveAssetSubTypeAttribute',
    'Save subtype attributes (all or nothing; each type once per asset; files images or PDF, 5 MB each)',
    rowsOf(ZSubtypeAttributeInput),
    UPLOAD_BODY_LIMIT,
  ),
  deleteSubTypeAttribute: remove('deleteSubTypeAttribute', 'Delete a subtype attribute and its files', z.object({ attributeId: ZIdParam })),

  findAllPrimaryAttributeData: get(
    'findAllPrimaryAttributeData',
    'Primary attribute types of the asset’s type and its saved primary attributes',
    ZAssetIdQuery,
    ZPrimaryAttributeResponse,
  ),
  saveAssetPrimaryAttribute: save(
    'saveAssetPrimaryAttribute',
    'Save primary attributes (all or nothing; each type once per asset)',
    rowsOf(ZPrimaryAttributeInput),
    UPLOAD_BODY_LIMIT,
  ),
  deletePrimaryAttribute: remove('deletePrimaryAttribute', 'Delete a primary attribute and its files', z.object({ id: ZIdParam })),

  findAllSpecificAssetAttributes: get(
    'findAllSpecificAssetAttributes',
    'The asset’s specific attributes',
    ZAssetIdQuery,
    ZAssetSpecificAttributeResponse,
  ),
  saveSpecificAttribute: save(
    'saveSpecificAttribute',
    'Save the asset’s specific attributes (name, value and description each)',
    rowsOf(ZAssetSpecificAttributeInput),
    UPLOAD_BODY_LIMIT,
  ),
  deleteSpecificAttribute: remove('deleteSpecificAttribute', 'Delete a specific attribute and its files', z.object({ id: ZIdParam })),
};
