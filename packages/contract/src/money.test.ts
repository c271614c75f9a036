import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupeesTyped, parseRupees, rupeesText } from './money.ts';

/** Whole rupees grouped in thousands: '12500000' is '12,500,000'. */
const internationalGrouping = (rupees: string) => rupees.replace(/\B(?=(\d{3})+$)/g, ',');
const paiseArbitrary = fc.integer({ min: 0, max: 999_999_999_999_999 });

describe('parseRupees (issue 23: amounts typed key by key)', () => {
  it.each([
    ['1,25,00,000', 1_250_000_000],
    ['7,50,000', 75_000_000],
    ['750,000', 75_000_000],
    ['12,500,000', 1_250_000_000],
    ['12500000', 1_250_000_000],
    ['25,00,000.50', 250_000_050],
    ['₹ 1,00,000', 10_000_000],
    [' 1 000 ', 100_000],
    ['1,000', 100_000],
    ['0.5', 50],
    ['0', 0],
    ['१,२५,००,०००', 1_250_000_000],
    ['৭,৫০,০০০', 75_000_000],
    ['9999999999999.99', 999_999_999_999_999],
  ])('%s is %d paise', (typed, paise) => {
    expect(parseRupees(typed)).toBe(paise);
  });

  it.each([
    '1,25',
    '1,2,3',
    '1,25,0',
    ',000',
    '1,,000',
    '1,0000',
    '7,50,00',
    '1.234',
    '1,25.5,0',
    '-5',
    'abc',
    '',
    '₹',
    '10000000000000',
    '1.',
  ])('refuses %s rather than guess', (typed) => {
    expect(parseRupees(typed)).toBeNull();
  });

  it('reads back exactly what it writes, the Indian way, the international way and plainly', () => {
    fc.assert(
      fc.property(paiseArbitrary, (paise) => {
        expect(parseRupees(formatRupeesTyped(paise))).toBe(paise);
        expect(parseRupees(rupeesText(paise))).toBe(paise);
        const [rupees = '', decimals] = rupeesText(paise).split('.');
        expect(parseRupees(decimals ? `${internationalGrouping(rupees)}.${decimals}` : internationalGrouping(rupees))).toBe(paise);
      }),
    );
  });

  it('never reads a comma as a decimal point: every prefix typed on the way to a grouped amount is that many whole rupees or nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (rupees) => {
        const typed = formatRupeesTyped(rupees * 100);
        for (let length = 1; length <= typed.length; length += 1) {
          const prefix = typed.slice(0, length);
          const paise = parseRupees(prefix);
          if (paise !== null) expect(paise).toBe(Number(prefix.replaceAll(',', '')) * 100);
        }
      }),
    );
  });

  it('ignores spaces and a leading rupee sign, and nothing else', () => {
    fc.assert(
      fc.property(paiseArbitrary, fc.constantFrom('', ' ', '₹', '₹ '), (paise, lead) => {
        expect(parseRupees(`${lead}${formatRupeesTyped(paise)} `)).toBe(paise);
        expect(parseRupees(`${formatRupeesTyped(paise)}x`)).toBeNull();
      }),
    );
  });
});

describe('formatRupeesTyped', () => {
  it.each([
    [1_250_000_000, '1,25,00,000'],
    [75_000_000, '7,50,000'],
    [250_000_050, '25,00,000.50'],
    [99_900, '999'],
    [5, '0.05'],
  ])('%d paise is %s', (paise, text) => expect(formatRupeesTyped(paise)).toBe(text));
});
