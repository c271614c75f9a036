// npm run clause-releases: records the clause texts, template rows and template names and descriptions of this build in clause-releases.json, so a
// later release knows them as shipped (and updates them where an administrator did not edit them). Run it whenever a
// clause or template of the starter library changes; clause-releases.unit.test.ts fails until it has been.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { releaseTemplateTexts, releaseTexts, seedTemplates, sha256, templateRowsText } from '../db/seed/clauses.ts';

const file = fileURLToPath(new URL('../db/seed/clause-releases.json', import.meta.url));
const releases = JSON.parse(readFileSync(file, 'utf8')) as {
  note: string;
  clauses: Record<string, string[]>;
  templates: Record<string, string[]>;
  templateTexts?: Record<string, string[]>;
};
const templateTexts = releases.templateTexts ?? {};
let added = 0;
const record = (list: Record<string, string[]>, id: string, hash: string) => {
  list[id] ??= [];
  if (!list[id].includes(hash)) {
    list[id].push(hash);
    added += 1;
  }
};
for (const [id, text] of releaseTexts()) record(releases.clauses, id, sha256(text));
for (const template of seedTemplates()) record(releases.templates, template.name, sha256(templateRowsText(template.rows)));
for (const [id, text] of releaseTemplateTexts()) record(templateTexts, id, sha256(text));
const sorted = (list: Record<string, string[]>) => Object.fromEntries(Object.entries(list).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  file,
  `${JSON.stringify(
    { note: releases.note, clauses: sorted(releases.clauses), templates: sorted(releases.templates), templateTexts: sorted(templateTexts) },
    null,
    1,
  )}\n`,
);
console.log(`clause-releases.json: ${added} new text${added === 1 ? '' : 's'} recorded`);
