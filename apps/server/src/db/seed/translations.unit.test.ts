import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ZWillContext } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { clauseProblem } from '../../features/templates/liquid.ts';
import { sampleWillContext } from '../../features/templates/sample-context.ts';
import { sha256 } from './clauses.ts';
import { seedMasterRows } from './masters.ts';
import { seedMenus } from './menus.ts';
import { parseClauseFile, SOURCE_LANGUAGE, translations } from './translation-files.ts';

// Every language must be as complete as English: a menu, a master item or a clause without its text would show
// English, or nothing, to someone who chose their own language. These checks read the files translators edit.

const words = translations();
const others = (codes: readonly string[]) => codes.filter((code) => code !== SOURCE_LANGUAGE);

describe('menus and master lists', () => {
  it('have English words for every menu and master item the seed writes, and no words for one it does not', () => {
    expect([...words.menus.get('en')!.keys()].sort((a, b) => a - b)).toEqual(seedMenus.map((menu) => menu.menuId).sort((a, b) => a - b));
    expect([...words.masters.get('en')!.keys()].sort()).toEqual(
      seedMasterRows()
        .map((row) => `${row.masterType}/${row.itemId}`)
        .sort(),
    );
  });

  it.each(others(words.interfaceCodes))('%s: names every menu and master item, under the English keys', (code) => {
    const en = words.menus.get('en')!;
    const menus = words.menus.get(code)!;
    expect([...menus.keys()]).toEqual([...en.keys()]);
    const blankMenus = [...menus].filter(([, text]) => !text.name?.trim() || !text.description?.trim()).map(([id]) => `menu ${id}`);
    const masters = words.masters.get(code)!;
    expect([...masters.keys()]).toEqual([...words.masters.get('en')!.keys()]);
    const blankMasters = [...masters].filter(([, name]) => !name?.trim()).map(([id]) => id);
    expect([...blankMenus, ...blankMasters]).toEqual([]);
  });
});

/** The context variables a clause reads: paths inside {{ }} and {% %} that start at a top-level name of the context. */
function variablesOf(text: string, roots: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const tag of text.matchAll(/\{\{([\s\S]*?)\}\}|\{%([\s\S]*?)%\}/g)) {
    const inside = (tag[1] ?? tag[2] ?? '').replace(/'[^']*'|"[^"]*"/g, '');
    for (const path of inside.matchAll(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/g)) if (roots.has(path[0].split('.')[0]!)) found.add(path[0]);
  }
  return [...found].sort();
}

describe('the clause files (translations/clauses/<heading>/<clause>.<language>.liquid)', () => {
  it('hold every clause of every heading, each English one with its order, the statute it rests on and a note', () => {
    expect(words.clauseSets.length).toBeGreaterThanOrEqual(15);
    for (const set of words.clauseSets) {
      expect(set.clauses.length, set.key).toBeGreaterThan(0);
      expect(
        set.clauses.map((clause) => clause.order),
        set.key,
      ).toEqual(set.clauses.map((_, index) => index + 1));
      for (const clause of set.clauses) {
        expect(clause.statute.trim(), clause.key).not.toBe('');
        expect(clause.note.trim(), clause.key).not.toBe('');
      }
    }
  });

  it('are named <clause key>.<language>.liquid for a language with the clause library', () => {
    const strays = words.clauseSets.flatMap((set) =>
      readdirSync(join(words.dir, 'clauses', set.key)).filter((file) => {
        const code = /\.([a-z]{2,3})\.liquid$/.exec(file)?.[1];
        return !code || !words.deedCodes.includes(code);
      }),
    );
    expect(strays).toEqual([]);
  });

  it('read a clause back exactly: the text after the front matter, less the newline that ends the file', () => {
    const file = '---\norder: 2\nstatute: "Indian Succession Act, 1925, s.63"\n---\nLine one.\n\nLine two.\n';
    expect(parseClauseFile(file, 'x')).toEqual({
      fields: { order: 2, statute: 'Indian Succession Act, 1925, s.63' },
      text: 'Line one.\n\nLine two.',
    });
    expect(() => parseClauseFile('No front matter', 'x.en.liquid')).toThrow(/x\.en\.liquid/);
  });
});

describe.each(others(words.deedCodes))('%s: the clause library', (code) => {
  const sample = sampleWillContext(code);
  const roots = new Set(Object.keys(sample));

  it('names and describes every starter template in its own script (issue 23)', () => {
    const script = /[\u0900-\u0DFF]/;
    const problems = words.templates.flatMap((template) => {
      const text = words.templateTexts.get(code)?.[template.name];
      return [text?.name, text?.description]
        .filter((part) => !part?.trim() || !script.test(part) || /\b(will|testator|section|the)\b/i.test(part))
        .map((part) => `${template.name}: ${part ?? 'missing'}`);
    });
    expect(problems).toEqual([]);
  });

  it('has its own sample testator that fits the will context', () => {
    expect(ZWillContext.safeParse(sample).success).toBe(true);
    expect(sample.testator.fullName).not.toBe(sampleWillContext('en').testator.fullName);
  });

  it('translates every heading and clause; each renders against the sample and reads the variables the English reads', () => {
    const problems: string[] = [];
    for (const set of words.clauseSets) {
      if (!set.headings[code]?.trim()) problems.push(`heading ${set.key}`);
      for (const clause of set.clauses) {
        const text = clause.texts[code]?.text;
        if (!text?.trim()) {
          problems.push(`clause ${clause.key} missing`);
          continue;
        }
        const problem = clauseProblem(text, sample);
        if (problem) problems.push(`clause ${clause.key} line ${problem.line}: ${problem.message}`);
        const english = variablesOf(clause.texts.en!.text, roots).join(' ');
        const own = variablesOf(text, roots).join(' ');
        if (own !== english) problems.push(`clause ${clause.key} reads ${own}, English reads ${english}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // A translation says which English it translates: when the English changes, the translation is stale until a
  // translator brings it up to date and writes the new English text's sha256 into its `translates` field.
  it('translates the English as it is now (front matter `translates` is the sha256 of the English text)', () => {
    const stale = words.clauseSets.flatMap((set) =>
      set.clauses
        .filter((clause) => clause.texts[code]?.translates !== sha256(clause.texts.en!.text))
        .map((clause) => `${set.key}/${clause.key}.${code}.liquid: the English is now translates: "${sha256(clause.texts.en!.text)}"`),
    );
    expect(stale).toEqual([]);
  });
});
