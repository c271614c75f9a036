// Issue 13: no glyph of the page is missing, and none depends on the system having Indic fonts. A page's
// characters are drawn either by a face the app served from its own origin (app/styles/fonts.css) or, for
// Latin, by the system's UI face.
import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { woff2CodePoints } from './woff2-cmap.ts';

type Range = readonly [number, number];

/** A CSS unicode-range ('U+0900-097F, U+20B9, U+1CD?') as inclusive code point ranges. */
export function parseUnicodeRange(css: string): Range[] {
  return css.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    if (from?.includes('?')) return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(from.replace(/\?/g, 'F'), 16)];
    const start = Number.parseInt(from!, 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

const within = (ranges: readonly Range[], point: number) => ranges.some(([from, to]) => point >= from && point <= to);

/**
 * What the system's Latin UI face draws (the stack in theme.ts; no Latin face is served): the code points
 * of a Latin subset as Google Fonts cuts it, which every system UI font carries (Basic Latin, Latin-1,
 * general punctuation such as ’ – … and the euro and trade marks).
 */
export const LATIN_STACK = parseUnicodeRange(
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
);

/** A face the page declares in its style sheets, with its file and whether the browser has it loaded. */
type PageFace = { family: string; weight: string; unicodeRange: string; url: string; status: string };

/** The page's visible text (what innerText holds and what inputs show) and its @font-face rules with their status. */
function readPage(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const shown = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((field) => field.offsetParent !== null && field.type !== 'password' && field.type !== 'hidden')
      .flatMap((field) => [field.placeholder, field.value]);
    const text = [document.body.innerText, ...shown].join('\n');
    const loaded = [...document.fonts];
    const faces: PageFace[] = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '');
        const weight = rule.style.getPropertyValue('font-weight');
        const unicodeRange = rule.style.getPropertyValue('unicode-range');
        const source = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '';
        const face = loaded.find(
          (f) => f.family.replace(/^["']|["']$/g, '') === family && f.weight === weight && f.unicodeRange === unicodeRange,
        );
        faces.push({
          family,
          weight,
          unicodeRange,
          url: new URL(source, sheet.href ?? location.href).href,
          status: face?.status ?? 'absent',
        });
      }
    }
    return { text, faces };
  });
}

const codePoints = new Map<string, Set<number>>();

/** The cmap of a face the app serves, fetched from our origin once per run. */
async function servedCodePoints(url: string): Promise<Set<number>> {
  let points = codePoints.get(url);
  if (!points) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toBe('font/woff2');
    points = woff2CodePoints(Buffer.from(await response.arrayBuffer()));
    codePoints.set(url, points);
  }
  return points;
}

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(point)}`;

/**
 * Checks every character the page shows: a Latin one is the system stack's; any other must be covered by
 * a face served from our origin and loaded (its unicode-range holding it, its cmap too). When the page is
 * in an Indic language, its script's family must be among them (a guest page: the one body face, which the
 * browser emboldens; a signed-in screen: both weights, issue 25), each covering every character of that
 * script on the page, and document.fonts.check must agree. Returns how many different
 * characters were checked and how many of them came from the served faces.
 */
export async function expectNoMissingGlyph(page: Page, options: { what: string; family?: string }) {
  const { text, faces } = await readPage(page);
  const served = faces.filter((face) => face.url.startsWith(`${BASE_URL}/assets/`) && face.status === 'loaded');
  const distinct = [...new Set([...text].map((char) => char.codePointAt(0)!))].filter((point) => point > 0x20);
  const ours = distinct.filter((point) => !within(LATIN_STACK, point));
  const missing: string[] = [];
  for (const point of ours) {
    const covering = served.filter((face) => within(parseUnicodeRange(face.unicodeRange), point));
    const drawn = [];
    for (const face of covering) if ((await servedCodePoints(face.url)).has(point)) drawn.push(face);
    if (drawn.length === 0) missing.push(hex(point));
  }
  expect(missing, `${options.what}: characters no served, loaded face draws`).toEqual([]);

  if (options.family) {
    const own = served.filter((face) => face.family === options.family);
    // Signed-in screens bring the 600 faces with their sheet (apps/web/src/app/styles/signed-in.ts).
    const signedIn = /^\/(testator|admin)(\/|$)/.test(new URL(page.url()).pathname);
    expect(own.map((face) => face.weight).sort(), `${options.what}: the weights of ${options.family} loaded`).toEqual(
      signedIn ? ['100 500', '600 900'] : ['100 500'],
    );
    for (const face of own) {
      const range = parseUnicodeRange(face.unicodeRange);
      const points = await servedCodePoints(face.url);
      const script = ours.filter((point) => within(range, point));
      expect(script.length, `${options.what}: characters of ${options.family} on the page`).toBeGreaterThan(20);
      expect(script.filter((point) => !points.has(point)).map(hex), `${options.what}: characters missing from ${face.url}`).toEqual([]);
    }
    const checks = await page.evaluate(
      ({ family, sample }) => [`16px "${family}"`, `600 16px "${family}"`].map((font) => document.fonts.check(font, sample)),
      { family: options.family, sample: text },
    );
    expect(checks, `${options.what}: document.fonts.check for ${options.family}`).toEqual([true, true]);
  }
  return { characters: distinct.length, fromServedFaces: ours.length };
}
