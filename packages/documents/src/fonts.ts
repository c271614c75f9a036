// The faces a will is set in: static TTFs from npm packages (OFL, embedding allowed), the same files
// for the PDF and embedded in the DOCX, so preview and download look alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SCRIPTS, type TScript } from './scripts.ts';

type TFontFamily = { family: string; packageName: string; fileName: string };

// Noto Sans for every script but Bengali. Noto Sans Bengali positions its ra-phala, below-base forms
// and nukta with vertical offsets; Typst splits such a cluster into two text items and the PDF then
// repeats or drops letters when copied (পুত্র, স্ত্রী, প্রতি, চট্টোপাধ্যায়: 4 of 12 hard words extract
// intact). Hind Siliguri shapes the same words without vertical offsets: 11 of 12 (pdf-extraction.test.ts).
export const FONT_FAMILIES: Record<TScript, TFontFamily> = {
  latn: { family: 'Noto Sans', packageName: '@expo-google-fonts/noto-sans', fileName: 'NotoSans' },
  deva: { family: 'Noto Sans Devanagari', packageName: '@expo-google-fonts/noto-sans-devanagari', fileName: 'NotoSansDevanagari' },
  beng: { family: 'Hind Siliguri', packageName: '@expo-google-fonts/hind-siliguri', fileName: 'HindSiliguri' },
  gujr: { family: 'Noto Sans Gujarati', packageName: '@expo-google-fonts/noto-sans-gujarati', fileName: 'NotoSansGujarati' },
  taml: { family: 'Noto Sans Tamil', packageName: '@expo-google-fonts/noto-sans-tamil', fileName: 'NotoSansTamil' },
  telu: { family: 'Noto Sans Telugu', packageName: '@expo-google-fonts/noto-sans-telugu', fileName: 'NotoSansTelugu' },
  knda: { family: 'Noto Sans Kannada', packageName: '@expo-google-fonts/noto-sans-kannada', fileName: 'NotoSansKannada' },
  mlym: { family: 'Noto Sans Malayalam', packageName: '@expo-google-fonts/noto-sans-malayalam', fileName: 'NotoSansMalayalam' },
};

export const FONT_WEIGHTS = ['regular', 'bold'] as const;
export type TFontWeight = (typeof FONT_WEIGHTS)[number];

const WEIGHT_DIRECTORY: Record<TFontWeight, string> = { regular: '400Regular', bold: '700Bold' };

const require = createRequire(import.meta.url);

export function fontPath(script: TScript, weight: TFontWeight): string {
  const { packageName, fileName } = FONT_FAMILIES[script];
  const directory = WEIGHT_DIRECTORY[weight];
  return require.resolve(`${packageName}/${directory}/${fileName}_${directory}.ttf`);
}

const loaded = new Map<string, Buffer>();

/** The font file's bytes, read once per process. */
export function fontData(script: TScript, weight: TFontWeight): Buffer {
  const path = fontPath(script, weight);
  let data = loaded.get(path);
  if (!data) {
    data = readFileSync(path);
    loaded.set(path, data);
  }
  return data;
}

/**
 * The faces a run of `script` is set in: its own face first, then the others. Each run of a will is in one
 * script (scripts.ts), so its own face draws its letters, joiners, dandas and the punctuation and digits that
 * follow them; the rest of the list only catches a character that face lacks. Choosing the face per run keeps
 * the compiler from testing every character against a coverage pattern, which cost a large will 50 ms.
 */
export function scriptFamilies(script: TScript): string[] {
  return [script, ...SCRIPTS.filter((other) => other !== script)].map((other) => FONT_FAMILIES[other].family);
}
