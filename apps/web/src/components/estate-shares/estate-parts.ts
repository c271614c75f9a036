import type { TBeneficiaryShares } from '@vasiyat/contract';
import { formatPercent, formatRupees } from '../../lib/rupees.ts';
import type { Translate } from '../../lib/translate.ts';

/**
 * The colours of the parts: Mantine shades of at least 3:1 against white (WCAG 1.4.11, a chart's parts are graphics
 * people must tell apart), each part separated by a white line; names in the table say whose part is whose.
 */
const PALETTE = ['blue.8', 'teal.9', 'grape.7', 'orange.9', 'indigo.7', 'pink.8', 'cyan.9', 'lime.9', 'red.8', 'violet.7'] as const;
const DESCRIBED_COLOUR = 'yellow.9';
const RESIDUE_COLOUR = 'gray.7';

export type EstatePart = {
  key: string;
  name: string;
  /** A line under the name: bequests given as described, which have no value to add up. */
  note?: string;
  value: number;
  shareOfEstate: number;
  /** The amount and percentage as the table and the chart write them (₹25,00,000.50, 45.5%). */
  amount: string;
  share: string;
  colour: string;
};

/** Nothing to show: no asset yet, so no estate and no one receiving. */
export const isEmptyEstate = (shares: TBeneficiaryShares) =>
  shares.beneficiaries.length === 0 && shares.unassignedAssets === 0 && shares.estateValue === 0;

/**
 * The parts of the estate in the order the table lists them: the beneficiaries by value (largest first, then by
 * name), then the bequests as described and the residue when there is anything in them.
 */
export function estatePartsOf(shares: TBeneficiaryShares, t: Translate): EstatePart[] {
  const part = (key: string, name: string, row: { value: number; shareOfEstate: number }, colour: string, note?: string): EstatePart => ({
    key,
    name,
    value: row.value,
    shareOfEstate: row.shareOfEstate,
    amount: formatRupees(row.value),
    share: t('estateSharePercent', { share: formatPercent(row.shareOfEstate) }),
    colour,
    ...(note ? { note } : {}),
  });
  const people = [...shares.beneficiaries]
    .sort((a, b) => b.value - a.value || a.fullName.localeCompare(b.fullName))
    .map((row, index) =>
      part(
        `beneficiary-${row.entityId}`,
        row.fullName,
        row,
        PALETTE[index % PALETTE.length] ?? 'blue.8',
        row.describedBequests > 0 ? t('assignmentSharesDescribed', { count: row.describedBequests }) : undefined,
      ),
    );
  const described = shares.described.value > 0 ? [part('described', t('estateDescribed'), shares.described, DESCRIBED_COLOUR)] : [];
  const residue = shares.residue.value > 0 ? [part('residue', t('estateResidue'), shares.residue, RESIDUE_COLOUR)] : [];
  return [...people, ...described, ...residue];
}

/** The chart's text alternative: every part with its percentage, in the table's order. */
export function chartTextOf(parts: readonly EstatePart[], t: Translate): string {
  const list = parts.filter((row) => row.value > 0).map((row) => t('estateChartPart', { name: row.name, share: row.share }));
  return t('estateChartAlt', { parts: list.join('; ') });
}
