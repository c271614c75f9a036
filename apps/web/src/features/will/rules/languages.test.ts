import { describe, expect, it } from 'vitest';
import { defaultLanguageId } from './languages.ts';

const languages = [
  { languageId: 1, languageCode: 'en', languageName: 'English' },
  { languageId: 2, languageCode: 'hi', languageName: 'हिन्दी' },
  { languageId: 3, languageCode: 'ta', languageName: 'தமிழ்' },
];

describe('defaultLanguageId', () => {
  it('is the screen’s language when the will can be written in it', () => {
    expect(defaultLanguageId(languages, 'ta')).toBe(3);
  });

  it('is English otherwise, and the first language when English is not offered', () => {
    expect(defaultLanguageId(languages, 'bn')).toBe(1);
    expect(defaultLanguageId(languages.slice(1), 'bn')).toBe(2);
    expect(defaultLanguageId([], 'en')).toBeUndefined();
  });
});
