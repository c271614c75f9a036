// The code points a WOFF2 font really has glyphs for, read from its cmap. A face's unicode-range only says
// what the browser may ask it for; a character in the range but not in the cmap still falls back to another
// font (or an empty box), so the browser tests check the cmap of every face they rely on.
import { brotliDecompressSync } from 'node:zlib';

/** WOFF2's known-table index (the spec's table 3.1) as far as it matters here: 0 is cmap, 10 glyf, 11 loca. */
const CMAP = 0;
const GLYF = 10;
const LOCA = 11;
const ARBITRARY_TAG = 63;
const HEADER_BYTES = 48;

/** WOFF2's variable-length unsigned integer (UIntBase128): seven bits a byte, high bit set on all but the last. */
function readBase128(bytes: Buffer, at: number): { value: number; next: number } {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at + i]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  throw new Error('woff2: UIntBase128 longer than five bytes');
}

/**
 * The cmap table's bytes. The tables follow each other, unpadded, in one brotli stream after the table
 * directory; a table takes its transformed length when it is transformed (glyf and loca unless their
 * transform version is 3, any other table when its version is not 0), else its original length.
 */
function cmapTable(woff2: Buffer): Buffer {
  if (woff2.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = woff2.readUInt16BE(12);
  const compressedLength = woff2.readUInt32BE(20);
  let at = HEADER_BYTES;
  let offset = 0;
  let cmap: { offset: number; length: number } | undefined;
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[at++]!;
    const tag = flags & 0x3f;
    if (tag === ARBITRARY_TAG) at += 4;
    const original = readBase128(woff2, at);
    at = original.next;
    const version = flags >> 6;
    const transformed = tag === GLYF || tag === LOCA ? version !== 3 : version !== 0;
    let length = original.value;
    if (transformed) {
      const transformedLength = readBase128(woff2, at);
      at = transformedLength.next;
      length = transformedLength.value;
    }
    if (tag === CMAP) cmap = { offset, length };
    offset += length;
  }
  if (!cmap) throw new Error('woff2: no cmap table');
  const tables = brotliDecompressSync(woff2.subarray(at, at + compressedLength));
  return tables.subarray(cmap.offset, cmap.offset + cmap.length);
}

/** Format 12 (segmented coverage): groups of consecutive code points, every one mapped. */
function format12(table: Buffer, at: number, into: Set<number>) {
  const groups = table.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const start = table.readUInt32BE(at + 16 + g * 12);
    const end = table.readUInt32BE(at + 20 + g * 12);
    for (let c = start; c <= end; c++) into.add(c);
  }
}

/** Format 4 (segment mapping to delta values): a code point counts when it maps to a glyph other than 0. */
function format4(table: Buffer, at: number, into: Set<number>) {
  const segCountX2 = table.readUInt16BE(at + 6);
  const ends = at + 14;
  const starts = ends + segCountX2 + 2;
  const deltas = starts + segCountX2;
  const rangeOffsets = deltas + segCountX2;
  for (let i = 0; i < segCountX2; i += 2) {
    const start = table.readUInt16BE(starts + i);
    const end = table.readUInt16BE(ends + i);
    const delta = table.readUInt16BE(deltas + i);
    const rangeOffset = table.readUInt16BE(rangeOffsets + i);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph = rangeOffset === 0 ? c : table.readUInt16BE(rangeOffsets + i + rangeOffset + 2 * (c - start));
      if (rangeOffset !== 0 && glyph === 0) continue;
      glyph = (glyph + delta) & 0xffff;
      if (glyph !== 0) into.add(c);
    }
  }
}

/** Every code point the font's Unicode cmap subtables (Windows 3/1, 3/10, Unicode 0/*) map to a glyph. */
export function woff2CodePoints(woff2: Buffer): Set<number> {
  const table = cmapTable(woff2);
  const points = new Set<number>();
  const subtables = table.readUInt16BE(2);
  for (let s = 0; s < subtables; s++) {
    const platform = table.readUInt16BE(4 + s * 8);
    const encoding = table.readUInt16BE(6 + s * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const at = table.readUInt32BE(8 + s * 8);
    const format = table.readUInt16BE(at);
    if (format === 12) format12(table, at, points);
    else if (format === 4) format4(table, at, points);
  }
  if (points.size === 0) throw new Error('woff2: no Unicode cmap subtable of format 4 or 12');
  return points;
}
