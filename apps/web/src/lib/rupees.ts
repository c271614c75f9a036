// Rupees as Indians write them: lakh and crore grouping (₹25,00,000), paise only when there are some; and
// percentages to the three decimals of the equal split. The one formatter of amounts on the screens.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** ₹25,00,000 for 2500000, ₹25,00,000.50 for 2500000.5. */
export function formatRupees(rupees: number): string {
  return (Number.isInteger(rupees) ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(rupees);
}

/** 33.333 for 33.333, 50 for 50: the number of a percentage (the words around it say "%"). */
export const formatPercent = (percent: number) => PERCENT.format(percent);
