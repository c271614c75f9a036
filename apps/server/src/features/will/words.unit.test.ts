import { describe, expect, it } from 'vitest';
import { translations } from '../../db/seed/translation-files.ts';
import { isEqualSplit, percent, rupees, shareFigure, shareWords, typedSentence, writtenDate } from './words.ts';

const LABELS: Record<string, string> = {
  willDocShareWhole: 'the whole',
  willDocShareEqual: 'an equal share of {{fraction}}',
  willDocSharePercent: 'a share of {{percent}} per cent',
  willDocFraction2: 'one-half (1/2)',
  willDocFraction3: 'one-third (1/3)',
  willDocFractionN: '1/{{n}}',
};
const label = (key: string, values: Record<string, string | number> = {}) =>
  (LABELS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('deed words', () => {
  it('writes whole rupees with Indian grouping: a deed values, it does not account for paise', () => {
    expect(rupees(2_500_000)).toBe('₹25,00,000');
    expect(rupees(12_000_000)).toBe('₹1,20,00,000');
    expect(rupees(999)).toBe('₹999');
    expect(rupees(2_550_000.5)).toBe('₹25,50,000');
    expect(rupees(1234.99)).toBe('₹1,234');
    expect(rupees(0)).toBe('₹0');
  });
  it('writes shares to three places at most', () => {
    expect(percent(50)).toBe('50%');
    expect(percent(33.333)).toBe('33.333%');
  });
  it('writes an equal split as a fraction, never 33.33% three times', () => {
    expect(isEqualSplit([33.33, 33.33, 33.33])).toBe(true);
    expect(isEqualSplit([33.333, 33.333, 33.334])).toBe(true);
    expect(isEqualSplit([30, 70])).toBe(false);
    expect(isEqualSplit([100])).toBe(false);
    expect(shareWords(label, 33.33, [33.33, 33.33, 33.33])).toBe('an equal share of one-third (1/3)');
    expect(shareWords(label, 50, [50, 50])).toBe('an equal share of one-half (1/2)');
    expect(shareWords(label, 8.333, Array(12).fill(8.333))).toBe('an equal share of 1/12');
    expect(shareFigure(33.33, [33.33, 33.33, 33.33])).toBe('1/3');
  });
  it('writes the whole, a stated percentage, and nothing for a share only described', () => {
    expect(shareWords(label, 100, [100])).toBe('the whole');
    expect(shareWords(label, 30, [30, 70])).toBe('a share of 30 per cent');
    expect(shareWords(label, null, [null, null])).toBe('');
    expect(shareFigure(30, [30, 70])).toBe('30%');
  });
  it('writes dates out in the language', () => {
    expect(writtenDate('1968-08-14', 'en')).toBe('14 August 1968');
    expect(writtenDate('1968-08-14', 'hi')).toBe('14 अगस्त 1968');
    expect(writtenDate('1968-08-14', 'ta')).toBe('14 ஆகஸ்ட் 1968');
  });
  it('writes one date order per language, as the words around dates in its labels do (issue 29)', () => {
    // ICU writes Kannada month-first with a comma ("ಆಗಸ್ಟ್ 14, 1968"); the Kannada texts write day, month, year.
    expect(writtenDate('1968-08-14', 'kn')).toBe('14 ಆಗಸ್ಟ್ 1968');
    expect(writtenDate('1968-08-14', 'ml')).toBe('1968 ഓഗസ്റ്റ് 14');
    for (const code of ['te', 'mr', 'gu', 'bn']) expect(writtenDate('1972-03-10', code)).toMatch(/^10 \S+ 1972$/);
  });
  it('ends what the testator typed as a sentence, in the language, unless they did', () => {
    expect(typedSentence('For their own use', 'en')).toBe('For their own use.');
    expect(typedSentence('For their own use.', 'en')).toBe('For their own use.');
    expect(typedSentence('उनके अपने उपयोग के लिए', 'hi')).toBe('उनके अपने उपयोग के लिए।');
    expect(typedSentence('তাঁর নিজের ব্যবহারের জন্য', 'bn')).toBe('তাঁর নিজের ব্যবহারের জন্য।');
    expect(typedSentence('அவர் சொந்தப் பயன்பாட்டுக்கு', 'ta')).toBe('அவர் சொந்தப் பயன்பாட்டுக்கு.');
    expect(typedSentence('(see the deed of 1998)', 'en')).toBe('(see the deed of 1998)');
    expect(typedSentence('', 'en')).toBe('');
  });
});

describe('dates written by hand in the texts', () => {
  // Issue 29 item 5: a date a clause or a label writes out ("since 21 December 2025") follows the order the deed's
  // formatter gives the testator's own dates (writtenDate), so one deed never has two orders.
  const words = translations();
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  it.each(words.deedCodes)('%s: every written date in the clauses and labels is in the formatter’s order', (code) => {
    const months = Array.from({ length: 12 }, (_, index) =>
      writtenDate(`2000-${String(index + 1).padStart(2, '0')}-15`, code)
        .replace(/\s*\d+\s*/g, ' ')
        .trim(),
    );
    const date = new RegExp(`(\\d{1,4})\\s(${months.map(escaped).join('|')}),?\\s(\\d{1,4})`, 'gu');
    const texts = [
      ...words.clauseSets.flatMap((set) => set.clauses.map((clause) => clause.texts[code]!.text)),
      ...Object.values(words.labels.get(code) ?? {}),
    ];
    const wrong = texts.flatMap((text) =>
      [...text.matchAll(date)]
        .map(([written, first, month, last]) => {
          const [day, year] = first!.length === 4 ? [last!, first!] : [first!, last!];
          const iso = `${year}-${String(months.indexOf(month!) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
          return written === writtenDate(iso, code) ? '' : `${written} (write ${writtenDate(iso, code)})`;
        })
        .filter(Boolean),
    );
    expect(wrong).toEqual([]);
  });
});
