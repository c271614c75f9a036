import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoRawLabelKey } from './label-keys.ts';

/** Where the journeys leave their screenshots, for people to look at. */
export const SHOTS = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/**
 * A full-page picture from the top, so the sticky header sits where a person sees it. Every screen a journey
 * pictures is also checked for raw label keys (issue 23).
 */
export async function shot(page: Page, name: string) {
  await expectNoRawLabelKey(page, name);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

/** What the screen shows now (a dialog sits over the viewport, not over the whole page). */
export async function viewShot(page: Page, name: string) {
  await expectNoRawLabelKey(page, name);
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}
