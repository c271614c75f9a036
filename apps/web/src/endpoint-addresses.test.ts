import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCopyOfShellTable } from '../endpoint-addresses.ts';

// Issue 25 item 4: the browser's copy of the shell's endpoint table keeps every call's method and path and none of
// its schemas, so the guest pages' first load carries neither the schema modules nor zod.
const source = readFileSync(join(import.meta.dirname, '../../../packages/contract/src/endpoints/shell.ts'), 'utf8');
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('the browser copy of the shell endpoint table', () => {
  const copy = browserCopyOfShellTable(source);

  it('keeps each call with its method, path and auth rule, and the source map its lines', () => {
    for (const key of [/^\s+method: /gm, /^\s+path: /gm, /^\s+auth: /gm]) {
      expect(count(copy, key)).toBe(count(source, key));
      expect(count(copy, key)).toBeGreaterThan(10);
    }
    expect(copy.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves out every schema and every import of the schema modules', () => {
    expect(count(source, /^\s+(response|body|query): /gm)).toBeGreaterThan(10);
    expect(copy).not.toMatch(/^\s+(params|query|body|response|otherResponses): /m);
    expect(copy).not.toContain('../schemas/');
    expect(copy).not.toMatch(/\bZ[A-Z]\w*/);
  });

  it('fails the build when a schema is written over several lines, rather than ship it', () => {
    const spread = source.replace(/^(\s+)response: (Z\w+),$/m, '$1response: z\n$1  .array($2),');
    expect(() => browserCopyOfShellTable(spread)).toThrow(/a schema is left in the shell table/);
  });
});
