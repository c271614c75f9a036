import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAUSE_SETS, WILL_TEMPLATES } from '../clause-library.ts';
import { seedLabels } from '../labels/index.ts';
import { clauseIn, DEED_CODES, headingIn, templateTextIn } from '../translations/index.ts';

// One legal glossary per language (issue 22 item 17, issue 29): the form that language's deeds use for each legal
// term, and the variants that must not creep back in. Every clause, every heading and the deed's own words among the
// labels (the deed, its cover page, the will check's findings and the execution kit) and the starter templates' names
// and descriptions are held to it.

type Term = { readonly en: string; readonly use: readonly string[]; readonly avoid: readonly string[] };
type Glossary = { readonly language: string; readonly terms: readonly Term[] };

const glossaryOf = (code: string): Glossary => JSON.parse(readFileSync(new URL(`./${code}.json`, import.meta.url), 'utf8'));

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

/** Every text of one language's deed, each with where it comes from. */
function deedTexts(code: string): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const set of CLAUSE_SETS) {
    texts.push({ where: `heading "${set.heading.en}"`, text: headingIn(set.heading, code) });
    for (const clause of set.clauses) texts.push({ where: `clause ${clause.key}`, text: readable(clauseIn(set.heading.en, clause, code)) });
  }
  // The starter templates' names and descriptions, which testators choose a will by (issue 23).
  for (const template of WILL_TEMPLATES) {
    const { name, description } = templateTextIn(template, code);
    texts.push({ where: `template "${template.name}"`, text: `${name}\n${description}` });
  }
  for (const [key, text] of Object.entries(seedLabels[code] ?? {})) if (DEED_LABEL.test(key)) texts.push({ where: `label ${key}`, text });
  return texts.map(({ where, text }) => ({ where, text: text.toLowerCase() }));
}

const english = glossaryOf('en');
const englishText = deedTexts('en')
  .map(({ text }) => text)
  .join('\n');

describe.each(DEED_CODES)('%s: the legal glossary', (code) => {
  const glossary = glossaryOf(code);
  const texts = deedTexts(code);

  it('names one form for every term of the English glossary, and no variant to avoid inside that form', () => {
    expect(glossary.language).toBe(code);
    expect(glossary.terms.map((term) => term.en)).toEqual(english.terms.map((term) => term.en));
    const problems = glossary.terms.flatMap((term) => [
      ...(term.use.length === 0 ? [`${term.en}: no form to use`] : []),
      ...term.avoid
        .filter((bad) => !bad.trim() || term.use.some((good) => good.toLowerCase().includes(bad.toLowerCase())))
        .map((bad) => `${term.en}: "${bad}" is part of its own form`),
    ]);
    expect(problems).toEqual([]);
  });

  it('is used nowhere in its avoided variants', () => {
    const found = glossary.terms.flatMap((term) =>
      term.avoid.flatMap((bad) =>
        texts.filter(({ text }) => text.includes(bad.toLowerCase())).map(({ where }) => `${term.en} "${bad}" in ${where}`),
      ),
    );
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
