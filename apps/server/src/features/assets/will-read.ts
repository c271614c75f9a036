// What a will needs of a testator's assets, in one read (features/will, features/assignments, through service.ts).
import { ASSET_KINDS, assetKindOfType, type TWillAssets } from '@vasiyat/contract';
import { unsealText } from '../../platform/sealed.ts';
import { type AssetDeps, shownValue, toAssets } from './owned.ts';
import * as repo from './repo.ts';

/**
 * Everything of a testator's assets that a will needs, in one read, names in the chosen language.
 * `testatorId` comes from the caller's token; every query filters by it.
 */
export async function findForWill(
  deps: AssetDeps,
  testatorId: number,
  code?: string,
  options: { fullNumbers?: boolean } = {},
): Promise<TWillAssets> {
  const [rows, locations, attributes, specifics, booleans, subtypeTypes, primaryTypes] = await Promise.all([
    repo.selectAllAssets(deps.db, testatorId),
    repo.selectAllLocations(deps.db, testatorId),
    repo.selectAllAttributes(deps.db, testatorId),
    repo.selectAllSpecifics(deps.db, testatorId),
    deps.masters.names('asset_boolean', code),
    deps.masters.names('subtype_attribute', code),
    deps.masters.names('primary_attribute', code),
  ]);
  const assets = await toAssets(deps, rows, await repo.selectAssignedShares(deps.db, testatorId), code);
  return {
    assets: assets.map((asset) => {
      const location = locations.find((row) => row.assetId === asset.assetId);
      // The deed the testator downloads names an account or policy by its full number, so the executor can find it
      // (issue 22); everywhere else the number stays masked.
      const named = (row: repo.AttributeRow) => ({
        name: (row.kind === 'subtype' ? subtypeTypes : primaryTypes).get(row.masterId) ?? '',
        value: options.fullNumbers && row.valueEncrypted ? unsealText(deps.dataKeys, row.valueEncrypted) : shownValue(row),
      });
      return {
        assetId: asset.assetId,
        assetTypeId: asset.assetTypeMstId,
        kind: assetKindOfType(asset.assetTypeMstId) ?? ASSET_KINDS[0]!,
        assetName: asset.assetName,
        subtypeId: asset.assetSubTypeId,
        subtypeName: asset.assetSubTypeName,
        description: asset.assetDescription,
        value: asset.assetInitialValue,
        ownedValue: asset.assetOwnershipValue,
        ownershipTypeId: asset.ownershipTypeId,
        ownershipTypeName: asset.ownershipTypeName,
        ownershipPercentage: asset.ownershipPercentage,
        options: asset.selectedAssetBooleans.map((id) => booleans.get(id) ?? ''),
        location: location
          ? {
              type: location.locationType === 'V' ? ('V' as const) : ('P' as const),
              addressDetails: location.addressDetails,
              city: location.city,
              state: location.state,
              pincode: location.pincode,
              country: location.country,
              landmark: location.landmark,
            }
          : null,
        attributes: [
          ...attributes.filter((row) => row.assetId === asset.assetId).map(named),
          ...specifics
            .filter((row) => row.assetId === asset.assetId)
            .map((row) => ({ name: row.name, value: row.description ? `${row.value} (${row.description})` : row.value })),
        ],
        nomineeName: asset.nomineeName,
        nomineeRelationId: asset.nomineeRelationId,
      };
    }),
  };
}
