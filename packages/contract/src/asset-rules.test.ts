import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToPaise,
  assetProblems,
  attributeValueProblem,
  locationProblems,
  paiseToRupees,
  percentageOf,
  storedAttributeValue,
} from './asset-rules.ts';

describe('amounts', () => {
  it.each([
    ['2500000', 250000000],
    ['25,00,000.50', 250000050],
    ['₹ 1,00,000', 10000000],
    [2500000.5, 250000050],
    [0, 0],
    ['0.1', 10],
    ['9999999999999.99', 999999999999999],
  ])('%s is %d paise', (value, paise) => {
    expect(amountToPaise(value)).toBe(paise);
  });

  it.each([-1, '-1', '1.234', 'abc', '', null, Number.NaN, Number.POSITIVE_INFINITY, 1e21, '10000000000000'])('refuses %s', (value) => {
    expect(amountToPaise(value as string | number | null)).toBeNull();
  });

  it('turns any paise back into the same rupees (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (paise) => {
        expect(amountToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });
});

describe('percentages', () => {
  it.each([
    ['50', 50],
    [33.333, 33.333],
    ['100', 100],
  ])('%s is %d', (value, percent) => expect(percentageOf(value)).toBe(percent));
  it.each([0, '0', '100.001', 101, '-5', '12.3456', 'half'])('refuses %s', (value) => expect(percentageOf(value)).toBeNull());
});

describe('assetProblems (spec part 2 §5)', () => {
  const complete = {
    assetName: 'House',
    assetSubTypeId: 101,
    assetInitialValue: '2500000',
    ownershipTypeId: 1,
    ownershipPercentage: null,
    assetDescription: 'Ancestral house',
  };
  it('finds nothing wrong with a complete asset', () => expect(assetProblems(complete)).toEqual([]));
  it('names every missing field', () => {
    const problems = assetProblems({
      assetName: null,
      assetSubTypeId: null,
      assetInitialValue: null,
      ownershipTypeId: null,
      ownershipPercentage: null,
      assetDescription: null,
    });
    expect(problems.map((problem) => problem.path)).toEqual([
      'assetName',
      'assetSubTypeId',
      'assetInitialValue',
      'ownershipTypeId',
      'assetDescription',
    ]);
    expect(problems.every((problem) => problem.code === 'required')).toBe(true);
  });
  it('asks a percentage only for share-based ownership (type 2)', () => {
    expect(assetProblems({ ...complete, ownershipTypeId: 2 })).toEqual([
      expect.objectContaining({ path: 'ownershipPercentage', code: 'required' }),
    ]);
    expect(assetProblems({ ...complete, ownershipTypeId: 2, ownershipPercentage: 150 })[0]).toMatchObject({ code: 'invalid_percentage' });
    expect(assetProblems({ ...complete, ownershipTypeId: 2, ownershipPercentage: '50' })).toEqual([]);
    expect(assetProblems({ ...complete, ownershipTypeId: 3, ownershipPercentage: 150 })).toEqual([]);
  });
});

describe('locationProblems', () => {
  const place = {
    assetLocationType: 'P',
    addressDetails: '12 Gandhi Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    country: 'India',
    landmark: 'Temple',
    latitude: null,
    longitude: null,
  };
  it('takes a complete place, with or without both coordinates', () => {
    expect(locationProblems(place)).toEqual([]);
    expect(locationProblems({ ...place, latitude: '13.03', longitude: 80.27 })).toEqual([]);
  });
  it('refuses an unknown type, a five-digit Indian pincode, and coordinates out of range or alone', () => {
    expect(locationProblems({ ...place, assetLocationType: 'Q' })[0]).toMatchObject({ path: 'assetLocationType' });
    expect(locationProblems({ ...place, pincode: '60004' })[0]).toMatchObject({ path: 'pincode', code: 'invalid' });
    expect(locationProblems({ ...place, pincode: '60004', country: 'Nepal' })).toEqual([]);
    expect(locationProblems({ ...place, latitude: 95, longitude: 80 })[0]).toMatchObject({ path: 'latitude', code: 'invalid_coordinates' });
    expect(locationProblems({ ...place, latitude: 13 })[0]).toMatchObject({ path: 'longitude', code: 'invalid_coordinates' });
  });
  it('asks a virtual location only where it is held: no address, landmark or pincode (issue 23)', () => {
    const virtual = { ...place, assetLocationType: 'V', addressDetails: null, landmark: null, pincode: null };
    expect(locationProblems(virtual)).toEqual([]);
    expect(locationProblems({ ...virtual, assetLocationType: 'P' }).map((problem) => problem.path)).toEqual([
      'addressDetails',
      'pincode',
      'landmark',
    ]);
    expect(locationProblems({ ...virtual, city: null, state: null, country: null }).map((problem) => problem.path)).toEqual([
      'city',
      'state',
      'country',
    ]);
    expect(locationProblems({ ...virtual, pincode: '6004' })[0]).toMatchObject({ path: 'pincode', code: 'invalid' });
  });
});

describe('attributeValueProblem', () => {
  it.each([
    ['number', '1250.5', undefined],
    ['number', 'twelve', 'invalid_number'],
    ['amount', '12,00,000', undefined],
    ['amount', '12.345', 'invalid_amount'],
    ['date', '2019-03-14', undefined],
    ['date', '14/03/2019', 'invalid_date'],
    ['text', 'anything at all', undefined],
  ] as const)('%s %s', (field, value, code) => {
    expect(attributeValueProblem(field, value)?.code).toBe(code);
  });
  it('stores an amount as plain rupees, whatever grouping was typed', () => {
    expect(storedAttributeValue('amount', ' 1,25,00,000 ')).toBe('12500000');
    expect(storedAttributeValue('amount', '750,000.5')).toBe('750000.50');
    expect(storedAttributeValue('text', ' 1,25,00,000 ')).toBe('1,25,00,000');
  });
});
