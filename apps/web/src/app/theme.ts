import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { SCRIPT_FACES, SCRIPT_FAMILIES } from '../lib/fonts.ts';

// A deep teal: calm and trustworthy, and dark enough that white text on it passes WCAG AA (shade 7: 6.8:1).
const brand: MantineColorsTuple = [
  '#e7f5f4',
  '#cfe9e7',
  '#a3d6d2',
  '#74c1bb',
  '#4daca6',
  '#2f9690',
  '#1d7f7a',
  '#11665f',
  '#0c5450',
  '#073f3c',
];

// Warm gold for small accents on dark backgrounds (7:1 on the hero's deep teal).
const gold: MantineColorsTuple = [
  '#fff8e6',
  '#fcefc8',
  '#f8e0a0',
  '#f4d58d',
  '#efc25a',
  '#e9b63c',
  '#d49e22',
  '#a87c15',
  '#7f5d0e',
  '#5a4108',
];

/** Latin, digits and punctuation: the system's own UI face, which costs an English page no download. */
const SYSTEM_LATIN = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
const EMOJI = "'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * The font stack of a page in `language` (issue 13). The language's own script face (styles/fonts.css,
 * served from our origin) comes first, before the system fonts: its unicode-range holds that script only,
 * so Latin still falls through to the system stack, while every letter of the language is drawn by our
 * face and never by whatever the system has (a font earlier in the stack may carry some Indic letters in
 * another design, or no font may have them at all). First also means the characters several scripts share (the danda, ₹, ZWJ/ZWNJ, the dotted
 * circle) go to the page's own face, so a Bengali page does not fetch Devanagari for its full stop. The
 * other scripts come after the system fonts: text in them (a name typed in Tamil on a Hindi page, the
 * native names in the home page's language picker) uses the system's font where it has one and ours where
 * it has none, so an English page fetches no Indic face on a system with them and still shows them on one
 * without. Latin is not served: a Noto Sans Latin face measured 10.5 KB per weight (21 KB for the two)
 * on every English first visit, which the 250 KB budget of issue 4 has no room for.
 */
export function fontStackFor(language: string): string {
  const own = SCRIPT_FACES[language]?.family;
  const others = SCRIPT_FAMILIES.filter((family) => family !== own).map((family) => `'${family}'`);
  return [...(own ? [`'${own}'`] : []), SYSTEM_LATIN, ...others, EMOJI].join(', ');
}

function createThemeFor(language: string) {
  const fontFamily = fontStackFor(language);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    colors: { brand, gold },
    fontFamily,
    headings: {
      fontFamily,
      fontWeight: '700',
      sizes: {
        h1: { fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)', lineHeight: '1.2' },
        h2: { fontSize: 'clamp(1.4rem, 1.15rem + 0.9vw, 1.9rem)', lineHeight: '1.25' },
      },
    },
    defaultRadius: 'md',
    // The ring shows for keyboard users only (:focus-visible); global.css makes it thicker.
    focusRing: 'auto',
    cursorType: 'pointer',
    respectReducedMotion: true,
    components: {
      Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
    },
  });
}

const themes = new Map<string, ReturnType<typeof createThemeFor>>();

/** The theme of a page in `language`: the same but for the font stack; one object per language, kept. */
export function themeFor(language: string) {
  let theme = themes.get(language);
  if (!theme) {
    theme = createThemeFor(language);
    themes.set(language, theme);
  }
  return theme;
}

// Mantine's default dimmed, placeholder and error greys/reds fall under 4.5:1 on white; these pass.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5a6470',
    '--mantine-color-placeholder': '#6b7580',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
