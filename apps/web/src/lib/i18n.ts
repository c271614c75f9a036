import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LABEL_LIMITS,
  LANGUAGES,
  shellEndpoints,
  type TDayjsLocale,
  type TLabels,
} from '@vasiyat/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { call } from './api.ts';
import { loadScriptFaces } from './fonts.ts';

/** The one i18next instance; its resources are the server's labels (DESIGN §9), one bundle per language. */
export const i18n = i18next.createInstance();

export const i18nInitialised = i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  // A key missing in a language falls back to English, then to the key itself.
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  // React escapes text itself. The limits the words state ({{maxFileMb}}) come from the contract's rules.
  interpolation: { escapeValue: false, defaultVariables: { ...LABEL_LIMITS } },
  react: { useSuspense: false },
  returnEmptyString: false,
});

export function fetchLabels(language: string): Promise<TLabels> {
  return call(shellEndpoints.labels, { query: { language } });
}

/**
 * The labels of `language`: the request boot.ts started before the app's scripts arrived when it is for this
 * language (taken once; a failed one is asked again here), else a new call.
 */
async function labelsOf(language: string): Promise<TLabels> {
  const early = typeof window === 'undefined' ? undefined : window.vasiyatEarlyStart;
  if (early) {
    window.vasiyatEarlyStart = undefined;
    if (early.language === language) {
      const labels = (await early.labels) as TLabels | undefined;
      if (labels && typeof labels === 'object') return labels;
    }
  }
  return fetchLabels(language);
}

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

let dateLocaleChanged = false;

/**
 * Date pickers name months and days in the interface language. dayjs (and the locale's own chunk) is
 * fetched only once a language other than English is chosen: an English first visit needs neither.
 */
async function applyDateLocale(language: string): Promise<void> {
  const locale = dayjsLocaleOf(language);
  if (locale === 'en' && !dateLocaleChanged) return;
  try {
    if (locale !== 'en') await dayjsLocales[locale]();
    const { default: dayjs } = await import('dayjs');
    dayjs.locale(locale);
    dateLocaleChanged = true;
  } catch (error) {
    console.error(`Failed to load the date locale for "${language}"`, error);
  }
}

/**
 * Loads the labels of `language` and switches the interface to it. A failure to load labels is only
 * logged (spec part 1 §8); the interface then shows the English labels it already has.
 */
export async function applyLanguage(language: string): Promise<void> {
  await i18nInitialised;
  // The script's face and the date locale come while the labels do (issue 13), so the page shows in its own
  // letters at once and nothing waits for one of them after another (issue 25).
  const faces = loadScriptFaces(language);
  const dateLocale = applyDateLocale(language);
  try {
    i18n.addResourceBundle(language, 'translation', await labelsOf(language), true, true);
  } catch (error) {
    console.error(`Failed to load labels for "${language}"`, error);
  }
  await dateLocale;
  await faces;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
