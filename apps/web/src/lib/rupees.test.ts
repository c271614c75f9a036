import { describe, expect, it } from 'vitest';
import { formatPercent, formatRupees } from './rupees.ts';

describe('formatPercent', () => {
  it('writes a percentage to at most three decimals', () => {
    expect(formatPercent(33.3333)).toBe('33.333');
    expect(formatPercent(50)).toBe('50');
    expect(formatPercent(0.0014)).toBe('0.001');
    expect(formatPercent(0)).toBe('0');
  });

  // Issue 27's estate chart showed a small asset's part of a large estate (0.0003 %) as 0 %.
  it('never writes a share that is not nothing as 0', () => {
    expect(formatPercent(0.0003)).toBe('0.0003');
    expect(formatPercent(0.000012345)).toBe('0.000012');
    expect(formatPercent(0.00049)).toBe('0.00049');
  });
});

describe('formatRupees', () => {
  it('groups in lakhs and crores and shows paise only when there are some', () => {
    expect(formatRupees(2500000)).toBe('₹25,00,000');
    expect(formatRupees(2500000.5)).toBe('₹25,00,000.50');
  });
});
