import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { assignmentEndpoints, peopleEndpoints } from '@vasiyat/contract';
import { personInput, seedAsset, seedPerson } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectPdfPainted } from '../support/pdf-frame.ts';
import { shot, viewShot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

const WILL = '/testator/willTemplate';
const TEMPLATE = 'Simple will';
const WITNESS_BENEFICIARY = 'Ravi Kumar';

let session: Awaited<ReturnType<typeof registerTestator>>;
// The will's people and gifts come through the real calls, so the journey is about the will itself: a testator
// with their own details, two witnesses (one of whom also receives a gift), an executor and two assignments.
test.beforeAll(async () => {
  session = await registerTestator({ firstName: 'Savitri', gender: 'F' });
  const self = await http.post(
    peopleEndpoints.saveOrUpdate.path,
    { ...personInput({ firstName: 'Savitri', lastName: 'Iyer', dob: '1962-08-15', nhMasterId: null }), entityId: session.userId },
    session.token,
  );
  expect(self.status, JSON.stringify(self.json)).toBe(200);
  const ravi = { firstName: 'Ravi', lastName: 'Kumar', dob: '1980-02-02', gender: 'M' };
  await seedPerson(http, session, 'witness', ravi);
  await seedPerson(http, session, 'witness', { firstName: 'Anita', lastName: 'Desai', dob: '1975-05-20' });
  await seedPerson(http, session, 'executor', { firstName: 'Suresh', lastName: 'Pillai', dob: '1970-09-09', gender: 'M' });
  const meena = await seedPerson(http, session, 'beneficiary_individual', { firstName: 'Meena', lastName: 'Rao' });
  const raviBeneficiary = await seedPerson(http, session, 'beneficiary_individual', ravi);
  const flat = await seedAsset(http, session, 'fixed', { assetName: 'Flat 4B, Lakshmi Apartments' });
  const deposit = await seedAsset(http, session, 'financial', { assetName: 'SBI fixed deposit' });
  for (const [assetId, beneficiaryId] of [
    [flat, meena],
    [deposit, raviBeneficiary],
  ] as const) {
    const saved = await http.post(
      assignmentEndpoints.saveAssetAssignmentDetails.path,
      {
        assetAssignmentType: 10,
        numberOfBeneficiaries: 1,
        assetIds: [assetId],
        testatorId: session.userId,
        beneficiaries: [
          {
            beneficiaryId,
            proportion: 100,
            condition: 'On my death',
            immediateTransfer: false,
            guardian: null,
            assignmentDescription: 'To be held absolutely',
            assetSubDescription: 'The whole of it',
            documents: [],
          },
        ],
      },
      session.token,
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
});
test.beforeEach(async ({ page }) => {
  await signIn(page, session.token);
  watchPreviews(page);
});

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const checkPanel = (page: Page) => page.getByRole('region', { name: 'Before you sign: the will check' });
const previewDialog = (page: Page) => page.getByRole('dialog', { name: 'Will preview' });
const formatDialog = (page: Page) => page.getByRole('dialog', { name: 'Choose a format' });
const previewFrame = (page: Page) => previewDialog(page).locator('iframe[title="Preview of your will"]');
const templateCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const versionsTable = (page: Page) => page.getByRole('table', { name: 'Versions you have downloaded' });

/** The bytes each preview call answered begin with, per page (the frame shows them as a blob: URL). */
const previewHeads = new WeakMap<Page, string[]>();
function watchPreviews(page: Page) {
  previewHeads.set(page, []);
  page.on('response', async (response) => {
    if (!response.url().includes('/testator/getTemplateDataById/') || !response.ok()) return;
    const { pdfContent } = (await response.json()) as { pdfContent: string };
    previewHeads.get(page)!.push(Buffer.from(pdfContent, 'base64').subarray(0, 5).toString());
  });
}

/** The preview frame's blob: URL once it differs from `previous` and has loaded, in `language`. */
async function nextPreview(page: Page, language: string, previous?: string): Promise<string> {
  const frame = previewFrame(page);
  await expect(frame).toHaveAttribute('src', /^blob:.*#toolbar=0$/, { timeout: 30_000 });
  if (previous) await expect(frame).not.toHaveAttribute('src', previous, { timeout: 30_000 });
  await expect(frame).toHaveAttribute('lang', language);
  await expect(previewDialog(page).getByText('Loading preview...')).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => previewHeads.get(page)?.at(-1)).toBe('%PDF-');
  return (await frame.getAttribute('src'))!;
}

/** Picks a language in the preview's picker (a Mantine select: its options open in a list). */
async function chooseLanguage(page: Page, name: string) {
  await previewDialog(page).getByRole('combobox', { name: 'Language', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

const bytesOf = async (download: Download) => readFileSync((await download.path())!);

/** Downloads the previewed will in a format; answers the file the browser saved. */
async function downloadAs(page: Page, format: 'PDF' | 'DOCX') {
  await button(previewDialog(page), 'Download').click();
  const dialog = formatDialog(page);
  await expect(dialog).toContainText('In which format do you want to download your will?');
  const saved = page.waitForEvent('download');
  await button(dialog, format).click();
  const download = await saved;
  await toast(page, 'Download successful');
  await expect(dialog).toBeHidden();
  return download;
}

let firstPdf: Buffer;

test('the will check speaks before anything is printed: a witness who also receives a gift', async ({ page }) => {
  await page.goto(WILL);
  await expect(page.getByRole('heading', { level: 1, name: 'Will templates' })).toBeVisible();
  await expect(page.getByText('This is a draft. Print it and sign it in ink before two witnesses')).toBeVisible();
  const check = checkPanel(page);
  const finding = check.getByRole('listitem').filter({ hasText: `${WITNESS_BENEFICIARY} is a witness and also receives under this will` });
  await expect(finding).toBeVisible();
  // A gift to an attesting witness is void (s.67): a must-fix, so the will is only a draft until another witness is chosen.
  await expect(finding).toContainText('Must fix');
  await expect(finding).toContainText('is void');
  await expect(finding).toContainText('Law: Indian Succession Act, 1925, s.67');
  await expect(finding.getByRole('link', { name: 'Fix this' })).toHaveAttribute('href', '/testator/addwitness');
  await expect(check).toContainText('This check is not legal advice.');
  await expect(page.getByRole('heading', { level: 2, name: 'Versions you have downloaded' })).toBeVisible();
  await expect(page.getByText('No versions yet. Every will you download is kept here.')).toBeVisible();
});

test('preview in Hindi, then Tamil; download PDF and DOCX; both are kept as versions', async ({ page }) => {
  await page.goto(WILL);
  await button(templateCard(page, TEMPLATE), 'Preview').click();
  const dialog = previewDialog(page);
  await expect(dialog).toContainText(TEMPLATE);
  // English first: the screen is in English.
  await expect(dialog.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('English');
  let preview = await nextPreview(page, 'en');

  // Issue 27: an Indian language first lists the names the deed would print in English letters; this journey goes on.
  await chooseLanguage(page, 'हिन्दी');
  await button(dialog, 'Preview anyway').click();
  preview = await nextPreview(page, 'hi', preview);
  await chooseLanguage(page, 'தமிழ்');
  await button(dialog, 'Preview anyway').click();
  preview = await nextPreview(page, 'ta', preview);
  // The PDF viewer paints a moment after the frame loads.
  await expectPdfPainted(previewFrame(page));
  await viewShot(page, 'will-preview');

  const pdf = await downloadAs(page, 'PDF');
  expect(pdf.suggestedFilename()).toMatch(/^will-savitri-iyer-ta-\d{4}-\d{2}-\d{2}\.pdf$/);
  firstPdf = await bytesOf(pdf);
  expect(firstPdf.subarray(0, 5).toString()).toBe('%PDF-');

  await button(dialog, 'Download').click();
  await expect(formatDialog(page)).toBeVisible();
  await viewShot(page, 'will-format');
  await page.keyboard.press('Escape');
  await expect(formatDialog(page)).toBeHidden();

  const docx = await downloadAs(page, 'DOCX');
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  expect((await bytesOf(docx)).subarray(0, 2).toString()).toBe('PK');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const rows = versionsTable(page).getByRole('row');
  // A header and two versions, newest first.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('DOCX');
  await expect(rows.nth(1)).toContainText('No change in what the will says.');
  await expect(rows.nth(2)).toContainText('PDF');
  await expect(rows.nth(2)).toContainText('First version.');
  for (const row of [rows.nth(1), rows.nth(2)]) {
    await expect(row).toContainText(TEMPLATE);
    await expect(row).toContainText('தமிழ்');
    await expect(row).toContainText(/1 must fix/);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(row).toContainText(/\d+\.\d KB/);
    await expect(row.locator('code')).toHaveText(/^[0-9a-f]{12}$/);
  }
});

test('an older version downloads again with the very same bytes', async ({ page }) => {
  await page.goto(WILL);
  const oldest = versionsTable(page).getByRole('row').nth(2);
  await expect(oldest).toContainText('First version.');
  const saved = page.waitForEvent('download');
  await button(oldest, 'Download again').click();
  const again = await saved;
  await toast(page, 'Download successful');
  expect((await bytesOf(again)).equals(firstPdf)).toBe(true);
  await shot(page, 'will-page');
});

test('the Security page, from the user menu, lists the downloads with their format and the sign-in', async ({ page }) => {
  await page.goto(WILL);
  await page.getByRole('button', { name: /^Savitri, / }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/testator\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Recent sign-ins and downloads' }).getByRole('row');
  // Newest first: the version downloaded again, the DOCX, the PDF, then the sign-in of registration.
  await expect(rows.nth(1)).toContainText('Will downloaded (PDF)');
  await expect(rows.nth(2)).toContainText('Will downloaded (DOCX)');
  await expect(rows.nth(3)).toContainText('Will downloaded (PDF)');
  await expect(rows.last()).toContainText('Signed in with password');
  await expect(rows.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await shot(page, 'security-page');
});

test.describe('looks finished', () => {
  test.use({ bypassCSP: true });

  test('no serious accessibility violations, the keyboard reaches the cards, and a 360 px phone', async ({ page }) => {
    await page.goto(WILL);
    await expect(versionsTable(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'will page');

    // The keyboard reaches a card's Preview with a visible focus ring, and Enter opens the preview.
    const preview = page.getByRole('button', { name: 'Preview' }).first();
    await preview.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(preview).toBeFocused();
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toBe('none 0px');
    await page.keyboard.press('Enter');
    await expect(previewDialog(page)).toBeVisible();
    await nextPreview(page, 'en');
    await expectNoSeriousA11yViolations(page, 'preview dialog');
    await button(previewDialog(page), 'Download').click();
    await expect(formatDialog(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'format dialog');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(previewDialog(page)).toBeHidden();

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(WILL);
    // Cards instead of a table: nine columns do not fit a phone.
    const versions = page.getByRole('list', { name: 'Versions you have downloaded' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').first()).toContainText('DOCX');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'will page').toBeLessThanOrEqual(0);
    await shot(page, 'will-360');

    await button(templateCard(page, TEMPLATE), 'Preview').click();
    await nextPreview(page, 'en');
    await expectPdfPainted(previewFrame(page));
    await viewShot(page, 'will-preview-360');
  });
});
