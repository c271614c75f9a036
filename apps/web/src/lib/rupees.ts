// Rupees as Indians write them: lakh and crore grouping (₹25,00,000), paise only when there are some; and
// percentages to the three decimals of the equal split. The one formatter of amounts on the screens.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
/** A share below a thousandth of a per cent, to its first two significant digits (three decimals would say 0). */
const SMALL_PERCENT = new Intl.NumberFormat('en-IN', { maximumSignificantDigits: 2 });

/** ₹25,00,000 for 2500000, ₹25,00,000.50 for 2500000.5. */
export function formatRupees(rupees: number): string {
  return (Number.isInteger(rupees) ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(rupees);
}

/**
 * 33.333 for 33.333, 50 for 50: the number of a percentage (the words around it say "%"). A share that is not
 * nothing never reads as 0: a small asset's part of a large estate, 0.0003, keeps its digits.
 */
export const formatPercent = (percent: number) =>
  percent !== 0 && Math.abs(percent) < 0.0005 ? SMALL_PERCENT.format(percent) : PERCENT.format(percent);
