// The language registry (issue 26): one row per language the app offers, and everything else reads it — the
// seeded languages table, the interface's faces and date names, the deed's languages, tags, scripts and faces,
// the API's check of a language code. Adding a language is a row here and a folder of its translation files.
// This is the one source file outside tests that holds text in an Indic script: the languages' own names, and a
// letter of each script for the browser to ask its face for.

/** Where this file is, from the repository's root: the check that no other source file holds Indic text names it. */
export const LANGUAGE_REGISTRY_PATH = 'packages/contract/src/languages.ts';

/** The writing systems the app sets, as ISO 15924 codes (lower case). A new one needs its faces and Unicode blocks in packages/documents. */
export const SCRIPTS = ['latn', 'deva', 'beng', 'gujr', 'taml', 'telu', 'knda', 'mlym'] as const;
export type TScript = (typeof SCRIPTS)[number];

export type TLanguageDefinition = {
  /** ISO 639-1: what the calls, the stored choice (localStorage `language`) and the seeded `languages` rows carry. */
  readonly code: string;
  /** The name the language picker shows, in the language itself. */
  readonly nativeName: string;
  readonly englishName: string;
  /** The script its text is written in: the deed's runs in it take this language, the others their script's first language here. */
  readonly script: TScript;
  /** BCP 47 tag with India as the region, as Word stores a run's language and the browser's Intl takes it. */
  readonly tag: string;
  /** The name of dayjs's locale (the date pickers' month and day names); 'en' is built in. */
  readonly dayjsLocale: string;
  /** The interface's face for the script (apps/web/src/app/styles/fonts.css) and one letter of it; null: the system's Latin face. */
  readonly webFace: { readonly family: string; readonly letter: string } | null;
  /** The deed's face for the script (its font files: packages/documents/src/fonts.ts). */
  readonly documentFace: string;
  /** Whether the will deed is offered in it (its clause library and deed words are translated). */
  readonly deed: boolean;
};

const DEVANAGARI = { family: 'Noto Sans Devanagari', letter: 'अ' } as const;

/** In the order the language picker lists them. The first language of a script is the one a run in that script is tagged with in another language's deed. */
export const LANGUAGES = [
  {
    code: 'en',
    nativeName: 'English',
    englishName: 'English',
    script: 'latn',
    tag: 'en-IN',
    dayjsLocale: 'en',
    webFace: null,
    documentFace: 'Noto Sans',
    deed: true,
  },
  {
    code: 'hi',
    nativeName: 'हिन्दी',
    englishName: 'Hindi',
    script: 'deva',
    tag: 'hi-IN',
    dayjsLocale: 'hi',
    webFace: DEVANAGARI,
    documentFace: 'Noto Sans Devanagari',
    deed: true,
  },
  {
    code: 'ta',
    nativeName: 'தமிழ்',
    englishName: 'Tamil',
    script: 'taml',
    tag: 'ta-IN',
    dayjsLocale: 'ta',
    webFace: { family: 'Noto Sans Tamil', letter: 'அ' },
    documentFace: 'Noto Sans Tamil',
    deed: true,
  },
  {
    code: 'te',
    nativeName: 'తెలుగు',
    englishName: 'Telugu',
    script: 'telu',
    tag: 'te-IN',
    dayjsLocale: 'te',
    webFace: { family: 'Noto Sans Telugu', letter: 'అ' },
    documentFace: 'Noto Sans Telugu',
    deed: true,
  },
  {
    code: 'kn',
    nativeName: 'ಕನ್ನಡ',
    englishName: 'Kannada',
    script: 'knda',
    tag: 'kn-IN',
    dayjsLocale: 'kn',
    webFace: { family: 'Noto Sans Kannada', letter: 'ಅ' },
    documentFace: 'Noto Sans Kannada',
    deed: true,
  },
  {
    code: 'ml',
    nativeName: 'മലയാളം',
    englishName: 'Malayalam',
    script: 'mlym',
    tag: 'ml-IN',
    dayjsLocale: 'ml',
    webFace: { family: 'Noto Sans Malayalam', letter: 'അ' },
    documentFace: 'Noto Sans Malayalam',
    deed: true,
  },
  {
    code: 'mr',
    nativeName: 'मराठी',
    englishName: 'Marathi',
    script: 'deva',
    tag: 'mr-IN',
    dayjsLocale: 'mr',
    webFace: DEVANAGARI,
    documentFace: 'Noto Sans Devanagari',
    deed: true,
  },
  {
    code: 'gu',
    nativeName: 'ગુજરાતી',
    englishName: 'Gujarati',
    script: 'gujr',
    tag: 'gu-IN',
    dayjsLocale: 'gu',
    webFace: { family: 'Noto Sans Gujarati', letter: 'અ' },
    documentFace: 'Noto Sans Gujarati',
    deed: true,
  },
  {
    code: 'bn',
    nativeName: 'বাংলা',
    englishName: 'Bengali',
    script: 'beng',
    tag: 'bn-IN',
    dayjsLocale: 'bn',
    webFace: { family: 'Noto Sans Bengali', letter: 'অ' },
    // Hind Siliguri, not Noto Sans Bengali, for the deed: Typst splits Noto's offset clusters (packages/documents/src/fonts.ts).
    documentFace: 'Hind Siliguri',
    deed: true,
  },
] as const satisfies readonly TLanguageDefinition[];

type TLanguageRow = (typeof LANGUAGES)[number];
export type TLanguageCode = TLanguageRow['code'];
/** A language the deed is offered in. */
export type TDeedLanguage = Extract<TLanguageRow, { deed: true }>['code'];
export type TDayjsLocale = TLanguageRow['dayjsLocale'];

export const LANGUAGE_CODES: readonly TLanguageCode[] = LANGUAGES.map((language) => language.code);
export const DEED_LANGUAGES: readonly TDeedLanguage[] = LANGUAGES.filter((language) => language.deed).map(
  (language) => language.code as TDeedLanguage,
);

export const isLanguageCode = (code: string): code is TLanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);
export const isDeedLanguage = (code: string): code is TDeedLanguage => (DEED_LANGUAGES as readonly string[]).includes(code);

/** The registry's row of a language; throws for a code it does not hold, so an unknown language is never taken for English. */
export function languageDefinition(code: string): TLanguageDefinition {
  const row = LANGUAGES.find((language) => language.code === code);
  if (!row) throw new Error(`Unknown language "${code}": not in the language registry (${LANGUAGE_REGISTRY_PATH})`);
  return row;
}

/** The language a text in `script` is taken to be in when it is not the document's own script: the registry's first of that script. */
export function firstLanguageOfScript(script: TScript): TLanguageCode {
  const row = LANGUAGES.find((language) => language.script === script);
  if (!row) throw new Error(`No language of the registry is written in ${script}`);
  return row.code;
}

/** The deed's face of a script, from the first language written in it. */
export const documentFaceOf = (script: TScript): string => languageDefinition(firstLanguageOfScript(script)).documentFace;
