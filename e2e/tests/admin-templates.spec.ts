import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';
import { expectPdfPainted } from '../support/pdf-frame.ts';
import { shot, viewShot } from '../support/screenshots.ts';
import { http, signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

const CLAUSES = '/admin/willtemplateclaouses';
const TEMPLATES = '/admin/will-template';
const suffix = String(Date.now()).slice(-6);
const HEADING = `Care of pets ${suffix}`;
const HEADING_HI = `पालतू जानवरों की देखभाल ${suffix}`;
const KEY = `care_of_pets_${suffix}`;
const TEMPLATE = `Pet lover’s will ${suffix}`;

let token: string;
test.beforeAll(async () => {
  const login = await http.post('auth/login', { username: ADMIN.email, password: ADMIN.password });
  expect(login.status).toBe(200);
  token = (login.json as { jwt: string }).jwt;
});
test.beforeEach(async ({ page }) => {
  await signIn(page, token);
  watchPreviews(page);
});

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const choice = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const set = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });
const previewFrame = (page: Page) => page.locator('iframe[title="Preview of the will template"]');

/** The bytes the last preview call answered begin with, per page (the frame shows them as a blob: URL). */
const previewHeads = new WeakMap<Page, string>();
function watchPreviews(page: Page) {
  page.on('response', async (response) => {
    if (!response.url().includes('/admin/previewWillTemplate') || !response.ok()) return;
    const { pdfContent } = (await response.json()) as { pdfContent: string };
    previewHeads.set(page, Buffer.from(pdfContent, 'base64').subarray(0, 5).toString());
  });
}

/**
 * The preview frame's blob: URL once it differs from `previous`: the frame loaded it (the page's CSP lets a
 * blob: frame in; a refused one shows Chromium's error page) and the preview call answered a PDF.
 */
async function nextPreview(page: Page, previous?: string): Promise<string> {
  await expect(previewFrame(page)).toHaveAttribute('src', /^blob:.*#toolbar=0$/, { timeout: 20_000 });
  if (previous) await expect(previewFrame(page)).not.toHaveAttribute('src', previous, { timeout: 20_000 });
  const src = (await previewFrame(page).getAttribute('src'))!;
  // The frame is asked for anew each time: the editor may redraw it while the preview's language gaps arrive.
  await expect.poll(async () => (await (await previewFrame(page).elementHandle())?.contentFrame())?.url() ?? '').toMatch(/^blob:/);
  await expect.poll(() => previewHeads.get(page)).toBe('%PDF-');
  await expect(page.getByText('Rendering the preview…')).toBeHidden({ timeout: 20_000 });
  return src;
}

test('the administrator writes a clause set, checks it as they type, translates it into Hindi and finds it there', async ({ page }) => {
  await page.goto(CLAUSES);
  await expect(page.getByRole('heading', { name: 'Will Template Clauses', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Will templates');
  await expect(set(page, 'Revocation of earlier wills')).toContainText('revocation_of_earlier_wills');
  await shot(page, 'admin-clauses');

  await button(page, 'Create clause set').click();
  const create = dialog(page, 'Create clause set');
  await expect(create).toBeVisible();
  // The list's language, locked.
  await expect(field(create, 'Language')).toHaveValue('English');
  await expect(field(create, 'Language')).toHaveAttribute('readonly', '');
  await field(create, 'Heading name').fill(HEADING);
  await field(create, 'Clause key').fill(`Care of pets ${suffix}`);
  await expect(create.getByText(`Saved as ${KEY}`)).toBeVisible();

  // A misspelt variable: the line and the reason under the text as it is typed.
  const first = group(create, 'Variant 1');
  await field(first, 'Clause content').fill('My pets go to my family.\nI, {{ testator.fulName }}, ask them to be kind.');
  await expect(first.getByText('Line 2: Unknown variable: testator.fulName')).toBeVisible();
  await viewShot(page, 'admin-clause-error');
  // The server refuses it too, on the field, with its line.
  await button(create, 'Save').click();
  await toast(page, /Failed to create clause set: Line 2: Unknown variable: testator\.fulName/);
  await expect(first.getByText('Line 2: Unknown variable: testator.fulName')).toBeVisible();

  // The variables panel inserts at the cursor.
  await field(first, 'Clause content').fill('I, ');
  await button(first, 'Variables you can use').click();
  await page.getByRole('searchbox', { name: 'Search variables' }).fill('testator');
  await viewShot(page, 'admin-clause-variables');
  await page.getByRole('searchbox', { name: 'Search variables' }).fill('testator’s full');
  await button(page, 'Insert testator.fullName').click();
  // What comes next goes in at the cursor, after the inserted variable (one input event: the text, not each key, is the point).
  await page.keyboard.insertText(', leave my pets to my family.');
  await expect(field(first, 'Clause content')).toHaveValue('I, {{ testator.fullName }}, leave my pets to my family.');
  await expect(first.getByText('The clause compiles.')).toBeVisible();

  // A second variant with a loop over a list; one variant cannot be removed, two can.
  await expect(button(first, 'Remove variant')).toHaveCount(0);
  await button(create, 'Add variant').click();
  const second = group(create, 'Variant 2');
  await field(second, 'Clause content').fill('My pets go to ');
  await button(second, 'Variables you can use').click();
  await page.getByRole('searchbox', { name: 'Search variables' }).fill('heirs');
  await button(page, 'Insert heirs').click();
  await page.keyboard.insertText('{{ heir.fullName }} ');
  await expect(field(second, 'Clause content')).toHaveValue('My pets go to {% for heir in heirs %}{{ heir.fullName }} {% endfor %}');
  await expect(second.getByText('The clause compiles.')).toBeVisible();
  await expect(button(first, 'Remove variant')).toBeVisible();
  await viewShot(page, 'admin-clause-create');
  await button(create, 'Save').click();
  await toast(page, 'Clause set created successfully!');
  await expect(create).toBeHidden();
  await expect(set(page, HEADING)).toContainText(KEY);
  await expect(set(page, HEADING)).toContainText(`${KEY}_2`);

  // The same key again in English: status exists.
  await button(page, 'Create clause set').click();
  await field(create, 'Heading name').fill(`${HEADING} again`);
  await field(create, 'Clause key').fill(KEY);
  await field(group(create, 'Variant 1'), 'Clause content').fill('Again.');
  await button(create, 'Save').click();
  await toast(page, 'A clause set with this key already exists for this language');
  await button(create, 'Cancel').click();

  // Edit: the heading and a variant's text.
  await button(set(page, HEADING), 'Edit').click();
  const edit = dialog(page, 'Edit clause set');
  await expect(field(group(edit, 'Variant 2'), 'Clause key')).toHaveValue(`${KEY}_2`);
  await field(group(edit, 'Variant 1'), 'Clause content').fill('I, {{ testator.fullName }}, leave my pets to my family, with love.');
  await button(edit, 'Save').click();
  await toast(page, 'Clause set updated successfully!');
  await expect(set(page, HEADING)).toContainText('with love');

  // Into Hindi: only languages without the set, never English (the source).
  await button(set(page, HEADING), 'Add translation').click();
  const translate = dialog(page, 'Add translation');
  const target = choice(translate, 'Target language');
  await expect(target.locator('option', { hasText: 'हिन्दी' })).toHaveCount(1);
  await expect(target.locator('option', { hasText: 'English' })).toHaveCount(0);
  await expect(translate.getByText('with love')).toBeVisible();
  await button(translate, 'Save').click();
  await expect(translate.getByText('Target language is required.')).toBeVisible();
  await target.selectOption({ label: 'हिन्दी' });
  await field(translate, 'Heading in the target language (optional)').fill(HEADING_HI);
  await field(group(translate, KEY), 'Translation').fill('मैं, {{ testator.fullName }}, अपने पालतू जानवर अपने परिवार को प्रेम सहित सौंपता हूँ।');
  await field(group(translate, `${KEY}_2`), 'Translation').fill(
    'मेरे पालतू जानवर {% for heir in heirs %}{{ heir.fullName }} {% endfor %}को मिलें।',
  );
  await expect(translate.getByText('The clause compiles.')).toHaveCount(2);
  await viewShot(page, 'admin-clause-translate');
  await button(translate, 'Save').click();
  await toast(page, 'Translation saved successfully!');
  await expect(translate).toBeHidden();

  // Under the Hindi filter: the Hindi heading and text; a translation from there offers neither Hindi nor English.
  await choice(page, 'Language').selectOption({ label: 'हिन्दी' });
  await expect(page).toHaveURL(/lang=2/);
  await expect(set(page, HEADING_HI)).toContainText('प्रेम सहित सौंपता हूँ');
  await shot(page, 'admin-clauses-hindi');
  await button(set(page, HEADING_HI), 'Add translation').click();
  await expect(choice(translate, 'Target language').locator('option', { hasText: 'हिन्दी' })).toHaveCount(0);
  await expect(choice(translate, 'Target language').locator('option', { hasText: 'English' })).toHaveCount(0);
  await expect(choice(translate, 'Target language').locator('option', { hasText: 'தமிழ்' })).toHaveCount(1);
  await button(translate, 'Cancel').click();
});

test('deleting asks first; a set a template uses is refused with the reason, an unused one goes', async ({ page }) => {
  const spare = `Spare heading ${suffix}`;
  const created = await http.post(
    'admin/saveTemplateClauses',
    { headingName: spare, templateClausesKey: `spare_${suffix}`, languageId: 1, clauses: [{ templateStatements: 'Spare.' }] },
    token,
  );
  expect(created.json).toMatchObject({ status: 'success' });
  await page.goto(CLAUSES);

  await button(set(page, 'Revocation of earlier wills'), 'Delete').click();
  const confirm = page.getByRole('dialog', { name: 'Revocation of earlier wills' });
  await expect(confirm).toContainText('Are you sure you want to delete this clause set?');
  await button(confirm, 'Delete').click();
  await toast(page, /is used by the template/);
  await expect(set(page, 'Revocation of earlier wills')).toBeVisible();

  await button(set(page, spare), 'Delete').click();
  await button(page.getByRole('dialog', { name: spare }), 'Delete').click();
  await toast(page, 'Clause set deleted successfully');
  await expect(set(page, spare)).toHaveCount(0);
});

test('the administrator composes a template with a live preview and saves it', async ({ page }) => {
  await page.goto(TEMPLATES);
  await expect(page.getByRole('heading', { name: 'Add Will Template', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Add Will Template' })).toContainText('Simple will');
  await shot(page, 'admin-templates');

  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page).toHaveURL(/\/admin\/will-template\/will-template-generation\/0$/);
  await expect(page.getByRole('heading', { name: 'Create Will Template', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose a heading and a clause to see the preview.')).toBeVisible();

  // Required fields first.
  await button(page, 'Save template').click();
  await expect(page.getByText('Template name is required.')).toBeVisible();
  await expect(page.getByText('Heading is required.')).toBeVisible();

  await field(page, 'Template name').fill(TEMPLATE);
  await field(page, 'Description').fill('For a testator whose pets need a home.');

  const row1 = group(page, 'Clause 1');
  await expect(choice(row1, 'Clause')).toBeDisabled();
  await choice(row1, 'Heading').selectOption({ label: 'Declaration of the testator' });
  await expect(choice(row1, 'Clause')).toBeEnabled();
  await choice(row1, 'Clause').selectOption({ index: 1 });
  let preview = await nextPreview(page);

  // A heading chosen in one row is not offered in another.
  await button(page, 'Add clause').click();
  const row2 = group(page, 'Clause 2');
  await expect(choice(row2, 'Heading').locator('option', { hasText: 'Declaration of the testator' })).toHaveCount(0);
  await choice(row2, 'Heading').selectOption({ label: 'Revocation of earlier wills' });
  await choice(row2, 'Clause').selectOption({ index: 1 });
  preview = await nextPreview(page, preview);

  // Another heading resets the row's clause.
  await choice(row2, 'Heading').selectOption({ label: HEADING });
  await expect(choice(row2, 'Clause')).toHaveValue('');
  const variant2 = await choice(row2, 'Clause')
    .locator('option', { hasText: `${KEY}_2:` })
    .getAttribute('value');
  await choice(row2, 'Clause').selectOption(variant2!);
  preview = await nextPreview(page, preview);

  await button(page, 'Add clause').click();
  const row3 = group(page, 'Clause 3');
  await choice(row3, 'Heading').selectOption({ label: 'Signature and attestation' });
  await choice(row3, 'Clause').selectOption({ index: 1 });
  preview = await nextPreview(page, preview);

  // Moving a row changes the order of the will.
  await button(row3, 'Move up').click();
  await expect(choice(group(page, 'Clause 2'), 'Heading').locator('option:checked')).toHaveText('Signature and attestation');
  preview = await nextPreview(page, preview);

  // The preview in Hindi.
  await choice(page, 'Preview language').selectOption({ label: 'हिन्दी' });
  preview = await nextPreview(page, preview);
  // The viewer paints the pages a moment after the frame has loaded.
  await expectPdfPainted(previewFrame(page));
  await shot(page, 'admin-template-editor');

  // Saving asks Yes or No: No stays, Yes saves and goes back.
  await button(page, 'Save template').click();
  const ask = page.getByRole('dialog', { name: 'Save template' });
  await expect(ask).toContainText('Are you sure you want to save this template?');
  await button(ask, 'No').click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/will-template-generation\/0$/);
  await button(page, 'Save template').click();
  await button(ask, 'Yes').click();
  await toast(page, 'Template Saved Successfully!');
  await expect(page).toHaveURL(/\/admin\/will-template$/);
  await page.getByRole('searchbox', { name: 'Filter' }).fill(suffix);
  await expect(page.getByRole('table', { name: 'Add Will Template' })).toContainText(TEMPLATE);
  await shot(page, 'admin-templates-saved');

  // It opens again with its rows in their order.
  await page.getByRole('link', { name: `Edit ${TEMPLATE}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Will Template', level: 1 })).toBeVisible();
  await expect(field(page, 'Template name')).toHaveValue(TEMPLATE);
  await expect(choice(group(page, 'Clause 3'), 'Heading').locator('option:checked')).toHaveText(HEADING);
  await nextPreview(page);

  // The set is now in use: deleting it is refused.
  await page.goto(CLAUSES);
  await button(set(page, HEADING), 'Delete').click();
  await button(page.getByRole('dialog', { name: HEADING }), 'Delete').click();
  await toast(page, new RegExp(`used by the template "${TEMPLATE}"`));
});

test.describe('looks finished', () => {
  test.use({ bypassCSP: true });

  test('no serious accessibility violations on the clause list, a clause modal, the template list and the editor', async ({ page }) => {
    await page.goto(CLAUSES);
    await expect(set(page, HEADING)).toBeVisible();
    await expectNoSeriousA11yViolations(page, CLAUSES);
    await button(set(page, HEADING), 'Add translation').click();
    await expect(choice(dialog(page, 'Add translation'), 'Target language')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the translation modal');
    await page.keyboard.press('Escape');
    await page.goto(TEMPLATES);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page, TEMPLATES);
    await page.getByRole('link', { name: 'Edit Simple will' }).click();
    await nextPreview(page);
    await expectNoSeriousA11yViolations(page, 'the template editor');
  });

  test('fits a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const fits = async (what: string) =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        what,
      ).toBeLessThanOrEqual(0);
    await page.goto(CLAUSES);
    await expect(set(page, HEADING)).toBeVisible();
    await fits(CLAUSES);
    await shot(page, 'admin-clauses-360');
    await button(set(page, HEADING), 'Edit').click();
    await expect(dialog(page, 'Edit clause set')).toBeVisible();
    await viewShot(page, 'admin-clause-edit-360');
    await page.keyboard.press('Escape');
    await page.goto(TEMPLATES);
    await expect(page.getByRole('table')).toBeVisible();
    await fits(TEMPLATES);
    await page.getByRole('link', { name: 'Edit Simple will' }).click();
    await nextPreview(page);
    await fits('the template editor');
    await shot(page, 'admin-template-editor-360');
    // The frame where a phone shows it (a full-page picture leaves an out-of-view frame unpainted).
    await previewFrame(page).scrollIntoViewIfNeeded();
    await expectPdfPainted(previewFrame(page));
    await viewShot(page, 'admin-template-preview-360');
  });
});
