import { RELATION } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { labelsOf, translations } from '../../db/seed/translation-files.ts';
import { relationWords } from './context.ts';

// Issue 29 item 4: a deed names a relation, it does not offer the form's choice ("brother (elder / younger)").
const en = labelsOf('en');
const label = (key: string) => en[key] ?? key;
const brother = { relationId: RELATION.brother, relationName: 'Brother (elder / younger)' };

describe('relation words', () => {
  it('makes a brother or sister elder or younger by both dates of birth, else just brother or sister', () => {
    expect(relationWords(label, { ...brother, dob: '1960-01-01' }, { testatorDob: '1962-03-10' })).toBe('Elder brother');
    expect(relationWords(label, { ...brother, dob: '1965-04-04' }, { testatorDob: '1962-03-10' })).toBe('Younger brother');
    expect(relationWords(label, { ...brother, dob: null }, { testatorDob: '1962-03-10' })).toBe('Brother');
    expect(relationWords(label, { ...brother, dob: '1965-04-04' }, { testatorDob: null })).toBe('Brother');
    expect(relationWords(label, { relationId: RELATION.sister, relationName: 'x', dob: '1950-01-01' }, { testatorDob: '1962-03-10' })).toBe(
      'Elder sister',
    );
  });
  it('says through whom a grandchild descends when the heir tree places them under a son or a daughter', () => {
    const hindi = (key: string) =>
      ({
        willDocRelationSonsSon: 'पौत्र',
        willDocRelationDaughtersSon: 'दौहित्र',
        willDocRelationGrandson: 'पौत्र',
      })[key] ?? key;
    const grandson = { relationId: RELATION.grandson, relationName: 'पोता / नाती' };
    expect(relationWords(hindi, grandson, { testatorDob: null, parentRelationId: RELATION.daughter })).toBe('दौहित्र');
    expect(relationWords(hindi, grandson, { testatorDob: null, parentRelationId: RELATION.son })).toBe('पौत्र');
    expect(relationWords(hindi, grandson, { testatorDob: null })).toBe('पौत्र');
  });
  it('leaves every other relation as the master list names it', () => {
    expect(relationWords(label, { relationId: RELATION.wife, relationName: 'Wife' }, { testatorDob: null })).toBe('Wife');
  });
  it('names every relation of the master list with one word in every language: no choice left for a form to make', () => {
    const { deedCodes, masters } = translations();
    const choices = deedCodes.flatMap((code) => {
      const words = labelsOf(code);
      const label = (key: string) => words[key] ?? key;
      return [...masters.get(code)!]
        .filter(([id]) => id.startsWith('relation/'))
        .flatMap(([id, relationName]) =>
          (['M', 'F', 'X'] as const).flatMap((gender) =>
            ['1950-01-01', '1990-01-01', null].map((dob) =>
              relationWords(label, { relationId: Number(id.split('/')[1]), relationName, gender, dob }, { testatorDob: '1968-08-14' }),
            ),
          ),
        )
        .filter((word) => word.includes('/') || word.startsWith('willDoc'))
        .map((word) => `${code}: ${word}`);
    });
    expect([...new Set(choices)]).toEqual([]);
  });
  it('makes a spouse a husband or a wife, and a cousin a brother or a sister where the language says so, by gender', () => {
    const spouse = { relationId: RELATION.spouse, relationName: 'Spouse' };
    expect(relationWords(label, { ...spouse, gender: 'F' }, { testatorDob: null })).toBe('Wife');
    expect(relationWords(label, { ...spouse, gender: 'M' }, { testatorDob: null })).toBe('Husband');
    expect(relationWords(label, { ...spouse, gender: 'X' }, { testatorDob: null })).toBe('Spouse');
    const telugu = labelsOf('te');
    const cousin = { relationId: RELATION.cousin, relationName: 'cousin' };
    expect(relationWords((key) => telugu[key] ?? key, { ...cousin, gender: 'F' }, { testatorDob: null })).toBe('వరుసకు సోదరి');
  });
});
