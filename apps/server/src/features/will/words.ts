// Numbers, dates and money as a deed writes them in its language: rupees with Indian grouping in whole rupees
// (₹25,00,000 — a deed values property, it does not account for paise), dates written out ("14 August 1968",
// "14 agast 1968" in Devanagari), and shares as a drafter writes them ("an equal share of one-third (1/3)", never 33.33% three
// times). Month names come from ICU (Node's full-icu), the words around the numbers from labels. The date of the
// will is not among them: a will is dated the day it is signed, in ink.
import type { TLabelKey } from '@vasiyat/contract';

/** A locale for Intl: the language's Indian variant (hi-IN, ta-IN …); digits stay Latin, as Indian deeds print them. */
const localeOf = (code: string) => `${code}-IN-u-nu-latn`;

// Formatters are made once: a large will formats hundreds of amounts, and making one costs more than using it.
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const SHARE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Whole rupees with Indian grouping (₹25,50,000 for 25,50,000.50): a value in a deed identifies, it does not account. */
export const rupees = (amount: number) => `₹${WHOLE_RUPEES.format(Math.trunc(amount))}`;

/** A share as a deed writes it: 50%, 33.333%. */
export const percent = (value: number) => `${SHARE.format(value)}%`;

const parts = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day, date: new Date(Date.UTC(year, month - 1, day)) };
};

/**
 * Where the year goes in a written date, per language: Malayalam deeds write the year first (1968 ogast 14), every
 * other language day, month, year. One order per language (issue 29: Kannada printed "maarch 10, 1972", ICU's
 * order, beside "21 disembar 2025" in its own text): the words around a date in the labels and clauses follow it.
 */
const YEAR_FIRST = new Set(['ml']);
const monthNames = new Map<string, Intl.DateTimeFormat>();
const monthName = (code: string, date: Date) => {
  let format = monthNames.get(code);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(code), { month: 'long', timeZone: 'UTC' });
    monthNames.set(code, format);
  }
  return format.format(date);
};

/** "14 August 1968" in the language's words and order (hi "14 agast 1968", ml "1968 ogast 14", each in its script). */
export function writtenDate(iso: string, code: string): string {
  const { year, day, date } = parts(iso);
  const month = monthName(code, date);
  return YEAR_FIRST.has(code) ? `${year} ${month} ${day}` : `${day} ${month} ${year}`;
}

type Label = (key: TLabelKey, values?: Record<string, string | number>) => string;

/** The largest equal split written as a fraction in words (willDocFraction2 … willDocFraction10); beyond it, 1/n. */
const FRACTION_WORDS = 10;

/** n equal shares of 100 (the spec's split: 33.333, 33.333, 33.334 or 33.33 × 3 = 99.99) say "1/n each". */
export function isEqualSplit(shares: readonly (number | null)[]): boolean {
  if (shares.length < 2 || shares.some((share) => share === null)) return false;
  const each = 100 / shares.length;
  return (shares as number[]).every((share) => Math.abs(share - each) < 0.02);
}

/**
 * One beneficiary's share as a drafter writes it: the whole; an equal share of one-third (1/3); a share of 30 per
 * cent; or nothing, when the share is only described in words.
 */
/** The equal shares worded one by one (labels willDocFraction2 … willDocFraction10, up to FRACTION_WORDS). */
type WordedFraction = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export function shareWords(label: Label, proportion: number | null, among: readonly (number | null)[]): string {
  if (proportion === null) return '';
  if (Math.abs(proportion - 100) < 0.001) return label('willDocShareWhole');
  if (isEqualSplit(among)) {
    const n = among.length;
    const fraction = n <= FRACTION_WORDS ? label(`willDocFraction${n as WordedFraction}`) : label('willDocFractionN', { n });
    return label('willDocShareEqual', { fraction });
  }
  return label('willDocSharePercent', { percent: SHARE.format(proportion) });
}

/** The share as a figure: 1/3 for an equal third, 30% otherwise. */
export const shareFigure = (proportion: number, among: readonly (number | null)[]) =>
  isEqualSplit(among) ? `1/${among.length}` : percent(proportion);

/** Languages whose sentences end with the danda. */
const DANDA = new Set(['hi', 'bn']);
/**
 * Text the testator typed, ended as a sentence in the deed's language when they did not end it: a clause prints it
 * between sentences of its own ("For their own use. This gift shall vest …"), never run into the next one.
 */
export function typedSentence(text: string, code: string): string {
  const trimmed = text.trim();
  if (!trimmed || /[.!?\u0964\u0965:;)"”’]$/u.test(trimmed)) return trimmed;
  return `${trimmed}${DANDA.has(code) ? '\u0964' : '.'}`;
}
