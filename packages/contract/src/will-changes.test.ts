import { describe, expect, it } from 'vitest';
import { type TWillSnapshot, willChanges } from './will-changes.ts';

const base = (): TWillSnapshot => ({
  templateName: 'Simple will',
  languageName: 'English',
  people: [
    { entityId: 1, kind: 'self', fullName: 'Ramesh Verma' },
    { entityId: 2, kind: 'beneficiary_individual', fullName: 'Ankit Verma' },
    { entityId: 3, kind: 'witness', fullName: 'Suresh Gupta' },
  ],
  assets: [{ assetId: 10, name: 'House at Lucknow', ownedValue: 5_000_000 }],
  gifts: [{ assetId: 10, entityId: 2, share: 100, condition: 'None' }],
});

describe('willChanges', () => {
  it('finds nothing between equal snapshots', () => expect(willChanges(base(), base())).toEqual([]));

  it('names a beneficiary added with a share, and the share taken from another', () => {
    const after = base();
    after.people.push({ entityId: 4, kind: 'beneficiary_individual', fullName: 'Riya Verma' });
    after.gifts = [
      { assetId: 10, entityId: 2, share: 60, condition: 'None' },
      { assetId: 10, entityId: 4, share: 40, condition: 'On turning 18' },
    ];
    expect(willChanges(base(), after)).toEqual([
      { code: 'personAdded', params: { name: 'Riya Verma' }, kind: 'beneficiary_individual' },
      { code: 'shareChanged', params: { asset: 'House at Lucknow', name: 'Ankit Verma', from: '100%', to: '60%' } },
      { code: 'giftAdded', params: { asset: 'House at Lucknow', name: 'Riya Verma', share: '40%' } },
    ]);
  });

  it('names an asset removed with its gift, a value changed, a witness renamed, the template and language', () => {
    const before = base();
    before.assets.push({ assetId: 11, name: 'Savings account ending 4321', ownedValue: 200_000 });
    before.gifts.push({ assetId: 11, entityId: 2, share: null, condition: 'None' });
    const after = base();
    after.templateName = 'Will with guardianship';
    after.languageName = 'Hindi';
    after.assets[0]!.ownedValue = 6_000_000;
    after.people[2]!.fullName = 'Suresh Kumar Gupta';
    expect(willChanges(before, after)).toEqual([
      { code: 'template', params: { from: 'Simple will', to: 'Will with guardianship' } },
      { code: 'language', params: { from: 'English', to: 'Hindi' } },
      { code: 'personRenamed', params: { from: 'Suresh Gupta', to: 'Suresh Kumar Gupta' }, kind: 'witness' },
      { code: 'assetValue', params: { asset: 'House at Lucknow', from: 5_000_000, to: 6_000_000 } },
      { code: 'assetRemoved', params: { asset: 'Savings account ending 4321' } },
      { code: 'giftRemoved', params: { asset: 'Savings account ending 4321', name: 'Ankit Verma' } },
    ]);
  });

  it('names a person removed and a condition changed, and ignores the testator and contact persons', () => {
    const after = base();
    after.people = after.people.filter((person) => person.entityId !== 3);
    after.people.push({ entityId: 9, kind: 'contact_person', fullName: 'Office contact' });
    after.gifts[0]!.condition = 'After my wife’s death';
    expect(willChanges(base(), after)).toEqual([
      { code: 'personRemoved', params: { name: 'Suresh Gupta' }, kind: 'witness' },
      { code: 'conditionChanged', params: { asset: 'House at Lucknow', name: 'Ankit Verma' } },
    ]);
  });

  it('issue 27: names what the deed prints beyond names — of a person, an asset, the testator, the plan, the template text — only where both snapshots know it', () => {
    const before: TWillSnapshot = {
      ...base(),
      textDigest: 't1',
      plan: 'p1',
      testator: { printed: 's1', religionId: 3, maritalStatusId: 1, muslimSchool: null },
      people: base().people.map((person) => ({ ...person, printed: `${person.entityId}-a` })),
      assets: base().assets.map((asset) => ({ ...asset, printed: 'x1' })),
    };
    expect(willChanges(before, before)).toEqual([]);
    const after: TWillSnapshot = {
      ...before,
      textDigest: 't2',
      plan: 'p2',
      testator: { ...before.testator!, printed: 's2' },
      people: before.people.map((person) => (person.entityId === 2 ? { ...person, printed: '2-b' } : person)),
      assets: before.assets.map((asset) => ({ ...asset, printed: 'x2' })),
    };
    expect(willChanges(before, after)).toEqual([
      { code: 'templateText', params: { template: 'Simple will' } },
      { code: 'testatorDetails', params: {} },
      { code: 'planChanged', params: {} },
      { code: 'personDetails', params: { name: 'Ankit Verma' }, kind: 'beneficiary_individual' },
      { code: 'assetDetails', params: { asset: 'House at Lucknow' } },
    ]);
    // A snapshot kept before issue 27 has no digests: nothing is said of what it did not keep.
    expect(willChanges(base(), after)).toEqual([]);
  });
});
