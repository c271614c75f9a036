import { kindLabels } from '@vasiyat/contract/kind-labels';
import { ADDED_LANGUAGES, labelsIn } from '../translations/index.ts';
import { accountLabels } from './account.ts';
import { adminLabels } from './admin.ts';
import { assetLabels } from './assets.ts';
import { assignmentLabels } from './assignments.ts';
import { dataRightsLabels } from './data-rights.ts';
import { documentLabels } from './documents.ts';
import { enCore } from './en.ts';
import { enRecords } from './en-records.ts';
import { hi as hiLabels } from './hi.ts';
import { mailLabels } from './mail.ts';
import { securityLabels } from './security.ts';
import { shellLabels } from './shell.ts';
import { ta as taLabels } from './ta.ts';
import { willLabels } from './will.ts';
import { willFactsLabels } from './will-facts.ts';

// The labels of each kind of person live with its row in the contract's kinds registry.
export const en: Record<string, string> = {
  ...enCore,
  ...enRecords,
  ...accountLabels.en,
  ...assetLabels.en,
  ...assignmentLabels.en,
  ...adminLabels.en,
  ...documentLabels.en,
  ...willLabels.en,
  ...willFactsLabels.en,
  ...shellLabels.en,
  ...securityLabels.en,
  ...dataRightsLabels.en,
  ...mailLabels.en,
  ...kindLabels('en'),
};
const hi: Record<string, string> = {
  ...hiLabels,
  ...accountLabels.hi,
  ...assetLabels.hi,
  ...assignmentLabels.hi,
  ...adminLabels.hi,
  ...documentLabels.hi,
  ...willLabels.hi,
  ...willFactsLabels.hi,
  ...shellLabels.hi,
  ...securityLabels.hi,
  ...dataRightsLabels.hi,
  ...mailLabels.hi,
  ...kindLabels('hi'),
};
const ta: Record<string, string> = {
  ...taLabels,
  ...accountLabels.ta,
  ...assetLabels.ta,
  ...assignmentLabels.ta,
  ...adminLabels.ta,
  ...documentLabels.ta,
  ...willLabels.ta,
  ...willFactsLabels.ta,
  ...shellLabels.ta,
  ...securityLabels.ta,
  ...dataRightsLabels.ta,
  ...mailLabels.ta,
  ...kindLabels('ta'),
};

/** Label texts per language code: English, Hindi and Tamil from these files, the languages added since from translations/. */
export const seedLabels: Record<string, Record<string, string>> = {
  en,
  hi,
  ta,
  ...Object.fromEntries((Object.keys(ADDED_LANGUAGES) as (keyof typeof ADDED_LANGUAGES)[]).map((code) => [code, { ...labelsIn(code) }])),
};
