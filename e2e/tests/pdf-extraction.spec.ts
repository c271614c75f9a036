// Issue 10: "for each of the nine scripts, the will's text extracted with pdftotext matches its source word for
// word at least as often as Chromium's PDF of the same text does". The hard words of each language (reph,
// pulli, conjuncts, vowel signs below a consonant, names) are set four times, once in a bold heading and three
// times in running text, by our renderer (Typst) and by Chromium's print to PDF with the same font files, and
// both PDFs are read back with pdftotext. A word counts as intact when all four come back as that exact word.
import { expect, test } from '@playwright/test';
import { FONT_FAMILIES, fontData } from '../../packages/documents/src/fonts.ts';
import type { TDocumentLanguage } from '../../packages/documents/src/model.ts';
import { renderPdf } from '../../packages/documents/src/pdf.ts';
import { LANGUAGE_SCRIPT } from '../../packages/documents/src/scripts.ts';
import { HARD_WORDS, hardWordsWill } from '../../packages/documents/src/testing/hard-words.ts';
import { hasTool, pdfText } from '../../packages/documents/src/testing/tools.ts';

const OCCURRENCES = 4;

/** The words of `words` that do not come back `OCCURRENCES` times whole from the PDF's text. */
function lostWords(pdf: Uint8Array, words: readonly string[]): string[] {
  const tokens = pdfText(pdf)
    .normalize('NFC')
    .split(/[\s.,;:()।॥]+/u);
  return words.filter((word) => tokens.filter((token) => token === word.normalize('NFC')).length < OCCURRENCES);
}

/** The same heading and sentence as hardWordsWill's clause, as a page Chromium prints with our font files. */
function hardWordsPage(language: TDocumentLanguage): string {
  const script = LANGUAGE_SCRIPT[language];
  const faces = (['regular', 'bold'] as const)
    .flatMap((weight) =>
      [...new Set([script, 'latn' as const])].map(
        (face) => `@font-face { font-family: "${FONT_FAMILIES[face].family}"; font-weight: ${weight === 'bold' ? 700 : 400};
          src: url(data:font/ttf;base64,${fontData(face, weight).toString('base64')}) format("truetype"); }`,
      ),
    )
    .join('\n');
  const words = HARD_WORDS[language];
  const sentence = words.map((word) => `${word} (${word}), ${word}.`).join(' ');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${faces}
    body { font-family: "${FONT_FAMILIES[script].family}", "${FONT_FAMILIES.latn.family}"; font-size: 11pt; }</style></head>
    <body><h2>${words.join(' ')}</h2><p>${sentence}</p></body></html>`;
}

test.describe('PDF text extraction against Chromium', () => {
  test.skip(!hasTool('pdftotext', '-v'), 'pdftotext (poppler-utils) is not installed');

  const languages = Object.keys(HARD_WORDS) as TDocumentLanguage[];
  for (const language of languages) {
    test(`${language}: our PDF keeps at least as many hard words whole as Chromium's`, async ({ page }) => {
      const words = HARD_WORDS[language];
      await page.setContent(hardWordsPage(language));
      await page.evaluate(() => document.fonts.ready);
      const chromiumLost = lostWords(await page.pdf({ format: 'A4' }), words);
      const oursLost = lostWords(renderPdf(hardWordsWill(language)), words);
      test.info().annotations.push({
        type: 'intact',
        description: `ours ${words.length - oursLost.length}/${words.length} (lost ${oursLost.join(' ') || 'none'}), Chromium ${words.length - chromiumLost.length}/${words.length} (lost ${chromiumLost.join(' ') || 'none'})`,
      });
      console.log(`${language}: ${test.info().annotations.at(-1)!.description}`);
      expect(oursLost.length).toBeLessThanOrEqual(chromiumLost.length);
    });
  }
});
