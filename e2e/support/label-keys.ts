// Issue 23: a label the server does not have is shown by i18next as its key ("heirExtensionHint"). No word of
// any of our languages is written like a key, so any visible camelCase word is a missing label.
import { expect, type Page } from '@playwright/test';
import { labelKeysIn } from './label-key-shape.ts';

/**
 * Fails when the page shows a raw label key: in a visible text node, or in a visible field's placeholder, an
 * accessible name (aria-label) or a tooltip (title). Called after every screen a journey visits (`shot` does).
 */
export async function expectNoRawLabelKey(page: Page, what: string) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Code shown as code (a clause's variable path, a clause key) is written like a key on purpose.
      if (parent.closest('code, kbd, samp, pre')) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) found.push(text);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      // A control named after the code it holds ("Insert estateValue" on a clause variable) names code, not a label.
      if (element.closest('code, kbd, samp, pre') || element.querySelector('code')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const keys = [...new Set(texts.flatMap(labelKeysIn))];
  expect(keys, `${what}: raw label keys on the screen`).toEqual([]);
}
