import { describe, expect, it } from 'vitest';
import { formatRupees, ownedValueOf, ownershipText, totalsOf } from './format.ts';

describe('asset amounts', () => {
  it('groups rupees in lakhs and crores, with paise only when there are some', () => {
    expect(formatRupees(2500000)).toBe('₹25,00,000');
    expect(formatRupees(123456789.5)).toBe('₹12,34,56,789.50');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows the share of a share-based ownership (type 2) and only then', () => {
    expect(
      ownershipText({ ownershipTypeId: 2, ownershipTypeName: 'Joint owner with a stated share (%)', ownershipPercentage: 33.333 }),
    ).toBe('Joint owner with a stated share (%) (33.333%)');
    expect(ownershipText({ ownershipTypeId: 1, ownershipTypeName: 'Sole owner', ownershipPercentage: null })).toBe('Sole owner');
  });

  it('reads one type out of the summary', () => {
    const summary = {
      count: 3,
      totalValue: 100,
      unassigned: 3,
      byType: [
        { assetTypeId: 1, count: 2, totalValue: 75 },
        { assetTypeId: 9, count: 0, totalValue: 0 },
      ],
    };
    expect(totalsOf(summary, 1)).toEqual({ count: 2, totalValue: 75 });
    expect(totalsOf(summary, 9)).toBeUndefined();
    expect(totalsOf(summary, 3)).toBeUndefined();
    expect(totalsOf(undefined, 1)).toBeUndefined();
  });

  it('works out the owned part to the paisa', () => {
    expect(ownedValueOf('25,00,000', 50)).toBe(1250000);
    expect(ownedValueOf(100.01, 33.333)).toBe(33.34);
    expect(ownedValueOf('', 50)).toBeUndefined();
    expect(ownedValueOf(1000, 0)).toBeUndefined();
  });
});
