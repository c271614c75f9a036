import { describe, expect, it } from 'vitest';
import { groupGaps } from './language-gaps.tsx';

const clause = (headingId: number, clauseKey: string) => ({ headingId, headingName: `Heading ${headingId}`, clauseKey });
const gap = (languageId: number, languageName: string, missingClauses: ReturnType<typeof clause>[]) => ({
  languageId,
  languageCode: String(languageId),
  languageName,
  missingClauses,
});

describe('groupGaps (issue 23)', () => {
  it('puts languages lacking exactly the same clauses on one line, in their order, and keeps the others apart', () => {
    const digital = clause(40, 'digital_legacy');
    const pets = clause(41, 'care_of_pets');
    expect(groupGaps([gap(2, 'हिन्दी', [digital]), gap(3, 'தமிழ்', [digital, pets]), gap(4, 'বাংলা', [digital])])).toEqual([
      { languages: ['हिन्दी', 'বাংলা'], missingClauses: [digital] },
      { languages: ['தமிழ்'], missingClauses: [digital, pets] },
    ]);
    expect(groupGaps([])).toEqual([]);
  });
});
