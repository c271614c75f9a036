import { isLanguageCode, LANGUAGES, type TDayjsLocale } from '@vasiyat/contract';
import { useEffect, useReducer } from 'react';

/**
 * dayjs ships each locale separately; each becomes its own small chunk, loaded on demand. The bundler needs each
 * chunk's path written out, so this is the one list of them: exactly the language registry's dayjs locales (the
 * type checker names one missing or one too many), English built in.
 */
const dayjsLocales = {
  bn: () => import('dayjs/locale/bn'),
  gu: () => import('dayjs/locale/gu'),
  hi: () => import('dayjs/locale/hi'),
  kn: () => import('dayjs/locale/kn'),
  ml: () => import('dayjs/locale/ml'),
  mr: () => import('dayjs/locale/mr'),
  ta: () => import('dayjs/locale/ta'),
  te: () => import('dayjs/locale/te'),
} satisfies Record<Exclude<TDayjsLocale, 'en'>, () => Promise<unknown>>;

/** The dayjs locale name of a language code (the registry's); English for a code the registry does not hold. */
export function dayjsLocaleOf(language: string): TDayjsLocale {
  return isLanguageCode(language) ? LANGUAGES.find((row) => row.code === language)!.dayjsLocale : 'en';
}

const loaded = new Set<TDayjsLocale>(['en']);

/**
 * Registers the dayjs locale of `language` (its month and day names), fetching dayjs and the locale's chunk the
 * first time. Only the calendar needs it, so only the date field asks: no page waits for it before its first
 * paint (issue 25: on a Hindi first visit, two requests more before the page could show).
 */
export async function loadDateLocale(language: string): Promise<TDayjsLocale> {
  const locale = dayjsLocaleOf(language);
  if (!loaded.has(locale)) {
    if (locale !== 'en') await dayjsLocales[locale]();
    loaded.add(locale);
  }
  return locale;
}

/**
 * The dayjs locale a calendar in `language` can use now: the language's own once it is registered (asked for on
 * first use), English until then and if it cannot be had (offline: the calendar still works, in English words).
 */
export function useDateLocale(language: string): TDayjsLocale {
  const wanted = dayjsLocaleOf(language);
  // What is registered lives in `loaded`; this only renders the field again once the locale has come.
  const [, registered] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (loaded.has(wanted)) return;
    let live = true;
    loadDateLocale(language).then(
      () => live && registered(),
      (error: unknown) => console.error(`Failed to load the date locale for "${language}"`, error),
    );
    return () => {
      live = false;
    };
  }, [language, wanted]);
  return loaded.has(wanted) ? wanted : 'en';
}
