import { describe, expect, it } from 'vitest';
import { languageOptionsWithGaps } from './language-options.ts';
import type { Translate } from './translate.ts';

const t: Translate = (key, values) => `${key}:${values?.language}:${values?.count}`;

describe('a template’s language options', () => {
  it('name a complete language plainly and an incomplete one with the count of clauses it lacks', () => {
    const clause = { headingId: 1, headingName: 'Declaration', clauseKey: 'declaration' };
    const options = languageOptionsWithGaps(
      [
        { languageId: 1, languageName: 'English' },
        { languageId: 2, languageName: 'हिन्दी' },
      ],
      [
        {
          languageId: 2,
          languageCode: 'hi',
          languageName: 'हिन्दी',
          missingClauses: [clause, { ...clause, headingId: 2, clauseKey: 'revocation' }],
        },
      ],
      t,
    );
    expect(options).toEqual([
      { value: '1', label: 'English' },
      { value: '2', label: 'willTemplateLanguageIncomplete:हिन्दी:2' },
    ]);
  });
});
