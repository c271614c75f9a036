import { enCore } from './en.ts';
import { enRecords } from './en-records.ts';
import { hi } from './hi.ts';
import { ta } from './ta.ts';

export const en: Record<string, string> = { ...enCore, ...enRecords };

/** Label texts per language code. Languages missing here fall back to English key by key. */
export const seedLabels: Record<string, Record<string, string>> = { en, hi, ta };
