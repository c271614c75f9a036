import { describe, expect, it } from 'vitest';
import type { TWillSnapshot } from './will-changes.ts';
import { MARITAL_MARRIED, RELATION, RELIGION } from './will-check.ts';
import { willLifeEvents } from './will-life-events.ts';

const UNMARRIED = 1;
const dates = { downloadedOn: '2026-11-27', today: '2027-03-01' };

/** A will downloaded on 27/11/2026: an unmarried testator, a mother, a minor niece as beneficiary, an executor. */
const base = (religionId: number = RELIGION.christian): TWillSnapshot => ({
  templateName: 'Simple will',
  languageName: 'English',
  testator: { printed: 'a', religionId, maritalStatusId: UNMARRIED, muslimSchool: null },
  people: [
    {
      entityId: 2,
      kind: 'heir',
      fullName: 'Mary Thomas',
      relationId: RELATION.mother,
      parentId: null,
      dob: '1950-01-01',
      isAlive: true,
      isMinor: false,
    },
    {
      entityId: 3,
      kind: 'beneficiary_individual',
      fullName: 'Anna Thomas',
      relationId: null,
      parentId: null,
      dob: '2009-02-15',
      isAlive: true,
      isMinor: true,
    },
    {
      entityId: 4,
      kind: 'executor',
      fullName: 'John Mathew',
      relationId: null,
      parentId: null,
      dob: '1970-01-01',
      isAlive: true,
      isMinor: false,
    },
  ],
  assets: [],
  gifts: [{ assetId: 10, entityId: 3, share: 100, condition: 'None' }],
});
const married = (snapshot: TWillSnapshot): TWillSnapshot => ({
  ...snapshot,
  testator: { ...snapshot.testator!, maritalStatusId: MARITAL_MARRIED },
});
const codes = (before: TWillSnapshot, after: TWillSnapshot, on = dates) => willLifeEvents(before, after, on).map((event) => event.code);

describe('willLifeEvents', () => {
  it('finds nothing when nothing happened (the niece is still 17 on 01/02/2027)', () =>
    expect(willLifeEvents(base(), base(), { ...dates, today: '2027-02-01' })).toEqual([]));

  it('a Christian testator who marries: s.69 revokes the will, and says so', () => {
    expect(willLifeEvents(base(), married(base()), { ...dates, today: '2027-02-01' })).toEqual([
      { code: 'marriageRevokes', params: {}, law: { act: 'isa1925', section: '69' } },
    ]);
  });

  it('a Hindu testator who marries: s.69 does not govern them (s.57, Schedule III), so no section is cited', () => {
    expect(willLifeEvents(base(RELIGION.hindu), married(base(RELIGION.hindu)), { ...dates, today: '2027-02-01' })).toEqual([
      { code: 'marriage', params: {}, law: null },
    ]);
  });

  it('a Muslim (s.58) and a Sikh testator: no s.69; a Parsi: s.69', () => {
    for (const religion of [RELIGION.muslim, RELIGION.sikh, RELIGION.jain, RELIGION.buddhist])
      expect(codes(base(religion), married(base(religion)), { ...dates, today: '2027-02-01' })).toEqual(['marriage']);
    expect(codes(base(RELIGION.parsi), married(base(RELIGION.parsi)), { ...dates, today: '2027-02-01' })).toEqual(['marriageRevokes']);
  });

  it('a wife entered in the heir tree is a marriage too', () => {
    const after = base();
    after.people.push({
      entityId: 5,
      kind: 'heir',
      fullName: 'Rose Thomas',
      relationId: RELATION.wife,
      parentId: null,
      dob: null,
      isAlive: true,
      isMinor: false,
    });
    expect(codes(base(), after, { ...dates, today: '2027-02-01' })).toEqual(['marriageRevokes']);
  });

  it('a minor turning 18 by date: the niece born 15/02/2009 is 18 on 15/02/2027, not the day before', () => {
    expect(codes(base(), base(), { ...dates, today: '2027-02-14' })).toEqual([]);
    expect(willLifeEvents(base(), base(), { ...dates, today: '2027-02-15' })).toEqual([
      { code: 'cameOfAge', params: { name: 'Anna Thomas' }, law: { act: 'majority1875', section: '3' } },
    ]);
  });

  it('a minor without a date of birth comes of age when the minor flag is taken off', () => {
    const before = base();
    before.people[1] = { ...before.people[1]!, dob: null };
    const after = base();
    after.people[1] = { ...after.people[1]!, dob: null, isMinor: false };
    expect(codes(before, before)).toEqual([]);
    expect(codes(before, after)).toEqual(['cameOfAge']);
  });

  it('a birth: a son, or a child under an heir (an extension), newly in the heir tree; a friend added is no birth', () => {
    const after = base();
    after.people.push(
      {
        entityId: 6,
        kind: 'heir',
        fullName: 'Baby Thomas',
        relationId: RELATION.son,
        parentId: null,
        dob: '2027-01-05',
        isAlive: true,
        isMinor: true,
      },
      {
        entityId: 7,
        kind: 'heir',
        fullName: 'Little Mary',
        relationId: null,
        parentId: 2,
        dob: '2027-01-06',
        isAlive: true,
        isMinor: true,
      },
      {
        entityId: 8,
        kind: 'beneficiary_individual',
        fullName: 'A Friend',
        relationId: null,
        parentId: null,
        dob: null,
        isAlive: true,
        isMinor: false,
      },
    );
    expect(willLifeEvents(base(), after, { ...dates, today: '2027-02-01' })).toEqual([
      { code: 'birth', params: { name: 'Baby Thomas' }, law: null },
      { code: 'birth', params: { name: 'Little Mary' }, law: null },
    ]);
  });

  it('an heir, a beneficiary or an executor recorded as deceased', () => {
    const after = base();
    after.people = after.people.map((person) => ({ ...person, isAlive: false }));
    expect(codes(base(), after, { ...dates, today: '2027-02-01' })).toEqual(['deceased', 'deceased', 'deceased']);
  });

  it('says nothing from a snapshot kept before these facts were kept', () => {
    const old: TWillSnapshot = {
      templateName: 'Simple will',
      languageName: 'English',
      people: [{ entityId: 2, kind: 'heir', fullName: 'Mary Thomas' }],
      assets: [],
      gifts: [],
    };
    expect(codes(old, married(base()))).toEqual([]);
  });
});
