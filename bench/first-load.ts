// What a first visit transfers: Chromium (Debian's, as the browser tests use) opens a page with an empty
// cache and every response's bytes on the wire (headers and encoded body) are summed by resource type.
import { chromium } from '@playwright/test';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export type FirstLoad = { url: string; language: string; requests: number; totalBytes: number; bytesByType: Record<string, number> };

/** Issue 7: what a first visit of /login transfers in English, everything included, on a slow connection's budget. */
export const FIRST_LOAD_BUDGET_BYTES = 250 * 1024;
/** Issue 25: the same in Hindi, with its script's face. */
export const FIRST_LOAD_HINDI_BUDGET_BYTES = 300 * 1024;

/**
 * The first load of `url` in `language`, put there as a visitor's choice is: the home page's picker keeps it
 * in localStorage `language` (DESIGN §9), which the app reads on start. The cache is empty either way.
 */
export async function measureFirstLoad(url: string, { language = 'en' }: { language?: string } = {}): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) =>
      sizes.push(
        request.sizes().then((size) => ({ type: request.resourceType(), bytes: size.responseBodySize + size.responseHeadersSize })),
      ),
    );
    // Until the page is drawn and then quiet: on a busy machine the entry's script alone can run for longer than
    // networkidle's 500 ms, which then came before the labels had even been asked for.
    await page.goto(url);
    await page.locator('main#main-content').waitFor();
    await page.waitForLoadState('networkidle');
    const settled = await Promise.all(sizes);
    const bytesByType: Record<string, number> = {};
    for (const { type, bytes } of settled) bytesByType[type] = (bytesByType[type] ?? 0) + bytes;
    return { url, language, requests: settled.length, totalBytes: settled.reduce((sum, item) => sum + item.bytes, 0), bytesByType };
  } finally {
    await browser.close();
  }
}
