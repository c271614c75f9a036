import type { TClauseSet, TLanguage } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import {
  chosenId,
  createClauseBody,
  createClauseSchema,
  editClauseSchema,
  editValuesOf,
  nextVariantKey,
  problemOfMessage,
  translationBody,
  translationPlan,
  translationSchema,
} from './clause-forms.ts';

const languages: TLanguage[] = [
  { languageId: 1, languageCode: 'en', languageName: 'English' },
  { languageId: 2, languageCode: 'hi', languageName: 'हिन्दी' },
  { languageId: 3, languageCode: 'ta', languageName: 'தமிழ்' },
];

describe('creating a clause set', () => {
  it('sends the key as snake_case, whatever was typed, in the list’s language', () => {
    const values = createClauseSchema.parse({
      headingName: ' Pets ',
      templateClausesKey: 'Care of my Pets!',
      clauses: [{ templateStatements: 'I leave my dog to {{ executor.fullName }}.' }],
    });
    expect(createClauseBody(values, 2)).toEqual({
      headingName: 'Pets',
      templateClausesKey: 'care_of_my_pets',
      languageId: 2,
      clauses: [{ templateStatements: 'I leave my dog to {{ executor.fullName }}.' }],
    });
  });

  it('requires the heading, a key with Latin letters and every variant’s text', () => {
    const result = createClauseSchema.safeParse({
      headingName: '',
      templateClausesKey: 'पालतू',
      clauses: [{ templateStatements: 'text' }, { templateStatements: '  ' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['headingName', 'templateClausesKey', 'clauses.1.templateStatements']));
    expect(paths).not.toContain('clauses.0.templateStatements');
  });
});

describe('editing a clause set', () => {
  const set: TClauseSet = {
    headingId: 7,
    headingName: 'Residue',
    languageId: 1,
    clauses: [
      { clauseId: 70, templateClausesKey: 'residue_to_heirs', translatedContent: 'All the rest to my heirs.' },
      { clauseId: 71, templateClausesKey: 'residue_to_heirs_2', translatedContent: null },
    ],
  };

  it('edits only the variants that have text in the list’s language', () => {
    expect(editValuesOf(set)).toEqual({
      headingName: 'Residue',
      clauses: [{ clauseId: 70, templateClausesKey: 'residue_to_heirs', templateStatements: 'All the rest to my heirs.' }],
    });
  });

  it('offers a free key for a new variant', () => {
    expect(nextVariantKey(['residue_to_heirs'])).toBe('residue_to_heirs_2');
    expect(nextVariantKey(['residue_to_heirs', 'residue_to_heirs_2'])).toBe('residue_to_heirs_3');
    expect(nextVariantKey([])).toBe('clause_2');
  });

  it('requires each variant’s key and text, and one key per variant', () => {
    const result = editClauseSchema.safeParse({
      headingName: 'Residue',
      clauses: [
        { clauseId: 70, templateClausesKey: 'Residue to heirs', templateStatements: 'x' },
        { clauseId: null, templateClausesKey: 'residue_to_heirs', templateStatements: 'y' },
        { clauseId: null, templateClausesKey: '', templateStatements: '' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), (issue as { params?: { code?: string } }).params?.code]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['clauses.1.templateClausesKey', 'duplicate'],
        ['clauses.2.templateClausesKey', undefined],
        ['clauses.2.templateStatements', undefined],
      ]),
    );
  });
});

describe('adding a translation', () => {
  const set = (languageId: number, texts: (string | null)[], name = 'Pets'): TClauseSet => ({
    headingId: 9,
    headingName: name,
    languageId,
    clauses: texts.map((text, index) => ({
      clauseId: text === null ? 90 + index : languageId * 100 + index,
      templateClausesKey: index ? `pets_${index + 1}` : 'pets',
      translatedContent: text,
    })),
  });

  it('translates from the list’s language into languages without the set, never the source’s', () => {
    const sets = new Map([
      [1, set(1, ['My dog', 'My cat'])],
      [2, set(2, [null, null])],
      [3, set(3, ['என் நாய்', null])],
    ]);
    const plan = translationPlan({ headingId: 9, listLanguageId: 1, languages, setIn: (id) => sets.get(id) });
    expect(plan.source?.language.languageCode).toBe('en');
    expect(plan.source?.clauses).toEqual([
      { clauseId: 100, templateClausesKey: 'pets', text: 'My dog' },
      { clauseId: 101, templateClausesKey: 'pets_2', text: 'My cat' },
    ]);
    expect(plan.targets.map((language) => language.languageCode)).toEqual(['hi']);
  });

  it('takes the first language with text as the source when the list’s language has none', () => {
    const sets = new Map([
      [1, set(1, [null])],
      [2, set(2, ['मेरा कुत्ता'])],
      [3, set(3, [null])],
    ]);
    const plan = translationPlan({ headingId: 9, listLanguageId: 3, languages, setIn: (id) => sets.get(id) });
    expect(plan.source?.language.languageCode).toBe('hi');
    expect(plan.targets.map((language) => language.languageCode)).toEqual(['en', 'ta']);
  });

  it('has nothing to offer when every language has the set', () => {
    const sets = new Map(languages.map((language) => [language.languageId, set(language.languageId, ['x'])]));
    expect(translationPlan({ headingId: 9, listLanguageId: 1, languages, setIn: (id) => sets.get(id) }).targets).toEqual([]);
  });

  it('requires the target language and every translation; the heading is optional', () => {
    const result = translationSchema.safeParse({
      languageId: '',
      headingName: '',
      clauses: [{ templateClauesesId: 100, templateClausesKey: 'pets', templateStatements: '' }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['languageId', 'clauses.0.templateStatements']);
    const values = translationSchema.parse({
      languageId: '2',
      headingName: '',
      clauses: [{ templateClauesesId: 100, templateClausesKey: 'pets', templateStatements: 'मेरा कुत्ता' }],
    });
    expect(translationBody(values, 9)).toEqual({
      headingId: 9,
      languageId: 2,
      headingName: null,
      clauses: [{ templateClauesesId: 100, templateClausesKey: 'pets', templateStatements: 'मेरा कुत्ता' }],
    });
  });
});

describe('a select’s choice', () => {
  it('is required, as a number', () => {
    expect(chosenId('Heading').parse('12')).toBe(12);
    const issue = chosenId('Heading').safeParse('').error?.issues[0];
    expect(issue?.message).toBe('Heading is required.');
    expect((issue as { params?: { code?: string } }).params?.code).toBe('required');
  });
});

describe('a clause the server refused', () => {
  it('is read as its line and reason', () => {
    expect(problemOfMessage('Line 2: Unknown variable: testator.fulName')).toEqual({
      line: 2,
      message: 'Unknown variable: testator.fulName',
    });
    expect(problemOfMessage('Heading name is required.')).toBeUndefined();
  });
});
