import { pdfText } from '@vasiyat/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTest, seedTransport, startApiTest } from '../../../test/api-harness.ts';
import { addressInput, personInput, type Session, testatorApi } from '../../../test/fixtures.ts';
import { seedTestator } from '../../../test/seeds.ts';
import { translations } from '../../db/seed/translation-files.ts';
import { sampleWillContext } from '../templates/sample-context.ts';

// A person in Pune, Hyderabad, Bengaluru, Kochi, Ahmedabad or Kolkata takes home a deed in their own script: the
// will of a testator whose name is written in it previews in that language, and the text comes back out of the
// PDF word for word.

let t: ApiTest;
let templateId: number;
let languages: { languageId: number; languageCode: string }[];
const { get, post } = testatorApi(() => t);

beforeAll(async () => {
  t = await startApiTest();
  const first = { ...(await seedTestator(seedTransport(t))), roleId: 21 };
  const answer = (await get(first, 'willTemplates')).json();
  templateId = answer.templates.find((template: { templateName: string }) => template.templateName === 'Simple will').willTemplateId;
  languages = answer.languages;
});
afterAll(() => t?.close());

/**
 * Words pdftotext splits in two although the PDF draws them whole: a consonant with the vowel sign u (कु, কু) then
 * the rest of the word ("कु मार"). The vowel sign is drawn left of the cluster's end and pdftotext sees a word gap.
 * Chromium's PDF of the same words with the same faces splits them the same way (e2e/tests/pdf-extraction.spec.ts
 * measures both on every script's hard words), so issue 10's bar — at least as often as Chromium — holds.
 */
const KNOWN_SPLIT = new Set(['कुमार', 'কুমার']);

async function previewText(code: string, fullName: string) {
  const [firstName, ...rest] = fullName.split(' ');
  const testator: Session = { ...(await seedTestator(seedTransport(t))), roleId: 21 };
  const saved = await post(testator, 'saveOrUpdate', {
    ...personInput({ firstName, lastName: rest.join(' '), nhMasterId: null }),
    entityId: testator.userId,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await post(testator, 'saveEntityAddress', [addressInput(testator.userId)]);
  const languageId = languages.find((language) => language.languageCode === code)!.languageId;
  const answer = await post(testator, `getTemplateDataById/${templateId}/${testator.userId}/${languageId}`, {});
  expect(answer.statusCode).toBe(200);
  const { pdfContent, missingHeadings } = answer.json();
  expect(missingHeadings).toEqual([]);
  return pdfText(new Uint8Array(Buffer.from(pdfContent, 'base64')));
}

describe.each(translations().deedCodes.filter((code) => code !== 'en'))('a will in %s', (code) => {
  it('previews with the testator’s name and the headings in its script, and they extract back word for word', async () => {
    const name = sampleWillContext(code).testator.fullName;
    const text = await previewText(code, name);
    const words = new Set(text.split(/\s+/));
    const lost = name.split(' ').filter((word) => !KNOWN_SPLIT.has(word) && !words.has(word));
    expect(lost).toEqual([]);
    expect(text).toContain(translations().clauseSets[0]!.headings[code]!);
    // The first of them starts the file's render worker.
  }, 60_000);
});

it.fails('extracts कुमार whole (a defect Chromium shares: pdftotext reads "कु मार")', async () => {
  expect((await previewText('hi', 'रमेश कुमार')).split(/\s+/)).toContain('कुमार');
});
