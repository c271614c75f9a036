import { expect, type Locator } from '@playwright/test';

/** Chromium's PDF viewer inside a frame: the viewer's own element, in the extension frame it puts in the PDF's frame. */
type PdfViewerElement = HTMLElement & { loadState_?: string };

/**
 * Waits until the PDF in `frame` (an iframe whose src is the PDF) is drawn, for a screenshot: Chromium's viewer
 * says the document loaded (its `loadState_`; a Chromium that renamed it fails here, not with a blank picture), and
 * two pictures of the frame in a row are the same (the viewer paints the pages a moment after it loaded them).
 */
export async function expectPdfPainted(frame: Locator) {
  await expect
    .poll(
      async () => {
        const pdf = await (await frame.elementHandle())?.contentFrame();
        const viewer = pdf?.childFrames().find((child) => child.url().startsWith('chrome-extension://'));
        return viewer?.evaluate(() => document.querySelector<PdfViewerElement>('pdf-viewer')?.loadState_).catch(() => undefined);
      },
      { message: 'the PDF viewer loaded the document', timeout: 30_000 },
    )
    .toBe('success');
  let last: Buffer | undefined;
  await expect
    .poll(
      async () => {
        const next = await frame.screenshot();
        const same = last?.equals(next) ?? false;
        last = next;
        return same;
      },
      // A quarter of a second apart or more, as Playwright's own screenshot assertions retry: a page still being drawn differs.
      { message: 'the PDF viewer painted the pages', timeout: 30_000, intervals: [250, 250, 500] },
    )
    .toBe(true);
}
