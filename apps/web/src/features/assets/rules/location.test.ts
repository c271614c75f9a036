import { issueCode } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { locationFromSaved, locationToBody, ZAssetLocationForm } from './location.ts';

const problems = (values: object) => {
  const result = ZAssetLocationForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueCode(issue)]));
};
const filled = {
  ...locationFromSaved(null, 'P'),
  addressDetails: '12 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600004',
  landmark: 'Near Kapaleeshwarar temple',
};

describe('asset location form', () => {
  it('starts a new location with the kind’s type and India', () => {
    expect(locationFromSaved(null, 'V')).toMatchObject({ assetLocationType: 'V', country: 'India', latitude: '' });
  });

  it('asks for every field but the coordinates (spec part 2 §5)', () => {
    expect(problems({ ...locationFromSaved(null, 'P'), country: '' })).toEqual({
      addressDetails: 'required',
      city: 'required',
      state: 'required',
      pincode: 'required',
      country: 'required',
      landmark: 'required',
    });
    expect(problems(filled)).toEqual({});
  });

  it('asks a virtual location only for its city, state and country, the contract’s rule the server runs (issue 23)', () => {
    expect(problems({ ...locationFromSaved(null, 'V'), country: '' })).toEqual({
      city: 'required',
      state: 'required',
      country: 'required',
    });
    expect(problems({ ...locationFromSaved(null, 'V'), city: 'Mumbai', state: 'Maharashtra' })).toEqual({});
  });

  it('checks an Indian pincode and the coordinates as a pair', () => {
    expect(problems({ ...filled, pincode: '6000' })).toEqual({ pincode: 'invalid' });
    expect(problems({ ...filled, latitude: '13.03' })).toEqual({ longitude: 'invalid_coordinates' });
    expect(problems({ ...filled, latitude: '13.03', longitude: '80.27' })).toEqual({});
  });

  it('sends the saved location’s id and no empty coordinates', () => {
    const body = locationToBody(ZAssetLocationForm.parse(filled), 5, 9);
    expect(body).toMatchObject({ assetId: 5, assetLocationId: 9, city: 'Chennai', latitude: null, longitude: null });
  });
});
