import { ZWillContext } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { clauseProblem } from '../../../features/templates/liquid.ts';
import { sampleWillContext } from '../../../features/templates/sample.ts';
import { CLAUSE_SETS, WILL_TEMPLATES } from '../clause-library.ts';
import { seedMasterRows } from '../masters.ts';
import { seedMenus } from '../menus.ts';
import { clauseIn, DEED_CODES, headingIn, INTERFACE_CODES, masterNameIn, menuTextIn, templateTextIn } from './index.ts';

// The languages added after English, Hindi and Tamil must be as complete as those: a menu, a master item or a
// clause without its text would show English, or nothing, to someone who chose their own language.

const added = INTERFACE_CODES.filter((code) => !['en', 'hi', 'ta'].includes(code));

describe.each(added)('%s: the interface', (code) => {
  it('names every menu and every item of every master list', () => {
    const missing = [
      ...seedMenus.filter((menu) => !menuTextIn(menu, code)?.every((text) => text?.trim())).map((menu) => `menu ${menu.menuId}`),
      ...seedMasterRows()
        .filter((row) => !masterNameIn(row, code)?.trim())
        .map((row) => `${row.masterType} ${row.itemId}`),
    ];
    expect(missing).toEqual([]);
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

// Hindi and Tamil live beside the English in clause-library.ts; they are held to the same checks.
describe.each(DEED_CODES.filter((code) => code !== 'en'))('%s: the clause library', (code) => {
  const sample = sampleWillContext(code);
  const roots = new Set(Object.keys(sample));

  it('names and describes every starter template in its own script (issue 23)', () => {
    const script = /[\u0900-\u0DFF]/;
    const problems = WILL_TEMPLATES.flatMap((template) => {
      const text = templateTextIn(template, code);
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
    for (const set of CLAUSE_SETS) {
      if (!headingIn(set.heading, code)?.trim()) problems.push(`heading ${set.heading.en}`);
      for (const clause of set.clauses) {
        const text = clauseIn(set.heading.en, clause, code);
        if (!text?.trim()) {
          problems.push(`clause ${clause.key} missing`);
          continue;
        }
        const problem = clauseProblem(text, sample);
        if (problem) problems.push(`clause ${clause.key} line ${problem.line}: ${problem.message}`);
        const english = variablesOf(clause.text.en, roots).join(' ');
        const own = variablesOf(text, roots).join(' ');
        if (own !== english) problems.push(`clause ${clause.key} reads ${own}, English reads ${english}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
