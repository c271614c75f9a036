import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_REGISTRY_PATH } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';

// Issue 26: words people read live in translations/, never in code. Outside tests, one TypeScript file may hold
// Indian-script text: the language registry, whose native names (English, हिन्दी, தமிழ் …) name each language in its script.
const NATIVE_NAMES_FILE = LANGUAGE_REGISTRY_PATH;

/** Test code and its fixtures, which may hold any words (a Hindi name to set in a PDF, a Tamil date to read back). */
const TEST_CODE = [/\.test\.tsx?$/, /^e2e\//, /^bench\//, /^apps\/server\/test\//, /^apps\/web\/src\/test\//, /\/testing\//];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data']);

/** Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala. */
const INDIAN_SCRIPT = /[\u0900-\u0DFF]/u;

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sources(join(dir, entry.name));
    return /\.tsx?$/.test(entry.name) ? [relative(ROOT, join(dir, entry.name))] : [];
  });
}

describe('words in code', () => {
  const files = sources(ROOT).filter((file) => !TEST_CODE.some((pattern) => pattern.test(file)));

  it('are in no TypeScript file outside tests but the languages’ native names', () => {
    expect(files.length).toBeGreaterThan(200);
    const withWords = files.filter((file) => INDIAN_SCRIPT.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(withWords.filter((file) => file !== NATIVE_NAMES_FILE)).toEqual([]);
    expect(withWords).toEqual([NATIVE_NAMES_FILE]);
  });
});
