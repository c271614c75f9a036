import { LANGUAGES } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { documentLanguageOf } from './document.ts';

describe('documentLanguageOf', () => {
  it('takes every language the registry offers the deed in', () => {
    for (const language of LANGUAGES) expect(documentLanguageOf(language.code)).toBe(language.code);
  });

  it('fails for a language the registry does not offer, instead of writing an English deed', () => {
    expect(() => documentLanguageOf('pa')).toThrow(/not offered in "pa"/);
    expect(() => documentLanguageOf('')).toThrow();
  });
});
