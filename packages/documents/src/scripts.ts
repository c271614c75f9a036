// Which writing system a piece of text is in. Both renderers cut every text into runs of one script:
// the PDF to set each run's language (and Telugu's shaping fix), the DOCX because Word picks a run's
// font and language per run, not per character.
import { detectScript, firstLanguageOfScript, LANGUAGES, SCRIPTS, type TScript } from '@vasiyat/contract';
import { DOCUMENT_LANGUAGES, type TDocumentLanguage } from './model.ts';

// The script of a character is the contract's rule (by Unicode block): the will screen asks it of the same texts.
export { detectScript, SCRIPTS, type TScript };

/** The language a script's text is written in when it is not the document's own script (the registry's first of the script). */
const SCRIPT_LANGUAGE = Object.fromEntries(SCRIPTS.map((script) => [script, firstLanguageOfScript(script)])) as Record<
  TScript,
  TDocumentLanguage
>;

/** Each deed language's script, from the contract's language registry. */
export const LANGUAGE_SCRIPT = Object.fromEntries(
  DOCUMENT_LANGUAGES.map((code) => [code, LANGUAGES.find((language) => language.code === code)!.script]),
) as Record<TDocumentLanguage, TScript>;

/**
 * Whether a deed in this language is set justified. Neither Typst nor Word hyphenates the Indic scripts, and a deed
 * never hyphenates a name anyway, so justification can only widen the spaces: fine for English and the
 * Indo-Aryan languages, whose words are short, but the long agglutinated words of Malayalam, Tamil, Kannada and
 * Telugu leave wide gaps in a justified line (issue 29), so those are set flush left.
 */
export const justifies = (language: TDocumentLanguage): boolean => !FLUSH_LEFT.has(language);
const FLUSH_LEFT: ReadonlySet<TDocumentLanguage> = new Set(['ml', 'ta', 'kn', 'te']);

export type TScriptRun = { script: TScript; text: string };

/** Each character's script as SCRIPTS' index + 1 (0: not yet asked, NO_SCRIPT: none), for the BMP: 64 KB per process. */
const SCRIPT_OF_CHAR = new Uint8Array(0x10000);
const NO_SCRIPT = 0xff;

/** detectScript of the character at `at`, remembered for the characters of the BMP (a large will asks ~60,000 times). */
function scriptAt(text: string, at: number, code: number): TScript | undefined {
  if (code > 0xffff) return detectScript(String.fromCodePoint(code));
  let known = SCRIPT_OF_CHAR[code]!;
  if (known === 0) {
    const script = detectScript(text[at]!);
    known = script === undefined ? NO_SCRIPT : SCRIPTS.indexOf(script) + 1;
    SCRIPT_OF_CHAR[code] = known;
  }
  return known === NO_SCRIPT ? undefined : SCRIPTS[known - 1];
}

/**
 * Cuts a text into runs of one script. Shared characters join the run before them, so a cluster with a
 * joiner (ra, virama, zero-width joiner) or a danda never leaves its word; at the very start they join the first run that follows.
 */
export function splitScripts(text: string, fallback: TScript = 'latn'): TScriptRun[] {
  const runs: TScriptRun[] = [];
  let start = 0;
  let current: TScript | undefined;
  for (let at = 0; at < text.length; ) {
    const code = text.codePointAt(at)!;
    const script = scriptAt(text, at, code);
    if (script !== undefined && script !== current) {
      if (current !== undefined) {
        runs.push({ script: current, text: text.slice(start, at) });
        start = at;
      }
      current = script;
    }
    at += code > 0xffff ? 2 : 1;
  }
  if (text !== '') runs.push({ script: current ?? fallback, text: text.slice(start) });
  return runs;
}

/** The language of a run: the document's own where the run is in the document's script. */
export function runLanguage(script: TScript, documentLanguage: TDocumentLanguage): TDocumentLanguage {
  return LANGUAGE_SCRIPT[documentLanguage] === script ? documentLanguage : SCRIPT_LANGUAGE[script];
}
