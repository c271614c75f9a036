import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { expectStill } from './still.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core on the page and fails on serious or critical violations (DESIGN §9). Needs bypassCSP. It waits
 * for the page to stand still first: a dialog still fading in has its colours blended with the page behind, and
 * axe read a Download button's contrast mid-fade as too low (will.spec, two workers).
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string) {
  await expectStill(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, `${what}: axe serious/critical violations`).toEqual([]);
}
