import { describe, expect, it } from 'vitest';
import { MARITAL_MARRIED, OWNERSHIP_COPARCENARY, RELATION, RELIGION, type TWillCheckInput, willCheck } from './will-check.ts';

const TODAY = '2026-11-24';
const person = (entityId: number, kind: string, more: Partial<TWillCheckInput['people'][number]> = {}) => ({
  entityId,
  kind,
  fullName: `Person ${entityId}`,
  dob: '1980-01-01',
  relationId: null,
  isAlive: true,
  ...more,
});
/** A will with nothing to say: adult Hindu testator, two witnesses, an executor, every asset given in full. */
const good = (): TWillCheckInput => ({
  testator: { dob: '1960-05-05', religionId: RELIGION.hindu, maritalStatusId: MARITAL_MARRIED },
  people: [
    person(1, 'witness'),
    person(2, 'witness'),
    person(3, 'executor'),
    person(4, 'beneficiary_individual'),
    person(5, 'heir', { relationId: RELATION.son }),
  ],
  assets: [{ assetId: 10, assetName: 'House', ownedValue: 9_000_000, ownershipTypeId: 1, subtypeId: 101 }],
  assignments: [
    {
      assignmentId: 100,
      typeId: 20,
      assetIds: [10],
      beneficiaries: [
        { entityId: 4, proportion: 50, guardianId: null },
        { entityId: 5, proportion: 50, guardianId: null },
      ],
    },
  ],
  templateHasResiduary: true,
  today: TODAY,
});
const codes = (input: TWillCheckInput) => willCheck(input).map((finding) => `${finding.level}:${finding.code}`);

describe('willCheck', () => {
  it('finds nothing in a sound will', () => expect(codes(good())).toEqual([]));

  it('needs Define self first', () => expect(codes({ ...good(), testator: null })).toEqual(['blocker:noTestator']));

  it('blocks a testator under 18 (s.59) and fewer than two witnesses (s.63)', () => {
    const input = good();
    input.testator = { ...input.testator!, dob: '2010-01-01' };
    input.people = input.people.filter((candidate) => candidate.entityId !== 2);
    expect(codes(input)).toEqual(['blocker:testatorMinor', 'blocker:witnessesMissing']);
    expect(willCheck(input)[1]!.params).toEqual({ count: 1 });
  });

  it('warns of no executor, and of a witness who also receives (s.67), found by name and birth date', () => {
    const input = good();
    input.people = [
      ...input.people.filter((candidate) => candidate.kind !== 'executor'),
      person(6, 'beneficiary_individual', { fullName: 'Person 1' }),
    ];
    input.assignments = [
      {
        ...input.assignments[0]!,
        beneficiaries: [
          { entityId: 6, proportion: 50, guardianId: null },
          { entityId: 5, proportion: 50, guardianId: null },
        ],
      },
    ];
    expect(codes(input)).toEqual(['warning:noExecutor', 'warning:witnessBeneficiary']);
  });

  it('blocks a minor’s share without a guardian; accepts one with', () => {
    const input = good();
    input.people = [...input.people, person(7, 'beneficiary_individual', { dob: '2015-02-02', fullName: 'Chotu' })];
    input.assignments = [
      ...input.assignments,
      { assignmentId: 101, typeId: 10, assetIds: [11], beneficiaries: [{ entityId: 7, proportion: 100, guardianId: null }] },
    ];
    input.assets = [...input.assets, { assetId: 11, assetName: 'Car', ownedValue: 500_000, ownershipTypeId: 1, subtypeId: 201 }];
    expect(willCheck(input)).toEqual([
      expect.objectContaining({ code: 'minorWithoutGuardian', level: 'blocker', params: { name: 'Chotu' } }),
    ]);
    input.assignments[1]!.beneficiaries[0]!.guardianId = 3;
    expect(codes(input)).toEqual([]);
  });

  it('warns when shares of an asset do not add up to 100 (99.99 of an equal split is whole)', () => {
    const input = good();
    input.assignments[0]!.beneficiaries[1]!.proportion = 30;
    expect(codes(input)).toEqual(['warning:sharesNot100']);
    input.assignments = [
      {
        assignmentId: 100,
        typeId: 20,
        assetIds: [10],
        beneficiaries: [4, 5, 3].map((entityId) => ({ entityId, proportion: 33.33, guardianId: null })),
      },
    ];
    expect(codes(input)).toEqual([]);
  });

  it('warns of unassigned assets when the template has no residuary clause', () => {
    const input = { ...good(), templateHasResiduary: false };
    input.assets = [...input.assets, { assetId: 12, assetName: 'Gold', ownedValue: 1, ownershipTypeId: 1, subtypeId: 203 }];
    expect(willCheck(input)).toEqual([expect.objectContaining({ code: 'unassignedNoResidue', params: { count: 1 } })]);
    expect(codes({ ...input, templateHasResiduary: true })).toEqual([]);
  });

  it('notes a living Class I heir who receives nothing', () => {
    const input = good();
    input.people = [
      ...input.people,
      person(8, 'heir', { relationId: RELATION.daughter, fullName: 'Kala' }),
      person(9, 'heir', { relationId: RELATION.daughter, isAlive: false }),
    ];
    expect(willCheck(input)).toEqual([expect.objectContaining({ code: 'classOneHeirLeftOut', level: 'note', params: { name: 'Kala' } })]);
  });

  it('warns a Muslim testator of bequests beyond one third and to an heir; notes s.69 for personal laws where marriage revokes a will', () => {
    const input = { ...good(), testator: { dob: '1960-05-05', religionId: RELIGION.muslim, maritalStatusId: MARITAL_MARRIED } };
    expect(codes(input)).toEqual(['warning:muslimOneThird', 'warning:muslimBequestToHeir', 'note:marriageRevokes']);
    expect(willCheck(input)[0]!.params).toEqual({ percent: 100 });
    const christian = { ...good(), testator: { dob: '1960-05-05', religionId: 3, maritalStatusId: 1 } };
    expect(codes(christian)).toEqual(['note:marriageRevokes']);
  });

  it('notes joint family property: only the coparcenary share passes (HSA s.30)', () => {
    const input = good();
    input.assets = [{ ...input.assets[0]!, ownershipTypeId: OWNERSHIP_COPARCENARY }];
    expect(willCheck(input)).toEqual([expect.objectContaining({ code: 'hufProperty', params: { asset: 'House' } })]);
  });
});
