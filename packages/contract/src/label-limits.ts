// Limits the labels state ("up to 5 MB each", "up to 3 files"): written in the translations as {{placeholders}} and
// filled from the rules themselves by both label fillers (the server's platform/i18n and the web's i18next), so a
// changed limit changes every language's words at once.
import { MAX_ASSIGNMENT_DOCUMENTS } from './constants.ts';
import { FILE_RULES } from './record-rules.ts';

const MB = 1024 * 1024;

export const LABEL_LIMITS = {
  /** The largest file a document, scan or attachment row takes, in MB. */
  maxFileMb: FILE_RULES.assignment.maxBytes / MB,
  /** The largest profile photo, in MB. */
  maxPhotoMb: FILE_RULES.photo.maxBytes / MB,
  /** How many files one assignment takes. */
  maxDocuments: MAX_ASSIGNMENT_DOCUMENTS,
} as const satisfies Record<string, number>;
export type TLabelLimit = keyof typeof LABEL_LIMITS;
