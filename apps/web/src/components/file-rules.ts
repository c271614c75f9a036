import {
  FILE_RULES,
  fileProblem,
  fileTypeOfName,
  MAX_FILES_PER_ROW,
  type TFileRefusal,
  type TFileRule,
  type TFileType,
  typeRefusal,
} from '@vasiyat/contract';

/**
 * What a file field takes: PDF only (documents), images or PDF (identification), images (a photo), or an
 * assignment's documents (images or PDF, with the spec's own count message, part 2 §5).
 */
export type FileAccept = 'pdf' | 'image-or-pdf' | 'image' | 'assignment';

/** Each kind of field is a rule of the contract, the same one the server checks the bytes against. */
export const RULE_OF_ACCEPT: Record<FileAccept, TFileRule> = {
  pdf: 'document',
  'image-or-pdf': 'identification',
  image: 'photo',
  assignment: 'assignment',
};

const EXTENSIONS: Record<TFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
};

/** The `accept` attribute of the picker; the checks below still run, since a picker can be told "all files". */
export const ACCEPT_ATTRIBUTE = Object.fromEntries(
  (Object.keys(RULE_OF_ACCEPT) as FileAccept[]).map((accept) => {
    const types = FILE_RULES[RULE_OF_ACCEPT[accept]].types;
    return [accept, [...types, ...types.flatMap((type) => EXTENSIONS[type])].join(',')];
  }),
) as Record<FileAccept, string>;

export type PickedFile = { name: string; type: string; size: number };

/** The type a browser reports ('image/jpg' is what some send for JPEG), or the one the name promises when it reports none. */
export function declaredType(file: Pick<PickedFile, 'name' | 'type'>): string | undefined {
  if (file.type === 'image/jpg') return 'image/jpeg';
  return file.type || fileTypeOfName(file.name);
}

export function isPdf(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  return declaredType(file) === 'application/pdf';
}

export function isAcceptedType(file: Pick<PickedFile, 'name' | 'type'>, accept: FileAccept): boolean {
  return fileProblem(RULE_OF_ACCEPT[accept], { type: declaredType(file), size: 0 }) === undefined;
}

/** A refused file: its kind of problem and, for type and size, the error code the server would answer. */
export type FileProblem = { kind: 'type' | 'size' | 'count'; fileName: string; code?: TFileRefusal };

export type FileLimits = { accept: FileAccept; maxBytes?: number; maxFiles?: number };

/**
 * Sorts freshly picked files into the ones to keep and the problems to report: a wrong type, more than
 * 5 MB, or more files than the field holds (counting the ones it already has).
 */
export function checkPickedFiles<F extends PickedFile>(
  alreadyHeld: number,
  picked: readonly F[],
  { accept, maxBytes = FILE_RULES[RULE_OF_ACCEPT[accept]].maxBytes, maxFiles = MAX_FILES_PER_ROW }: FileLimits,
): { accepted: F[]; problems: FileProblem[] } {
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  for (const file of picked) {
    const types = FILE_RULES[RULE_OF_ACCEPT[accept]].types;
    if (!isAcceptedType(file, accept)) problems.push({ kind: 'type', fileName: file.name, code: typeRefusal(types) });
    else if (file.size > maxBytes) problems.push({ kind: 'size', fileName: file.name, code: 'file_too_large' });
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
