import { describe, expect, it } from 'vitest';
import { expressionOf, filterVariableRows, insertAt, itemNameOf, snippetFor, variableRows } from './variables.ts';

describe('what a variable inserts', () => {
  it('names a loop item after its list', () => {
    expect(itemNameOf('heirs')).toBe('heir');
    expect(itemNameOf('beneficiaries')).toBe('beneficiary');
    expect(itemNameOf('witnesses')).toBe('witness');
    expect(itemNameOf('bequests')).toBe('bequest');
    expect(itemNameOf('unassignedAssets')).toBe('unassignedAsset');
    expect(itemNameOf('news')).toBe('new');
    expect(itemNameOf('data')).toBe('item');
  });

  it('writes a member of a list item as the innermost loop names it', () => {
    expect(expressionOf('testator.fullName')).toBe('testator.fullName');
    expect(expressionOf('heirs[].fullName')).toBe('heir.fullName');
    expect(expressionOf('bequests[].beneficiaries')).toBe('bequest.beneficiaries');
    expect(expressionOf('bequests[].beneficiaries[].share')).toBe('beneficiary.share');
  });

  it('inserts {{ path }} with the cursor after it', () => {
    expect(snippetFor({ path: 'testator.fullName', list: false })).toEqual({ text: '{{ testator.fullName }}', cursor: 23 });
  });

  it('inserts a loop for a list with the cursor inside it', () => {
    const snippet = snippetFor({ path: 'heirs', list: true });
    expect(snippet.text).toBe('{% for heir in heirs %}{% endfor %}');
    expect(snippet.text.slice(0, snippet.cursor)).toBe('{% for heir in heirs %}');
    expect(snippetFor({ path: 'bequests[].beneficiaries', list: true }).text).toBe(
      '{% for beneficiary in bequest.beneficiaries %}{% endfor %}',
    );
  });
});

describe('insertion at the cursor', () => {
  const snippet = { text: '{{ date }}', cursor: 10 };

  it('puts the text at the cursor and moves the cursor after it', () => {
    expect(insertAt('Signed on  at Chennai', { start: 10, end: 10 }, snippet)).toEqual({
      value: 'Signed on {{ date }} at Chennai',
      cursor: 20,
    });
  });

  it('replaces a selection', () => {
    expect(insertAt('Signed on DATE.', { start: 10, end: 14 }, snippet)).toEqual({ value: 'Signed on {{ date }}.', cursor: 20 });
  });

  it('appends when the cursor is unknown or beyond the text, and starts an empty text', () => {
    expect(insertAt('On', { start: 99, end: 99 }, snippet).value).toBe('On{{ date }}');
    expect(insertAt('', { start: 0, end: 0 }, snippet)).toEqual({ value: '{{ date }}', cursor: 10 });
  });

  it('puts the cursor inside an inserted loop', () => {
    const loop = snippetFor({ path: 'heirs', list: true });
    const next = insertAt('To: ', { start: 4, end: 4 }, loop);
    expect(next.value.slice(0, next.cursor)).toBe('To: {% for heir in heirs %}');
    expect(next.value.slice(next.cursor)).toBe('{% endfor %}');
  });
});

describe('the panel rows', () => {
  const variables = [
    { path: 'testator', description: 'The testator', list: false },
    { path: 'testator.fullName', description: 'Testator’s full name', list: false },
    { path: 'today', description: 'Today written out', list: false },
    { path: 'heirs', description: 'Natural heirs', list: true },
    { path: 'heirs[]', description: '', list: false },
    { path: 'heirs[].fullName', description: 'Full name', list: false },
  ];

  it('heads an object’s members with it, keeps lists insertable and hides a list’s item row', () => {
    const rows = variableRows(variables);
    expect(rows.map((row) => [row.path, row.depth, row.insertable])).toEqual([
      ['testator', 0, false],
      ['testator.fullName', 1, true],
      ['today', 0, true],
      ['heirs', 0, true],
      ['heirs[].fullName', 1, true],
    ]);
  });

  it('finds by path or description, keeping the rows that head a match', () => {
    const rows = variableRows(variables);
    expect(filterVariableRows(rows, 'FULL NAME').map((row) => row.path)).toEqual([
      'testator',
      'testator.fullName',
      'heirs',
      'heirs[].fullName',
    ]);
    expect(filterVariableRows(rows, 'today').map((row) => row.path)).toEqual(['today']);
    expect(filterVariableRows(rows, '  ')).toHaveLength(rows.length);
  });
});
