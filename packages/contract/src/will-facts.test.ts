import { describe, expect, it } from 'vitest';
import { assignmentProblems, type TAssignmentEntryFacts } from './assignment-rules.ts';
import { conditionKindOf, isFillerCondition, willPlanProblems } from './will-facts.ts';

const entry = (overrides: Partial<TAssignmentEntryFacts> = {}): TAssignmentEntryFacts => ({
  beneficiaryId: 1,
  proportion: 100,
  condition: null,
  assignmentDescription: 'For her own use',
  assetSubDescription: null,
  documentCount: 0,
  conditionKind: 'absolute',
  ...overrides,
});
const codes = (typeId: number, entries: TAssignmentEntryFacts[]) =>
  assignmentProblems({ typeId, count: entries.length, entries }).map((problem) => `${problem.path}:${problem.code}`);

describe('conditions as a drafter words them (issue 22)', () => {
  it.each(['None', 'none.', 'NA', 'N/A', '-', 'nil', 'On my death', 'after my death', '  '])('"%s" is filler, never a condition', (text) =>
    expect(isFillerCondition(text)).toBe(true),
  );
  it.each(['To be used for his education', 'Only after she turns 25', 'None of it may be sold'])('"%s" is a condition', (text) =>
    expect(isFillerCondition(text)).toBe(false),
  );
  it('reads the kind of a record saved before the choice (or by a client written to the spec) from its text', () => {
    expect(conditionKindOf({ condition: 'None' })).toBe('absolute');
    expect(conditionKindOf({ condition: 'Keep the house in the family' })).toBe('text');
    expect(conditionKindOf({ conditionKind: 'age', condition: '' })).toBe('age');
    expect(conditionKindOf({ conditionKind: 'bogus', condition: 'x' })).toBe('text');
  });
  it('asks for words only where the kind needs them, an age within 18–30, and someone to take after a life interest', () => {
    expect(codes(10, [entry()])).toEqual([]);
    expect(codes(10, [entry({ conditionKind: null })])).toEqual(['beneficiaries.0.condition:required']);
    expect(codes(10, [entry({ conditionKind: 'wish' })])).toEqual(['beneficiaries.0.condition:required']);
    expect(codes(10, [entry({ conditionKind: 'age', conditionAge: 17 })])).toEqual(['beneficiaries.0.conditionAge:invalid_age']);
    expect(codes(10, [entry({ conditionKind: 'age', conditionAge: 21 })])).toEqual([]);
    expect(codes(10, [entry({ conditionKind: 'lifeInterest' })])).toEqual(['beneficiaries.0.remainderTo:required']);
    expect(codes(10, [entry({ conditionKind: 'lifeInterest', remainderTo: 1 })])).toEqual(['beneficiaries.0.remainderTo:same_person']);
    expect(codes(10, [entry({ conditionKind: 'lifeInterest', remainderTo: 2 })])).toEqual([]);
  });
  it('takes percentages "in the shares described" only when all are given and add up to 100', () => {
    const described = (proportions: (number | null)[]) =>
      codes(
        30,
        proportions.map((proportion, index) => entry({ beneficiaryId: index + 1, proportion, assetSubDescription: 'The house' })),
      );
    expect(described([30, 70])).toEqual([]);
    expect(described([null, null])).toEqual([]);
    expect(described([30, null])).toEqual(['beneficiaries:shares_partial']);
    expect(described([30, 60])).toEqual(['beneficiaries:shares_not_100']);
    expect(described([40, 70])).toEqual(['beneficiaries:total_exceeded']);
  });
});

describe('the will plan', () => {
  it('takes distinct guardians, and residuary shares all given adding to 100 or none', () => {
    const problems = (input: Parameters<typeof willPlanProblems>[0]) => willPlanProblems(input).map((p) => `${p.path}:${p.code}`);
    expect(problems({ guardianId: 1, backupGuardianId: 2, residuary: [] })).toEqual([]);
    expect(problems({ guardianId: 1, backupGuardianId: 1, residuary: [] })).toEqual(['backupGuardianId:same_guardian']);
    expect(problems({ guardianId: null, backupGuardianId: 2, residuary: [] })).toEqual(['guardianId:required']);
    expect(
      problems({
        residuary: [
          { entityId: 1, share: null },
          { entityId: 2, share: null },
        ],
      }),
    ).toEqual([]);
    expect(
      problems({
        residuary: [
          { entityId: 1, share: 60 },
          { entityId: 2, share: 40 },
        ],
      }),
    ).toEqual([]);
    expect(
      problems({
        residuary: [
          { entityId: 1, share: 60 },
          { entityId: 2, share: null },
        ],
      }),
    ).toEqual(['residuary:shares_partial']);
    expect(
      problems({
        residuary: [
          { entityId: 1, share: 60 },
          { entityId: 2, share: 30 },
        ],
      }),
    ).toEqual(['residuary:shares_not_100']);
    expect(
      problems({
        residuary: [
          { entityId: 1, share: null },
          { entityId: 1, share: null },
        ],
      }),
    ).toEqual(['residuary.1.entityId:duplicate']);
  });
});
