// Embedding the faces in a DOCX cheaply. `docx` embeds fonts correctly (font table, relationships,
// obfuscation keys, the embedTrueTypeFonts setting) but deflates them with the rest of the package:
// ~70 ms for Noto Sans and one Indic face, half the DOCX budget (DESIGN §11), to save a few hundred
// KB, as TTF barely compresses. So `docx` writes everything around 32-byte stand-ins, and the real
// faces are put in their place, obfuscated with the keys `docx` chose and stored uncompressed.
import { type Document, Packer } from 'docx';
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { FONT_FAMILIES, fontData } from './fonts.ts';
import type { TScript } from './scripts.ts';

type TFontOptions = NonNullable<ConstructorParameters<typeof Document>[0]['fonts']>;

const STAND_IN = Buffer.alloc(32);

/**
 * ECMA-376 Part 1 §17.8.1: the first 32 bytes of the font XORed with the key's 16 bytes in reverse
 * order. The rest of the file is shared with the cached font, not copied.
 */
function obfuscate(font: Buffer, fontKey: string): Uint8Array {
  const key = (fontKey.replace(/[{}-]/g, '').match(/../g) ?? []).map((hex) => Number.parseInt(hex, 16)).reverse();
  if (key.length !== 16) throw new Error(`not a font key: ${fontKey}`);
  const out = new Uint8Array(font.length);
  out.set(font);
  for (let i = 0; i < 32; i++) out[i] = font[i]! ^ key[i % 16]!;
  return out;
}

/** Packs the document built by `create` with the regular and bold faces of the given scripts embedded. */
export async function packWithFonts(create: (fonts: TFontOptions) => Document, scripts: readonly TScript[]): Promise<Uint8Array> {
  const scriptOf = new Map(scripts.map((script) => [FONT_FAMILIES[script].family, script]));
  const document = create([...scriptOf.keys()].map((name) => ({ name, data: STAND_IN, bold: STAND_IN })));
  const entries: Zippable = unzipSync(new Uint8Array(await Packer.toBuffer(document)));
  // `docx` documents the order: the Nth face it embeds is word/fonts/font<N>.odttf.
  document.FontTable.files.forEach((file, i) => {
    const script = scriptOf.get(file.name);
    const path = `word/fonts/font${i + 1}.odttf`;
    if (!script || !(path in entries)) throw new Error(`docx did not embed ${file.name} as ${path}`);
    entries[path] = [obfuscate(fontData(script, file.bold ? 'bold' : 'regular'), file.fontKey), { level: 0 }];
  });
  return zipSync(entries, { level: 6 });
}
