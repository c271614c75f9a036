import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentProblems, equalSplit, type TAssignmentEntryFacts } from './assignment-rules.ts';

const thousandths = (value: number) => Math.round(value * 1000);

describe('equalSplit (spec part 2 §9)', () => {
  it.each([
    [1, [100]],
    [2, [50, 50]],
    [3, [33.33, 33.33, 33.33]],
    [4, [25, 25, 25, 25]],
    [6, [16.665, 16.665, 16.665, 16.665, 16.665, 16.665]],
    [8, [12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5]],
  ])('%i beneficiaries get %j', (count, shares) => {
    expect(equalSplit(count)).toEqual(shares);
  });

  it('shares add up to exactly 100 or 99.99, three decimals each, at most a thousandth apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (count) => {
        const shares = equalSplit(count);
        expect(shares).toHaveLength(count);
        for (const share of shares) expect(Number.isInteger(share * 1000) || thousandths(share) / 1000 === share).toBe(true);
        const total = shares.reduce((sum, share) => sum + thousandths(share), 0);
        expect([100_000, 99_990]).toContain(total);
        expect(total === 100_000).toBe(100_000 % count === 0);
        expect(Math.max(...shares.map(thousandths)) - Math.min(...shares.map(thousandths))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives nothing for no beneficiaries', () => expect(equalSplit(0)).toEqual([]));
});

describe('assignmentProblems (spec part 2 §5)', () => {
  const entry = (beneficiaryId: number, proportion: number | null, more: Partial<TAssignmentEntryFacts> = {}): TAssignmentEntryFacts => ({
    beneficiaryId,
    proportion,
    condition: 'On my death',
    assignmentDescription: 'My house',
    assetSubDescription: 'The ground floor',
    documentCount: 0,
    ...more,
  });
  const codes = (typeId: number | null, entries: TAssignmentEntryFacts[], count = entries.length) =>
    assignmentProblems({ typeId, count, entries }).map((problem) => `${problem.path}:${problem.code}`);

  it('takes each type filled as it asks', () => {
    expect(codes(10, [entry(1, 100)])).toEqual([]);
    expect(codes(20, [entry(1, 33.33), entry(2, 33.33), entry(3, 33.33)])).toEqual([]);
    expect(codes(30, [entry(1, null), entry(2, null)])).toEqual([]);
    expect(
      codes(
        40,
        equalSplit(7).map((share, index) => entry(index + 1, share)),
      ),
    ).toEqual([]);
    expect(codes(50, [entry(1, null)])).toEqual([]);
  });

  it('asks for a type first', () => expect(codes(null, [entry(1, 100)])).toEqual(['assetAssignmentType:required']));

  it('refuses a count that does not match, type 10 with two, an unequal share, a duplicate and a total over 100', () => {
    expect(codes(20, [entry(1, 50), entry(2, 50)], 3)).toContain('numberOfBeneficiaries:invalid');
    expect(codes(10, [entry(1, 100), entry(2, 100)])).toContain('numberOfBeneficiaries:invalid');
    expect(codes(10, [entry(1, 90)])).toEqual(['beneficiaries.0.proportion:invalid_proportion']);
    expect(codes(20, [entry(1, 60), entry(2, 40)])).toEqual([
      'beneficiaries.0.proportion:invalid_proportion',
      'beneficiaries.1.proportion:invalid_proportion',
    ]);
    expect(codes(30, [entry(1, null), entry(1, null)])).toEqual(['beneficiaries.1.beneficiaryId:duplicate_beneficiary']);
    expect(codes(30, [entry(1, 70), entry(2, 40)])).toEqual(['beneficiaries:total_exceeded']);
  });

  it('asks condition, description, the share’s description for 30/40/50, and at most three documents', () => {
    expect(codes(20, [entry(1, 100, { condition: null, assignmentDescription: null })])).toEqual([
      'beneficiaries.0.condition:required',
      'beneficiaries.0.assignmentDescription:required',
    ]);
    expect(codes(20, [entry(1, 100, { assetSubDescription: null })])).toEqual([]);
    expect(codes(50, [entry(1, null, { assetSubDescription: null })])).toEqual(['beneficiaries.0.assetSubDescription:required']);
    const tooMany = assignmentProblems({ typeId: 10, count: 1, entries: [entry(1, 100, { documentCount: 4 })] });
    expect(tooMany[0]?.message).toBe('Maximum 3 documents allowed per beneficiary. You already have 4 files.');
  });
});
