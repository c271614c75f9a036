import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { TBeneficiaryShares } from '@vasiyat/contract';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enAssignments from '../../../../../translations/en/assignments.json';
import enEstate from '../../../../../translations/en/estate.json';
import hiAssignments from '../../../../../translations/hi/assignments.json';
import hiEstate from '../../../../../translations/hi/estate.json';
import { i18n, i18nInitialised } from '../../lib/i18n.ts';
import { EstateShares } from './estate-shares.tsx';

// Issue 27 item 3: who receives what, as a chart and beside it a table a screen reader reads: the answer of
// findBeneficiaryShares (the API test's estate: uneven thirds of ₹1,000.01, a bequest as described, a residue).
const SHARES: TBeneficiaryShares = {
  estateValue: 10003000.51,
  beneficiaries: [
    { entityId: 12, fullName: 'Chitra Rao', value: 333.33, shareOfEstate: 0, describedBequests: 0 },
    { entityId: 11, fullName: 'Bala Rao', value: 4500333.34, shareOfEstate: 44.99, describedBequests: 0 },
    { entityId: 10, fullName: 'Asha Rao', value: 4500333.34, shareOfEstate: 44.99, describedBequests: 1 },
  ],
  described: { value: 1000000, shareOfEstate: 10 },
  residue: { value: 2000.5, shareOfEstate: 0.02 },
  unassignedAssets: 1,
};

function renderShares(shares: TBeneficiaryShares = SHARES) {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <EstateShares shares={shares} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** The table's rows as a person reads them: name (and note), value, share. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the estate as a table beside its chart', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', { ...enAssignments, ...enEstate });
    i18n.addResourceBundle('hi', 'translation', { ...hiAssignments, ...hiEstate });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('lists each part to the paisa in lakh and crore, largest first, then the described and the residue, with the total', async () => {
    renderShares();
    const table = screen.getByRole('table', { name: 'Who receives what from your estate of ₹1,00,03,000.51' });
    expect(rowsOf(table)).toEqual([
      ['Who receives', 'Value', 'Share of the estate'],
      ['Asha Rao1 bequest as described', '₹45,00,333.34', '44.99%'],
      ['Bala Rao', '₹45,00,333.34', '44.99%'],
      ['Chitra Rao', '₹333.33', '0%'],
      ['Bequests as described (no value each)', '₹10,00,000', '10%'],
      ['The residue (what no bequest gives)', '₹2,000.50', '0.02%'],
      ['Total', '₹1,00,03,000.51', '100%'],
    ]);
    expect(screen.getByText('1 asset is not yet given to anyone: it passes as the residue.')).toBeTruthy();
    // The chart, loaded on its own (Recharts' chunk: the first import in a test takes seconds), is one image whose
    // name is its text alternative.
    const chart = await screen.findByRole('img', { name: /^Chart of your estate by value: / }, { timeout: 15_000 });
    expect(chart.getAttribute('aria-label')).toBe(
      'Chart of your estate by value: Asha Rao 44.99%; Bala Rao 44.99%; Chitra Rao 0%; Bequests as described (no value each) 10%; The residue (what no bequest gives) 0.02%. The table gives each amount.',
    );
  });

  it('speaks the person’s language, amounts still in Indian grouping', async () => {
    await i18n.changeLanguage('hi');
    renderShares();
    const table = screen.getByRole('table', { name: '₹1,00,03,000.51 की आपकी संपदा में से किसे क्या मिलेगा' });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['किसे मिलेगा', 'मूल्य', 'संपदा में अंश']);
    expect(rows.at(-2)).toEqual(['अवशिष्ट संपदा (जो किसी दान में नहीं दी गई)', '₹2,000.50', '0.02%']);
    expect(rows.at(-1)).toEqual(['कुल', '₹1,00,03,000.51', '100%']);
  });

  it('draws no chart when nothing has a value, and leaves out empty parts', () => {
    renderShares({
      estateValue: 0,
      beneficiaries: [{ entityId: 10, fullName: 'Asha Rao', value: 0, shareOfEstate: 0, describedBequests: 2 }],
      described: { value: 0, shareOfEstate: 0 },
      residue: { value: 0, shareOfEstate: 0 },
      unassignedAssets: 0,
    });
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Who receives', 'Value', 'Share of the estate'],
      ['Asha Rao2 bequests as described', '₹0', '0%'],
      ['Total', '₹0', '0%'],
    ]);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
