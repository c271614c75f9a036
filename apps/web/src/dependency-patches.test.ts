import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPENDENCY_PATCHES, patched } from '../dependency-patches.ts';

// Issue 25: the two re-renders the build removes from Mantine's useId and react-hook-form's useForm.
const require = createRequire(import.meta.url);
/** The installed files, in the patches' order: Mantine's package is …/@mantine/hooks/cjs/index.cjs's parent. */
const files = [
  join(dirname(dirname(require.resolve('@mantine/hooks'))), 'esm/use-id/use-id.mjs'),
  join(dirname(require.resolve('react-hook-form')), 'index.esm.mjs'),
];

describe('the dependency patches', () => {
  it('each name one of the installed files, and find their text there exactly once', () => {
    for (const [index, patch] of DEPENDENCY_PATCHES.entries()) {
      const file = files[index]!;
      expect(patch.file.test(file), file).toBe(true);
      const original = readFileSync(file, 'utf8');
      const result = patched(file, original, patch);
      expect(result).not.toBe(original);
      expect(result).toContain(patch.replace);
      expect(result.includes(patch.find)).toBe(false);
    }
  });

  it('leave Mantine’s useId returning React’s id, with no state and no effect', () => {
    const file = files[0]!;
    const result = patched(file, readFileSync(file, 'utf8'), DEPENDENCY_PATCHES[0]!);
    const body = result.slice(result.indexOf('function useId$1'), result.indexOf('//#endregion'));
    expect(body).not.toMatch(/setUuid|useIsomorphicEffect\(/);
    expect(body).toContain('return uuid;');
  });

  it('refuse a file that no longer holds the text, so an upgrade fails the build instead of passing unseen', () => {
    expect(() => patched('use-id.mjs', 'export function useId() {}', DEPENDENCY_PATCHES[0]!)).toThrow(/look at it again/);
  });
});
