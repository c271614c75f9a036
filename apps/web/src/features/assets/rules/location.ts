import { locationProblems, type TAssetLocation, type TAssetLocationInput, ZAssetLocationInput } from '@vasiyat/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addRuleProblems, codedResolver } from '../../../lib/form-resolver.ts';

/** The location tab as the form holds it: every field text, '' when empty. */
export type AssetLocationValues = {
  assetLocationType: string;
  addressDetails: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  landmark: string;
  latitude: string;
  longitude: string;
};

/**
 * Spec part 2 §5: type (P or V), address, city, state, pincode, country and landmark required; a six-digit
 * pincode in India; latitude and longitude optional, together and in range. The contract's
 * locationProblems, which the server runs too.
 */
export const ZAssetLocationForm = ZAssetLocationInput.omit({ assetLocationId: true, assetId: true }).superRefine((values, ctx) =>
  addRuleProblems(
    ctx,
    locationProblems({
      assetLocationType: values.assetLocationType || null,
      addressDetails: values.addressDetails || null,
      city: values.city || null,
      state: values.state || null,
      pincode: values.pincode || null,
      country: values.country || null,
      landmark: values.landmark || null,
      latitude: values.latitude,
      longitude: values.longitude,
    }),
  ),
);
export type AssetLocationOutput = z.output<typeof ZAssetLocationForm>;
/** The form holds every field as text; the schema reads them as the save call does. */
export const assetLocationResolver = codedResolver(ZAssetLocationForm) as unknown as Resolver<
  AssetLocationValues,
  unknown,
  AssetLocationOutput
>;

/** The form of a saved location, or of a new one: the kind's usual type (spec part 2 §3) and India. */
export function locationFromSaved(saved: TAssetLocation | null, defaultType: 'P' | 'V'): AssetLocationValues {
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    assetLocationType: saved?.assetLocationType ?? defaultType,
    addressDetails: saved?.addressDetails ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    pincode: saved?.pincode ?? '',
    country: saved?.country ?? 'India',
    landmark: saved?.landmark ?? '',
    latitude: number(saved?.latitude),
    longitude: number(saved?.longitude),
  };
}

/** The body of saveAssetLocation: one location per asset, so a saved one is sent with its id. */
export function locationToBody(values: AssetLocationOutput, assetId: number, assetLocationId: number | null): TAssetLocationInput {
  return { ...values, assetId, assetLocationId, latitude: values.latitude || null, longitude: values.longitude || null };
}
