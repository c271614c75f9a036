import { DEFAULT_LANGUAGE, isLanguageCode, STORAGE_LANGUAGE_KEY } from '@vasiyat/contract';
import { create } from 'zustand';
import { applyLanguage } from '../lib/i18n.ts';

type LanguageState = {
  /** The chosen language code, kept on the device (spec part 1 §3). */
  language: string;
  /** False until the first labels have arrived (or failed): the app shows the full-screen spinner meanwhile. */
  ready: boolean;
  setLanguage: (language: string) => Promise<void>;
};

function storedLanguage(): string {
  try {
    // A choice the registry no longer offers (or one typed by hand) is not sent to the server, which refuses it.
    const stored = localStorage.getItem(STORAGE_LANGUAGE_KEY) ?? '';
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: storedLanguage(),
  ready: false,
  setLanguage: async (language) => {
    localStorage.setItem(STORAGE_LANGUAGE_KEY, language);
    // The old labels stay on screen until the new ones are in, so a switch never flashes raw keys.
    await applyLanguage(language);
    set({ language, ready: true });
  },
}));
