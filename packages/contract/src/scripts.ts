// Which writing system a text is in, by the Unicode blocks of the scripts the app sets (issue 27 item 4). The
// deed's renderers cut text into runs of one script with it (packages/documents/src/scripts.ts); the will screen
// and the server ask which texts of a deed would print in Latin letters inside a deed in an Indian script, and
// whether a name as written in that script really is in it.
import { languageDefinition, SCRIPTS, type TScript } from './languages.ts';

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

/** How many characters of each script a text holds (characters every script uses are not counted). */
export function scriptCounts(text: string): Partial<Record<TScript, number>> {
  const counts: Partial<Record<TScript, number>> = {};
  for (const char of text) {
    const script = detectScript(char);
    if (script) counts[script] = (counts[script] ?? 0) + 1;
  }
  return counts;
}

/** The script a deed in this language is written in (the language registry's row). */
export const deedScriptOf = (code: string): TScript => languageDefinition(code).script;

/**
 * Whether a text would print in Latin letters inside a deed written in `script`: the deed is in an Indian script and
 * the text has a Latin letter ("Rajesh Patil", "Flat 5B, MG Road"). A deed in English keeps the Latin spelling, and
 * a text already in the deed's script (or only digits and punctuation) needs nothing.
 */
export function printsInLatin(text: string, script: TScript): boolean {
  return script !== 'latn' && (scriptCounts(text).latn ?? 0) > 0;
}

/**
 * Whether a text is written in `script`: it has letters of that script and none of another (digits, spaces,
 * punctuation, joiners and dandas are anyone's). a name in Devanagari letters with a house number is in Devanagari; the same name with its surname left in Latin letters, or "12, 4th Cross", is not.
 */
export function isWrittenIn(text: string, script: TScript): boolean {
  const counts = scriptCounts(text);
  return (counts[script] ?? 0) > 0 && SCRIPTS.every((other) => other === script || !counts[other]);
}
