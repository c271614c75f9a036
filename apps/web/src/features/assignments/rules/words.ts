import type { TAssignedAssetRow } from '@vasiyat/contract';
import { formatPercent, formatRupees } from '../../../lib/rupees.ts';
/** A label in the person's language (i18next's `t`, narrowed to what these functions use). */
import type { Translate } from '../../../lib/translate.ts';
import type { AssignmentEntryValues, ProportionMode } from './assignment-form.ts';

export type { Translate };
export { formatPercent, formatRupees };

/** yyyy-mm-dd as DD/MM/YYYY (spec part 2 §9: dates shown en-GB). */
export function formatDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? '');
}

/** An asset as the will gives it: owned in part, it is "my 50% share in …" (only that part is the testator's to give). */
export type NamedAsset = { assetId: number; assetName: string; ownershipPercentage: number | null };

/** The testator's part of an asset owned in part; nothing for one owned whole. */
const partOf = (asset: NamedAsset) =>
  asset.ownershipPercentage !== null && asset.ownershipPercentage < 100 ? asset.ownershipPercentage : undefined;

export function assetPhrase(asset: NamedAsset, t: Translate): string {
  const percent = partOf(asset);
  if (percent === undefined) return asset.assetName;
  return t('assignmentSummaryPartOwned', { percent: formatPercent(percent), asset: asset.assetName });
}

export type SummaryGroup = { assetId: number; asset: string; lines: string[] };

/**
 * The assignment in words, per asset and beneficiary: "Meena Rao receives 33.33% of my 50% share in
 * Plot 14", or "… receives Plot 14 as described" for types without a percentage. Rows still without a
 * beneficiary (or a share) are left out until they have one.
 */
export function summaryOf(options: {
  assets: readonly NamedAsset[];
  entries: readonly Pick<AssignmentEntryValues, 'beneficiaryId' | 'proportion'>[];
  mode: ProportionMode | undefined;
  nameOf: (beneficiaryId: string) => string | undefined;
  t: Translate;
}): SummaryGroup[] {
  const { assets, entries, mode, nameOf, t } = options;
  if (mode === undefined) return [];
  return assets
    .map((item) => {
      const asset = assetPhrase(item, t);
      const part = partOf(item);
      const lines = entries.flatMap((entry) => {
        const name = entry.beneficiaryId ? nameOf(entry.beneficiaryId) : undefined;
        if (!name) return [];
        // Type 30 without percentages (issue 22: all or none) is given as described, like type 50.
        if (mode === 'none' || (mode === 'stated' && entry.proportion.trim() === ''))
          return [t('assignmentSummaryDescribed', { name, asset })];
        const number = entry.proportion.trim() === '' ? Number.NaN : Number(entry.proportion);
        if (!Number.isFinite(number)) return [];
        const share = formatPercent(number);
        return [
          part === undefined
            ? t('assignmentSummaryShare', { name, share, asset })
            : t('assignmentSummaryShareOfPart', { name, share, percent: formatPercent(part), asset: item.assetName }),
        ];
      });
      return { assetId: item.assetId, asset, lines };
    })
    .filter((group) => group.lines.length > 0);
}

/** The beneficiaries of an assigned row with their shares: "Meena Rao: 33.33%", or "…: as described". */
export function beneficiarySharesOf(row: Pick<TAssignedAssetRow, 'beneficiaries'>, t: Translate): string[] {
  return row.beneficiaries.map((beneficiary) =>
    beneficiary.proportion === null
      ? t('assignmentBeneficiaryDescribed', { name: beneficiary.fullName })
      : t('assignmentBeneficiaryShare', { name: beneficiary.fullName, share: formatPercent(beneficiary.proportion) }),
  );
}
