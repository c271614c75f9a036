import { describe, expect, it } from 'vitest';
import RELEASES from './clause-releases.json' with { type: 'json' };
import { releaseTemplateTexts, releaseTexts, seedTemplates, sha256, templateRowsText } from './clauses.ts';

// A release updates a clause an administrator did not edit only if it knows the texts earlier releases shipped: every
// text of this build must be recorded (npm run clause-releases), or the next release would take it for an edit.
describe('clause releases', () => {
  const releases = RELEASES as {
    clauses: Record<string, string[]>;
    templates: Record<string, string[]>;
    templateTexts?: Record<string, string[]>;
  };
  it('records every clause text of this build', () => {
    const missing = [...releaseTexts()].filter(([id, text]) => !releases.clauses[id]?.includes(sha256(text))).map(([id]) => id);
    expect(missing, 'run npm run clause-releases').toEqual([]);
  });
  it('records every template of this build', () => {
    const missing = seedTemplates().filter(
      (template) => !releases.templates[template.name]?.includes(sha256(templateRowsText(template.rows))),
    );
    expect(
      missing.map((template) => template.name),
      'run npm run clause-releases',
    ).toEqual([]);
  });
  it('records every starter template’s name and description in every language but English (issue 23)', () => {
    const texts = [...releaseTemplateTexts()];
    expect(texts.length).toBe(seedTemplates().length * 8);
    const missing = texts.filter(([id, text]) => !releases.templateTexts?.[id]?.includes(sha256(text))).map(([id]) => id);
    expect(missing, 'run npm run clause-releases').toEqual([]);
  });
  it('keeps the texts of earlier releases (a release never forgets what it shipped)', () => {
    // The release of 24 November 2026 shipped 270 clause texts (30 clauses in nine languages) and three templates.
    expect(Object.values(releases.clauses).flat().length).toBeGreaterThanOrEqual(270);
    expect(releases.clauses['attestation_section_63/en']).toContain('55ed1fbadabffe7a4d6b83481cc86cdd37b4fd9929aa68b0c035f4adfd02b5f2');
  });
});
