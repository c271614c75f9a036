// The estate as a picture (issue 27 item 3): who receives what, by value. One pure function over what the will reads
// of the assets and the assignments, for the server's findBeneficiaryShares and the deed's estate value alike.
// Worked in integer paise (BigInt where a value meets a share), so every figure is exact to the paisa.
import { isHufAsset } from './will-check.ts';

/** What the picture needs of an asset: the testator's part of its value (rupees) and how it is held. */
export type TEstateAsset = {
  assetId: number;
  ownedValue: number;
  ownershipTypeId: number;
  subtypeId: number;
  ownershipPercentage: number | null;
};
/** What it needs of an assignment: the assets it gives and each beneficiary's percentage (null: as described). */
export type TEstateAssignment = {
  assetIds: readonly number[];
  beneficiaries: readonly { entityId: number; proportion: number | null }[];
};

/** A part of the estate: its value in paise and its part of the estate in hundredths of a percent. */
export type TEstatePart = { paise: number; basisPoints: number };
export type TEstateShares = {
  /** The estate the will can give, in paise. */
  estatePaise: number;
  /** Who receives by a bequest, in the order the bequests first name them. */
  beneficiaries: (TEstatePart & { entityId: number; describedBequests: number })[];
  /** Assets given "as described" (no percentage): the deed divides them in words, so no one's value can be added up. */
  described: TEstatePart;
  /** What no bequest gives (assets in no assignment, and the part of an asset its shares leave): it passes as the residue. */
  residue: TEstatePart;
  /** Assets in no assignment yet. */
  unassignedAssets: number;
};

/**
 * `total` divided in proportion to `weights` (non-negative integers), in whole units that add up to `total` exactly:
 * each part is rounded down, and the units left over go one each to the parts with the largest remainders (the
 * earlier part first when two are equal): the largest-remainder method. All weights 0: every part is 0.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) return weights.map(() => 0);
  const whole = BigInt(total);
  const parts = weights.map((weight, index) => {
    const product = whole * BigInt(weight);
    return { index, units: product / sum, rest: product % sum };
  });
  let left = whole - parts.reduce((acc, part) => acc + part.units, 0n);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const part of byRest) {
    if (left === 0n) break;
    part.units += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.units));
}

/**
 * The testator's part of an asset in paise, as the will can give it: HUF property without a stated share counts as
 * nothing (the whole never passes by will, HSA s.30; an undivided share stated does).
 */
export function givablePaiseOf(asset: TEstateAsset): number {
  if (isHufAsset(asset) && asset.ownershipPercentage === null) return 0;
  return Math.round(asset.ownedValue * 100);
}

/** The estate the will can give, in paise. */
export const estatePaiseOf = (assets: readonly TEstateAsset[]) => assets.reduce((sum, asset) => sum + givablePaiseOf(asset), 0);

/** A percentage in thousandths, the precision the assignment form keeps (numeric(6,3)). */
const thousandths = (percent: number) => Math.round(percent * 1000);
const WHOLE = 100_000;
/** Spec part 2 §9: an equal split that does not divide 100 shares 99.99 %; the deed gives equal shares of the whole. */
const EQUAL_SPLIT_TOTAL = 99_990;

/**
 * Who receives what, by value. Each asset's value is divided among its bequest's beneficiaries in proportion to their
 * percentages, by `apportion`, so the parts add up to the asset's value to the paisa (₹100 among three equal
 * shares is ₹33.34 + ₹33.33 + ₹33.33). Shares adding up to the whole (or the spec's 99.99 % of an uneven equal
 * split) divide the whole asset among them; shares adding up to less leave the rest to the residue. The parts of the
 * estate (each beneficiary, "as described", the residue) are apportioned the same way in hundredths of a percent,
 * so the percentages add up to exactly 100 %.
 */
export function estateSharesOf(input: { assets: readonly TEstateAsset[]; assignments: readonly TEstateAssignment[] }): TEstateShares {
  const givableOf = new Map(input.assets.map((asset) => [asset.assetId, givablePaiseOf(asset)]));
  const receivers = new Map<number, { paise: number; describedBequests: number }>();
  const receiver = (entityId: number) => {
    const found = receivers.get(entityId) ?? { paise: 0, describedBequests: 0 };
    receivers.set(entityId, found);
    return found;
  };
  let described = 0;
  let residue = 0;
  const given = new Set<number>();

  for (const assignment of input.assignments) {
    const quantified = assignment.beneficiaries.filter((entry) => entry.proportion !== null);
    for (const entry of assignment.beneficiaries) if (entry.proportion === null) receiver(entry.entityId).describedBequests += 1;
    const weights = quantified.map((entry) => thousandths(entry.proportion ?? 0));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    // An asset is given once: a second assignment naming it (the save refuses that) would count it twice.
    for (const assetId of assignment.assetIds.filter((id) => givableOf.has(id) && !given.has(id))) {
      given.add(assetId);
      const value = givableOf.get(assetId) ?? 0;
      if (quantified.length === 0) {
        if (assignment.beneficiaries.length) described += value;
        else residue += value;
        continue;
      }
      const whole = total >= EQUAL_SPLIT_TOTAL;
      const parts = apportion(value, whole ? weights : [...weights, WHOLE - total]);
      quantified.forEach((entry, index) => {
        receiver(entry.entityId).paise += parts[index] ?? 0;
      });
      if (!whole) residue += parts[quantified.length] ?? 0;
    }
  }
  const unassigned = input.assets.filter((asset) => !given.has(asset.assetId));
  residue += unassigned.reduce((sum, asset) => sum + (givableOf.get(asset.assetId) ?? 0), 0);

  const people = [...receivers.entries()];
  const estatePaise = estatePaiseOf(input.assets);
  const points = apportion(10_000, [...people.map(([, part]) => part.paise), described, residue]);
  return {
    estatePaise,
    beneficiaries: people.map(([entityId, part], index) => ({ entityId, ...part, basisPoints: points[index] ?? 0 })),
    described: { paise: described, basisPoints: points[people.length] ?? 0 },
    residue: { paise: residue, basisPoints: points[people.length + 1] ?? 0 },
    unassignedAssets: unassigned.length,
  };
}
