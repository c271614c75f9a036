// Every starter template read as one deed (issue 22 item 12: template 3 held a minor's share with the guardian
// "until eighteen" and in trust "until twenty-one"): composed against the sample testators of every fact pattern,
// no template may say two things of the same matter.
import type { TWillContext } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { liquid } from '../../features/templates/liquid.ts';
import { sampleWillContext } from '../../features/templates/sample-context.ts';
import { type SeedTemplate, seedTemplates } from './clauses.ts';
import { translations } from './translation-files.ts';

const clauseText = (key: string) =>
  translations()
    .clauseSets.flatMap((set) => set.clauses)
    .find((clause) => clause.key === key)!.texts.en!.text;
const compose = async (template: SeedTemplate, context: TWillContext) =>
  (await Promise.all(template.rows.map(([, key]) => liquid.parseAndRender(clauseText(key), context)))).join('\n\n');

const base = sampleWillContext('en');
/** The sample as other testators: a Muslim, a Hindu with HUF property whose witness benefits, one who signs by thumb. */
const FACTS: Record<string, TWillContext> = {
  hindu: base,
  muslim: { ...base, law: { code: 'muslim', isHindu: false, isMuslim: true, needsAttestation: false, school: 'Shia', isShia: true } },
  huf: { ...base, hasHufProperty: true, witnessBenefits: true },
  thumb: { ...base, testator: { ...base.testator, signsByThumb: true, elderly: true } },
};

describe.each(seedTemplates().map((template) => [template.name, template] as const))('%s', (_, template) => {
  it.each(Object.entries(FACTS))('says one thing of each matter for a %s testator', async (_fact, context) => {
    const deed = (await compose(template, context)).replace(/\s+/g, ' ');
    // A minor's property is held until one age only.
    const ages = new Set(
      [...deed.matchAll(/until (?:the minor|the beneficiary|he or she) attains (?:the age of )?(\w+(?:-\w+)?)/g)].map((m) => m[1]),
    );
    const trustAge = /under the age of (\w+(?:-\w+)?) years at my death/.exec(deed)?.[1];
    if (trustAge) for (const age of ages) expect([trustAge, 'that']).toContain(age);
    // Executed once: one testimonium, one attestation, and never a witness line or date line inside the clauses.
    expect(deed.match(/IN WITNESS WHEREOF/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(deed).not.toMatch(/Witness \d: _+|Place: |Date: /);
    // Never recites what the records contradict, nor cites a law that does not govern this testator.
    if (context.witnessBenefits) expect(deed).not.toContain('No witness, nor');
    if (context.law.isMuslim) expect(deed).not.toMatch(/section (59|63|67|69|109) of the Indian Succession Act/);
    if (context.testator.signsByThumb) expect(deed).toContain('thumb impression');
    else expect(deed).not.toContain('thumb impression');
  });
});
