import { z } from 'zod';
import { ERRORS } from '../errors.ts';
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
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

/**
 * Text a person typed: trimmed, at most `max` characters, no control characters (line breaks only where
 * `multiline`). Every free-text field of every request is one of these.
 */
export function text(options: { max: number; multiline?: boolean }) {
  const forbidden = options.multiline ? CONTROL : CONTROL_OR_BREAK;
  return z
    .string()
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
    .trim()
    .min(1, { message: required })
    .max(max, { message: `${label} must be at most ${max} characters.` })
    .refine((value) => !forbidden.test(value), {
      message: 'Remove the control characters from this text.',
      params: { code: 'control_characters' },
    });
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

/** The interface language of master names (?code=en); unknown codes fall back to English. */
export const ZLanguageCode = z
  .string()
  .trim()
  .max(10)
  .regex(/^[A-Za-z-]*$/, { message: 'Unknown language.' })
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
