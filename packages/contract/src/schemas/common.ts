import { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { isLanguageCode } from '../languages.ts';
import { isIsoDate, isNotInFuture } from '../rules.ts';

/** The largest id a column holds: ids are PostgreSQL `integer`s (DESIGN §6: bounded once, here). */
export const MAX_ID = 2_147_483_647;

/** One field's problem: where, a stable code, the English text (the spec's where it has one). */
export const ZFieldError = z.object({ path: z.string(), code: z.string(), message: z.string(), messageKey: z.string().optional() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** One error shape for every failure (DESIGN §6). `message` is the spec's English; the web shows `messageKey`. */
export const ZErrorResponse = z.object({
  status: z.literal('error'),
  code: z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]]),
  messageKey: z.string(),
  message: z.string(),
  errors: z.array(ZFieldError).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZStatusResponse = z.object({
  status: z.string(),
  message: z.string(),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

// C0 controls (NUL among them) and DEL: PostgreSQL refuses 0x00 in text, and no person types the others.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Single-line text also refuses the Unicode line and paragraph separators, which break a name across lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F\u2028\u2029]/;

// Issue 24: characters that change how text reads without being seen. Bidirectional controls (U+202E turned
// "Ravi\u202egnp.exe\u202c" into "Raviexe.png" on a deed) and marks, zero-width spaces, the word joiner, the
// byte-order mark and the soft hyphen. None of the nine languages is written right to left.
const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
// ZWNJ and ZWJ shape Indic scripts (Hindi ka, virama, ZWNJ, ssa; Malayalam chillus such as na, virama, ZWJ): kept after a letter or sign of
// the Indic blocks (Devanagari to Malayalam, U+0900–U+0D7F), dropped anywhere else.
const JOINER_OUTSIDE_INDIC = /(^|[^\u0900-\u0D7F])[\u200C\u200D]+/g;

/**
 * Text without its invisible characters: bidirectional controls and zero-width characters go, joiners stay
 * where an Indic script needs them. Names, descriptions and file names all pass through it.
 */
export function withoutInvisibles(value: string): string {
  return value.replace(INVISIBLE, '').replace(JOINER_OUTSIDE_INDIC, '$1');
}

/**
 * Text a person typed: invisible characters dropped, trimmed, at most `max` characters, no control characters
 * (line breaks only where `multiline`). Every free-text field of every request is one of these.
 */
export function text(options: { max: number; multiline?: boolean }) {
  const forbidden = options.multiline ? CONTROL : CONTROL_OR_BREAK;
  return z
    .string()
    .overwrite(withoutInvisibles)
    .trim()
    .max(options.max, { message: `At most ${options.max} characters.` })
    .refine((value) => !forbidden.test(value), {
      message: 'Remove the control characters from this text.',
      params: { code: 'control_characters' },
    });
}

/** Trimmed text that must not be empty; `label` names the field in the message. */
export function requiredText(label: string, max = 100, options: { multiline?: boolean; message?: string } = {}) {
  const forbidden = options.multiline ? CONTROL : CONTROL_OR_BREAK;
  const required = options.message ?? `${label} is required.`;
  return z
    .string({ error: required })
    .overwrite(withoutInvisibles)
    .trim()
    .min(1, { message: required })
    .max(max, { message: `${label} must be at most ${max} characters.` })
    .refine((value) => !forbidden.test(value), {
      message: 'Remove the control characters from this text.',
      params: { code: 'control_characters' },
    });
}

// The characters the will's faces draw (packages/documents/src/fonts.ts): printable ASCII, Latin with its accents
// and their combining marks, the seven Indian scripts of the nine languages, the joiners, dashes, quotes and the
// rupee sign. A name with anything else (an emoji, a Chinese character) could not be printed on the deed.
const WILL_SCRIPT_RANGES = [
  '\\u0020-\\u007E\\u00A0-\\u024F\\u0300-\\u036F\\u1E00-\\u1EFF', // ASCII, Latin with its accents
  '\\u0900-\\u097F\\u0980-\\u09FF\\u0A80-\\u0AFF\\u0B80-\\u0BFF\\u0C00-\\u0C7F\\u0C80-\\u0CFF\\u0D00-\\u0D7F', // the Indian scripts
  '\\u200C\\u200D\\u2010-\\u2027\\u20B9', // joiners, dashes and quotes, the rupee sign
].join('');
const OUTSIDE_WILL_SCRIPTS = new RegExp(`[^${WILL_SCRIPT_RANGES}]`, 'u');

/** Whether a text uses only characters the will can print (see OUTSIDE_WILL_SCRIPTS). */
export const inWillScripts = (value: string): boolean => !OUTSIDE_WILL_SCRIPTS.test(value);

const WILL_SCRIPTS_ONLY = {
  message: 'Use only letters of English or of the Indian languages Vasiyat writes wills in.',
  params: { code: 'unsupported_script' },
} as const;

/** A person's name (optional text): `text` that also keeps to the scripts the will is printed in. */
export function nameText(options: { max: number }) {
  return text(options).refine(inWillScripts, WILL_SCRIPTS_ONLY);
}

/** A person's required name: `requiredText` that also keeps to the scripts the will is printed in. */
export function requiredName(label: string, max = 100) {
  return requiredText(label, max).refine(inWillScripts, WILL_SCRIPTS_ONLY);
}

/** Optional text: empty and missing both become null. */
export function optionalText(max = 100, options: { multiline?: boolean } = {}) {
  return text({ max, multiline: options.multiline })
    .nullish()
    .transform((value) => value || null);
}

/** A row id in a JSON body. */
export const ZId = z.number({ error: 'Must be a number.' }).int().positive().max(MAX_ID, { message: 'This id does not exist.' });
/** Ids in query strings and paths arrive as text. */
export const ZIdParam = z.coerce
  .number({ error: 'Must be a number.' })
  .int()
  .positive()
  .max(MAX_ID, { message: 'This id does not exist.' });
/** 0 means "none" where the spec sends it (entityId 0 for a new record). */
export const ZIdOrZeroParam = z.coerce
  .number({ error: 'Must be a number.' })
  .int()
  .min(0)
  .max(MAX_ID, { message: 'This id does not exist.' });
/** An optional id in a body: missing, null or 0 mean none. */
export const ZOptionalId = z.coerce
  .number({ error: 'Must be a number.' })
  .int()
  .min(0)
  .max(MAX_ID, { message: 'This id does not exist.' })
  .nullish()
  .transform((value) => value || null);

/** A choice from a master list (a type id): required, an id. */
export function requiredChoice(label: string) {
  return z.coerce
    .number({ error: `${label} is required.` })
    .int()
    .refine((value) => value > 0, { message: `${label} is required.`, params: { code: 'required' } })
    .max(MAX_ID, { message: 'This id does not exist.' });
}

export const ZIsoDate = z
  .string({ error: 'This date is required.' })
  .min(1, { message: 'This date is required.', abort: true })
  .refine(isIsoDate, { message: 'Use a real date written yyyy-mm-dd.', params: { code: 'invalid_date' } });

/**
 * The interface language of labels and master names (?code=en; a region is ignored: hi-IN is hi): a language of
 * the registry (languages.ts), or none for English. Any other answers 400, never a silent English.
 */
export const ZLanguageCode = z
  .string()
  .trim()
  .max(10)
  .regex(/^[A-Za-z-]*$/, { message: 'Unknown language.' })
  .refine((code) => code === '' || isLanguageCode(code.toLowerCase().split('-')[0]!), { message: 'Unknown language.' })
  .optional();

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});

/** A date that has happened: real, and not after today in India. */
export const pastDate = (label: string) =>
  ZIsoDate.refine((value) => isNotInFuture(value), { message: `${label} cannot be in the future.`, params: { code: 'future_date' } });
/** Empty and missing both mean "not given"; a given date must be real and not in the future. */
export const optionalPastDate = (label: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.union([pastDate(label), z.null()]));
