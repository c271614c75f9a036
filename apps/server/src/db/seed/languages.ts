import { LANGUAGES } from '@vasiyat/contract';

/** The languages offered, in the picker's order: the rows of the contract's language registry (packages/contract/src/languages.ts). */
export const seedLanguages = LANGUAGES.map((language) => ({
  languageCode: language.code,
  languageName: language.nativeName,
  englishName: language.englishName,
}));
