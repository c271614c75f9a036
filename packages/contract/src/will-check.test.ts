import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACT_CODES,
  lawGoverns,
  lawText,
  MARITAL_MARRIED,
  OWNERSHIP_COPARCENARY,
  personalLawOf,
  RELATION,
  RELIGION,
  type TWillCheckInput,
  type TWillFinding,
  WILL_CHECK_CODES,
  willCheck,
  willLawLabelKey,
} from './will-check.ts';

const TODAY = '2026-11-24';
const SINGLE = 1;
type Person = TWillCheckInput['people'][number];
type Asset = TWillCheckInput['assets'][number];
type Entry = TWillCheckInput['assignments'][number]['beneficiaries'][number];
const person = (entityId: number, kind: string, more: Partial<Person> = {}): Person => ({
  entityId,
  kind,
  fullName: `Person ${entityId}`,
  dob: '1980-01-01',
  relationId: null,
  isAlive: true,
  gender: null,
  parentId: null,
  ...more,
});
const entry = (entityId: number, proportion: number | null, more: Partial<Entry> = {}): Entry => ({
  entityId,
  proportion,
  guardianId: null,
  conditionKind: 'absolute',
  condition: '',
  ...more,
});
const asset = (assetId: number, assetName: string, more: Partial<Asset> = {}): Asset => ({
  assetId,
  assetName,
  ownedValue: 1_000_000,
  ownershipTypeId: 1,
  subtypeId: 101,
  assetTypeId: 1,
  nominee: null,
  ...more,
});
const gift = (assignmentId: number, assetIds: number[], beneficiaries: Entry[], typeId = 30) => ({
  assignmentId,
  typeId,
  assetIds,
  beneficiaries,
});

/**
 * A will with nothing to say: an adult married Hindu, two witnesses, an executor, a wife and an adult son who
 * both receive, the house given in full, no guardians needed, the deed in English.
 */
const good = (): TWillCheckInput => ({
  testator: { dob: '1960-05-05', religionId: RELIGION.hindu, maritalStatusId: MARITAL_MARRIED, muslimSchool: null, signsBy: 'signature' },
  people: [
    person(1, 'witness', { fullName: 'Suresh Gupta' }),
    person(2, 'witness', { fullName: 'Anil Rao' }),
    person(3, 'executor', { fullName: 'Mohan Lal' }),
    person(4, 'beneficiary_individual', { fullName: 'Kavita Joshi' }),
    person(5, 'heir', { fullName: 'Ankit Verma', relationId: RELATION.son, dob: '1999-02-02' }),
    person(6, 'heir', { fullName: 'Sunita Verma', relationId: RELATION.wife, dob: '1965-03-03' }),
  ],
  assets: [asset(10, 'House', { ownedValue: 9_000_000 })],
  assignments: [gift(100, [10], [entry(4, 20), entry(5, 40), entry(6, 40)])],
  guardians: { guardianId: null, backupGuardianId: null, propertyManagerId: null },
  residuaryIds: [],
  language: 'en',
  freeTexts: [],
  templateHasResiduary: true,
  today: TODAY,
});
type Delta = (input: TWillCheckInput) => void;
const withReligion =
  (religionId: number | null, more: Partial<NonNullable<TWillCheckInput['testator']>> = {}): Delta =>
  (input) => {
    input.testator = { ...input.testator!, religionId, ...more };
  };
/**
 * A Sunni Muslim's sound will: a third of the estate (the house) to a friend who is no heir, the rest (savings)
 * left to pass by inheritance; wife and son receive nothing by will.
 */
const muslim: Delta = (input) => {
  withReligion(RELIGION.muslim, { muslimSchool: 'sunni' })(input);
  input.assets = [
    asset(10, 'House', { ownedValue: 3_000_000 }),
    asset(11, 'Savings', { ownedValue: 6_000_000, assetTypeId: 3, subtypeId: 301 }),
  ];
  input.assignments = [gift(100, [10], [entry(4, 100)], 10)];
};
const also =
  (...deltas: Delta[]): Delta =>
  (input) => {
    for (const delta of deltas) delta(input);
  };
const addPeople =
  (...people: Person[]): Delta =>
  (input) => {
    input.people = [...input.people, ...people];
  };
const dropPeople =
  (...ids: number[]): Delta =>
  (input) => {
    input.people = input.people.filter((candidate) => !ids.includes(candidate.entityId));
  };
const giveHouse =
  (...entries: Entry[]): Delta =>
  (input) => {
    input.assignments = [gift(100, [10], entries)];
  };
const unmarried: Delta = (input) => {
  input.testator = { ...input.testator!, maritalStatusId: SINGLE };
};
const mahesh = (entityId: number, kind: string, fullName: string, dob = '1975-07-07') => person(entityId, kind, { fullName, dob });
const minorSon = person(7, 'heir', { fullName: 'Chotu Verma', relationId: RELATION.son, dob: '2015-02-02' });
const lifePolicy = (nominee: Asset['nominee'], more: Partial<Asset> = {}) =>
  asset(12, 'LIC policy', { assetTypeId: 10, subtypeId: 1002, ownedValue: 0, nominee, ...more });
const withPolicyTo =
  (policy: Asset, ...entries: Entry[]): Delta =>
  (input) => {
    input.assets = [...input.assets, policy];
    input.assignments = [...input.assignments, gift(101, [policy.assetId], entries, 10)];
  };

const coparcenary: Delta = (input) => {
  input.assets[0]!.ownershipTypeId = OWNERSHIP_COPARCENARY;
};
const guardian =
  (guardianId: number): Delta =>
  (input) => {
    input.guardians = { guardianId, backupGuardianId: null, propertyManagerId: null };
  };
const goldWithoutResidue: Delta = (input) => {
  input.templateHasResiduary = false;
  input.assets = [...input.assets, asset(11, 'Gold')];
};
const inTamil =
  (...freeTexts: { field: string; text: string }[]): Delta =>
  (input) => {
    input.language = 'ta';
    input.freeTexts = freeTexts;
  };

const SCENARIOS: [string, Delta, string[]][] = [
  ['a sound Hindu will', () => {}, []],
  [
    'no Define self yet',
    (input) => {
      input.testator = null;
    },
    ['blocker:noTestator'],
  ],
  ['a Hindu testator under 18 (ISA s.59)', withReligion(RELIGION.hindu, { dob: '2010-01-01' }), ['blocker:testatorMinor']],
  [
    'a Muslim testator under 18 (Majority Act s.3)',
    also(muslim, withReligion(RELIGION.muslim, { dob: '2010-01-01' })),
    ['blocker:testatorMinor'],
  ],
  ['a Hindu will with one witness (s.63)', dropPeople(2), ['blocker:witnessesMissing']],
  ['a Muslim will with one witness: no blocker, a note', also(muslim, dropPeople(2)), ['note:witnessesAdvised']],
  ['a Muslim will with no witness', also(muslim, dropPeople(1, 2)), ['note:witnessesAdvised']],
  [
    'a witness who is also a beneficiary, same spelling and birth date (s.67)',
    also(addPeople(person(8, 'witness', { fullName: 'Kavita Joshi' }))),
    ['blocker:witnessBeneficiary'],
  ],
  [
    'a witness-beneficiary under another spelling: the gift is void, and the person is entered twice',
    also(
      dropPeople(2),
      addPeople(mahesh(8, 'witness', 'Mahesh V. Patil'), mahesh(9, 'beneficiary_individual', 'Mahesh Vinayak Patil')),
      giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(9, 20)),
    ),
    ['blocker:witnessBeneficiary', 'warning:samePersonTwice'],
  ],
  [
    'initials for the whole first and middle names, same birth date',
    also(
      dropPeople(2),
      addPeople(mahesh(8, 'witness', 'M. V. Patil'), mahesh(9, 'beneficiary_individual', 'Shri Mahesh Vinayak Patil')),
      giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(9, 20)),
    ),
    ['blocker:witnessBeneficiary', 'warning:samePersonTwice'],
  ],
  [
    'two different people with alike names but different birth dates: silent',
    also(
      dropPeople(2),
      addPeople(mahesh(8, 'witness', 'Mahesh V. Patil', '1950-01-01'), mahesh(9, 'beneficiary_individual', 'Mahesh Vinayak Patil')),
      giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(9, 20)),
    ),
    [],
  ],
  [
    'alike first and last names with a different middle name: silent',
    also(
      dropPeople(2),
      addPeople(mahesh(8, 'witness', 'Mahesh R. Patil'), mahesh(9, 'beneficiary_individual', 'Mahesh Vinayak Patil')),
      giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(9, 20)),
    ),
    [],
  ],
  [
    'one person in two roles under one spelling (an heir who is also the executor): silent',
    addPeople(person(8, 'executor', { fullName: 'Ankit Verma', dob: '1999-02-02' })),
    [],
  ],
  [
    'one beneficiary entered twice under two spellings',
    addPeople(mahesh(8, 'beneficiary_individual', 'Mahesh Patil'), mahesh(9, 'beneficiary_individual', 'Mahesh Vinayak Patil')),
    ['warning:samePersonTwice'],
  ],
  [
    'a Muslim will’s witness who benefits: silent (no s.67)',
    also(muslim, addPeople(person(8, 'witness', { fullName: 'Kavita Joshi' }))),
    [],
  ],
  [
    'a Christian will’s witness who benefits (s.67 directly)',
    also(withReligion(RELIGION.christian), addPeople(person(8, 'witness', { fullName: 'Kavita Joshi' }))),
    ['blocker:witnessBeneficiary'],
  ],
  [
    'the wife as witness takes the residue by default (spouse and children)',
    also(
      dropPeople(2),
      addPeople(person(8, 'witness', { fullName: 'Sunita Verma', dob: '1965-03-03' })),
      giveHouse(entry(4, 50), entry(5, 50)),
    ),
    ['blocker:witnessBeneficiary', 'note:classOneHeirLeftOut'],
  ],
  ['no executor', dropPeople(3), ['warning:noExecutor']],
  ['an executor under 18 (s.223)', addPeople(person(8, 'executor', { fullName: 'Raju', dob: '2012-01-01' })), ['warning:executorMinor']],
  ['the shares described add up to more than 100%', giveHouse(entry(4, 30), entry(5, 40), entry(6, 40)), ['blocker:sharesOver100']],
  ['the shares described add up to less than 100%', giveHouse(entry(4, 10), entry(5, 40), entry(6, 40)), ['warning:sharesUnder100']],
  ['three equal shares of 33.33% are whole', giveHouse(entry(4, 33.33), entry(5, 33.33), entry(6, 33.33)), []],
  [
    'a gift to someone recorded as dead lapses',
    also(
      addPeople(person(8, 'beneficiary_individual', { isAlive: false })),
      giveHouse(entry(4, 20), entry(5, 40), entry(6, 20), entry(8, 20)),
    ),
    ['warning:deceasedBeneficiary'],
  ],
  [
    'a minor’s share with no one to hold it',
    also(
      addPeople(person(8, 'beneficiary_individual', { fullName: 'Chintu', dob: '2016-01-01' })),
      giveHouse(entry(4, 20), entry(5, 40), entry(6, 20), entry(8, 20)),
    ),
    ['warning:minorWithoutGuardian'],
  ],
  [
    'a minor’s share held by the will’s property manager',
    also(
      addPeople(person(8, 'beneficiary_individual', { fullName: 'Chintu', dob: '2016-01-01' })),
      giveHouse(entry(4, 20), entry(5, 40), entry(6, 20), entry(8, 20)),
      (input) => {
        input.guardians = { guardianId: null, backupGuardianId: null, propertyManagerId: 3 };
      },
    ),
    [],
  ],
  [
    'minor children and no guardian named in the will',
    also(addPeople(minorSon), giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(7, 20, { guardianId: 3 }))),
    ['warning:noGuardianForMinorChildren'],
  ],
  [
    'a Hindu naming the surviving mother guardian of her own child: a note',
    also(addPeople(minorSon), giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(7, 20, { guardianId: 3 })), (input) => {
      input.guardians = { guardianId: 6, backupGuardianId: 3, propertyManagerId: null };
    }),
    ['note:guardianIsSurvivingParent'],
  ],
  [
    'a Hindu naming someone else guardian for when both parents are gone: silent',
    also(addPeople(minorSon), giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(7, 20, { guardianId: 3 })), (input) => {
      input.guardians = { guardianId: 3, backupGuardianId: null, propertyManagerId: null };
    }),
    [],
  ],
  [
    'a Muslim naming the mother guardian: silent (she is not the natural guardian of property)',
    also(muslim, addPeople(minorSon), (input) => {
      input.guardians = { guardianId: 6, backupGuardianId: null, propertyManagerId: null };
    }),
    [],
  ],
  [
    'assets given to no one and no residuary clause',
    (input) => {
      input.templateHasResiduary = false;
      input.assets = [...input.assets, asset(11, 'Gold', { assetTypeId: 2, subtypeId: 203 })];
    },
    ['warning:unassignedNoResidue'],
  ],
  ['a Hindu’s Class I heir (the wife) left out', giveHouse(entry(4, 50), entry(5, 50)), ['note:classOneHeirLeftOut']],
  [
    'a Hindu’s grandchild by a predeceased son left out (stands in his place)',
    addPeople(
      person(8, 'heir', { fullName: 'Late Rakesh', relationId: RELATION.son, isAlive: false }),
      person(9, 'heir', { fullName: 'Riya', relationId: 11, parentId: 8 }),
    ),
    ['note:classOneHeirLeftOut'],
  ],
  ['a Muslim’s heir left out: no Class I note', muslim, []],
  ['a Christian’s heir left out: no Class I note', also(withReligion(RELIGION.christian), giveHouse(entry(4, 100))), []],
  ['a Muslim, unmarried: no marriageRevokes', also(muslim, unmarried), []],
  [
    'a Christian, unmarried: marriage would revoke the will (s.69)',
    also(withReligion(RELIGION.christian), unmarried),
    ['note:marriageRevokes'],
  ],
  ['a Christian, married: silent', withReligion(RELIGION.christian), []],
  ['a Parsi, unmarried: s.69', also(withReligion(RELIGION.parsi), unmarried), ['note:marriageRevokes']],
  ['a Jewish testator, unmarried: s.69 (general provisions)', also(withReligion(RELIGION.jewish), unmarried), ['note:marriageRevokes']],
  ['a Hindu, unmarried: never marriageRevokes', unmarried, []],
  ['a Jain, unmarried: never marriageRevokes', also(withReligion(RELIGION.jain), unmarried), []],
  [
    'a Sunni bequest to an heir',
    also(muslim, (input) => {
      input.assignments = [gift(100, [10], [entry(4, null), entry(5, null)], 20)];
    }),
    ['warning:muslimBequestToHeir'],
  ],
  [
    'a Shia bequest to an heir within a third: silent',
    also(muslim, withReligion(RELIGION.muslim, { muslimSchool: 'shia' }), (input) => {
      input.assignments = [gift(100, [10], [entry(5, 100)], 10)];
    }),
    [],
  ],
  [
    'a Shia bequest to an heir beyond a third',
    also(muslim, withReligion(RELIGION.muslim, { muslimSchool: 'shia' }), (input) => {
      input.assignments = [gift(100, [10, 11], [entry(5, 100)], 10)];
    }),
    ['warning:muslimOneThird'],
  ],
  [
    'a Sunni bequest beyond a third to a stranger',
    also(muslim, (input) => {
      input.assignments = [gift(100, [10, 11], [entry(4, 100)], 10)];
    }),
    ['warning:muslimOneThird'],
  ],
  [
    'a Muslim with no school recorded',
    also(muslim, withReligion(RELIGION.muslim, { muslimSchool: null })),
    ['warning:muslimSchoolMissing'],
  ],
  [
    'a Hindu’s coparcenary share: only the undivided share passes',
    (input) => {
      input.assets = [{ ...input.assets[0]!, ownershipTypeId: OWNERSHIP_COPARCENARY }];
    },
    ['note:hufProperty'],
  ],
  [
    'a Sikh karta of an HUF: Hindu law, a note',
    also(withReligion(RELIGION.sikh), (input) => {
      input.assets = [{ ...input.assets[0]!, subtypeId: 705, assetTypeId: 7 }];
    }),
    ['note:hufProperty'],
  ],
  [
    'a Christian’s HUF property: a warning',
    also(withReligion(RELIGION.christian), (input) => {
      input.assets = [{ ...input.assets[0]!, ownershipTypeId: OWNERSHIP_COPARCENARY }];
    }),
    ['warning:hufNotHinduLaw'],
  ],
  [
    'a life policy whose nominee is the wife, bequeathed to the son: she takes it (s.39(7))',
    withPolicyTo(lifePolicy({ name: 'Sunita Verma', relationId: RELATION.wife }), entry(5, 100)),
    ['warning:insuranceNomineeTakes'],
  ],
  [
    'a life policy bequeathed to its beneficial nominee, spelt a little differently: silent',
    withPolicyTo(lifePolicy({ name: 'Smt. Sunita Verma', relationId: RELATION.wife }), entry(6, 100)),
    [],
  ],
  [
    'a life policy whose nominee is a brother (no beneficial nominee): silent',
    withPolicyTo(lifePolicy({ name: 'Ramesh Verma', relationId: 8 }), entry(5, 100)),
    [],
  ],
  [
    'a bank account’s nominee, bequeathed elsewhere: silent (the nominee holds for the legatee)',
    withPolicyTo(
      asset(12, 'Savings', { assetTypeId: 3, subtypeId: 301, nominee: { name: 'Sunita Verma', relationId: RELATION.wife } }),
      entry(5, 100),
    ),
    [],
  ],
  [
    'a health policy’s nominee: silent (not a life policy)',
    withPolicyTo(lifePolicy({ name: 'Sunita Verma', relationId: RELATION.wife }, { subtypeId: 1005 }), entry(5, 100)),
    [],
  ],
  [
    'words typed in English letters inside a Hindi deed',
    (input) => {
      input.language = 'hi';
      input.freeTexts = [
        { field: 'Condition', text: 'Only after she completes her studies' },
        { field: 'Description', text: 'मेरा पुश्तैनी घर (MG Road)' },
      ];
    },
    // One finding per field, each naming its texts.
    ['warning:freeTextInEnglish', 'warning:freeTextInEnglish'],
  ],
  [
    'English words in an English deed: silent',
    (input) => {
      input.freeTexts = [{ field: 'Condition', text: 'Only after she completes her studies' }];
    },
    [],
  ],
  ['a testator of 75: a doctor’s certificate', withReligion(RELIGION.hindu, { dob: '1950-01-01' }), ['note:capacityCertificate']],
  ['a testator who signs by thumb impression', withReligion(RELIGION.hindu, { signsBy: 'thumb' }), ['note:thumbReadOver']],
  [
    'a Muslim of 80 who signs by thumb',
    also(muslim, withReligion(RELIGION.muslim, { dob: '1946-01-01', signsBy: 'thumb' })),
    ['note:capacityCertificate', 'note:thumbReadOver'],
  ],
  ['religion: prefer not to say', withReligion(RELIGION.preferNotToSay), ['note:personalLawUnknown']],
  [
    'several at once, blockers first, then warnings, then notes',
    also(withReligion(RELIGION.christian, { dob: '1950-01-01' }), unmarried, dropPeople(2, 3)),
    ['blocker:witnessesMissing', 'warning:noExecutor', 'note:capacityCertificate', 'note:marriageRevokes'],
  ],
];

const run = (delta: Delta) => {
  const input = good();
  delta(input);
  return { input, findings: willCheck(input) };
};
const codes = (findings: TWillFinding[]) => findings.map((finding) => `${finding.level}:${finding.code}`);
/** Sections of the Indian Succession Act that are Part VI (or s.69) and so never reach a Muslim's will (s.58). */
const ISA_WILLS_SECTIONS = /^(59|63|67|69|89|105)\b/;

describe('willCheck: the scenarios', () => {
  it.each(SCENARIOS)('%s', (_, delta, expected) => {
    const { input, findings } = run(delta);
    expect(codes(findings)).toEqual(expected);
    const law = personalLawOf(input.testator?.religionId ?? null, input.testator?.muslimSchool);
    for (const finding of findings) if (finding.law) expect(lawGoverns(finding.law, law), `${finding.code} under ${law}`).toBe(true);
    if (law === 'muslim')
      expect(findings.filter((finding) => finding.law?.act === 'isa1925' && ISA_WILLS_SECTIONS.test(finding.law.section ?? ''))).toEqual(
        [],
      );
  });

  it('covers every code it can give', () => {
    const given = new Set(SCENARIOS.flatMap(([, delta]) => run(delta).findings.map((finding) => finding.code)));
    expect(WILL_CHECK_CODES.filter((code) => !given.has(code))).toEqual([]);
  });
});

describe('willCheck: what each finding says and cites', () => {
  const one = (delta: Delta, code: string) => run(delta).findings.find((finding) => finding.code === code)!;
  it.each([
    ['testatorMinor', withReligion(RELIGION.hindu, { dob: '2010-01-01' }), { act: 'isa1925', section: '59' }],
    ['testatorMinor', also(muslim, withReligion(RELIGION.muslim, { dob: '2010-01-01' })), { act: 'majority1875', section: '3' }],
    ['witnessesMissing', dropPeople(2), { act: 'isa1925', section: '63(c)' }],
    ['witnessesAdvised', also(muslim, dropPeople(2)), { act: 'muslimLaw' }],
    ['witnessBeneficiary', addPeople(person(8, 'witness', { fullName: 'Kavita Joshi' })), { act: 'isa1925', section: '67' }],
    ['marriageRevokes', also(withReligion(RELIGION.christian), unmarried), { act: 'isa1925', section: '69' }],
    ['hufProperty', coparcenary, { act: 'hsa1956', section: '30' }],
    ['hufNotHinduLaw', also(muslim, coparcenary), null],
    [
      'insuranceNomineeTakes',
      withPolicyTo(lifePolicy({ name: 'Sunita Verma', relationId: RELATION.wife }), entry(5, 100)),
      { act: 'insurance1938', section: '39(7)' },
    ],
    ['guardianIsSurvivingParent', also(addPeople(minorSon), guardian(6)), { act: 'hmga1956', section: '9' }],
    ['noGuardianForMinorChildren', also(withReligion(RELIGION.christian), addPeople(minorSon)), { act: 'gwa1890', section: '7' }],
    ['sharesOver100', giveHouse(entry(4, 30), entry(5, 40), entry(6, 40)), { act: 'isa1925', section: '89' }],
    ['sharesUnder100', giveHouse(entry(4, 10), entry(5, 40), entry(6, 40)), null],
    ['unassignedNoResidue', goldWithoutResidue, { act: 'hsa1956', section: '8' }],
    ['capacityCertificate', also(muslim, withReligion(RELIGION.muslim, { dob: '1946-01-01' })), { act: 'muslimLaw' }],
  ] as [string, Delta, TWillFinding['law']][])('%s cites its law', (code, delta, law) => {
    expect(one(delta, code).law).toEqual(law);
  });

  it('names the people, assets, totals and fields it speaks of', () => {
    expect(one(dropPeople(2), 'witnessesMissing').params).toEqual({ count: 1 });
    const variant = also(
      dropPeople(2),
      addPeople(mahesh(8, 'witness', 'Mahesh V. Patil'), mahesh(9, 'beneficiary_individual', 'Mahesh Vinayak Patil')),
      giveHouse(entry(4, 20), entry(5, 30), entry(6, 30), entry(9, 20)),
    );
    expect(one(variant, 'witnessBeneficiary').params).toEqual({ name: 'Mahesh V. Patil' });
    expect(one(variant, 'samePersonTwice').params).toEqual({ name: 'Mahesh V. Patil', other: 'Mahesh Vinayak Patil' });
    expect(one(giveHouse(entry(4, 30), entry(5, 40), entry(6, 40)), 'sharesOver100').params).toEqual({ asset: 'House', total: 110 });
    expect(one(giveHouse(entry(4, 10.5), entry(5, 40), entry(6, 40)), 'sharesUnder100').params).toEqual({ asset: 'House', total: 90.5 });
    expect(
      one(withPolicyTo(lifePolicy({ name: 'Sunita Verma', relationId: RELATION.wife }), entry(5, 100)), 'insuranceNomineeTakes').params,
    ).toEqual({
      asset: 'LIC policy',
      name: 'Sunita Verma',
    });
    expect(one(withReligion(RELIGION.hindu, { dob: '1950-01-01' }), 'capacityCertificate').params).toEqual({ age: 76 });
    expect(one(addPeople(minorSon), 'noGuardianForMinorChildren').params).toEqual({ names: 'Chotu Verma' });
    expect(one(inTamil({ field: 'Condition', text: 'after marriage' }), 'freeTextInEnglish').params).toEqual({
      field: 'Condition',
      texts: 'after marriage',
    });
  });

  it('keeps today’s caller working: without the new facts, the checks that need them stay silent', () => {
    const input = good();
    delete input.guardians;
    delete input.residuaryIds;
    input.people = [...input.people, minorSon];
    input.assignments = [gift(100, [10], [entry(4, 20), entry(5, 30), entry(6, 30), entry(7, 20, { guardianId: 3 })])];
    expect(codes(willCheck(input))).toEqual([]);
  });
});

describe('personalLawOf', () => {
  it.each([
    [1, null, 'hindu'],
    [2, null, 'muslim'],
    [2, 'shia', 'muslim'],
    [3, null, 'christian'],
    [4, null, 'hindu'],
    [5, null, 'hindu'],
    [6, null, 'hindu'],
    [7, null, 'parsi'],
    [8, null, 'general'],
    [9, null, 'general'],
    [10, null, 'general'],
    [null, null, 'general'],
    [10, 'sunni', 'muslim'],
    [1, 'sunni', 'hindu'],
  ] as const)('religion %s, school %s: %s', (religionId, school, law) => expect(personalLawOf(religionId, school)).toBe(law));
});

describe('lawText', () => {
  const label = (key: string, params?: Record<string, string | number>) =>
    key === 'willLawSection'
      ? `${params!.act}, s.${params!.section}`
      : key === willLawLabelKey('isa1925')
        ? 'Indian Succession Act, 1925'
        : key;
  it('words an act with its section, and an act alone', () => {
    expect(lawText({ act: 'isa1925', section: '63(c)' }, label)).toBe('Indian Succession Act, 1925, s.63(c)');
    expect(lawText({ act: 'muslimLaw' }, label)).toBe('willLawMuslimLaw');
    expect(ACT_CODES.map(willLawLabelKey)).toContain('willLawInsurance1938');
  });
});

describe('willCheck: a property over any will', () => {
  const religion = fc.option(fc.integer({ min: 1, max: 10 }), { nil: null });
  const anyPerson = fc.record({
    entityId: fc.integer({ min: 1, max: 12 }),
    kind: fc.constantFrom('heir', 'beneficiary_individual', 'executor', 'witness', 'beneficiary_corporate'),
    fullName: fc.constantFrom('Mahesh V. Patil', 'Mahesh Vinayak Patil', 'Sunita Verma', 'Ankit Verma', 'Riya'),
    dob: fc.constantFrom('1975-07-07', '2015-01-01', null),
    relationId: fc.option(fc.integer({ min: 1, max: 27 }), { nil: null }),
    isAlive: fc.boolean(),
    parentId: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  });
  const anyInput = fc.record({
    religionId: religion,
    school: fc.constantFrom('sunni', 'shia', null),
    marital: fc.integer({ min: 1, max: 5 }),
    dob: fc.constantFrom('2012-01-01', '1980-01-01', '1940-01-01'),
    thumb: fc.boolean(),
    people: fc.uniqueArray(anyPerson, { selector: (p) => p.entityId, maxLength: 8 }),
    shares: fc.array(
      fc.record({ entityId: fc.integer({ min: 1, max: 12 }), proportion: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }) }),
      {
        maxLength: 4,
      },
    ),
    coparcenary: fc.boolean(),
    nomineeRelation: fc.option(fc.integer({ min: 1, max: 27 }), { nil: null }),
    guardianId: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    residuary: fc.boolean(),
  });

  it('never cites an act that does not govern the testator’s personal law', () => {
    fc.assert(
      fc.property(anyInput, (facts) => {
        const input: TWillCheckInput = {
          testator: {
            dob: facts.dob,
            religionId: facts.religionId,
            maritalStatusId: facts.marital,
            muslimSchool: facts.school,
            signsBy: facts.thumb ? 'thumb' : 'signature',
          },
          people: facts.people,
          assets: [
            asset(10, 'House', { ownershipTypeId: facts.coparcenary ? OWNERSHIP_COPARCENARY : 1 }),
            lifePolicy({ name: 'Sunita Verma', relationId: facts.nomineeRelation }),
          ],
          assignments: facts.shares.length
            ? [
                gift(
                  100,
                  [10, 12],
                  facts.shares.map((share) => entry(share.entityId, share.proportion)),
                ),
              ]
            : [],
          guardians: { guardianId: facts.guardianId, backupGuardianId: null, propertyManagerId: null },
          residuaryIds: [],
          language: 'hi',
          freeTexts: [{ field: 'Condition', text: 'after marriage' }],
          templateHasResiduary: facts.residuary,
          today: TODAY,
        };
        const law = personalLawOf(facts.religionId, facts.school);
        for (const finding of willCheck(input)) {
          if (!finding.law) continue;
          const { act, section = '' } = finding.law;
          expect(lawGoverns(finding.law, law)).toBe(true);
          if (law === 'muslim') expect(act === 'isa1925' && ISA_WILLS_SECTIONS.test(section)).toBe(false);
          if (law !== 'hindu') expect(['hsa1956', 'hama1956', 'hmga1956']).not.toContain(act);
          if (law !== 'muslim') expect(act).not.toBe('muslimLaw');
          if (law === 'hindu') expect(act === 'isa1925' && section === '69').toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
