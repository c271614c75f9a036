import { expect, type Page, test } from '@playwright/test';
import { FILES } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { shot } from '../support/screenshots.ts';
import { registerTestator, signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

let session: Awaited<ReturnType<typeof registerTestator>>;
test.beforeAll(async () => {
  session = await registerTestator();
});
test.beforeEach(async ({ page }) => {
  await signIn(page, session.token);
});

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
// Required fields show a visual asterisk outside their accessible name, so fields are found by role and name.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: /Breadcrumb|नेविगेशन पथ/ });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
// A date attribute's value is a date input, which has no textbox role: found by its label (with the asterisk),
// on the open tab only (the other tabs stay mounted, hidden).
const attributeValue = (page: Page) => page.getByLabel(/^Attribute value/).filter({ visible: true });

/** Picks a file through the visible "Choose file" button of attribute row `row`, as a person would. */
async function pickFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, row = 0) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /Choose file/ })
    .nth(row)
    .click();
  await (await chooser).setFiles(file);
}

type Details = { name: string; subtype: string; value: string; ownership: string; percentage?: string; description: string };

async function fillDetails(page: Page, details: Details) {
  await field(page, 'Asset name').fill(details.name);
  await choice(page, 'Subtype').selectOption({ label: details.subtype });
  await field(page, 'Initial value').fill(details.value);
  await choice(page, 'Ownership type').selectOption({ label: details.ownership });
  if (details.percentage) await field(page, 'Ownership percentage').fill(details.percentage);
  await field(page, 'Description').fill(details.description);
}

async function saveDetails(page: Page) {
  await button(page, 'Save').click();
  await toast(page, 'Saved successfully');
  await expect(page).toHaveURL(/assetId=\d+/);
  await expect(tab(page, 'Asset location')).toHaveAttribute('aria-selected', 'true');
}

async function fillLocation(page: Page, location: { address: string; city: string; state: string; pincode: string; landmark: string }) {
  await field(page, 'Address').fill(location.address);
  await field(page, 'City').fill(location.city);
  await field(page, 'State').fill(location.state);
  await field(page, 'Pincode').fill(location.pincode);
  await field(page, 'Landmark').fill(location.landmark);
  await button(page, 'Save location').click();
  await toast(page, 'Asset location saved successfully');
  await expect(tab(page, 'Subtype attributes')).toHaveAttribute('aria-selected', 'true');
}

/** Fills attribute row `row` of the open attribute tab: its type, and a value (a date input for a date type). */
async function fillAttribute(page: Page, row: number, type: string, value: string) {
  // Only the open tab's rows: the tab just left may still be in the page (it matched first and was never visible).
  await choice(page, 'Attribute type').filter({ visible: true }).nth(row).selectOption({ label: type });
  await attributeValue(page).nth(row).fill(value);
}

async function saveAttributes(page: Page, next?: string) {
  await button(page, 'Save attributes').click();
  await toast(page, 'Saved successfully');
  if (next) await expect(tab(page, next)).toHaveAttribute('aria-selected', 'true');
}

test('a fixed asset through all five tabs: share-based ownership asks its percentage, a file on an attribute row', async ({ page }) => {
  await page.goto('/testator/fixedAsset');
  await expect(page.getByRole('heading', { name: 'Fixed Assets', level: 1 })).toBeVisible();
  await expect(breadcrumb(page)).toContainText('Testator');
  await expect(breadcrumb(page)).toContainText('Assets');
  await expect(page.getByText('No assets added yet.')).toBeVisible();
  await expect(page.getByText('No assets added yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add+' }).click();
  await expect(page).toHaveURL(/\/testator\/fixedAsset\/addFixedAssetDetails$/);
  await expect(page.getByRole('heading', { name: 'Add Fixed Asset', level: 1 })).toBeVisible();
  await expect(breadcrumb(page).getByRole('link', { name: 'Fixed Assets' })).toHaveAttribute('href', '/testator/fixedAsset');
  await expect(breadcrumb(page)).toContainText('Add Fixed Asset');

  // Later tabs wait for the details.
  await tab(page, 'Asset location').click();
  await toast(page, "Please save 'Asset details' before proceeding.");

  // Share-based ownership (type 2) demands a percentage: nothing is saved until it is given.
  await expect(field(page, 'Ownership percentage')).toHaveCount(0);
  await fillDetails(page, {
    name: 'House in Mylapore',
    subtype: 'Independent house',
    value: '2500000',
    ownership: 'Joint owner with a stated share (%)',
    description: 'Two-storey house at door no. 12, Gandhi Road',
  });
  await expect(field(page, 'Initial value')).toHaveValue('25,00,000');
  await button(page, 'Save').click();
  await expect(page.getByText('Ownership percentage is required for share-based ownership.')).toBeVisible();
  await expect(page).not.toHaveURL(/assetId=/);
  await field(page, 'Ownership percentage').fill('50');
  await expect(page.getByText('Ownership value: ₹12,50,000')).toBeVisible();
  await saveDetails(page);

  await expect(choice(page, 'Location type')).toHaveValue('P');
  await fillLocation(page, {
    address: '12 Gandhi Road, Mylapore',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    landmark: 'Near Kapaleeshwarar temple',
  });

  // Subtype attributes: a survey number with the sale deed as a PDF, and a registration date (a date input).
  await fillAttribute(page, 0, 'Survey number', '123/4B');
  await pickFile(page, FILES.pdf);
  await expect(page.getByText('deed.pdf')).toBeVisible();
  await button(page, 'Add attribute').click();
  // A type another row uses is not offered again.
  await expect(choice(page, 'Attribute type').nth(1).locator('option', { hasText: 'Survey number' })).toHaveCount(0);
  await choice(page, 'Attribute type').nth(1).selectOption({ label: 'Date of registration' });
  await expect(attributeValue(page).nth(1)).toHaveAttribute('type', 'date');
  await attributeValue(page).nth(1).fill('2015-03-12');
  await saveAttributes(page, 'Primary attributes');

  await fillAttribute(page, 0, 'Purchase price', '1800000');
  await saveAttributes(page, 'Specific attributes');

  await field(page, 'Attribute name').fill('Borewell');
  await field(page, 'Attribute value').fill('Yes, 200 feet');
  await field(page, 'Description').fill('Sunk in 2016; shared with the neighbour');
  await saveAttributes(page);

  // Everything is still there after a reload, the file with it.
  await page.reload();
  await tab(page, 'Subtype attributes').click();
  await expect(field(page, 'Attribute value').first()).toHaveValue('123/4B');
  await expect(page.getByText('deed.pdf')).toBeVisible();
  await shot(page, 'asset-subtype-attributes');
});

test('a financial asset: the account number comes back masked, is kept when saved again, and a row is deleted', async ({ page }) => {
  await page.goto('/testator/financialAsset');
  await page.getByRole('link', { name: 'Add+' }).click();
  await fillDetails(page, {
    name: 'SBI savings account',
    subtype: 'Savings account',
    value: '350000.50',
    ownership: 'Sole owner (self-acquired)',
    description: 'Salary account, Mylapore branch',
  });
  await saveDetails(page);
  await fillLocation(page, {
    address: 'State Bank of India, Luz Church Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    landmark: 'Opposite Nageswara Rao Park',
  });

  await fillAttribute(page, 0, 'Account number', '30012345671234');
  await saveAttributes(page, 'Primary attributes');
  await tab(page, 'Subtype attributes').click();
  await expect(field(page, 'Attribute value').first()).toHaveValue('••••1234');

  // Saved again with the masked value as shown: the server keeps the stored number.
  await button(page, 'Add attribute').click();
  await fillAttribute(page, 1, 'IFSC code', 'SBIN0001234');
  await saveAttributes(page, 'Primary attributes');
  await page.reload();
  await tab(page, 'Subtype attributes').click();
  await expect(field(page, 'Attribute value')).toHaveCount(2);
  await expect(field(page, 'Attribute value').first()).toHaveValue('••••1234');

  // Deleting a saved row deletes it on the server; the last row stays.
  await page
    .getByRole('button', { name: /^Remove attribute/ })
    .nth(1)
    .click();
  await toast(page, 'delete success');
  await expect(field(page, 'Attribute value')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove attribute/ })).toBeDisabled();
  await page.reload();
  await tab(page, 'Subtype attributes').click();
  await expect(field(page, 'Attribute value')).toHaveCount(1);

  await tab(page, 'Primary attributes').click();
  // The open tab first: a row looked for while the subtype tab still shows would be that tab's, hidden a moment later.
  await expect(tab(page, 'Primary attributes')).toHaveAttribute('aria-selected', 'true');
  await fillAttribute(page, 0, 'Date of acquisition', '2010-06-01');
  await saveAttributes(page, 'Specific attributes');
  await field(page, 'Attribute name').fill('Nominee');
  await field(page, 'Attribute value').fill('Lakshmi Menon');
  await field(page, 'Description').fill('Registered with the branch in 2019');
  await saveAttributes(page);
});

test('a digital asset from the list’s address with a trailing slash, located online', async ({ page }) => {
  await page.goto('/testator/digitalAssets/');
  await expect(page.getByRole('heading', { name: 'Digital Assets', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add+' }).click();
  await expect(page.getByRole('heading', { name: 'Add Digital Asset', level: 1 })).toBeVisible();
  await fillDetails(page, {
    name: 'Family photo archive',
    subtype: 'Cloud storage',
    value: '0',
    ownership: 'Sole owner (self-acquired)',
    description: 'Thirty years of family photographs',
  });
  await saveDetails(page);
  await expect(choice(page, 'Location type')).toHaveValue('V');
  await fillLocation(page, {
    address: 'Google Photos account',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    landmark: 'Online',
  });
  await fillAttribute(page, 0, 'Account ID or username (never the password)', 'savitri.iyer@example.com');
  await saveAttributes(page, 'Primary attributes');
  await fillAttribute(page, 0, 'Where the original documents are kept', 'Recovery codes in the bank locker');
  await saveAttributes(page, 'Specific attributes');
  await field(page, 'Attribute name').fill('Shared album');
  await field(page, 'Attribute value').fill('Family 1990–2020');
  await field(page, 'Description').fill('Shared with both children');
  await saveAttributes(page);
});

test('the lists show each kind with Indian grouping and its totals; an edit shows; the dashboard counts them', async ({ page }) => {
  await page.goto('/testator/fixedAsset');
  const row = page.getByRole('row', { name: /House in Mylapore/ });
  await expect(row.getByRole('cell', { name: '₹25,00,000', exact: true })).toBeVisible();
  await expect(row).toContainText('Joint owner with a stated share (%) (50%)');
  await expect(row).toContainText('Independent house');
  await expect(page.getByText('1 asset, worth ₹12,50,000 (your share)')).toBeVisible();

  await row.getByRole('button', { name: 'Actions for House in Mylapore' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/addFixedAssetDetails\?assetId=\d+/);
  await expect(page.getByRole('heading', { name: 'Edit Asset', level: 1 })).toBeVisible();
  await expect(field(page, 'Initial value')).toHaveValue('25,00,000');
  await field(page, 'Initial value').fill('3000000');
  await button(page, 'Save').click();
  await toast(page, 'Saved successfully');
  await page.goto('/testator/fixedAsset');
  await expect(page.getByRole('cell', { name: '₹30,00,000', exact: true })).toBeVisible();
  await expect(page.getByText('1 asset, worth ₹15,00,000 (your share)')).toBeVisible();
  await shot(page, 'asset-list');

  await page.goto('/testator/financialAsset');
  await expect(page.getByRole('cell', { name: '₹3,50,000.50', exact: true })).toBeVisible();
  await page.goto('/testator/digitalAssets');
  await expect(page.getByRole('cell', { name: 'Family photo archive', exact: true })).toBeVisible();

  await page.goto('/testator');
  await expect(page.getByRole('button', { name: /^Assets/ })).toContainText('3 assets, 3 not yet assigned');
  await shot(page, 'asset-dashboard');
});

test('deleting an asset asks first and takes it off the list', async ({ page }) => {
  await page.goto('/testator/digitalAssets');
  const row = page.getByRole('row', { name: /Family photo archive/ });
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Family photo archive');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Asset deleted successfully');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No assets added yet.')).toBeVisible();
});

test('on a phone (360 px) the list and the form fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/testator/fixedAsset');
  await expect(page.getByRole('cell', { name: '₹30,00,000', exact: true })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'asset-list-360');
  await page.getByRole('link', { name: 'Add+' }).click();
  await expect(field(page, 'Asset name')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'asset-form-360');
});

test.describe('accessible', () => {
  test.use({ bypassCSP: true });

  test('no serious axe violations on a list, the details and an attribute tab; the keyboard reaches a row’s menu', async ({ page }) => {
    await page.goto('/testator/fixedAsset');
    await expect(page.getByRole('cell', { name: '₹30,00,000', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'asset list');

    // The row's menu opens from the keyboard, its button showing where the focus is.
    const actions = page.getByRole('button', { name: 'Actions for House in Mylapore' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(actions).toBeFocused();
    const outline = await actions.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toBe('none 0px');

    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(field(page, 'Ownership percentage')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'asset details');
    await tab(page, 'Subtype attributes').click();
    await expect(page.getByText('deed.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'asset subtype attributes');
  });
});

test('the asset screens speak Hindi: titles, tabs, master data and rupees', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/testator/fixedAsset');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await expect(breadcrumb(page)).toContainText('संपत्तियाँ');
  await expect(page.getByRole('cell', { name: '₹30,00,000', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'स्वतंत्र मकान', exact: true })).toBeVisible();
  await shot(page, 'asset-list-hindi');
  await page.getByRole('link', { name: /जोड़ें|Add/ }).click();
  await expect(page.getByRole('tab').first()).toHaveText(/[\u0900-\u097F]/);
  const subtypes = page.getByRole('combobox').filter({ has: page.locator('option', { hasText: 'कृषि भूमि' }) });
  await expect(subtypes).toHaveCount(1);
  await shot(page, 'asset-form-hindi');
});
