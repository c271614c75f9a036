import { DEFAULT_LANGUAGE, type TLanguage } from '@vasiyat/contract';

/** The preview's first language: the one the screen is in when the will can be written in it, else English, else the first. */
export function defaultLanguageId(languages: readonly TLanguage[], uiLanguage: string): number | undefined {
  const byCode = (code: string) => languages.find((language) => language.languageCode === code);
  return (byCode(uiLanguage) ?? byCode(DEFAULT_LANGUAGE) ?? languages[0])?.languageId;
}
