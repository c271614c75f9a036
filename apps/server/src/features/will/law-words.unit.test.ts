import { ACT_CODES, lawText } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { labelsOf, translations } from '../../db/seed/translation-files.ts';

// Issue 29 item 1: the will check's law column (the cover page, the screen and the willCheck answer all word it
// through lawText) names the Acts and the section in the deed's language, as the deed does — never "Indian
// Succession Act 1925, s.67" in a Telugu will.
describe.each(translations().deedCodes.filter((code) => code !== 'en'))('%s: the will check’s law column', (code) => {
  const words = labelsOf(code);
  const label = (key: string, params: Record<string, string | number> = {}) =>
    (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  it('names every Act and its section in the language, with no English word left', () => {
    const english = ACT_CODES.flatMap((act) =>
      [lawText({ act }, label), lawText({ act, section: '63(c)' }, label)].filter((text) =>
        // The clause letter of a section, "63(c)", is the Act's own numbering and stays as it is.
        /[A-Za-z]{2,}|(?<![\p{L}\p{M}])s\.\s?\d/u.test(text.replace('63(c)', '63')),
      ),
    );
    expect(english).toEqual([]);
  });
});
