import { describe, expect, it } from 'vitest';
import { deedDay, numericDate, ordinalDay, percent, rupees, writtenDate } from './words.ts';

const fill = (template: string) => (_key: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('deed words', () => {
  it('writes rupees with Indian grouping, paise only when there are any', () => {
    expect(rupees(2_500_000)).toBe('₹25,00,000');
    expect(rupees(12_000_000)).toBe('₹1,20,00,000');
    expect(rupees(999)).toBe('₹999');
    expect(rupees(1234.5)).toBe('₹1,234.50');
    expect(rupees(0)).toBe('₹0');
  });
  it('writes shares to three places at most', () => {
    expect(percent(50)).toBe('50%');
    expect(percent(33.333)).toBe('33.333%');
  });
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 31].map((day) => ordinalDay(day, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '31st',
    ]);
    expect(ordinalDay(23, 'hi')).toBe('23');
  });
  it('writes dates out in the language with Latin digits', () => {
    expect(writtenDate('1968-08-14', 'en')).toBe('14 August 1968');
    expect(writtenDate('1968-08-14', 'hi')).toBe('14 अगस्त 1968');
    expect(writtenDate('1968-08-14', 'ta')).toMatch(/^14 ஆகஸ்ட்,? 1968$/);
    expect(numericDate('2026-11-04')).toBe('04/11/2026');
  });
  it('says the day of signing as a deed does, in each language', () => {
    expect(deedDay('2026-11-23', 'en', fill('this {{ordinal}} day of {{month}} {{year}}'))).toBe('this 23rd day of November 2026');
    expect(deedDay('2026-11-23', 'hi', fill('आज दिनांक {{ordinal}} {{month}} {{year}} को'))).toBe('आज दिनांक 23 नवंबर 2026 को');
    expect(deedDay('2026-11-23', 'ta', fill('{{year}}-ஆம் ஆண்டு {{month}} மாதம் {{ordinal}}-ஆம் தேதியாகிய இன்று'))).toBe(
      '2026-ஆம் ஆண்டு நவம்பர் மாதம் 23-ஆம் தேதியாகிய இன்று',
    );
  });
});
