import { amountToPaise, OWNERSHIP_SHARE_BASED, paiseToRupees, percentageOf, type TAssetRow, type TAssetSummary } from '@vasiyat/contract';

// Rupees as Indians write them: lakh and crore grouping (₹25,00,000), paise only when there are some.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** ₹25,00,000 for 2500000, ₹25,00,000.50 for 2500000.5. */
export function formatRupees(rupees: number): string {
  return (Number.isInteger(rupees) ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(rupees);
}

/** How the testator holds an asset, with their share when it is share-based (spec part 2 §4). */
export function ownershipText(row: Pick<TAssetRow, 'ownershipTypeId' | 'ownershipTypeName' | 'ownershipPercentage'>): string {
  if (row.ownershipTypeId !== OWNERSHIP_SHARE_BASED || row.ownershipPercentage === null) return row.ownershipTypeName;
  return `${row.ownershipTypeName} (${PERCENT.format(row.ownershipPercentage)}%)`;
}

/** The count and value of one type's assets; nothing for a type the testator has none of. */
export function totalsOf(summary: TAssetSummary | undefined, assetTypeId: number): { count: number; totalValue: number } | undefined {
  const totals = summary?.byType.find((row) => row.assetTypeId === assetTypeId);
  return totals && totals.count > 0 ? { count: totals.count, totalValue: totals.totalValue } : undefined;
}

/** The testator's part of a value for a share (the server's sum, worked in paise too); nothing until both are valid. */
export function ownedValueOf(value: string | number | null, percentage: string | number | null): number | undefined {
  const paise = amountToPaise(value);
  const percent = percentageOf(percentage);
  if (paise === null || percent === null) return undefined;
  return paiseToRupees(Math.round((paise * percent) / 100));
}
