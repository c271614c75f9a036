import { describe, expect, it } from 'vitest';
import { type Glossary, translations } from './translation-files.ts';

// One legal glossary per language (issue 22 item 17, issue 29): the form that language's deeds use for each legal
// term, and the variants that must not creep back in. Every clause, every heading and the deed's own words among the
// labels (the deed, its cover page, the will check's findings and the execution kit) must use its forms; every text of
// the language — the deed's, the mail's, the screens' labels, menus and master lists — is held to its avoided variants.

const words = translations();
/** translations/<code>/glossary.json */
const glossaryOf = (code: string): Glossary => {
  const glossary = words.glossaries.get(code);
  if (!glossary) throw new Error(`no translations/${code}/glossary.json`);
  return glossary;
};

/**
 * The label keys whose words are the deed's own: the deed, its cover page, the law column, the findings and the kit.
 * Not the PDF's search keywords (willDocKeywords), which list the other words people search a will by on purpose.
 */
const DEED_LABEL = /^(willDoc(?!Keywords)|willCover|willKit|willLaw|willFinding)/;

/** A clause as a reader sees its words: Liquid tags give way to the quoted strings inside them, the rest is dropped. */
const readable = (text: string): string =>
  text.replace(
    /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g,
    (tag) => ` ${[...tag.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]).join(' ')} `,
  );

/** Every text of one language's deed, each with where it comes from: clauses, headings, the deed's, cover's and kit's labels. */
function deedTexts(code: string): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const set of words.clauseSets) {
    texts.push({ where: `heading ${set.key}`, text: set.headings[code]! });
    for (const clause of set.clauses) texts.push({ where: `clause ${clause.key}`, text: readable(clause.texts[code]!.text) });
  }
  // The starter templates' names and descriptions, which testators choose a will by (issue 23).
  for (const template of words.templates) {
    const { name, description } =
      code === 'en' ? template : (words.templateTexts.get(code)?.[template.name] ?? { name: '', description: '' });
    texts.push({ where: `template "${template.name}"`, text: `${name}\n${description}` });
  }
  for (const [key, text] of Object.entries(words.labels.get(code) ?? {}))
    if (DEED_LABEL.test(key)) texts.push({ where: `label ${key}`, text });
  return texts.map(({ where, text }) => ({ where, text: text.toLowerCase() }));
}

/**
 * Every text of one language a reader meets: the deed's, and besides it every label (mail, screens, the will check
 * on screen), the menus and the master lists. The PDF's search keywords are left out on purpose (see above).
 */
function languageTexts(code: string): { where: string; text: string }[] {
  const texts = deedTexts(code);
  for (const [key, text] of Object.entries(words.labels.get(code) ?? {}))
    if (!DEED_LABEL.test(key) && key !== 'willDocKeywords') texts.push({ where: `label ${key}`, text: text.toLowerCase() });
  for (const [id, menu] of words.menus.get(code) ?? [])
    texts.push({ where: `menu ${words.menuKeys.get(id)}`, text: `${menu.name}\n${menu.description}`.toLowerCase() });
  for (const [item, name] of words.masters.get(code) ?? []) texts.push({ where: `master ${item}`, text: name.toLowerCase() });
  return texts;
}

/**
 * Where an avoided variant occurs: at the start of a word (after a space, punctuation or the start of the text), so
 * that Gujarati દાન (a gift to charity) is caught in દાનનો but not inside કાયદાની, nor Telugu దానం inside ఆదానం.
 */
const occursIn = (text: string, bad: string): boolean =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${bad.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);

const english = glossaryOf('en');
const englishText = deedTexts('en')
  .map(({ text }) => text)
  .join('\n');

describe.each(words.deedCodes)('%s: the legal glossary', (code) => {
  const glossary = glossaryOf(code);
  const texts = deedTexts(code);
  const everything = languageTexts(code);

  it('names one form for every term of the English glossary, and no variant to avoid inside that form', () => {
    expect(glossary.language).toBe(code);
    expect(glossary.terms.map((term) => term.en)).toEqual(english.terms.map((term) => term.en));
    const problems = glossary.terms.flatMap((term) => [
      ...(term.use.length === 0 ? [`${term.en}: no form to use`] : []),
      ...[...term.avoid, ...(term.avoidInDeed ?? [])]
        .filter((bad) => !bad.trim() || term.use.some((good) => good.toLowerCase().includes(bad.toLowerCase())))
        .map((bad) => `${term.en}: "${bad}" is part of its own form`),
    ]);
    expect(problems).toEqual([]);
  });

  it('is used nowhere in its avoided variants: deed, cover, kit, mail, labels, menus, master lists', () => {
    const found = glossary.terms.flatMap((term) => [
      ...term.avoid.flatMap((bad) =>
        everything.filter(({ text }) => occursIn(text, bad)).map(({ where }) => `${term.en} "${bad}" in ${where}`),
      ),
      ...(term.avoidInDeed ?? []).flatMap((bad) =>
        texts.filter(({ text }) => occursIn(text, bad)).map(({ where }) => `${term.en} "${bad}" in ${where}`),
      ),
    ]);
    expect(found).toEqual([]);
  });

  it('uses its form of every term the English deed uses', () => {
    const all = texts.map(({ text }) => text).join('\n');
    const unused = glossary.terms
      .filter((term) => english.terms.find((e) => e.en === term.en)!.use.some((word) => englishText.includes(word.toLowerCase())))
      .filter((term) => !term.use.some((word) => all.includes(word.toLowerCase())))
      .map((term) => `${term.en}: ${term.use.join(' / ')}`);
    expect(unused).toEqual([]);
  });
});
