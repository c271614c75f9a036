import { DEFAULT_LANGUAGE, issueMessageKey } from '@vasiyat/contract';
import { ApiError } from './api.ts';
import { i18n } from './i18n.ts';
import { labelKey } from './label-types.ts';

// The one place where the server's error codes become words on the screen. The server sends a stable code,
// the label key of its message and the spec's English text: English screens show that text word for word
// (the spec's messages), every other language shows the label in that language.

/** A label in the current language, or undefined when the key has none. */
function label(key: string | undefined): string | undefined {
  // The server's key for the message: one of the contract's error or field-error keys, each checked to exist.
  return key && i18n.exists(key) ? i18n.t(labelKey(key)) : undefined;
}

const inEnglish = () => (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE;

/** What to tell the person about a failed call; `fallback` when the server said nothing (no answer at all). */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (inEnglish()) return error.serverMessage ?? fallback;
  return label(error.messageKey) ?? error.serverMessage ?? fallback;
}

/** A field's error message from the server, in the person's language. */
export function fieldErrorText(message: string, messageKey: string | undefined): string {
  if (inEnglish()) return message;
  return label(messageKey) ?? message;
}

/** One issue of a contract schema checked in the browser, worded as the server would word it. */
export function issueText(issue: { message: string; code?: string; params?: unknown; origin?: unknown; minimum?: unknown }): string {
  return fieldErrorText(issue.message, issueMessageKey(issue));
}
