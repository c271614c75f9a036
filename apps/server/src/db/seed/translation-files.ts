// The words of the build, read from translations/ at the repository root (issue 26): what the screens, menus, master
// lists, mails and the deed say, in i18next JSON per language and namespace, and each starter clause as one Liquid file
// per language. The seed reads them once at start; tests and the clause editor's sample read them from here too.
//
// translations/<code>/<namespace>.json   labels (one flat key space over every namespace), plurals as key_one/key_other
// translations/<code>/menus.json         "<menu id>-<english words>": { name, description }
// translations/<code>/masters.json       master type → "<item id>-<english words>": name
// translations/<code>/clause-headings.json  heading key (the clause set's slug) → heading
// translations/<code>/sample-testator.json  the clause editor's sample will context, a family of that language
// translations/<code>/glossary.json      the legal terms a deed in that language uses, and the variants it avoids
// translations/en/will-templates.json    the starter templates: name, description, rows of [heading key, clause key]
// translations/<code>/will-templates.json  their names and descriptions in the other languages, by English name
// translations/clauses/<heading key>/<clause key>.<code>.liquid   a clause; front matter: order, statute, note (English),
//                                        translates (a translation: the sha256 of the English text it translates)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TWillContext } from '@vasiyat/contract';
import { seedLanguages } from './languages.ts';

/** From the source, the repository's translations/; from the built server, the copy build.mjs puts beside it. */
export const TRANSLATIONS_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../../../../translations' : './translations', import.meta.url),
);

/** Every language offered, in the order the language menu lists them. (Issue 26 item 2 moves the list to the contract's registry.) */
export const LANGUAGE_CODES: readonly string[] = seedLanguages.map((language) => language.languageCode);
export const SOURCE_LANGUAGE = 'en';

/** The files of a language folder that are not label namespaces. */
const NOT_LABELS = new Set(['menus', 'masters', 'clause-headings', 'sample-testator', 'glossary', 'will-templates']);

export type MenuText = { readonly name: string; readonly description: string };
export type ClauseFile = {
  /** The clause key (clauses.clause_key), the file's name. */
  readonly key: string;
  /** Position among its heading's variants (English front matter). */
  readonly order: number;
  readonly statute: string;
  readonly note: string;
  /** The clause in each language, a Liquid template; `translates` is the sha256 of the English it was made from. */
  readonly texts: Readonly<Record<string, { readonly text: string; readonly translates?: string }>>;
};
export type ClauseSetFile = {
  /** The heading's key: its folder, and clause_headings.slug. */
  readonly key: string;
  /** The heading in each language that has the clause library. */
  readonly headings: Readonly<Record<string, string>>;
  readonly clauses: readonly ClauseFile[];
};
export type TemplateText = { readonly name: string; readonly description: string };
export type TemplateFile = {
  readonly name: string;
  readonly description: string;
  /** [heading key, clause key] per row. */
  readonly rows: readonly (readonly [heading: string, clauseKey: string])[];
};
export type GlossaryTerm = {
  readonly en: string;
  readonly use: readonly string[];
  /** Variants wrong anywhere in the language. */
  readonly avoid: readonly string[];
  /** Variants wrong in the deed only, being the plain word for something else on the screens (Hindi for a share of an asset). */
  readonly avoidInDeed?: readonly string[];
};
export type Glossary = { readonly language: string; readonly terms: readonly GlossaryTerm[] };

export type Translations = {
  readonly dir: string;
  /** Languages with labels, menus and master lists (every language offered). */
  readonly interfaceCodes: readonly string[];
  /** Languages with the clause library (a clause-headings.json of their own). */
  readonly deedCodes: readonly string[];
  /** Namespace → key → text, per language. */
  readonly namespaces: ReadonlyMap<string, ReadonlyMap<string, Readonly<Record<string, string>>>>;
  /** Every label of a language, all namespaces in one key space. */
  readonly labels: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Menu id → its text, per language, and the key each id has in the files. */
  readonly menus: ReadonlyMap<string, ReadonlyMap<number, MenuText>>;
  readonly menuKeys: ReadonlyMap<number, string>;
  /** "<master type>/<item id>" → name, per language, and the key each item has in the files. */
  readonly masters: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly masterKeys: ReadonlyMap<string, string>;
  readonly clauseSets: readonly ClauseSetFile[];
  readonly templates: readonly TemplateFile[];
  /** A starter template's name and description by its English name, per language other than English (issue 23). */
  readonly templateTexts: ReadonlyMap<string, Readonly<Record<string, TemplateText>>>;
  readonly samples: ReadonlyMap<string, TWillContext>;
  readonly glossaries: ReadonlyMap<string, Glossary>;
};

const readJson = <T>(path: string): T => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`translations: cannot read ${path}: ${(error as Error).message}`);
  }
};

/** "<id>-<english words>" → id; a key without its id is a mistake in the file, reported with its name. */
function idOf(key: string, file: string): number {
  const match = /^(\d+)-[a-z0-9-]+$/.exec(key);
  if (!match) throw new Error(`translations: ${file}: key "${key}" is not "<id>-<english words>"`);
  return Number(match[1]);
}

/**
 * A Liquid file's front matter (YAML whose values are JSON strings and numbers, as the converter writes them) and its
 * text: everything after the closing ---, less the one newline that ends the file.
 */
export function parseClauseFile(content: string, file: string): { fields: Record<string, string | number>; text: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(content);
  if (!match) throw new Error(`translations: ${file}: no front matter (--- … ---) at the top`);
  const fields: Record<string, string | number> = {};
  for (const line of match[1]!.split('\n')) {
    const field = /^([a-z_]+): (.*)$/.exec(line);
    if (!field) throw new Error(`translations: ${file}: front matter line "${line}" is not "name: value"`);
    const raw = field[2]!.trim();
    fields[field[1]!] = /^-?\d+$/.test(raw) ? Number(raw) : raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return { fields, text: match[2]!.replace(/\n$/, '') };
}

export function readTranslations(dir: string = TRANSLATIONS_DIR): Translations {
  const missing = LANGUAGE_CODES.filter((code) => !existsSync(join(dir, code)));
  if (missing.length) throw new Error(`translations: no folder for ${missing.join(', ')} in ${dir}`);
  const interfaceCodes = LANGUAGE_CODES;
  const deedCodes = LANGUAGE_CODES.filter((code) => existsSync(join(dir, code, 'clause-headings.json')));

  const namespaces = new Map<string, Map<string, Record<string, string>>>();
  const labels = new Map<string, Record<string, string>>();
  const menus = new Map<string, Map<number, MenuText>>();
  const menuKeys = new Map<number, string>();
  const masters = new Map<string, Map<string, string>>();
  const masterKeys = new Map<string, string>();
  const samples = new Map<string, TWillContext>();
  const glossaries = new Map<string, Glossary>();
  for (const code of interfaceCodes) {
    const folder = join(dir, code);
    const own = new Map<string, Record<string, string>>();
    const all: Record<string, string> = {};
    for (const file of readdirSync(folder).sort()) {
      const name = file.replace(/\.json$/, '');
      if (!file.endsWith('.json') || NOT_LABELS.has(name)) continue;
      const texts = readJson<Record<string, string>>(join(folder, file));
      own.set(name, texts);
      Object.assign(all, texts);
    }
    namespaces.set(code, own);
    labels.set(code, all);

    const menuFile = `${code}/menus.json`;
    const menuTexts = new Map<number, MenuText>();
    for (const [key, text] of Object.entries(readJson<Record<string, MenuText>>(join(dir, menuFile)))) {
      const id = idOf(key, menuFile);
      menuTexts.set(id, text);
      if (code === SOURCE_LANGUAGE) menuKeys.set(id, key);
    }
    menus.set(code, menuTexts);

    const masterFile = `${code}/masters.json`;
    const names = new Map<string, string>();
    for (const [type, items] of Object.entries(readJson<Record<string, Record<string, string>>>(join(dir, masterFile))))
      for (const [key, name] of Object.entries(items)) {
        const id = `${type}/${idOf(key, masterFile)}`;
        names.set(id, name);
        if (code === SOURCE_LANGUAGE) masterKeys.set(id, `${type}.${key}`);
      }
    masters.set(code, names);

    if (existsSync(join(folder, 'sample-testator.json'))) samples.set(code, readJson<TWillContext>(join(folder, 'sample-testator.json')));
    if (existsSync(join(folder, 'glossary.json'))) glossaries.set(code, readJson<Glossary>(join(folder, 'glossary.json')));
  }

  const headingsOf = new Map(deedCodes.map((code) => [code, readJson<Record<string, string>>(join(dir, code, 'clause-headings.json'))]));
  const clauseSets: ClauseSetFile[] = Object.keys(headingsOf.get(SOURCE_LANGUAGE) ?? {}).map((heading) => {
    const folder = join(dir, 'clauses', heading);
    if (!existsSync(folder)) throw new Error(`translations: heading ${heading} has no folder clauses/${heading}`);
    const byKey = new Map<
      string,
      { fields: Record<string, string | number>; texts: Record<string, { text: string; translates?: string }> }
    >();
    for (const file of readdirSync(folder).sort()) {
      const match = /^([a-z0-9_]+)\.([a-z]{2,3})\.liquid$/.exec(file);
      if (!match) throw new Error(`translations: clauses/${heading}/${file} is not <clause key>.<language>.liquid`);
      const [, key, code] = match as unknown as [string, string, string];
      const { fields, text } = parseClauseFile(readFileSync(join(folder, file), 'utf8'), `clauses/${heading}/${file}`);
      const entry = byKey.get(key) ?? { fields: {}, texts: {} };
      if (code === SOURCE_LANGUAGE) entry.fields = fields;
      entry.texts[code] = typeof fields.translates === 'string' ? { text, translates: fields.translates } : { text };
      byKey.set(key, entry);
    }
    const clauses = [...byKey].map(([key, { fields, texts }]): ClauseFile => {
      if (!texts[SOURCE_LANGUAGE]) throw new Error(`translations: clause ${heading}/${key} has no English file`);
      return { key, order: Number(fields.order), statute: String(fields.statute ?? ''), note: String(fields.note ?? ''), texts };
    });
    clauses.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
    return { key: heading, headings: Object.fromEntries(deedCodes.map((code) => [code, headingsOf.get(code)?.[heading] ?? ''])), clauses };
  });
  const templates = readJson<TemplateFile[]>(join(dir, SOURCE_LANGUAGE, 'will-templates.json'));
  const templateTexts = new Map(
    deedCodes
      .filter((code) => code !== SOURCE_LANGUAGE)
      .map((code) => [code, readJson<Record<string, TemplateText>>(join(dir, code, 'will-templates.json'))]),
  );

  return {
    dir,
    interfaceCodes,
    deedCodes,
    namespaces,
    labels,
    menus,
    menuKeys,
    masters,
    masterKeys,
    clauseSets,
    templates,
    templateTexts,
    samples,
    glossaries,
  };
}

let cached: Translations | undefined;
/** The build's translations, read once per process. */
export function translations(): Translations {
  cached ??= readTranslations();
  return cached;
}

/** The labels of a language (every namespace); an unknown language fails loudly. */
export function labelsOf(code: string): Readonly<Record<string, string>> {
  const labels = translations().labels.get(code);
  if (!labels) throw new Error(`translations: no labels for language ${code}`);
  return labels;
}

/** A clause set's heading in English: the will templates name their rows by it (and their release hashes read it). */
export const headingInEnglish = (set: ClauseSetFile): string => set.headings[SOURCE_LANGUAGE]!;
