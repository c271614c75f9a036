// Which writing system a piece of text is in. Both renderers cut every text into runs of one script:
// the PDF to set each run's language (and Telugu's shaping fix), the DOCX because Word picks a run's
// font and language per run, not per character.
import type { TDocumentLanguage } from './model.ts';

export const SCRIPTS = ['latn', 'deva', 'beng', 'gujr', 'taml', 'telu', 'knda', 'mlym'] as const;
export type TScript = (typeof SCRIPTS)[number];

/** The language a script's text is written in when it is not the document's own script. */
const SCRIPT_LANGUAGE: Record<TScript, TDocumentLanguage> = {
  latn: 'en',
  deva: 'hi',
  beng: 'bn',
  gujr: 'gu',
  taml: 'ta',
  telu: 'te',
  knda: 'kn',
  mlym: 'ml',
};

export const LANGUAGE_SCRIPT: Record<TDocumentLanguage, TScript> = {
  en: 'latn',
  hi: 'deva',
  mr: 'deva',
  bn: 'beng',
  gu: 'gujr',
  ta: 'taml',
  te: 'telu',
  kn: 'knda',
  ml: 'mlym',
};

// Unicode blocks (with their extensions) of the Indic scripts we set.
const INDIC_BLOCKS: ReadonlyArray<readonly [TScript, number, number]> = [
  ['deva', 0x0900, 0x097f],
  ['beng', 0x0980, 0x09ff],
  ['gujr', 0x0a80, 0x0aff],
  ['taml', 0x0b80, 0x0bff],
  ['telu', 0x0c00, 0x0c7f],
  ['knda', 0x0c80, 0x0cff],
  ['mlym', 0x0d00, 0x0d7f],
  ['deva', 0x1cd0, 0x1cff],
  ['deva', 0xa8e0, 0xa8ff],
  ['taml', 0x11fc0, 0x11fff],
];

// The dandas sit in the Devanagari block but end sentences in Bengali and other scripts too.
const SHARED_PUNCTUATION = new Set([0x0964, 0x0965]);

const LETTER = /\p{L}/u;

/** The script of one character, or undefined for characters any script uses (spaces, digits, punctuation, joiners, marks). */
export function detectScript(char: string): TScript | undefined {
  const code = char.codePointAt(0);
  if (code === undefined || SHARED_PUNCTUATION.has(code)) return undefined;
  for (const [script, first, last] of INDIC_BLOCKS) {
    if (code >= first && code <= last) return script;
  }
  const latin = code <= 0x024f || (code >= 0x1e00 && code <= 0x1eff);
  return latin && LETTER.test(char) ? 'latn' : undefined;
}

export type TScriptRun = { script: TScript; text: string };

/**
 * Cuts a text into runs of one script. Shared characters join the run before them, so a cluster with a
 * joiner (ra, virama, ZWJ: the eyelash ra) or a danda never leaves its word; at the very start they join the first run that follows.
 */
export function splitScripts(text: string, fallback: TScript = 'latn'): TScriptRun[] {
  const runs: TScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = detectScript(char);
    const last = runs.at(-1);
    if (script === undefined) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) {
      last.text += char;
    } else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending !== '') runs.push({ script: fallback, text: pending });
  return runs;
}

/** The language of a run: the document's own where the run is in the document's script. */
export function runLanguage(script: TScript, documentLanguage: TDocumentLanguage): TDocumentLanguage {
  return LANGUAGE_SCRIPT[documentLanguage] === script ? documentLanguage : SCRIPT_LANGUAGE[script];
}
