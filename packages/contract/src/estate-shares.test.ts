import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalSplit } from './assignment-rules.ts';
import { apportion, estatePaiseOf, estateSharesOf, type TEstateAsset } from './estate-shares.ts';
import { OWNERSHIP_COPARCENARY } from './will-check.ts';

const asset = (assetId: number, ownedValue: number, held: Partial<TEstateAsset> = {}): TEstateAsset => ({
  assetId,
  ownedValue,
  ownershipTypeId: 1,
  subtypeId: 101,
  ownershipPercentage: null,
  ...held,
});
const gift = (assetIds: number[], shares: [number, number | null][]) => ({
  assetIds,
  beneficiaries: shares.map(([entityId, proportion]) => ({ entityId, proportion })),
});
const total = (parts: readonly number[]) => parts.reduce((sum, part) => sum + part, 0);

describe('apportion (largest remainder)', () => {
  it('divides ₹100 among three equal shares as 33.34 + 33.33 + 33.33', () => {
    expect(apportion(10_000, [33_330, 33_330, 33_330])).toEqual([3334, 3333, 3333]);
  });

  it('gives a leftover paisa to the largest remainder, not the first part', () => {
    expect(apportion(100, [1, 2])).toEqual([33, 67]);
  });

  it('always adds up to the total, exactly, with no part off by a whole unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999_999 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 50 }),
        (value, weights) => {
          const parts = apportion(value, weights);
          const sum = total(weights);
          if (sum === 0) {
            expect(parts.every((part) => part === 0)).toBe(true);
            return;
          }
          expect(total(parts)).toBe(value);
          parts.forEach((part, index) => {
            const exact = (value * (weights[index] ?? 0)) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1.01);
          });
        },
      ),
    );
  });

  it('gives nothing to anyone when every weight is nothing', () => {
    expect(apportion(0, [0])).toEqual([0]);
    expect(apportion(10_000, [0, 0, 0])).toEqual([0, 0, 0]);
  });
});

describe('estateSharesOf', () => {
  it('splits an uneven equal share (the spec’s 33.333 × 3 = 99.99 %) so the parts add up to the asset, to the paisa', () => {
    const shares = estateSharesOf({
      assets: [asset(1, 1_000_000.01)],
      assignments: [
        gift(
          [1],
          [
            [11, 33.333],
            [12, 33.333],
            [13, 33.333],
          ],
        ),
      ],
    });
    expect(shares.beneficiaries.map((row) => row.paise)).toEqual([33_333_334, 33_333_334, 33_333_333]);
    expect(total(shares.beneficiaries.map((row) => row.paise))).toBe(100_000_001);
    expect(shares.residue.paise).toBe(0);
    expect(shares.beneficiaries.map((row) => row.basisPoints)).toEqual([3334, 3333, 3333]);
  });

  it('adds up each beneficiary over several bequests, counts bequests as described, and puts the rest in the residue', () => {
    const shares = estateSharesOf({
      assets: [asset(1, 9_000_000), asset(2, 1_000_000), asset(3, 2_500_000.5), asset(4, 0)],
      assignments: [
        gift(
          [1],
          [
            [11, 50],
            [12, 50],
          ],
        ),
        gift([2], [[11, null]]),
      ],
    });
    expect(shares).toEqual({
      estatePaise: 1_250_000_050,
      beneficiaries: [
        { entityId: 11, paise: 450_000_000, basisPoints: 3600, describedBequests: 1 },
        { entityId: 12, paise: 450_000_000, basisPoints: 3600, describedBequests: 0 },
      ],
      described: { paise: 100_000_000, basisPoints: 800 },
      residue: { paise: 250_000_050, basisPoints: 2000 },
      unassignedAssets: 2,
    });
  });

  it('leaves to the residue the part of an asset that shares under 100 % do not give', () => {
    const shares = estateSharesOf({
      assets: [asset(1, 1000)],
      assignments: [
        gift(
          [1],
          [
            [11, 60],
            [12, 30],
          ],
        ),
      ],
    });
    expect(shares.beneficiaries.map((row) => row.paise)).toEqual([60_000, 30_000]);
    expect(shares.residue.paise).toBe(10_000);
    expect(shares.unassignedAssets).toBe(0);
  });

  it('counts HUF property only at a stated undivided share (HSA s.30), as the deed’s estate value does', () => {
    const huf = asset(1, 5_000_000, { ownershipTypeId: OWNERSHIP_COPARCENARY });
    const stated = asset(2, 1_000_000, { ownershipTypeId: OWNERSHIP_COPARCENARY, ownershipPercentage: 25 });
    const shares = estateSharesOf({ assets: [huf, stated], assignments: [gift([1, 2], [[11, 100]])] });
    expect(estatePaiseOf([huf, stated])).toBe(100_000_000);
    expect(shares.beneficiaries).toEqual([{ entityId: 11, paise: 100_000_000, basisPoints: 10_000, describedBequests: 0 }]);
  });

  it('has no percentages to give when the estate is worth nothing', () => {
    const shares = estateSharesOf({ assets: [asset(1, 0)], assignments: [gift([1], [[11, 100]])] });
    expect(shares.beneficiaries).toEqual([{ entityId: 11, paise: 0, basisPoints: 0, describedBequests: 0 }]);
    expect(shares.residue).toEqual({ paise: 0, basisPoints: 0 });
  });

  it('always accounts for the whole estate: the parts add up to it in paise, and to 100 % in hundredths', () => {
    const value = fc.integer({ min: 0, max: 99_999_999_999 }).map((paise) => paise / 100);
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 8 }), fc.boolean()), { maxLength: 6 }),
        (values, plans) => {
          const assets = values.map((ownedValue, index) => asset(index + 1, ownedValue));
          const assignments = plans.map(([assetId, count, described], index) => {
            const split = equalSplit(count);
            return gift(
              [assetId],
              split.map((share, entry) => [100 + index * 10 + entry, described ? null : share]),
            );
          });
          const shares = estateSharesOf({ assets, assignments });
          const parts = [...shares.beneficiaries, shares.described, shares.residue];
          expect(total(parts.map((part) => part.paise))).toBe(shares.estatePaise);
          expect(total(parts.map((part) => part.basisPoints))).toBe(shares.estatePaise > 0 ? 10_000 : 0);
          const given = new Set(assignments.flatMap((row) => row.assetIds).filter((id) => id <= values.length));
          expect(shares.unassignedAssets).toBe(values.length - given.size);
        },
      ),
    );
  });
});
