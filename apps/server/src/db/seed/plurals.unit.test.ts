import { describe, expect, it } from 'vitest';
import { translations } from './translation-files.ts';

/** Every language's labels, all namespaces in one key space, as the seed writes them. */
const seedLabels: Record<string, Record<string, string>> = Object.fromEntries(translations().labels);

// Issue 23: "1 warnings", "1 bequests". The web's i18next picks `<key>_<category>` by the language's
// Intl.PluralRules (CLDR) and falls back to `<key>`; this resolves labels the same way.
const render = (code: string, key: string, count: number) => {
  const labels = seedLabels[code]!;
  const category = new Intl.PluralRules(code).select(count);
  return (labels[`${key}_${category}`] ?? labels[key] ?? key).replace('{{count}}', String(count));
};

/** English labels whose count is followed by a plural noun: each needs its singular. */
const counted = Object.entries(seedLabels.en!)
  .filter(([key, text]) => !/_(zero|one|two|few|many|other)$/.test(key) && /\{\{count\}\} (?!of\b)[a-z]+s\b/.test(text))
  .map(([key]) => key);

describe('plurals in every language', () => {
  it('finds the counted labels', () => {
    expect(counted).toEqual(expect.arrayContaining(['assignmentSharesDescribed', 'willVersionsWarnings', 'willVersionsNotes']));
  });

  it.each(Object.keys(seedLabels))('%s: has a form for each plural category its rules give a count', (code) => {
    const categories = new Set(Array.from({ length: 101 }, (_, n) => new Intl.PluralRules(code).select(n)));
    // Every one of our nine languages counts in "one" and "other" (CLDR); a new language with more needs more forms.
    expect([...categories].sort(), code).toEqual(['one', 'other']);
    const missing = counted.filter((key) => !(`${key}_one` in seedLabels[code]!));
    expect(missing, code).toEqual([]);
  });

  it('says "1 warning" and "2 warnings", "1 bequest as described"', () => {
    expect(render('en', 'willVersionsWarnings', 1)).toBe('1 warning');
    expect(render('en', 'willVersionsWarnings', 2)).toBe('2 warnings');
    expect(render('en', 'willVersionsNotes', 1)).toBe('1 note');
    expect(render('en', 'assignmentSharesDescribed', 1)).toBe('1 bequest as described');
    expect(render('hi', 'willVersionsWarnings', 1)).toBe('1 चेतावनी');
    expect(render('hi', 'willVersionsWarnings', 3)).toBe('3 चेतावनियाँ');
    for (const code of Object.keys(seedLabels)) {
      for (const key of counted) expect(render(code, key, 1), `${code} ${key}`).not.toMatch(/^1 \w+s\b|\b1 \w+s$/);
    }
  });
});
