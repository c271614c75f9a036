/** A script's face (app/styles/fonts.css) and a letter of it, to ask the browser for exactly that face. */
type ScriptFace = { family: string; letter: string };

const DEVANAGARI: ScriptFace = { family: 'Noto Sans Devanagari', letter: '\u0905' };

/** The face that draws each interface language's script; English has none (Latin is the system's). */
export const SCRIPT_FACES: Readonly<Record<string, ScriptFace>> = {
  hi: DEVANAGARI,
  mr: DEVANAGARI,
  bn: { family: 'Noto Sans Bengali', letter: '\u0985' },
  gu: { family: 'Noto Sans Gujarati', letter: '\u0A85' },
  ta: { family: 'Noto Sans Tamil', letter: '\u0B85' },
  te: { family: 'Noto Sans Telugu', letter: '\u0C05' },
  kn: { family: 'Noto Sans Kannada', letter: '\u0C85' },
  ml: { family: 'Noto Sans Malayalam', letter: '\u0D05' },
};

/** Every served family once, in a fixed order. */
export const SCRIPT_FAMILIES: readonly string[] = [...new Set(Object.values(SCRIPT_FACES).map((face) => face.family))];

/** The weights fonts.css serves: every text of the interface is drawn by one of these two files. */
const SERVED_WEIGHTS = [400, 600] as const;

/** How long a language switch waits for its faces before showing the page anyway (they swap in when they come). */
const FACE_WAIT_MS = 3000;

/**
 * Fetches both faces of the language's script while its labels load, so the page appears in its own
 * letters at once instead of in a fallback (or, on a system without the script, empty boxes) that swaps a
 * moment later. The browser would fetch them anyway on the first text it draws; this only starts sooner.
 * Gives up waiting after FACE_WAIT_MS and never fails: a face that does not arrive leaves the fallback.
 */
export async function loadScriptFaces(language: string): Promise<void> {
  const face = SCRIPT_FACES[language];
  if (!face || typeof document === 'undefined' || !document.fonts) return;
  const loads = Promise.all(SERVED_WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px "${face.family}"`, face.letter)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FACE_WAIT_MS);
  });
  try {
    await Promise.race([loads, waited]);
  } catch (error) {
    console.error(`Failed to load the ${face.family} font`, error);
  } finally {
    clearTimeout(timer);
  }
}
