import { issueCode } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { asksNominee, assetDetailsToBody, emptyAssetDetails, toggleAssetOption, ZAssetDetailsForm } from './details.ts';

const valid = {
  ...emptyAssetDetails(),
  assetName: 'House in Mylapore',
  assetSubTypeId: '101',
  assetInitialValue: 2500000,
  ownershipTypeId: '1',
  assetDescription: 'Two-storey house, door no. 12',
};
const problems = (values: object) => {
  const result = ZAssetDetailsForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueCode(issue)]));
};

describe('asset details form', () => {
  it('asks for name, subtype, value, ownership and description (spec part 2 §5)', () => {
    expect(problems(emptyAssetDetails())).toEqual({
      assetName: 'required',
      assetSubTypeId: 'required',
      assetInitialValue: 'required',
      ownershipTypeId: 'required',
      assetDescription: 'required',
    });
    expect(problems(valid)).toEqual({});
  });

  it('demands a percentage for share-based ownership (type 2) only, between 0 and 100', () => {
    expect(problems({ ...valid, ownershipTypeId: '2' })).toEqual({ ownershipPercentage: 'required' });
    expect(problems({ ...valid, ownershipTypeId: '2', ownershipPercentage: 120 })).toEqual({ ownershipPercentage: 'invalid_percentage' });
    expect(problems({ ...valid, ownershipTypeId: '2', ownershipPercentage: 50 })).toEqual({});
    expect(problems({ ...valid, ownershipTypeId: '3', ownershipPercentage: '' })).toEqual({});
  });

  it('takes the value as typed with lakh grouping, to the paisa', () => {
    expect(problems({ ...valid, assetInitialValue: '25,00,000.50' })).toEqual({});
    expect(problems({ ...valid, assetInitialValue: '25.505' })).toEqual({ assetInitialValue: 'invalid_amount' });
  });

  it('refuses a date of inclusion in the future', () => {
    expect(problems({ ...valid, dateOfInclusion: '2999-01-01' })).toEqual({ dateOfInclusion: 'future_date' });
    expect(problems({ ...valid, dateOfInclusion: '2020-01-01' })).toEqual({});
  });

  it('sends the percentage only with share-based ownership, with the version it was filled from', () => {
    const context = { assetId: 7, assetTypeMstId: 1, testatorId: 3, version: 2 };
    const shared = ZAssetDetailsForm.parse({ ...valid, ownershipTypeId: '2', ownershipPercentage: 50 });
    expect(assetDetailsToBody(shared, context)).toMatchObject({ assetId: 7, ownershipTypeId: 2, ownershipPercentage: 50, version: 2 });
    const sole = ZAssetDetailsForm.parse({ ...valid, ownershipPercentage: 50 });
    expect(assetDetailsToBody(sole, context)).toMatchObject({ ownershipTypeId: 1, ownershipPercentage: null, dateOfInclusion: null });
  });

  it('takes an optional percentage for a coparcenary share in HUF property (type 4), in range (issue 22)', () => {
    expect(problems({ ...valid, ownershipTypeId: '4' })).toEqual({});
    expect(problems({ ...valid, ownershipTypeId: '4', ownershipPercentage: 140 })).toEqual({ ownershipPercentage: 'invalid_percentage' });
    const context = { assetId: 7, assetTypeMstId: 1, testatorId: 3, version: 2 };
    expect(assetDetailsToBody(ZAssetDetailsForm.parse({ ...valid, ownershipTypeId: '4', ownershipPercentage: 25 }), context)).toMatchObject(
      {
        ownershipPercentage: 25,
      },
    );
    expect(assetDetailsToBody(ZAssetDetailsForm.parse({ ...valid, ownershipTypeId: '4' }), context)).toMatchObject({
      ownershipPercentage: null,
    });
  });

  it('asks the nominee when one is registered, and always for insurance; keeps it only then (issue 22)', () => {
    expect([asksNominee(3, []), asksNominee(3, [2]), asksNominee(10, [])]).toEqual([false, true, true]);
    const nominee = { ...valid, nomineeName: 'Sunita Verma', nomineeRelationId: '6' };
    const bank = { assetId: 7, assetTypeMstId: 3, testatorId: 3, version: 2 };
    expect(assetDetailsToBody(ZAssetDetailsForm.parse({ ...nominee, selectedAssetBooleans: [2] }), bank)).toMatchObject({
      nomineeName: 'Sunita Verma',
      nomineeRelationId: 6,
    });
    expect(assetDetailsToBody(ZAssetDetailsForm.parse(nominee), bank)).toMatchObject({ nomineeName: null, nomineeRelationId: null });
    const policy = { ...bank, assetTypeMstId: 10 };
    expect(assetDetailsToBody(ZAssetDetailsForm.parse(nominee), policy)).toMatchObject({
      nomineeName: 'Sunita Verma',
      nomineeRelationId: 6,
    });
  });

  it('keeps the ticked options in order', () => {
    expect(toggleAssetOption([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(toggleAssetOption([1, 2], 2, false)).toEqual([1]);
  });
});
