import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFXRefStreamParser,
} from 'pdf-lib';

// Why pdf-lib: it is pure JavaScript (no binary that production may lack, unlike qpdf), maintained, and its
// parser reads every indirect object in file order, unpacks object streams (/Type /ObjStm) and decodes their
// filters (Flate, LZW, ASCIIHex, ASCII85, RunLength). pdf.js reads the same but is a renderer many times the
// size. We only read dictionaries: nothing is drawn and no content stream is run.

/** Names that, wherever they sit, mean a script, a program, an attached file or an active form. */
const ACTIVE_KEYS: Record<string, string> = {
  JS: 'contains JavaScript',
  JavaScript: 'contains JavaScript',
  Launch: 'contains embedded programs or files',
  EF: 'contains embedded programs or files',
  EmbeddedFile: 'contains embedded programs or files',
  EmbeddedFiles: 'contains embedded programs or files',
  RichMedia: 'contains embedded programs or files',
  RichMediaContent: 'contains embedded programs or files',
  FileAttachment: 'contains embedded programs or files',
  GoToE: 'contains embedded programs or files',
  XFA: 'contains an XFA form',
};

/** Actions that may not run by themselves (on open, on a page, on a field): they reach outside the file. */
const AUTOMATIC_REFUSED = new Set(['URI', 'GoToR', 'GoToE', 'Launch', 'JavaScript', 'SubmitForm', 'ImportData', 'Rendition']);

/** A PDF the parser cannot read whole is refused: what it could not read, it could not check. */
export class UnreadablePdfError extends Error {}

const MAX_DEPTH = 64;

/**
 * The most an object or cross-reference stream may unpack to. A few kilobytes of Flate data can unpack to
 * gigabytes (a "zip bomb"); the parser would hold all of it in memory. Real object streams hold dictionaries: a
 * few hundred kilobytes at most.
 */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** Decodes at most one byte past the limit, so a bomb costs MAX_UNPACKED_BYTES, not what it claims. */
function assertBounded(stream: PDFRawStream): void {
  if (decodePDFRawStream(stream).getBytes(MAX_UNPACKED_BYTES + 1).length > MAX_UNPACKED_BYTES) throw new UnreadablePdfError();
}

// pdf-lib unpacks the streams it parses through these two factories (PDFParser calls them when it meets one), so
// the size check sits in front of them; nothing else in the server uses pdf-lib.
const objectStreams = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  assertBounded(stream);
  return objectStreams(stream, shouldWaitForTick);
};
const xrefStreams = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (stream) => {
  assertBounded(stream);
  return xrefStreams(stream);
};

/**
 * Why a PDF must be refused, from its parsed objects (object streams included), or undefined. Every
 * indirect object is checked, reachable or not, since readers differ in what they reach.
 */
export async function activePdfContent(bytes: Uint8Array): Promise<string | undefined> {
  let context: Awaited<ReturnType<PDFParser['parseDocument']>>;
  try {
    // throwOnInvalidObject: an object pdf-lib cannot read is not skipped (a viewer might read it). Every thousand
    // objects the parser lets other requests run, so a large scan does not hold the server.
    context = await PDFParser.forBytesWithOptions(bytes, 1000, true, true).parseDocument();
  } catch {
    throw new UnreadablePdfError();
  }
  // No catalog (the object a reader starts from): not a document, whatever its first bytes say.
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) throw new UnreadablePdfError();
  if (context.trailerInfo.Encrypt) return 'is encrypted';
  const lookup = (object: PDFObject | undefined) => (object instanceof PDFRef ? context.lookup(object) : object);

  /** The reason an automatic action (and the actions chained after it by /Next) is refused. */
  const automatic = (action: PDFObject | undefined, depth: number): string | undefined => {
    const value = lookup(action);
    if (depth > MAX_DEPTH) return 'is nested too deeply to be checked';
    if (value instanceof PDFArray) {
      for (const item of value.asArray()) {
        const reason = automatic(item, depth + 1);
        if (reason) return reason;
      }
      return undefined;
    }
    if (!(value instanceof PDFDict)) return undefined;
    const kind = lookup(value.get(PDFName.of('S')));
    if (kind instanceof PDFName && AUTOMATIC_REFUSED.has(kind.decodeText())) return 'opens a link, a program or another file by itself';
    return automatic(value.get(PDFName.of('Next')), depth + 1);
  };

  /** Walks one object's direct contents (references are checked where they are defined). */
  const walk = (object: PDFObject | undefined, depth: number): string | undefined => {
    if (depth > MAX_DEPTH) return 'is nested too deeply to be checked';
    if (object instanceof PDFName) return ACTIVE_KEYS[object.decodeText()];
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) {
        const reason = walk(item, depth + 1);
        if (reason) return reason;
      }
      return undefined;
    }
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) return undefined;
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      const reason =
        ACTIVE_KEYS[name] ??
        (name === 'OpenAction' ? automatic(value, depth + 1) : undefined) ??
        (name === 'AA' ? triggers(value, depth + 1) : undefined) ??
        walk(value, depth + 1);
      if (reason) return reason;
    }
    return undefined;
  };

  /** An additional-actions dictionary: every trigger in it (page open, field focus, document close …). */
  const triggers = (value: PDFObject | undefined, depth: number): string | undefined => {
    const dict = lookup(value);
    if (!(dict instanceof PDFDict)) return undefined;
    for (const action of dict.values()) {
      const reason = automatic(action, depth + 1);
      if (reason) return reason;
    }
    return undefined;
  };

  for (const [, object] of context.enumerateIndirectObjects()) {
    const reason = walk(object, 0);
    if (reason) return reason;
  }
  return undefined;
}
