import type { endpoints } from '@vasiyat/contract';
import { callerOf } from '../../platform/auth.ts';
import { type Handlers, languageOf } from '../../platform/endpoints.ts';
import * as assets from './service.ts';

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

    saveAssetLocation: (request) => assets.saveLocation(deps, callerOf(request), request.body),
    fetchAssetLocationById: (request) => assets.findLocation(deps, callerOf(request), request.query.assetId),

    findAllAssetSubtypeAttrbutes: (request) =>
      assets.findSubtypeAttributes(deps, callerOf(request), request.query.assetId, languageOf(request)),
    saveAssetSubTypeAttribute: (request) =>
      assets.saveAttributes(deps, callerOf(request), 'subtype', request.body.map(assets.subtypeRowOf)),
    deleteSubTypeAttribute: (request) => assets.deleteAttribute(deps, callerOf(request), 'subtype', request.query.attributeId),

    findAllPrimaryAttributeData: (request) =>
      assets.findPrimaryAttributes(deps, callerOf(request), request.query.assetId, languageOf(request)),
    saveAssetPrimaryAttribute: (request) =>
      assets.saveAttributes(deps, callerOf(request), 'primary', request.body.map(assets.primaryRowOf)),
    deletePrimaryAttribute: (request) => assets.deleteAttribute(deps, callerOf(request), 'primary', request.query.id),

    findAllSpecificAssetAttributes: (request) => assets.findSpecificAttributes(deps, callerOf(request), request.query.assetId),
    saveSpecificAttribute: (request) => assets.saveSpecificAttributes(deps, callerOf(request), request.body),
    deleteSpecificAttribute: (request) => assets.deleteSpecificAttribute(deps, callerOf(request), request.query.id),
  };
}
