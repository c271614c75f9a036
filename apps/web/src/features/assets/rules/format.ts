import { amountToPaise, OWNERSHIP_SHARE_BASED, paiseToRupees, percentageOf, type TAssetRow, type TAssetSummary } from '@vasiyat/contract';

import { formatPercent } from '../../../lib/rupees.ts';

export { formatRupees } from '../../../lib/rupees.ts';

/** How the testator holds an asset, with their share when it is share-based (spec part 2 §4). */
export function ownershipText(row: Pick<TAssetRow, 'ownershipTypeId' | 'ownershipTypeName' | 'ownershipPercentage'>): string {
  if (row.ownershipTypeId !== OWNERSHIP_SHARE_BASED || row.ownershipPercentage === null) return row.ownershipTypeName;
  return `${row.ownershipTypeName} (${formatPercent(row.ownershipPercentage)}%)`;
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
