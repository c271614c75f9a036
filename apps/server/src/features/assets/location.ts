// Where an asset is (spec part 2 §3, §5): one location per asset, physical or virtual.
import { coordinateOf, locationProblems, type TAssetLocation, type TStatusResponse, type ZAssetLocationInput } from '@vasiyat/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth.ts';
import { refusedSave } from '../../platform/field-errors.ts';
import { type AssetDeps, ownedAsset } from './owned.ts';
import * as repo from './repo.ts';

type LocationInput = z.output<typeof ZAssetLocationInput>;

const refused = refusedSave;

const toLocation = (row: repo.LocationRow): TAssetLocation => ({
  assetLocationId: row.id,
  assetId: row.assetId,
  assetLocationType: row.locationType === 'V' ? 'V' : 'P',
  addressDetails: row.addressDetails,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  country: row.country,
  landmark: row.landmark,
  latitude: row.latitude,
  longitude: row.longitude,
});

export async function findLocation(deps: AssetDeps, caller: Caller, assetId: number) {
  await ownedAsset(deps, caller, assetId);
  const row = await repo.selectLocation(deps.db, caller.userId, assetId);
  return { location: row ? toLocation(row) : null };
}

/** spec part 2 §5: the location fields its type needs required (the contract's locationProblems); one location per asset. */
export async function saveLocation(deps: AssetDeps, caller: Caller, input: LocationInput): Promise<TStatusResponse> {
  await ownedAsset(deps, caller, input.assetId);
  const facts = {
    assetLocationType: input.assetLocationType ?? null,
    addressDetails: input.addressDetails || null,
    city: input.city || null,
    state: input.state || null,
    pincode: input.pincode || null,
    country: input.country || null,
    landmark: input.landmark || null,
    latitude: input.latitude,
    longitude: input.longitude,
  };
  const errors = locationProblems(facts);
  if (errors.length) throw refused(errors[0]!.message, errors);
  await repo.upsertLocation(deps.db, {
    assetId: input.assetId,
    testatorId: caller.userId,
    locationType: facts.assetLocationType!,
    // A virtual location may have no address, pincode or landmark (requiredLocationFields): kept as ''.
    addressDetails: facts.addressDetails ?? '',
    city: facts.city!,
    state: facts.state!,
    pincode: facts.pincode ?? '',
    country: facts.country!,
    landmark: facts.landmark ?? '',
    latitude: coordinateOf(input.latitude, 90),
    longitude: coordinateOf(input.longitude, 180),
  });
  return { status: 'success', message: 'Asset location saved successfully' };
}
