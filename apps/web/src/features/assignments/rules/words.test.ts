import { describe, expect, it } from 'vitest';
import { assignmentDetailsPath, idOfParam, idsOfParam } from '../routes.ts';
import { assetPhrase, beneficiarySharesOf, formatDate, formatRupees, summaryOf, type Translate } from './words.ts';

// The English labels these functions use (the server seeds them from translations/en/*.json).
const EN: Record<string, string> = {
  assignmentSummaryShare: '{{name}} receives {{share}}% of {{asset}}',
  assignmentSummaryDescribed: '{{name}} receives {{asset}} as described',
  assignmentSummaryPartOwned: 'my {{percent}}% share in {{asset}}',
  assignmentSummaryShareOfPart: '{{name}} receives {{share}}% of my {{percent}}% share in {{asset}}',
  assignmentBeneficiaryShare: '{{name}}: {{share}}%',
  assignmentBeneficiaryDescribed: '{{name}}: as described',
};
const t: Translate = (key, values = {}) =>
  (EN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));

const PLOT = { assetId: 1, assetName: 'Plot 14, Anna Nagar', ownershipPercentage: 50 };
const CAR = { assetId: 2, assetName: 'Maruti Swift', ownershipPercentage: null };
const names = new Map([
  ['11', 'Meena Rao'],
  ['12', 'Arjun Rao'],
]);
const nameOf = (id: string) => names.get(id);

describe('the assignment in words', () => {
  it('names an asset owned in part as the testator’s share in it', () => {
    expect(assetPhrase(PLOT, t)).toBe('my 50% share in Plot 14, Anna Nagar');
    expect(assetPhrase(CAR, t)).toBe('Maruti Swift');
    expect(assetPhrase({ ...CAR, ownershipPercentage: 100 }, t)).toBe('Maruti Swift');
    expect(assetPhrase({ ...CAR, ownershipPercentage: 12.5 }, t)).toBe('my 12.5% share in Maruti Swift');
  });

  it('says who receives what share of each asset', () => {
    const groups = summaryOf({
      assets: [PLOT, CAR],
      entries: [
        { beneficiaryId: '11', proportion: '33.33' },
        { beneficiaryId: '12', proportion: '33.33' },
        { beneficiaryId: '', proportion: '33.33' },
      ],
      mode: 'equal',
      nameOf,
      t,
    });
    expect(groups).toEqual([
      {
        assetId: 1,
        asset: 'my 50% share in Plot 14, Anna Nagar',
        lines: [
          'Meena Rao receives 33.33% of my 50% share in Plot 14, Anna Nagar',
          'Arjun Rao receives 33.33% of my 50% share in Plot 14, Anna Nagar',
        ],
      },
      {
        assetId: 2,
        asset: 'Maruti Swift',
        lines: ['Meena Rao receives 33.33% of Maruti Swift', 'Arjun Rao receives 33.33% of Maruti Swift'],
      },
    ]);
  });

  it('says "as described" for types without a percentage', () => {
    const groups = summaryOf({ assets: [CAR, PLOT], entries: [{ beneficiaryId: '12', proportion: '' }], mode: 'none', nameOf, t });
    expect(groups.flatMap((group) => group.lines)).toEqual([
      'Arjun Rao receives Maruti Swift as described',
      'Arjun Rao receives my 50% share in Plot 14, Anna Nagar as described',
    ]);
  });

  it('words a share of a part as one sentence, so other languages can inflect it', () => {
    const hindi: Translate = (key, values = {}) =>
      (
        ({
          assignmentSummaryShareOfPart: `${values.name} को ${values.asset} में मेरे ${values.percent}% हिस्से का ${values.share}% मिलेगा`,
          assignmentSummaryPartOwned: `${values.asset} में मेरा ${values.percent}% हिस्सा`,
        }) as Record<string, string>
      )[key] ?? key;
    const [group] = summaryOf({ assets: [PLOT], entries: [{ beneficiaryId: '11', proportion: '100' }], mode: 'single', nameOf, t: hindi });
    expect(group).toEqual({
      assetId: 1,
      asset: 'Plot 14, Anna Nagar में मेरा 50% हिस्सा',
      lines: ['Meena Rao को Plot 14, Anna Nagar में मेरे 50% हिस्से का 100% मिलेगा'],
    });
  });

  it('says nothing until a type and a beneficiary are chosen', () => {
    expect(summaryOf({ assets: [CAR], entries: [{ beneficiaryId: '11', proportion: '100' }], mode: undefined, nameOf, t })).toEqual([]);
    expect(summaryOf({ assets: [CAR], entries: [{ beneficiaryId: '', proportion: '100' }], mode: 'single', nameOf, t })).toEqual([]);
  });

  it('lists an assigned row’s beneficiaries with their shares', () => {
    expect(
      beneficiarySharesOf(
        {
          beneficiaries: [
            { entityId: 11, fullName: 'Meena Rao', proportion: 33.334 },
            { entityId: 12, fullName: 'Arjun Rao', proportion: null },
          ],
        },
        t,
      ),
    ).toEqual(['Meena Rao: 33.334%', 'Arjun Rao: as described']);
  });

  it('formats rupees in lakh grouping and dates as DD/MM/YYYY', () => {
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
    expect(formatRupees(2500000.5)).toBe('₹25,00,000.50');
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
    expect(formatDate(null)).toBe('');
  });
});

describe('the addresses of the form', () => {
  it('carries the chosen assets or the assignment to edit', () => {
    expect(assignmentDetailsPath({ assetIds: [1, 2] })).toBe('/testator/assetAssignment/assetAssignmentDetails?assetIds=1,2');
    expect(assignmentDetailsPath({ assignmentId: 7 })).toBe('/testator/assetAssignment/assetAssignmentDetails?assignmentId=7');
  });

  it('reads ids from the address, leaving out anything else', () => {
    expect(idsOfParam('1,2, 3,x,2,0,-4,1.5')).toEqual([1, 2, 3]);
    expect(idsOfParam(null)).toEqual([]);
    expect(idOfParam('7')).toBe(7);
    expect(idOfParam('0')).toBeUndefined();
    expect(idOfParam('99999999999')).toBeUndefined();
  });
});
