// Embedding the faces in a DOCX cheaply. `docx` embeds fonts correctly (font table, relationships,
// obfuscation keys, the embedTrueTypeFonts setting) but deflates them with the rest of the package:
// ~70 ms for Noto Sans and one Indic face, half the DOCX budget (DESIGN §11), to save a few hundred
// KB, as TTF barely compresses. So `docx` writes everything around 32-byte stand-ins, and the real
// faces are put in their place, obfuscated with the keys `docx` chose and stored uncompressed.
// The package is zipped once, here, with Node's zlib: `docx`'s own zip (fflate in JavaScript) deflated every part
// only for it to be inflated again and deflated once more (~45 ms of the large will's 230, issue 25).
import { crc32, deflateRawSync } from 'node:zlib';
import { type Document, Packer } from 'docx';
import { FONT_FAMILIES, fontData } from './fonts.ts';
import type { TScript } from './scripts.ts';

type TFontOptions = NonNullable<ConstructorParameters<typeof Document>[0]['fonts']>;
/** A package's parts by path, in the order they are zipped. */
type TParts = Map<string, string | Uint8Array>;

const STAND_IN = Buffer.alloc(32);
const UTF8 = new TextEncoder();

/**
 * The parts `docx` would zip, from the compiler `Packer.toBuffer` zips them with: a static member of docx (pinned at
 * 9.15.2), typed private. A docx without it fails every DOCX test here rather than falling back unseen.
 */
function partsOf(document: Document): TParts {
  const compiler = (Packer as unknown as { compiler?: { compile?: (file: Document) => TParts } }).compiler;
  if (typeof compiler?.compile !== 'function') throw new Error('docx changed: Packer has no compiler to ask for the parts');
  return compiler.compile(document);
}

/**
 * ECMA-376 Part 1 §17.8.1: the first 32 bytes of the font XORed with the key's 16 bytes in reverse order. Only those
 * bytes are new; the rest of the file is the cached font's, not copied.
 */
function obfuscatedHead(font: Buffer, fontKey: string): Uint8Array {
  const key = (fontKey.replace(/[{}-]/g, '').match(/../g) ?? []).map((hex) => Number.parseInt(hex, 16)).reverse();
  if (key.length !== 16) throw new Error(`not a font key: ${fontKey}`);
  return Uint8Array.from({ length: 32 }, (_, i) => font[i]! ^ key[i % 16]!);
}

type TEntry = {
  name: Uint8Array;
  utf8Name: boolean;
  chunks: Uint8Array[];
  size: number;
  compressedSize: number;
  crc: number;
  method: 0 | 8;
  offset: number;
};

/** The time as MS-DOS writes it in a zip's headers (local time, two-second steps), as fflate's zipSync wrote it. */
function dosTime(date: Date): number {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107) - 1980;
  return (
    ((year << 25) |
      ((date.getMonth() + 1) << 21) |
      (date.getDate() << 16) |
      (date.getHours() << 11) |
      (date.getMinutes() << 5) |
      (date.getSeconds() >> 1)) >>>
    0
  );
}

/**
 * A zip (PKWARE APPNOTE 6.3: local headers with the sizes, a central directory, no ZIP64: a will is a few MB) of the
 * parts in their order, each deflated (level 6, as before) with Node's zlib, or stored as it is (the faces).
 */
function zip(parts: readonly { path: string; chunks: Uint8Array[]; store: boolean }[]): Uint8Array {
  const time = dosTime(new Date());
  const entries: TEntry[] = [];
  let offset = 0;
  for (const { path, chunks, store } of parts) {
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const crc = chunks.reduce((value, chunk) => crc32(chunk, value), 0);
    const data = store ? chunks : [deflateRawSync(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), { level: 6 })];
    const compressedSize = data.reduce((sum, chunk) => sum + chunk.length, 0);
    const name = UTF8.encode(path);
    entries.push({ name, utf8Name: name.length !== path.length, chunks: data, size, compressedSize, crc, method: store ? 0 : 8, offset });
    offset += 30 + name.length + compressedSize;
  }
  const directorySize = entries.reduce((sum, entry) => sum + 46 + entry.name.length, 0);
  const out = Buffer.alloc(offset + directorySize + 22);
  // The fields local and central headers share, from "version needed" to the name's length.
  const common = (at: number, entry: TEntry) => {
    out.writeUInt16LE(20, at); // version needed to extract: 2.0 (deflate)
    out.writeUInt16LE(entry.utf8Name ? 0x0800 : 0, at + 2); // bit 11: the name is UTF-8 (ours are ASCII)
    out.writeUInt16LE(entry.method, at + 4);
    out.writeUInt32LE(time, at + 6);
    out.writeUInt32LE(entry.crc >>> 0, at + 10);
    out.writeUInt32LE(entry.compressedSize, at + 14);
    out.writeUInt32LE(entry.size, at + 18);
    out.writeUInt16LE(entry.name.length, at + 22);
  };
  let at = 0;
  for (const entry of entries) {
    out.writeUInt32LE(0x04034b50, at);
    common(at + 4, entry);
    out.set(entry.name, at + 30);
    at += 30 + entry.name.length;
    for (const chunk of entry.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
  }
  for (const entry of entries) {
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(20, at + 4); // version made by: 2.0, MS-DOS attributes
    common(at + 6, entry);
    out.writeUInt32LE(entry.offset, at + 42);
    out.set(entry.name, at + 46);
    at += 46 + entry.name.length;
  }
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(directorySize, at + 12);
  out.writeUInt32LE(offset, at + 16);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/** Packs the document built by `create` with the regular and bold faces of the given scripts embedded. */
export function packWithFonts(create: (fonts: TFontOptions) => Document, scripts: readonly TScript[]): Uint8Array {
  const scriptOf = new Map(scripts.map((script) => [FONT_FAMILIES[script].family, script]));
  const document = create([...scriptOf.keys()].map((name) => ({ name, data: STAND_IN, bold: STAND_IN })));
  const parts = partsOf(document);
  // `docx` documents the order: the Nth face it embeds is word/fonts/font<N>.odttf.
  const faces = new Map<string, Uint8Array[]>();
  document.FontTable.files.forEach((file, i) => {
    const script = scriptOf.get(file.name);
    const path = `word/fonts/font${i + 1}.odttf`;
    if (!script || !parts.has(path)) throw new Error(`docx did not embed ${file.name} as ${path}`);
    const font = fontData(script, file.bold ? 'bold' : 'regular');
    faces.set(path, [obfuscatedHead(font, file.fontKey), font.subarray(32)]);
  });
  return zip(
    [...parts].map(([path, data]) => {
      const face = faces.get(path);
      return { path, chunks: face ?? [typeof data === 'string' ? UTF8.encode(data) : data], store: face !== undefined };
    }),
  );
}
