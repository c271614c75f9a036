import { describe, expect, it } from 'vitest';
import {
  DEED_LANGUAGES,
  documentFaceOf,
  firstLanguageOfScript,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  languageDefinition,
  SCRIPTS,
} from './languages.ts';
import { ZLabelsQuery } from './schemas/utils.ts';

describe('the language registry', () => {
  it('holds each language once, tagged for India, with its dayjs locale named by its code', () => {
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGES.length);
    for (const language of LANGUAGES) {
      expect(language.code).toMatch(/^[a-z]{2}$/);
      expect(language.tag).toBe(`${language.code}-IN`);
      expect(language.dayjsLocale).toBe(language.code);
    }
  });

  it('gives the languages of one script the same faces, and every script a language', () => {
    for (const script of SCRIPTS) {
      const rows = LANGUAGES.filter((language) => language.script === script);
      expect(rows.length, script).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => JSON.stringify(row.webFace))).size, script).toBe(1);
      expect(new Set(rows.map((row) => row.documentFace)).size, script).toBe(1);
    }
    expect(firstLanguageOfScript('deva')).toBe('hi');
    expect(documentFaceOf('beng')).toBe('Hind Siliguri');
  });

  it('draws the web face’s letter in its own script, and leaves Latin to the system', () => {
    const blocks: Record<string, RegExp> = {
      deva: /\p{Script=Devanagari}/u,
      beng: /\p{Script=Bengali}/u,
      gujr: /\p{Script=Gujarati}/u,
      taml: /\p{Script=Tamil}/u,
      telu: /\p{Script=Telugu}/u,
      knda: /\p{Script=Kannada}/u,
      mlym: /\p{Script=Malayalam}/u,
    };
    for (const language of LANGUAGES) {
      if (language.script === 'latn') expect(language.webFace).toBeNull();
      else {
        expect(language.webFace?.letter, language.code).toMatch(blocks[language.script]!);
        expect(language.nativeName, language.code).toMatch(blocks[language.script]!);
      }
    }
  });

  it('offers the deed in every language today', () => {
    expect(DEED_LANGUAGES).toEqual(LANGUAGE_CODES);
  });

  it('fails loudly for a language it does not hold', () => {
    expect(isLanguageCode('fr')).toBe(false);
    expect(() => languageDefinition('fr')).toThrow(/Unknown language "fr".*languages\.ts/);
  });

  it('is what the calls take as a language code: its codes, with or without a region, and nothing else', () => {
    for (const code of [...LANGUAGE_CODES, 'hi-IN', 'EN', '']) expect(ZLabelsQuery.safeParse({ language: code }).success, code).toBe(true);
    for (const code of ['fr', 'pa', 'ur', 'xx-IN']) expect(ZLabelsQuery.safeParse({ language: code }).success, code).toBe(false);
  });
});
