import type { TAdminTemplate, TClauseSet } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import {
  clauseChoices,
  clauseLabel,
  headingChoices,
  isTranslated,
  moveRow,
  previewRowsOf,
  templateBody,
  templateSchema,
  templateValuesOf,
  withHeading,
} from './template-rows.ts';

const heading = (headingId: number, keys: string[]): TClauseSet => ({
  headingId,
  headingName: `Heading ${headingId}`,
  languageId: 1,
  clauses: keys.map((key, index) => ({ clauseId: headingId * 10 + index, templateClausesKey: key, translatedContent: `Text of ${key}` })),
});
const headings = [heading(1, ['declaration']), heading(2, ['revocation', 'revocation_2']), heading(3, ['residue'])];

describe('the rows of a template', () => {
  it('offers a heading once: a row sees its own and those no other row has', () => {
    const rows = [
      { headingId: '1', contentId: '10' },
      { headingId: '2', contentId: '' },
      { headingId: '', contentId: '' },
    ];
    expect(headingChoices(headings, rows, 0).map((h) => h.headingId)).toEqual([1, 3]);
    expect(headingChoices(headings, rows, 1).map((h) => h.headingId)).toEqual([2, 3]);
    expect(headingChoices(headings, rows, 2).map((h) => h.headingId)).toEqual([3]);
  });

  it('resets the clause when the heading changes, and keeps it when the same heading is chosen', () => {
    const row = { headingId: '2', contentId: '21' };
    expect(withHeading(row, '3')).toEqual({ headingId: '3', contentId: '' });
    expect(withHeading(row, '')).toEqual({ headingId: '', contentId: '' });
    expect(withHeading(row, '2')).toBe(row);
  });

  it('offers no clause until a heading is chosen, then that heading’s', () => {
    expect(clauseChoices(headings, { headingId: '', contentId: '' })).toEqual([]);
    expect(clauseChoices(headings, { headingId: '2', contentId: '' }).map((clause) => clause.clauseId)).toEqual([20, 21]);
  });

  it('moves a row up or down, and not past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('previews only the rows with a heading and a clause', () => {
    expect(
      previewRowsOf([
        { headingId: '1', contentId: '10' },
        { headingId: '2', contentId: '' },
        { headingId: '', contentId: '' },
      ]),
    ).toEqual([{ headingId: 1, contentId: 10 }]);
  });

  it('labels a clause by its key and the start of its text', () => {
    const clause = { clauseId: 1, templateClausesKey: 'k', translatedContent: 'One\n\ntwo   three four' };
    expect(clauseLabel(clause, 'No translation available')).toBe('k: One two three four');
    expect(clauseLabel(clause, '', 8)).toBe('k: One two…');
    expect(clauseLabel({ ...clause, translatedContent: null }, 'No translation available')).toBe('k (No translation available)');
    const liquid = { ...clause, translatedContent: 'I, {{ testator.fullName }}{% if testator.age %}, aged {{testator.age}}{% endif %}.' };
    expect(clauseLabel(liquid, '')).toBe('k: I, [testator.fullName], aged [testator.age].');
  });
});

describe('saving a template', () => {
  it('needs a name, a description, and a heading and clause in each row, each heading once', () => {
    const result = templateSchema.safeParse({
      templateName: '',
      templateDescription: ' ',
      clauseContents: [
        { headingId: '1', contentId: '10' },
        { headingId: '1', contentId: '' },
        { headingId: '', contentId: '' },
      ],
      translations: [{ languageId: 2, templateName: 'सरल', templateDescription: '' }],
    });
    const issues = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(
      expect.arrayContaining([
        'templateName',
        'templateDescription',
        'clauseContents.1.contentId',
        'clauseContents.2.headingId',
        'clauseContents.2.contentId',
        'clauseContents.1.headingId',
        'translations.0.templateName',
      ]),
    );
  });

  it('sends a new template without an id and an edit with it under both names', () => {
    const values = templateSchema.parse({
      templateName: 'Simple',
      templateDescription: 'Plain',
      clauseContents: [{ headingId: '2', contentId: '21' }],
      translations: [{ languageId: 2, templateName: 'सरल', templateDescription: 'सीधी' }],
    });
    expect(templateBody(values, 0)).toEqual({
      willTemplateId: null,
      templateId: null,
      templateName: 'Simple',
      templateDescription: 'Plain',
      clauseContents: [{ headingId: 2, contentId: 21 }],
      translations: [{ languageId: 2, templateName: 'सरल', templateDescription: 'सीधी' }],
    });
    expect(templateBody(values, 5)).toMatchObject({ willTemplateId: 5, templateId: 5 });
  });

  it('opens a saved template with its rows', () => {
    const saved: TAdminTemplate = {
      willTemplateId: 5,
      templateName: 'Simple',
      templateDescription: 'Plain',
      htmlContent: '',
      pdfContent: '',
      clauseContents: [
        { headingId: 2, contentId: 21 },
        { headingId: 3, contentId: null },
      ],
      languageGaps: [],
      translations: [{ languageId: 3, templateName: 'எளிய உயில்', templateDescription: 'நேரடியான உயில்' }],
    };
    const languages = [
      { languageId: 1, languageCode: 'en', languageName: 'English' },
      { languageId: 2, languageCode: 'hi', languageName: 'हिन्दी' },
      { languageId: 3, languageCode: 'ta', languageName: 'தமிழ்' },
    ];
    const values = templateValuesOf(saved, languages);
    expect(values.clauseContents).toEqual([
      { headingId: '2', contentId: '21' },
      { headingId: '3', contentId: '' },
    ]);
    // Issue 23: every language but the editor's, the untranslated ones empty.
    expect(values.translations).toEqual([
      { languageId: 2, templateName: '', templateDescription: '' },
      { languageId: 3, templateName: 'எளிய உயில்', templateDescription: 'நேரடியான உயில்' },
    ]);
    expect(values.translations.map(isTranslated)).toEqual([false, true]);
  });
});
