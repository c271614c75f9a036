import { MAX_FILE_BYTES, MAX_FILES_PER_ROW } from '@vasiyat/contract';

/** What a file field takes: PDF only (documents), images or PDF (identification), images (a photo). */
export type FileAccept = 'pdf' | 'image-or-pdf' | 'image';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'];

/** The `accept` attribute of the picker; the checks below still run, since a picker can be told "all files". */
export const ACCEPT_ATTRIBUTE: Record<FileAccept, string> = {
  pdf: 'application/pdf,.pdf',
  'image-or-pdf': [...IMAGE_TYPES, 'application/pdf', ...IMAGE_EXTENSIONS, '.pdf'].join(','),
  image: [...IMAGE_TYPES, ...IMAGE_EXTENSIONS].join(','),
};

export type PickedFile = { name: string; type: string; size: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isPdf(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || (file.type === '' && extensionOf(file.name) === '.pdf');
}

export function isImage(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  return IMAGE_TYPES.includes(file.type) || (file.type === '' && IMAGE_EXTENSIONS.includes(extensionOf(file.name)));
}

export function isAcceptedType(file: Pick<PickedFile, 'name' | 'type'>, accept: FileAccept): boolean {
  if (accept === 'pdf') return isPdf(file);
  if (accept === 'image') return isImage(file);
  return isImage(file) || isPdf(file);
}

export type FileProblem = { kind: 'type' | 'size' | 'count'; fileName: string };

export type FileLimits = { accept: FileAccept; maxBytes?: number; maxFiles?: number };

/**
 * Sorts freshly picked files into the ones to keep and the problems to report: a wrong type, more than
 * 5 MB, or more files than the field holds (counting the ones it already has).
 */
export function checkPickedFiles<F extends PickedFile>(
  alreadyHeld: number,
  picked: readonly F[],
  { accept, maxBytes = MAX_FILE_BYTES, maxFiles = MAX_FILES_PER_ROW }: FileLimits,
): { accepted: F[]; problems: FileProblem[] } {
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  for (const file of picked) {
    if (!isAcceptedType(file, accept)) problems.push({ kind: 'type', fileName: file.name });
    else if (file.size > maxBytes) problems.push({ kind: 'size', fileName: file.name });
    else if (alreadyHeld + accepted.length >= maxFiles) problems.push({ kind: 'count', fileName: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** The base64 part of a data: URL (the server takes files as bare base64, DESIGN §7). */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma < 0 ? dataUrl : dataUrl.slice(comma + 1);
}

/** Reads a file as bare base64. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(base64OfDataUrl(String(reader.result ?? '')));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsDataURL(file);
  });
}

/** "1.2 MB", "340 KB": sizes as a person reads them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
