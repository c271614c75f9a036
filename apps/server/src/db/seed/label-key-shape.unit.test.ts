import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isServerLabel } from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { LABEL_KEY, labelKeysIn } from '../../../../../e2e/support/label-key-shape.ts';
import { translations } from './translation-files.ts';

/** Every language's labels, all namespaces in one key space, as the seed writes them. */
const seedLabels: Record<string, Record<string, string>> = Object.fromEntries(translations().labels);

// The browser journeys fail on any visible word shaped like a label key (e2e/support/label-keys.ts). That
// check is only worth something if every key has the shape and no label of any language does.
describe('the shape of a raw label key', () => {
  it('fits every label key, so any key shown raw is caught', () => {
    expect(Object.keys(seedLabels.en!).filter((key) => !LABEL_KEY.test(key))).toEqual([]);
  });

  it('fits no word of any label in any language, nor words people write', () => {
    for (const [code, labels] of Object.entries(seedLabels)) {
      const found = Object.entries(labels).flatMap(([key, text]) => labelKeysIn(text).map((word) => `${key}: ${word}`));
      expect(found, code).toEqual([]);
    }
    expect(labelKeysIn('iPhone eBay macOS WhatsApp YouTube PDF DOCX e-mail (JPEG, PNG) Rs.1,25,000 anika.iyer@example.com')).toEqual([]);
  });

  it('finds a key among words and punctuation', () => {
    expect(labelKeysIn('Natural heirs heirExtensionHint. (assetTotals_one) commonAnErrorOccurred')).toEqual([
      'heirExtensionHint',
      'assetTotals_one',
      'commonAnErrorOccurred',
    ]);
  });
});

describe('the keys the web app names', () => {
  const web = new URL('../../../../web/src/', import.meta.url).pathname;
  const sources = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );

  it("each have a label the browser gets (a key written in t('…') that it lacks is shown raw, as heirExtensionHint was)", () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(join(web, file), 'utf8').matchAll(/\bt\('([A-Za-z0-9_]+)'/g)]
        .map((match) => match[1]!)
        // A label only the server words (the deed, mails) never reaches the browser.
        .filter((key) => isServerLabel(key) || (!(key in seedLabels.en!) && !(`${key}_one` in seedLabels.en!)))
        .map((key) => `${file}: ${key}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe('the server-only labels', () => {
  const web = new URL('../../../../web/src/', import.meta.url).pathname;
  it('are never named by the web app, which does not get them (personRoleWitness, not willRoleWitness)', () => {
    const named = readdirSync(web, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        [...readFileSync(join(web, file), 'utf8').matchAll(/'([a-z][A-Za-z0-9_]+)'/g)]
          .map((match) => match[1]!)
          .filter((key) => key in seedLabels.en! && isServerLabel(key))
          .map((key) => `${file}: ${key}`),
      );
    expect(named).toEqual([]);
  });
});

describe('the words of every label', () => {
  it('have no space inside brackets ("(JPEG, PNG, JPG )", issue 23)', () => {
    for (const [code, labels] of Object.entries(seedLabels)) {
      const spaced = Object.entries(labels).filter(([, text]) => /\( | \)/.test(text));
      expect(spaced, code).toEqual([]);
    }
  });
});
