// The files the will screen saves and lists: their names, sizes, fingerprints and dates.
import type { TWillFormat } from '@vasiyat/contract';

/** Spec part 2 §7: the name when the server gives none. */
export const defaultFileName = (format: TWillFormat) => `will.${format}`;

/**
 * The file name a content-disposition header gives: the UTF-8 `filename*` (RFC 6266, 5987) when present,
 * else the plain `filename`, quoted or not; `fallback` without either. Folders in a name are dropped: a
 * name is never a path.
 */
export function fileNameOf(contentDisposition: string | null | undefined, fallback: string): string {
  const header = contentDisposition ?? '';
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2] && /^utf-8$/i.test(extended[1]!.trim())) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || fallback;
}

const KILOBYTES = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Bytes as kilobytes with one decimal ("12.3 KB"); a file of a few bytes still shows as 0.1 KB, never 0. */
export function formatSize(bytes: number): string {
  const kilobytes = bytes / 1024;
  return `${KILOBYTES.format(bytes > 0 ? Math.max(kilobytes, 0.1) : 0)} KB`;
}

/** The first 12 hex digits of a SHA-256: enough to tell versions apart by eye. */
export const shortFingerprint = (sha256: string) => sha256.slice(0, 12);
