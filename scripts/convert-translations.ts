// Issue 26: converts the translations written in TypeScript (apps/server/src/db/seed/labels, translations/<code>,
// menus, master lists, the clause library, the clause editor's sample testators, the kinds' labels in the contract)
// into the files under translations/ that translators' tools and lawyers edit. It reads the TypeScript by importing
// it, exactly as the seed did, and writes every file from scratch: the same sources give the same bytes, and a second
// run changes nothing. It is kept only until the TypeScript sources are gone (the lead re-runs it on merged branches).
//
//   node --import tsx scripts/convert-translations.ts                   write translations/
//   node --import tsx scripts/convert-translations.ts --check           fail if translations/ differs from what it would write
//   node --import tsx scripts/convert-translations.ts --delete-sources  then delete the TypeScript sources: the files that
//     hold only words, and the words inside menus.ts, masters.ts and asset-masters.ts (their ids, parents, urls and
//     rules stay); it fails, naming the file, where a source is not in the shape it knows.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLAUSE_SETS, WILL_TEMPLATES } from '../apps/server/src/db/seed/clause-library.ts';
import { seedLabels } from '../apps/server/src/db/seed/labels/index.ts';
import { seedMasterRows } from '../apps/server/src/db/seed/masters.ts';
import { seedMenus } from '../apps/server/src/db/seed/menus.ts';
import {
  addedSample,
  clauseIn,
  DEED_CODES,
  headingIn,
  INTERFACE_CODES,
  masterNameIn,
  menuTextIn,
  templateTextIn,
} from '../apps/server/src/db/seed/translations/index.ts';
import { sampleWillContext } from '../apps/server/src/features/templates/sample.ts';
import { kindLabels } from '../packages/contract/src/kind-labels.ts';
import { toSnakeCase } from '../packages/contract/src/rules.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'translations');
const SEED = join(ROOT, 'apps/server/src/db/seed');

/** Path (relative to translations/) → content. */
const files = new Map<string, string>();
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const fail = (message: string): never => {
  throw new Error(`convert-translations: ${message}`);
};

/** A readable key part from English words: 'Joint owner with a stated share (%)' → 'joint-owner-with-a-stated'. */
function slug(english: string): string {
  const words = english
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let out = '';
  for (const word of words) {
    if (out && (out.length + word.length + 1 > 40 || out.split('-').length >= 6)) break;
    out = out ? `${out}-${word}` : word;
  }
  return out || 'item';
}

// --- Limits as placeholders ----------------------------------------------------------------------------------------
// The limits were written into the words of every language ("5 MB", "3 files"); they become {{placeholders}} that the
// label fillers (server: platform/i18n, web: lib/i18n.ts) fill from the contract's LABEL_LIMITS.
const LIMIT_RULES: Record<string, readonly (readonly [RegExp, string])[]> = {
  assetAttributeFilesHint: [[/(?<![\d{])5(\s?MB)/g, '{{maxFileMb}}$1']],
  assignmentDocumentsHint: [
    [/(?<![\d{])5(\s?MB)/g, '{{maxFileMb}}$1'],
    [/(?<![\d{])3(?!\d)/g, '{{maxDocuments}}'],
  ],
  assignmentFileTooLarge: [[/(?<![\d{])5(\s?MB)/g, '{{maxFileMb}}$1']],
  errorFileTooLarge: [[/(?<![\d{])5(\s?MB)/g, '{{maxFileMb}}$1']],
  personProfileImageHint: [[/(?<![\d{])1(\s?MB)/g, '{{maxPhotoMb}}$1']],
  personProfileImageTooLarge: [[/(?<![\d{])1(\s?MB)/g, '{{maxPhotoMb}}$1']],
};
function withLimits(key: string, text: string, code: string): string {
  let out = text;
  for (const [pattern, replacement] of LIMIT_RULES[key] ?? []) {
    const next = out.replace(pattern, replacement);
    if (next === out && !out.includes(replacement.replace('$1', ''))) fail(`${code} ${key}: no limit found to replace by ${replacement}`);
    out = next;
  }
  return out;
}

// --- Labels: one file per namespace (the TypeScript file they were written in) --------------------------------------
type Labels = Record<string, string>;
const english = seedLabels.en ?? fail('no English labels');
const isStringRecord = (value: unknown): value is Labels =>
  !!value && typeof value === 'object' && Object.values(value).every((text) => typeof text === 'string');

/** Namespace → its English keys in source order; a key belongs to the file whose English text the seed took. */
async function labelNamespaces(): Promise<Map<string, string[]>> {
  const namespaces = new Map<string, string[]>();
  const owner = new Map<string, string>();
  const sources = readdirSync(join(SEED, 'labels'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .sort();
  for (const file of sources) {
    const module = (await import(pathToFileURL(join(SEED, 'labels', file)).href)) as Record<string, unknown>;
    const base = file.replace(/\.ts$/, '');
    const name = base === 'en' ? 'core' : base.replace(/^en-/, '');
    for (const value of Object.values(module)) {
      const texts = isStringRecord(value)
        ? value
        : isStringRecord((value as { en?: unknown })?.en)
          ? (value as { en: Labels }).en
          : undefined;
      // An English namespace gives the English words (a file of one other language, hi.ts or ta.ts, does not).
      if (!texts || !Object.entries(texts).every(([key, text]) => english[key] === text)) continue;
      for (const key of Object.keys(texts)) if (!owner.has(key)) owner.set(key, name);
    }
  }
  for (const key of Object.keys(kindLabels('en'))) if (!owner.has(key)) owner.set(key, 'kinds');
  const orphans = Object.keys(english).filter((key) => !owner.has(key));
  if (orphans.length) fail(`English labels of no source file: ${orphans.join(', ')}`);
  for (const key of Object.keys(english)) {
    const name = owner.get(key)!;
    namespaces.set(name, [...(namespaces.get(name) ?? []), key]);
  }
  return new Map([...namespaces].sort(([a], [b]) => a.localeCompare(b)));
}

const namespaces = await labelNamespaces();
for (const [code, labels] of Object.entries(seedLabels)) {
  const unknown = Object.keys(labels).filter((key) => !(key in english));
  if (unknown.length) fail(`${code} has labels English lacks: ${unknown.join(', ')}`);
  for (const [name, keys] of namespaces) {
    const texts = Object.fromEntries(keys.filter((key) => key in labels).map((key) => [key, withLimits(key, labels[key]!, code)]));
    files.set(`${code}/${name}.json`, json(texts));
  }
}

// --- Menus and master lists: keyed by "<id>-<English words>", the id being what the database and the spec use -------
for (const code of INTERFACE_CODES) {
  const menus: Record<string, { name: string; description: string }> = {};
  for (const menu of seedMenus) {
    const [name, description] = menuTextIn(menu, code);
    menus[`${menu.menuId}-${slug(menu.text.en[0])}`] = { name, description };
  }
  files.set(`${code}/menus.json`, json(menus));

  const masters: Record<string, Record<string, string>> = {};
  for (const row of seedMasterRows()) {
    masters[row.masterType] ??= {};
    masters[row.masterType]![`${row.itemId}-${slug(row.names.en)}`] = masterNameIn(row, code);
  }
  files.set(`${code}/masters.json`, json(masters));
}

// --- The clause library: headings per language, each clause one Liquid file per language ----------------------------
/** What each clause rests on in law (shared/domain/indian-wills.md); a lawyer keeps it beside the words. */
const STATUTES: Record<string, string> = {
  declaration_sound_mind:
    'Indian Succession Act, 1925, s.59 (who may make a will); Muslim personal law (one third, heirs’ consent); Hindu Succession Act, 1956, s.30',
  declaration_hindu_coparcenary: 'Hindu Succession Act, 1956, s.30; Indian Succession Act, 1925, s.59',
  declaration_muslim_one_third: 'Muslim personal law (bequests within one third; the heirs’ consent); Indian Succession Act, 1925, s.58',
  revocation_of_earlier_wills: 'Indian Succession Act, 1925, s.70',
  revocation_first_will: 'Indian Succession Act, 1925, s.70',
  family_details: 'Indian Succession Act, 1925, s.59',
  family_details_deliberate_provision: 'Indian Succession Act, 1925, s.59',
  executor_and_alternate: 'Indian Succession Act, 1925, ss.222–223, s.232 (letters of administration with the will annexed)',
  executor_without_alternate: 'Indian Succession Act, 1925, ss.222–223, s.232 (letters of administration with the will annexed)',
  debts_taxes_funeral: 'Indian Succession Act, 1925, ss.320–325 (funeral expenses and debts before legacies)',
  debts_secured_on_assets: 'Indian Succession Act, 1925, ss.320–325; Transfer of Property Act, 1882, s.56 (marshalling)',
  schedule_of_assets: 'Indian Succession Act, 1925, s.74; Hindu Succession Act, 1956, s.30 (an undivided share)',
  schedule_of_assets_brief: 'Indian Succession Act, 1925, s.74',
  bequests_from_assignments: 'Indian Succession Act, 1925, Part VI, ss.95–106 (bequests)',
  bequests_absolute_in_common: 'Indian Succession Act, 1925, ss.95–106 (bequests; a gift to several as tenants in common)',
  nominations_hold_for_legatees:
    'Insurance Act, 1938, s.39 (beneficial nominees, s.39(7)); a nominee otherwise holds for the heirs or legatees',
  lapse_to_descendants_per_stirpes: 'Indian Succession Act, 1925, ss.105, 109',
  lapse_to_residue: 'Indian Succession Act, 1925, ss.105, 109 (displaced by a contrary intention)',
  guardian_for_minors: 'Hindu Minority and Guardianship Act, 1956, s.9; Guardians and Wards Act, 1890',
  trust_for_minors_until_18: 'Indian Trusts Act, 1882; Hindu Minority and Guardianship Act, 1956, s.9',
  trust_for_minors_until_21: 'Indian Trusts Act, 1882; Indian Succession Act, 1925, s.117 (accumulation)',
  residue_to_legal_heirs: 'Indian Succession Act, 1925, s.59; the testator’s law of intestate succession',
  residue_to_beneficiaries_equally: 'Indian Succession Act, 1925, s.59',
  no_contest_wish: 'No statute: a wish, since forfeiture on challenge is uncertain in Indian courts',
  no_contest_family_settlement: 'No statute: a wish that disputes be settled within the family',
  registration_optional: 'Registration Act, 1908, s.18 (registration optional)',
  registration_sealed_deposit: 'Registration Act, 1908, ss.42–46 (deposit in a sealed cover)',
  probate_not_compulsory: 'Indian Succession Act, 1925, s.213 omitted by the Repealing and Amending Act, 2025 (in force 21 December 2025)',
  attestation_section_63:
    'Indian Succession Act, 1925, s.63 (execution and attestation), s.67 (witness who benefits); Indian Evidence Act, s.68',
  attestation_thumb_impression: 'Indian Succession Act, 1925, s.63(a) (signing by mark), s.67',
  attestation_with_medical_certificate: 'Indian Succession Act, 1925, s.63, s.67; a doctor’s certificate of capacity (practice)',
};

/** The comment written above each clause in clause-library.ts, the drafter's reason, as the translators' note. */
function clauseComments(): Map<string, string> {
  const lines = readFileSync(join(SEED, 'clause-library.ts'), 'utf8').split('\n');
  const comments = new Map<string, string>();
  lines.forEach((line, index) => {
    const key = /^\s*key: '([a-z0-9_]+)'/.exec(line)?.[1];
    if (!key) return;
    const above: string[] = [];
    for (let at = index - 1; at >= 0 && /^\s*\/\/ /.test(lines[at]!); at--) above.unshift(lines[at]!.replace(/^\s*\/\/ /, ''));
    if (above.length) comments.set(key, above.join(' '));
  });
  return comments;
}
const comments = clauseComments();
const LIQUID_NOTE = 'Translate the words only: keep every {{ … }} and {% … %} tag exactly as it is.';

/** Front matter as YAML whose values are JSON strings and numbers (valid YAML, read back without a YAML parser). */
const frontMatter = (fields: Record<string, string | number>) =>
  `---\n${Object.entries(fields)
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`;

for (const code of DEED_CODES) {
  files.set(
    `${code}/clause-headings.json`,
    json(Object.fromEntries(CLAUSE_SETS.map((set) => [toSnakeCase(set.heading.en), headingIn(set.heading, code)]))),
  );
}
for (const set of CLAUSE_SETS) {
  const heading = toSnakeCase(set.heading.en);
  set.clauses.forEach((clause, index) => {
    const source = clause.text.en;
    const statute = STATUTES[clause.key] ?? fail(`no statute recorded for clause ${clause.key}: add it to STATUTES`);
    const note = [comments.get(clause.key), LIQUID_NOTE].filter(Boolean).join(' ');
    for (const code of DEED_CODES) {
      const text = clauseIn(set.heading.en, clause, code);
      const head = code === 'en' ? frontMatter({ order: index + 1, statute, note }) : frontMatter({ translates: sha256(source) });
      files.set(`clauses/${heading}/${clause.key}.${code}.liquid`, `${head}${text}\n`);
    }
  });
}
files.set(
  'en/will-templates.json',
  json(
    WILL_TEMPLATES.map((template) => ({
      name: template.name,
      description: template.description,
      rows: template.rows.map(([headingEn, key]) => [toSnakeCase(headingEn), key]),
    })),
  ),
);

// The starter templates' names and descriptions in the other languages, by their English name (issue 23).
for (const code of DEED_CODES.filter((candidate) => candidate !== 'en'))
  files.set(
    `${code}/will-templates.json`,
    json(Object.fromEntries(WILL_TEMPLATES.map((template) => [template.name, templateTextIn(template, code)]))),
  );

// --- The clause editor's sample testators (a family per language) and the legal glossaries -------------------------
for (const code of DEED_CODES) {
  const sample = code === 'en' || code === 'hi' || code === 'ta' ? sampleWillContext(code) : addedSample(code);
  if (sample) files.set(`${code}/sample-testator.json`, json(sample));
}
const glossaries = join(SEED, 'glossary');
if (existsSync(glossaries))
  for (const file of readdirSync(glossaries)
    .filter((name) => name.endsWith('.json'))
    .sort())
    files.set(`${file.replace(/\.json$/, '')}/glossary.json`, json(JSON.parse(readFileSync(join(glossaries, file), 'utf8'))));

// --- Deleting the TypeScript sources (issue 26's last step) --------------------------------------------------------
/** A string literal as Biome writes them: single quotes, or double quotes around an apostrophe. */
const STR = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
const INDIAN_SCRIPT = /[\u0900-\u0DFF]/u;

function rewrite(path: string, edits: readonly (readonly [RegExp | string, string])[]): void {
  let text = readFileSync(join(ROOT, path), 'utf8');
  for (const [pattern, replacement] of edits) {
    const next = typeof pattern === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
    if (next === text) fail(`${path}: found no ${String(pattern).slice(0, 80)}: strip its words by hand`);
    text = next;
  }
  if (INDIAN_SCRIPT.test(text))
    fail(`${path}: words are left after stripping (line ${text.slice(0, text.search(INDIAN_SCRIPT)).split('\n').length})`);
  writeFileSync(join(ROOT, path), text);
}

function deleteSources(): void {
  const seed = 'apps/server/src/db/seed';
  const masterTuple = new RegExp(String.raw`\[\s*(\d+),\s*${STR},\s*${STR},\s*${STR},?\s*\]`, 'g');
  rewrite(`${seed}/masters.ts`, [
    [' * Each entry: [id, English, Hindi, Tamil].', ' * Each entry is an item id; its names are in translations/<code>/masters.json.'],
    ['export type MasterEntry = readonly [id: number, en: string, hi: string, ta: string];', 'export type MasterEntry = number;'],
    [
      '/** One item of a master list as seeded: where it belongs, what kind of value it asks for, its names. */',
      '/** One item of a master list as seeded: where it belongs, what kind of value it asks for. */',
    ],
    ['  names: { en: string; hi: string; ta: string };\n', ''],
    ['([itemId, en, hi, ta], index): MasterRow => ({', '(itemId, index): MasterRow => ({'],
    ['      names: { en, hi, ta },\n', ''],
    ['      names: { en: attribute.text[0], hi: attribute.text[1], ta: attribute.text[2] },\n', ''],
    [masterTuple, '$1'],
  ]);
  rewrite(`${seed}/asset-masters.ts`, [
    [
      '/** [id, English, Hindi, Tamil] — the same tuple the other master lists use. */\nexport type AssetMasterEntry = readonly [id: number, en: string, hi: string, ta: string];',
      '/** An item id, as the other master lists have them; its names are in translations/<code>/masters.json. */\nexport type AssetMasterEntry = number;',
    ],
    ['  readonly text: readonly [en: string, hi: string, ta: string];\n', ''],
    [new RegExp(String.raw`\n\s*text: \[\s*${STR},\s*${STR},\s*${STR},?\s*\],`, 'g'), ''],
    [masterTuple, '$1'],
  ]);
  rewrite('packages/contract/src/kinds.ts', [
    [
      '/** A label in the three languages written beside the data (English, Hindi, Tamil); the six others are in seed/translations/<code>/. */\nexport type TLabelText = { readonly en: string; readonly hi: string; readonly ta: string };\n\n',
      '',
    ],
  ]);
  rewrite('packages/contract/package.json', [[',\n    "./kind-labels": "./src/kind-labels.ts"', '']]);

  const gone = [
    `${seed}/labels`,
    `${seed}/translations`,
    `${seed}/glossary`,
    `${seed}/clause-library.ts`,
    'apps/server/src/features/templates/sample.ts',
    'packages/contract/src/kind-labels.ts',
  ];
  for (const path of gone) {
    if (!existsSync(join(ROOT, path))) fail(`${path} is already gone`);
    rmSync(join(ROOT, path), { recursive: true });
  }
  execFileSync('npx', ['biome', 'format', '--write', `${seed}/masters.ts`, `${seed}/asset-masters.ts`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log(`deleted ${gone.join(', ')}; stripped the words from menus.ts, masters.ts, asset-masters.ts`);
}

// --- Write (or check) ----------------------------------------------------------------------------------------------
/** Every file under translations/ this converter owns (all but the folder's README). */
function existing(dir = OUT): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return existing(path);
    const name = relative(OUT, path);
    return name === 'README.md' ? [] : [name];
  });
}

const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
if (process.argv.includes('--delete-sources')) {
  deleteSources();
} else if (process.argv.includes('--check')) {
  const stale = [
    ...sorted
      .filter(([path, content]) => !existsSync(join(OUT, path)) || readFileSync(join(OUT, path), 'utf8') !== content)
      .map(([path]) => path),
    ...existing().filter((path) => !files.has(path)),
  ];
  if (stale.length) fail(`translations/ differs from the TypeScript sources: ${stale.join(', ')}`);
  console.log(`translations/ matches the TypeScript sources (${files.size} files)`);
} else {
  for (const path of existing()) if (!files.has(path)) rmSync(join(OUT, path));
  for (const [path, content] of sorted) {
    mkdirSync(dirname(join(OUT, path)), { recursive: true });
    writeFileSync(join(OUT, path), content);
  }
  const kinds = new Map<string, number>();
  for (const path of files.keys()) {
    const kind = path.startsWith('clauses/') ? 'clause (.liquid)' : path.replace(/^[a-z]{2}\//, '');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  console.log(`wrote ${files.size} files under translations/:`);
  for (const [kind, count] of [...kinds].sort()) console.log(`  ${String(count).padStart(4)}  ${kind}`);
}
