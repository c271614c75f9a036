import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, gold },
  fontFamily: systemFonts,
  headings: {
    fontFamily: systemFonts,
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
