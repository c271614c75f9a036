import { expect, type Page, test } from '@playwright/test';
import { deedTextEndpoints, peopleEndpoints, type TDeedTextsResponse } from '@vasiyat/contract';
import { personInput, seedPerson } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { expectPdfPainted } from '../support/pdf-frame.ts';
import { SHOTS, shot, viewShot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';
import { expectStill } from '../support/still.ts';

// Issue 27 item 4: names in the deed's script, as a testator meets them. Before a Hindi preview the will page lists
// the names the deed would print in English letters; the testator writes theirs and their wife's in Devanagari, saves
// each, and previews. The card on the will page lists the same, in English and on the Hindi interface.

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

const WILL = '/testator/willTemplate';
const TEMPLATE = 'Simple will';
const HINDI = '\u0939\u093f\u0928\u094d\u0926\u0940';
// Devanagari as the testator types it (escaped: source files outside the language registry hold no Indic text).
const RAJESH = '\u0930\u093e\u091c\u0947\u0936 \u0935\u093f\u0928\u093e\u092f\u0915 \u092a\u093e\u091f\u0940\u0932';
const SUNITA = '\u0938\u0941\u0928\u0940\u0924\u093e \u092a\u093e\u091f\u0940\u0932';

const KEYS = [
  'willTemplatePreviewButton',
  'willTemplatePreviewTitle',
  'willTemplateLanguage',
  'willTemplateLoadingPreview',
  'deedTextsTitle',
  'deedTextsGateTitle',
  'deedTextsOwnerSelf',
  'deedTextsInputLabel',
  'deedTextFieldFullName',
  'deedTextsSave',
  'deedTextsSaved',
  'deedTextsPreviewAnyway',
  'errorNotInScript',
] as const;
type Labels = Record<(typeof KEYS)[number], string>;
const labelsOf = async (code: string): Promise<Labels> => (await fetch(`${BASE_URL}/api/wst/utils/labels?language=${code}`)).json();
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

let session: Awaited<ReturnType<typeof registerTestator>>;
let en: Labels;
let hi: Labels;

test.beforeAll(async () => {
  session = await registerTestator({ firstName: 'Rajesh', gender: 'M' });
  const self = await http.post(
    peopleEndpoints.saveOrUpdate.path,
    {
      ...personInput({ firstName: 'Rajesh', middleName: 'Vinayak', lastName: 'Patil', gender: 'M', dob: '1960-03-01', nhMasterId: null }),
      entityId: session.userId,
    },
    session.token,
  );
  expect(self.status, JSON.stringify(self.json)).toBe(200);
  await seedPerson(http, session, 'heir', {
    firstName: 'Sunita',
    lastName: 'Patil',
    gender: 'F',
    nhMasterId: 3,
    selectedBooleanMasters: [8, 7, 6],
  });
  await seedPerson(http, session, 'executor', {
    firstName: 'Suresh',
    lastName: 'Pillai',
    dob: '1970-09-09',
    gender: 'M',
    nhMasterId: null,
  });
  [en, hi] = await Promise.all([labelsOf('en'), labelsOf('hi')]);
});

const templateCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const previewDialog = (page: Page) => page.getByRole('dialog', { name: en.willTemplatePreviewTitle });
const card = (page: Page, labels: Labels) => page.getByRole('region', { name: labels.deedTextsTitle });
/** The row of one recorded text in a list. */
const row = (scope: ReturnType<Page['locator']>, recorded: string) => scope.getByRole('listitem').filter({ hasText: recorded });

async function deedTexts(code: string): Promise<TDeedTextsResponse> {
  const response = await fetch(`${BASE_URL}/api/wst/${deedTextEndpoints.deedTexts.path}?code=${code}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TDeedTextsResponse;
}

test('before a Hindi preview, the names in English letters are listed; written in Devanagari, the preview follows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, session.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(WILL);
  await templateCard(page, TEMPLATE).getByRole('button', { name: en.willTemplatePreviewButton, exact: true }).click();
  const dialog = previewDialog(page);
  await expect(dialog).toBeVisible();
  // English first: the preview shows at once, no list.
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });

  await dialog.getByRole('combobox', { name: en.willTemplateLanguage, exact: true }).click();
  await page.getByRole('option', { name: HINDI, exact: true }).click();
  // The list comes first: every text in English letters, each with a box, and no preview yet.
  await expect(dialog.getByText(fill(en.deedTextsGateTitle, { language: HINDI }))).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('iframe')).toHaveCount(0);
  const self = row(dialog, 'Rajesh Vinayak Patil').filter({ hasText: fill(en.deedTextsOwnerSelf, { name: 'Rajesh Vinayak Patil' }) });
  const wife = row(dialog, 'Sunita Patil').filter({ hasText: en.deedTextFieldFullName });
  await expect(self).toBeVisible();
  await expect(wife).toBeVisible();
  // The picker's हिन्दी on an English page: the scripts' faces come before the system stack there, or Chromium on a
  // system without Indic fonts drew it as empty boxes (it does not lay an input out again once the face arrives).
  const picker = dialog.getByRole('combobox', { name: en.willTemplateLanguage, exact: true });
  expect(await picker.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(/^"?Noto Sans Devanagari"?,/);
  // The picker's list has faded out, and the script's face has arrived.
  await expectStill(page);
  await viewShot(page, 'deed-names-gate-en-1280');
  await expectNoSeriousA11yViolations(page, 'the list before the Hindi preview');

  // A spelling in Latin letters is refused by the contract's rule, in the browser before the server.
  const box = self.getByRole('textbox', { name: fill(en.deedTextsInputLabel, { field: en.deedTextFieldFullName, language: HINDI }) });
  await box.fill('Rajesh Patil');
  await self.getByRole('button', { name: en.deedTextsSave }).click();
  await expect(self).toContainText(en.errorNotInScript);
  await box.fill(RAJESH);
  await self.getByRole('button', { name: en.deedTextsSave }).click();
  await expect(self.getByText(en.deedTextsSaved)).toBeVisible();
  await wife.getByRole('textbox').fill(SUNITA);
  await wife.getByRole('textbox').press('Enter');
  await expect(wife.getByText(en.deedTextsSaved)).toBeVisible();
  // Saved for the script, read back from the server.
  const written = await deedTexts('hi');
  expect(written.texts.filter((item) => item.written !== null).map((item) => item.written)).toEqual(
    expect.arrayContaining([RAJESH, SUNITA]),
  );
  await viewShot(page, 'deed-names-gate-saved-en-1280');

  // Some texts still have no form (the executor, the address): the way on says so.
  await dialog.getByRole('button', { name: en.deedTextsPreviewAnyway }).click();
  await expect(dialog.locator('iframe')).toHaveAttribute('lang', 'hi', { timeout: 30_000 });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  await expect(dialog.getByText(en.willTemplateLoadingPreview)).toBeHidden({ timeout: 30_000 });
  await expectPdfPainted(dialog.locator('iframe'));
  await viewShot(page, 'deed-names-preview-hi-1280');
});

test('the list at 360 px: one column, every box and button reachable', async ({ page }) => {
  await signIn(page, session.token);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(WILL);
  await templateCard(page, TEMPLATE).getByRole('button', { name: en.willTemplatePreviewButton, exact: true }).click();
  const dialog = previewDialog(page);
  await dialog.getByRole('combobox', { name: en.willTemplateLanguage, exact: true }).click();
  await page.getByRole('option', { name: HINDI, exact: true }).click();
  await expect(dialog.getByText(fill(en.deedTextsGateTitle, { language: HINDI }))).toBeVisible({ timeout: 30_000 });
  // Opened again, the list holds only what still has no form: the executor's name.
  await expect(row(dialog, 'Suresh Pillai')).toBeVisible();
  await viewShot(page, 'deed-names-gate-en-360');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

for (const [code, width] of [
  ['en', 1280],
  ['en', 360],
  ['hi', 1280],
  ['hi', 360],
] as const)
  test(`the card on the will page in ${code} at ${width} px`, async ({ page }) => {
    const labels = code === 'en' ? en : { ...en, ...hi };
    await page.addInitScript((value) => localStorage.setItem('language', value), code);
    await signIn(page, session.token);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(WILL);
    const section = card(page, labels);
    await expect(section).toBeVisible({ timeout: 30_000 });
    // The Hindi interface opens on Hindi, the English one on the first Indian language (Hindi too).
    await expect(row(section, 'Suresh Pillai')).toBeVisible();
    await expect(row(section, 'Rajesh Vinayak Patil').getByText(labels.deedTextsSaved)).toBeVisible();
    await expect(section.getByRole('textbox').first()).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, `deed-names-will-${code}-${width}`);
    // The card alone, to look at beside the whole page.
    await section.screenshot({ path: `${SHOTS}deed-names-card-${code}-${width}.png` });
    if (width === 1280) await expectNoSeriousA11yViolations(page, `the will page in ${code}`);
  });
