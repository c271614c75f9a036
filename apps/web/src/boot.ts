// The first script a visit runs, its own tiny entry (vite.config.ts puts it before the app's): it starts what the
// first screen waits for while the app's scripts are still on the wire (issue 25: on slow 4G the labels request
// and the script's face otherwise began only once 190 KB of script had arrived and run). It imports nothing, so
// it is one small file; its facts are checked against the contract's and lib/fonts.ts by boot.test.ts.
import bengali from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import devanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import gujarati from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import kannada from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import malayalam from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url';
import tamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import telugu from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';

/** The contract's STORAGE_LANGUAGE_KEY and DEFAULT_LANGUAGE, and the labels call's address (shellEndpoints.labels). */
export const BOOT_FACTS = { storageKey: 'language', defaultLanguage: 'en', labelsPath: '/api/wst/utils/labels' } as const;

/** The face that draws the body text of each language's script (lib/fonts.ts SCRIPT_FACES, styles/fonts.css). */
export const BODY_FACE_FILES: Readonly<Record<string, string>> = {
  hi: devanagari,
  mr: devanagari,
  bn: bengali,
  gu: gujarati,
  ta: tamil,
  te: telugu,
  kn: kannada,
  ml: malayalam,
};

/** What the boot started, for lib/i18n.ts to take over. */
export type EarlyStart = { language: string; labels: Promise<unknown> };

declare global {
  interface Window {
    vasiyatEarlyStart?: EarlyStart;
  }
}

function storedLanguage(): string {
  try {
    return localStorage.getItem(BOOT_FACTS.storageKey) || BOOT_FACTS.defaultLanguage;
  } catch {
    return BOOT_FACTS.defaultLanguage;
  }
}

/** Asks for the labels of the stored language and preloads its script's body face; never throws. */
export function startEarly(): void {
  const language = storedLanguage();
  const query = new URLSearchParams({ language });
  let labels: Promise<unknown>;
  try {
    labels = fetch(`${BOOT_FACTS.labelsPath}?${query}`, { headers: { Accept: 'application/json', 'Accept-Language': language } })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
  } catch {
    labels = Promise.resolve(undefined);
  }
  window.vasiyatEarlyStart = { language, labels };
  const face = BODY_FACE_FILES[language];
  if (face) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = face;
    document.head.append(link);
  }
}

startEarly();
