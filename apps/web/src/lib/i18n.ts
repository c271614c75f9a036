import { DEFAULT_LANGUAGE, LABEL_LIMITS, shellEndpoints, type TLabels } from '@vasiyat/contract';
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
 * Loads the labels of `language` and switches the interface to it. A failure to load labels is only
 * logged (spec part 1 §8); the interface then shows the English labels it already has.
 */
export async function applyLanguage(language: string): Promise<void> {
  await i18nInitialised;
  // The script's face comes while the labels do (issue 13), so the page shows in its own letters at once. The
  // calendar's month names (lib/date-locale.ts) come with the calendar, not before the first paint (issue 25).
  const faces = loadScriptFaces(language);
  try {
    // The labels are one flat map of key to text, fresh from the response: added as they are, neither copied nor
    // merged key by key (i18next's defaults, some 10 ms of a first visit on a phone for about 1,000 keys).
    i18n.addResourceBundle(language, 'translation', await labelsOf(language), false, true, { silent: false, skipCopy: true });
  } catch (error) {
    console.error(`Failed to load labels for "${language}"`, error);
  }
  await faces;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
