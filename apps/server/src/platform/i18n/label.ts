// A language's labels as one function, on plain data: the server's i18n service builds it from the labels it
// reads, and a render worker from the labels it is sent (no database there).
import { LABEL_LIMITS, type TLabelKey } from '@vasiyat/contract';

/** A label by key (one the English translation files have: a renamed key fails the type check), {{placeholders}} filled in. */
export type Label = (key: TLabelKey, values?: Record<string, string | number>) => string;

const LIMITS = LABEL_LIMITS as Readonly<Record<string, string | number>>;

/**
 * The labels of a language as one function: a key with its {{placeholders}} filled in (an unknown key is itself); a
 * limit the words state ({{maxFileMb}}) is the contract's unless the caller gives it.
 */
export const labelOf =
  (labels: Readonly<Record<string, string>>): Label =>
  (key, values = {}) =>
    (labels[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? LIMITS[name] ?? ''));
