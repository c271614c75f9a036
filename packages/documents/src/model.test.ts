import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES, parsePageNumbering, ZWillDocument } from './model.ts';
import { sampleWill } from './testing/sample-will.ts';

describe('parsePageNumbering', () => {
  it('splits the words from the two numbers, in the order of the language', () => {
    expect(parsePageNumbering('Page {page} of {pages}')).toEqual([
      { text: 'Page ' },
      { field: 'page' },
      { text: ' of ' },
      { field: 'pages' },
    ]);
    expect(parsePageNumbering('{page} / {pages} पृष्ठ')).toEqual([{ field: 'page' }, { text: ' / ' }, { field: 'pages' }, { text: ' पृष्ठ' }]);
  });
});

describe('ZWillDocument', () => {
  it('accepts every sample will', () => {
    for (const language of DOCUMENT_LANGUAGES) {
      expect(ZWillDocument.safeParse(sampleWill(language, { cover: true, appendix: true })).success).toBe(true);
    }
  });

  it('refuses page numbering without both numbers, and a schedule row with a missing cell', () => {
    const will = sampleWill('en');
    expect(ZWillDocument.safeParse({ ...will, footer: { ...will.footer, pageNumbering: 'Page {page}' } }).success).toBe(false);
    const table = {
      type: 'table',
      columns: [
        { header: 'A', width: 1 },
        { header: 'B', width: 1 },
      ],
      rows: [['only one']],
    };
    expect(ZWillDocument.safeParse({ ...will, clauses: [{ heading: 'H', blocks: [table] }] }).success).toBe(false);
  });
});
