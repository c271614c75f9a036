import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import { type Handlers, languageOf } from '../../platform/endpoints.ts';
import * as attributes from './attributes.ts';
import * as location from './location.ts';
import * as assets from './service.ts';
import * as specifics from './specific-attributes.ts';

type AssetEndpoints = Pick<
  typeof endpoints,
  | 'findAllAssetDetailsByTestatorId'
  | 'findAllAssetMasterDetails'
  | 'saveAsset'
  | 'deleteAsset'
  | 'findAssetSummary'
  | 'saveAssetLocation'
  | 'fetchAssetLocationById'
  | 'findAllAssetSubtypeAttrbutes'
  | 'saveAssetSubTypeAttribute'
  | 'deleteSubTypeAttribute'
  | 'findAllPrimaryAttributeData'
  | 'saveAssetPrimaryAttribute'
  | 'deletePrimaryAttribute'
  | 'findAllSpecificAssetAttributes'
  | 'saveSpecificAttribute'
  | 'deleteSpecificAttribute'
>;

export function assetHandlers(deps: assets.AssetDeps): Handlers<AssetEndpoints> {
  return {
    findAllAssetDetailsByTestatorId: (request) =>
      assets.findAssets(deps, callerOf(request), request.query.testatorId, request.query.assetTypeId, languageOf(request)),
    findAllAssetMasterDetails: (request) =>
      assets.findAssetMasters(deps, callerOf(request), request.query.assetId, request.query.assetTypeId, languageOf(request)),
    saveAsset: (request) => assets.saveAsset(deps, callerOf(request), request.body),
    deleteAsset: (request) => assets.deleteAsset(deps, callerOf(request), request.query.assetId),
    findAssetSummary: (request) => assets.findSummary(deps, callerOf(request), request.query.testatorId),

    saveAssetLocation: (request) => location.saveLocation(deps, callerOf(request), request.body),
    fetchAssetLocationById: (request) => location.findLocation(deps, callerOf(request), request.query.assetId),

    findAllAssetSubtypeAttrbutes: (request) =>
      attributes.findSubtypeAttributes(deps, callerOf(request), request.query.assetId, languageOf(request)),
    saveAssetSubTypeAttribute: (request) =>
      attributes.saveAttributes(deps, callerOf(request), 'subtype', request.body.map(attributes.subtypeRowOf)),
    deleteSubTypeAttribute: (request) => attributes.deleteAttribute(deps, callerOf(request), 'subtype', request.query.attributeId),

    findAllPrimaryAttributeData: (request) =>
      attributes.findPrimaryAttributes(deps, callerOf(request), request.query.assetId, languageOf(request)),
    saveAssetPrimaryAttribute: (request) =>
      attributes.saveAttributes(deps, callerOf(request), 'primary', request.body.map(attributes.primaryRowOf)),
    deletePrimaryAttribute: (request) => attributes.deleteAttribute(deps, callerOf(request), 'primary', request.query.id),

    findAllSpecificAssetAttributes: (request) => specifics.findSpecificAttributes(deps, callerOf(request), request.query.assetId),
    saveSpecificAttribute: (request) => specifics.saveSpecificAttributes(deps, callerOf(request), request.body),
    deleteSpecificAttribute: (request) => specifics.deleteSpecificAttribute(deps, callerOf(request), request.query.id),
  };
}
