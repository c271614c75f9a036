// The faces a will is set in: static TTFs from npm packages (OFL, embedding allowed), the same files
// for the PDF and embedded in the DOCX, so preview and download look alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { documentFaceOf } from '@vasiyat/contract';
import { SCRIPTS, type TScript } from './scripts.ts';

type TFontFamily = { family: string; packageName: string; fileName: string };

// Noto Sans for every script but Bengali. Noto Sans Bengali positions its ra-phala, below-base forms
// and nukta with vertical offsets; Typst splits such a cluster into two text items and the PDF then
// repeats or drops letters when copied (the Bengali words for son, wife and each and a surname, of testing/hard-words.ts:
// 4 of 12 hard words extract intact). Hind Siliguri shapes the same words without vertical offsets: 11 of 12 (pdf-extraction.test.ts).
// The family is the language registry's documentFace (packages/contract/src/languages.ts); its files are named here.
// The package and file name follow the family: '@expo-google-fonts/noto-sans-tamil', NotoSansTamil_400Regular.ttf.
const familyFiles = (family: string): TFontFamily => ({
  family,
  packageName: `@expo-google-fonts/${family.toLowerCase().replace(/ /g, '-')}`,
  fileName: family.replace(/ /g, ''),
});

export const FONT_FAMILIES = Object.fromEntries(SCRIPTS.map((script) => [script, familyFiles(documentFaceOf(script))])) as Record<
  TScript,
  TFontFamily
>;

/**
 * How much larger than the body size a script's face is set for its letters to match Noto Sans beside them: Noto
 * Sans Gujarati draws its letters small for its em (a Gujarati reader saw them shrink beside Latin names, issue 29).
 */
export const SCRIPT_SCALE: Readonly<Partial<Record<TScript, number>>> = { gujr: 1.1 };

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

type TRange = readonly [first: number, last: number];

/**
 * The code points a TrueType face maps to a glyph, from its cmap (format 12 where the face has one, else format 4),
 * as sorted ranges. Read once per face; a few thousand ranges at most.
 */
function cmapRanges(font: Buffer): TRange[] {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(20 + i * 16);
  if (cmap < 0) return [];
  const subtables = Array.from({ length: font.readUInt16BE(cmap + 2) }, (_, i) => cmap + font.readUInt32BE(cmap + 8 + i * 8));
  const full = subtables.find((at) => font.readUInt16BE(at) === 12);
  const ranges: TRange[] = [];
  if (full !== undefined) {
    for (let g = 0, groups = font.readUInt32BE(full + 12); g < groups; g++)
      ranges.push([font.readUInt32BE(full + 16 + g * 12), font.readUInt32BE(full + 20 + g * 12)]);
    return ranges;
  }
  const bmp = subtables.find((at) => font.readUInt16BE(at) === 4);
  if (bmp === undefined) return [];
  const segments = font.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = font.readUInt16BE(starts + s * 2);
    const end = font.readUInt16BE(ends + s * 2);
    const delta = font.readUInt16BE(deltas + s * 2);
    const offset = font.readUInt16BE(offsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph = offset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(offsets + s * 2 + offset + (code - start) * 2);
      if (offset !== 0 && glyph !== 0) glyph = (glyph + delta) & 0xffff;
      if (glyph === 0) continue;
      const last = ranges.at(-1);
      if (last && last[1] === code - 1) ranges[ranges.length - 1] = [last[0], code];
      else ranges.push([code, code]);
    }
  }
  return ranges;
}

let covered: TRange[][] | undefined;
/** hasGlyph's answer for each BMP code point once asked (0: not yet, 1: drawn, 2: not): 64 KB per process. */
const DRAWN_BMP = new Uint8Array(0x10000);

/** Whether some face of the will (regular weight; bold has the same characters) draws the code point. */
export function hasGlyph(codePoint: number): boolean {
  if (codePoint < 0x10000) {
    const known = DRAWN_BMP[codePoint];
    if (known) return known === 1;
    const drawn = inSomeFace(codePoint);
    DRAWN_BMP[codePoint] = drawn ? 1 : 2;
    return drawn;
  }
  return inSomeFace(codePoint);
}

function inSomeFace(codePoint: number): boolean {
  covered ??= SCRIPTS.map((script) => cmapRanges(fontData(script, 'regular')));
  return covered.some((ranges) => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [first, last] = ranges[middle]!;
      if (codePoint < first) high = middle - 1;
      else if (codePoint > last) low = middle + 1;
      else return true;
    }
    return false;
  });
}
