import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FACES, SCRIPT_FAMILIES } from '../lib/fonts.ts';
import { fontStackFor, themeFor } from './theme.ts';

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
const EMOJI = "'Apple Color Emoji', 'Segoe UI Emoji'";

describe('fontStackFor', () => {
  it('puts the language’s own script face before the system fonts and the other scripts after them', () => {
    expect(fontStackFor('ta')).toBe(
      `'Noto Sans Tamil', ${SYSTEM}, 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Gujarati', ` +
        `'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', ${EMOJI}`,
    );
  });

  it('gives Hindi and Marathi the same Devanagari face first', () => {
    expect(fontStackFor('mr')).toBe(fontStackFor('hi'));
    expect(fontStackFor('hi').startsWith(`'Noto Sans Devanagari', ${SYSTEM}, 'Noto Sans Bengali'`)).toBe(true);
  });

  it('starts English (and a language without a served script) with the system fonts', () => {
    const english = `${SYSTEM}, ${SCRIPT_FAMILIES.map((family) => `'${family}'`).join(', ')}, ${EMOJI}`;
    expect(fontStackFor('en')).toBe(english);
    expect(fontStackFor('ur')).toBe(english);
  });

  it('keeps one theme per language, headings in the same stack as the text', () => {
    expect(themeFor('kn')).toBe(themeFor('kn'));
    expect(themeFor('kn').fontFamily).toBe(fontStackFor('kn'));
    expect(themeFor('kn').headings?.fontFamily).toBe(fontStackFor('kn'));
  });
});

describe('styles/fonts.css and fonts-bold.css', () => {
  const facesOf = (file: string) =>
    [...readFileSync(join(import.meta.dirname, 'styles', file), 'utf8').matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
      family: /font-family: "([^"]+)"/.exec(body!)?.[1],
      weight: /font-weight: ([^;]+);/.exec(body!)?.[1],
      source: /url\("([^"]+)"\)/.exec(body!)?.[1],
    }));
  const body = facesOf('fonts.css');
  const bold = facesOf('fonts-bold.css');
  const faces = [...body, ...bold];

  it('declares the body weight of every family the stacks name for a first paint, the bold one for signed-in screens', () => {
    expect(body.map((face) => `${face.family} ${face.weight}`)).toEqual(SCRIPT_FAMILIES.map((family) => `${family} 100 500`));
    expect(bold.map((face) => `${face.family} ${face.weight}`)).toEqual(SCRIPT_FAMILIES.map((family) => `${family} 600 900`));
    expect(new Set(Object.values(SCRIPT_FACES).map((face) => face.family))).toEqual(new Set(SCRIPT_FAMILIES));
  });

  it('loads the bold faces with the signed-in sheet only', () => {
    const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
    expect(read('styles/signed-in.ts')).toContain("import './fonts-bold.css';");
    expect(read('../main.tsx')).not.toContain('fonts-bold.css');
  });

  it('takes each face from an installed @fontsource file of its own script', () => {
    const require = createRequire(join(import.meta.dirname, 'theme.test.ts'));
    for (const { family, source } of faces) {
      const script = family!.split(' ').at(-1)!.toLowerCase();
      expect(source).toMatch(new RegExp(`^@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-(400|600)-normal\\.woff2$`));
      expect(existsSync(require.resolve(source!))).toBe(true);
    }
  });
});
