import { createHash } from 'node:crypto';
import { MAX_FILE_BYTES, type TFileType, typeRefusal, withoutInvisibles } from '@vasiyat/contract';
import { AppError } from './errors.ts';
import { activePdfContent, UnreadablePdfError } from './pdf-inspection.ts';

export type SniffedType = TFileType;
export type Upload = { fileName: string; contentType: SniffedType; bytes: Buffer; sha256: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What the bytes are, whatever the name says (DESIGN §7: a PNG named .pdf is refused). */
export function sniff(bytes: Buffer): SniffedType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const gif = bytes.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  return undefined;
}

/**
 * A PDF that runs scripts, launches programs or is encrypted is refused: it cannot be checked and could
 * harm whoever opens it later (an executor, a court). Names in PDFs may hide letters as #xx escapes. This
 * byte search is only the first, cheap pass: compressed object streams hide names from it, so the parsed
 * objects are checked as well (activePdfContent).
 */
export function unsafePdfReason(bytes: Buffer): string | undefined {
  const text = bytes.toString('latin1').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  if (/\/(JavaScript|JS)\b/.test(text)) return 'contains JavaScript';
  if (/\/(Launch|EmbeddedFile|RichMedia)\b/.test(text)) return 'contains embedded programs or files';
  if (/\/Encrypt\b/.test(text)) return 'is encrypted';
  return undefined;
}

/**
 * Decodes one base64 file. The size is checked on the encoded length before anything is decoded, so an
 * oversized upload costs no memory; the type comes from the bytes; the name is kept only as a label.
 */
export async function decodeUpload(options: {
  fileName: string;
  fileData: string;
  allowed: readonly SniffedType[];
  maxBytes?: number;
}): Promise<Upload> {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const name =
    withoutInvisibles(options.fileName)
      .replace(/[\\/\0\r\n]/g, '_')
      .slice(0, 200) || 'file';
  const data = options.fileData.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0) > maxBytes) {
    throw new AppError(
      'file_too_large',
      `File "${name}" is too large: each file may be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`,
    );
  }
  if (!BASE64.test(data) || data.length % 4 !== 0) throw new AppError('validation', `File "${name}" is not valid base64 data.`);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new AppError('validation', `File "${name}" is empty.`);
  const contentType = sniff(bytes);
  if (!contentType || !options.allowed.includes(contentType)) {
    // A PDF-only field answers the spec's 'Invalid PDF file format.' (part 1 §5); others name the types taken.
    const code = typeRefusal(options.allowed);
    const kinds = options.allowed.map((type) => type.split('/')[1]!.toUpperCase()).join(', ');
    throw new AppError(code, code === 'invalid_pdf' ? undefined : `File "${name}" is not an allowed type (${kinds}).`);
  }
  if (contentType === 'application/pdf') {
    const reason = unsafePdfReason(bytes) ?? (await parsedPdfReason(bytes, name, options.allowed));
    if (reason) throw new AppError('unsafe_file', `File "${name}" was refused: the PDF ${reason}.`);
  }
  return { fileName: name, contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The parser's verdict; a PDF it cannot read is refused like any other file that is not a valid PDF. */
async function parsedPdfReason(bytes: Buffer, name: string, allowed: readonly SniffedType[]): Promise<string | undefined> {
  try {
    return await activePdfContent(bytes);
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    const code = typeRefusal(allowed);
    throw new AppError(code, code === 'invalid_pdf' ? undefined : `File "${name}" is not a readable PDF.`);
  }
}
