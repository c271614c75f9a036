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

describe('styles/fonts.css', () => {
  const css = readFileSync(join(import.meta.dirname, 'styles/fonts.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family: "([^"]+)"/.exec(body!)?.[1],
    weight: /font-weight: ([^;]+);/.exec(body!)?.[1],
    source: /url\("([^"]+)"\)/.exec(body!)?.[1],
  }));

  it('declares the two weights of every family the stacks name, and nothing else', () => {
    expect(faces.map((face) => `${face.family} ${face.weight}`)).toEqual(
      SCRIPT_FAMILIES.flatMap((family) => [`${family} 100 500`, `${family} 600 900`]),
    );
    expect(new Set(Object.values(SCRIPT_FACES).map((face) => face.family))).toEqual(new Set(SCRIPT_FAMILIES));
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
