import { isLanguageCode, languageDefinition, type TLanguage } from '@vasiyat/contract';

/** Whether a deed in this language is written in an Indian script (its names are then asked in that script). */
export const writtenInIndianScript = (code: string | undefined): code is string =>
  code !== undefined && isLanguageCode(code) && languageDefinition(code).script !== 'latn';

/** The deed languages written in an Indian script, in the order offered. */
export const indicLanguages = (languages: readonly TLanguage[]) =>
  languages.filter((language) => writtenInIndianScript(language.languageCode));
