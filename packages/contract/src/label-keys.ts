// Typed label keys (issue 26): the label keys that exist are the keys of the English translation files, so the web's
// t() and the server's label filler accept only those, and a renamed or mistyped key fails `npm run typecheck`
// instead of showing raw on a screen (as heirExtensionHint did). The imports are types only: no word reaches code.
// A new namespace file under translations/en/ is added here (the server's labels.unit.test.ts checks the list).
import type account from '../../../translations/en/account.json';
import type admin from '../../../translations/en/admin.json';
import type assets from '../../../translations/en/assets.json';
import type assignments from '../../../translations/en/assignments.json';
import type core from '../../../translations/en/core.json';
import type dataRights from '../../../translations/en/data-rights.json';
import type documents from '../../../translations/en/documents.json';
import type estate from '../../../translations/en/estate.json';
import type kinds from '../../../translations/en/kinds.json';
import type mail from '../../../translations/en/mail.json';
import type records from '../../../translations/en/records.json';
import type review from '../../../translations/en/review.json';
import type security from '../../../translations/en/security.json';
import type shell from '../../../translations/en/shell.json';
import type will from '../../../translations/en/will.json';
import type willFacts from '../../../translations/en/will-facts.json';
import type willStatus from '../../../translations/en/will-status.json';

/** Every English label, all namespaces in the one key space the server sends. */
export type TEnglishLabels = typeof account &
  typeof admin &
  typeof assets &
  typeof assignments &
  typeof core &
  typeof dataRights &
  typeof documents &
  typeof estate &
  typeof kinds &
  typeof mail &
  typeof records &
  typeof review &
  typeof security &
  typeof shell &
  typeof will &
  typeof willFacts &
  typeof willStatus;

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** A label key that exists in English: a key as written, or the base of its plural forms (willVersionsWarnings). */
export type TLabelKey = WithoutPlural<keyof TEnglishLabels & string> | (keyof TEnglishLabels & string);

/**
 * A key computed at run time from the contract's tables (a kind's labels, an error's message key, a security event):
 * the type check cannot see it, so the server's label tests (apps/server/src/db/seed/labels.unit.test.ts) check each table's keys exist.
 */
export const labelKey = (key: string): TLabelKey => key as TLabelKey;
