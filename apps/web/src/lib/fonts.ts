import { LANGUAGES, SCRIPTS } from '@vasiyat/contract';

/** A script's face (app/styles/fonts.css) and a letter of it, to ask the browser for exactly that face. */
type ScriptFace = { family: string; letter: string };

/** The face that draws each interface language's script, from the language registry; English has none (Latin is the system's). */
export const SCRIPT_FACES: Readonly<Record<string, ScriptFace>> = Object.fromEntries(
  LANGUAGES.flatMap((language) => (language.webFace ? [[language.code, language.webFace]] : [])),
);

/** Every served family once, in the registry's order of scripts (that of styles/fonts.css). */
export const SCRIPT_FAMILIES: readonly string[] = [
  ...new Set(
    SCRIPTS.flatMap((script) =>
      LANGUAGES.filter((language) => language.script === script && language.webFace).map((language) => language.webFace!.family),
    ),
  ),
];

/**
 * The weight a page needs at first paint: its body face (styles/fonts.css), the one boot.ts preloads. Guest
 * pages draw their bold with it too (the browser emboldens it); the 600 face comes with the signed-in screens
 * (styles/fonts-bold.css, issue 25: one face instead of two on a first visit, 50 KB less in Devanagari).
 */
const FIRST_PAINT_WEIGHT = 400;

/** How long a language switch waits for its faces before showing the page anyway (they swap in when they come). */
const FACE_WAIT_MS = 3000;

/**
 * Fetches the body face of the language's script while its labels load, so the page appears in its own
 * letters at once instead of in a fallback (or, on a system without the script, empty boxes) that swaps a
 * moment later. The browser would fetch it anyway on the first text it draws; this only starts sooner (on a
 * first visit boot.ts has already asked for it). Gives up waiting after FACE_WAIT_MS and never fails: a face
 * that does not arrive leaves the fallback.
 */
export async function loadScriptFaces(language: string): Promise<void> {
  const face = SCRIPT_FACES[language];
  if (!face || typeof document === 'undefined' || typeof document.fonts?.load !== 'function') return;
  const loads = document.fonts.load(`${FIRST_PAINT_WEIGHT} 16px "${face.family}"`, face.letter);
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

/**
 * The stack of the controls that name languages in their own scripts on a page of any language (the language
 * pickers): every script's face before the page's stack. The page's stack puts other scripts after the system
 * fonts, and Chromium on a system without Indic fonts drew a picker's Devanagari "Hindi" as empty boxes there
 * when that control was the first to need the face (it does not lay the control out again once the face
 * arrives); first in the stack, the face is used the moment it is there. Each face's unicode-range still limits it to its
 * script, so "English" stays in the system face and no face is fetched until its letters are shown.
 */
export const NATIVE_NAMES_FONT = [...SCRIPT_FAMILIES.map((family) => `'${family}'`), 'var(--mantine-font-family)'].join(', ');

/** A Select's styles that draw its value and options in NATIVE_NAMES_FONT. */
export const nativeNamesSelectStyles = {
  input: { fontFamily: NATIVE_NAMES_FONT },
  option: { fontFamily: NATIVE_NAMES_FONT },
} as const;
