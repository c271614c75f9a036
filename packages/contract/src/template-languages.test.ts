import { describe, expect, it } from 'vitest';
import { languageGapsOf, missingRowsIn, templateTextIn } from './template-languages.ts';

const texts = new Set(['opening/1', 'opening/2', 'revocation/1', 'revocation/2', 'extra/1']);
const hasText = (key: string, languageId: number) => texts.has(`${key}/${languageId}`);
const rows = [
  { headingId: 10, clauseKey: 'opening' },
  { headingId: 11, clauseKey: 'revocation' },
  { headingId: 12, clauseKey: 'extra' },
];

describe('the languages a template is written in (issue 23)', () => {
  it('names the rows a language lacks, and nothing where every clause is there', () => {
    expect(missingRowsIn(rows, 1, hasText)).toEqual([]);
    expect(missingRowsIn(rows, 2, hasText)).toEqual([{ headingId: 12, clauseKey: 'extra' }]);
    expect(missingRowsIn([{ headingId: 13, clauseKey: null }], 1, hasText)).toEqual([{ headingId: 13, clauseKey: null }]);
  });

  it('lists only the languages with gaps, in the order given', () => {
    expect(languageGapsOf(rows, [3, 1, 2], hasText)).toEqual([
      { languageId: 3, rows },
      { languageId: 2, rows: [rows[2]] },
    ]);
  });
});

describe('a template’s name and description in a language', () => {
  const own = { templateName: 'Simple will', templateDescription: 'A straightforward will.' };
  const translations = [
    { languageId: 2, templateName: 'सरल वसीयत', templateDescription: 'एक सीधी वसीयत।' },
    { languageId: 3, templateName: '   ', templateDescription: '' },
  ];
  it('answers the translation, else the template’s own text, saying which', () => {
    expect(templateTextIn(own, translations, 2)).toEqual({
      templateName: 'सरल वसीयत',
      templateDescription: 'एक सीधी वसीयत।',
      translated: true,
    });
    expect(templateTextIn(own, translations, 3)).toEqual({ ...own, translated: false });
    expect(templateTextIn(own, translations, 9)).toEqual({ ...own, translated: false });
  });
});
