import { expect, type Page, test } from '@playwright/test';
import { FILES, seedAsset, seedPerson } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { shot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

const UNASSIGNED = '/testator/assetAssignment';
const ASSIGNED = '/testator/assetAssignment/assetAssignmentList';
const ASSETS = {
  flat: 'Flat 4B, Lakshmi Apartments',
  plot: 'Plot 14, Anna Nagar',
  car: 'Maruti Swift car',
  deposit: 'SBI fixed deposit',
};

let session: Awaited<ReturnType<typeof registerTestator>>;
let plotId: number;
// People and assets come through the real calls (the shared seeds), so the journeys are about assigning.
test.beforeAll(async () => {
  session = await registerTestator();
  const beneficiary = (firstName: string, lastName: string, dob = '1990-04-12') =>
    seedPerson(http, session, 'beneficiary_individual', { firstName, lastName, dob });
  await beneficiary('Meena', 'Rao');
  await beneficiary('Arjun', 'Rao', '1992-11-03');
  await beneficiary('Lakshmi', 'Iyer', '1988-01-20');
  // Under 18 today: needs a guardian.
  await beneficiary('Kavya', 'Rao', '2016-02-10');
  await seedAsset(http, session, 'fixed', { assetName: ASSETS.flat });
  plotId = await seedAsset(http, session, 'fixed', { assetName: ASSETS.plot, ownershipTypeId: 2, ownershipPercentage: 50 });
  await seedAsset(http, session, 'movable', { assetName: ASSETS.car });
  await seedAsset(http, session, 'financial', { assetName: ASSETS.deposit });
});
test.beforeEach(async ({ page }) => {
  await signIn(page, session.token);
});

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('.mantine-Notification-root').filter({ hasText: text }).first()).toBeVisible();
// Required fields show a visual asterisk outside their accessible name, so fields are found by role and name.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const count = (page: Page) => page.getByRole('textbox', { name: 'Number of beneficiaries', exact: true });
const unassignedTable = (page: Page) => page.getByRole('table', { name: 'Unassigned assets' });

/** Ticks assets on the unassigned list and presses Assign. */
async function assign(page: Page, ...names: string[]) {
  await page.goto(UNASSIGNED);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await button(page, 'Assign').click();
  await expect(page).toHaveURL(/\/assetAssignmentDetails\?assetIds=[\d,]+$/);
}

/** Fills the words of entry `row`: a condition in the testator's own words (none when empty) and the assignment description. */
async function describeEntry(page: Page, row: number, condition: string, description: string) {
  if (condition) {
    await page.getByRole('radio', { name: 'In my own words', exact: true }).nth(row).check();
    await field(page, 'Your condition').nth(row).fill(condition);
  }
  await field(page, 'Assignment description').nth(row).fill(description);
}

test('the unassigned assets: Indian rupees, dates, and Assign needs a ticked asset', async ({ page }) => {
  await page.goto(UNASSIGNED);
  await expect(page.getByRole('heading', { level: 1, name: 'Unassigned assets' })).toBeVisible();
  const table = unassignedTable(page);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: new RegExp(ASSETS.plot) })).toContainText('₹25,00,000');
  await expect(table.getByRole('row', { name: new RegExp(ASSETS.plot) })).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  await button(page, 'Assign').click();
  await toast(page, 'Please select at least one record to assign an asset');

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('4 selected')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await expect(page.getByText('0 selected')).toBeVisible();
  await shot(page, 'assignment-unassigned');

  await page.getByRole('link', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(ASSIGNED);
  await expect(page.getByText('No assets assigned yet.')).toBeVisible();
});

test('one asset shared equally by three beneficiaries: 33.33 each, locked', async ({ page }) => {
  await assign(page, ASSETS.plot);
  await expect(page.getByRole('heading', { level: 1, name: 'Assign assets' })).toBeVisible();
  await expect(page.getByText(`my 50% share in ${ASSETS.plot}`).first()).toBeVisible();

  // A count before a type is refused and goes back to 0.
  await count(page).fill('3');
  await toast(page, 'Please select an assignment type first.');
  await expect(count(page)).toHaveValue('0');

  await choice(page, 'Assignment type').selectOption({ label: 'Equally among the beneficiaries' });
  await count(page).fill('3');
  const proportions = page.getByRole('textbox', { name: 'Proportion (%)' });
  await expect(proportions).toHaveCount(3);
  for (let row = 0; row < 3; row++) {
    await expect(proportions.nth(row)).toHaveValue('33.33');
    await expect(proportions.nth(row)).toHaveAttribute('readonly', '');
  }
  await expect(page.getByText('Total proportion: 99.99%')).toBeVisible();

  const people = ['Meena Rao', 'Arjun Rao', 'Lakshmi Iyer'];
  for (const [row, name] of people.entries()) {
    await choice(page, 'Beneficiary').nth(row).selectOption({ label: name });
    // No condition (issue 23 item 10: the default, nothing to type).
    await describeEntry(page, row, '', `A third of my share in the plot for ${name}`);
  }
  // A beneficiary chosen in one row is not offered in another.
  await expect(choice(page, 'Beneficiary').nth(1).locator('option', { hasText: 'Meena Rao' })).toHaveCount(0);
  // Nobody here is a minor: no guardian is asked. Nothing is marked wrong before a save.
  await expect(choice(page, 'Guardian')).toHaveCount(0);
  await expect(page.getByText(/is required\./)).toHaveCount(0);

  const summary = page.getByRole('region', { name: 'In words' });
  await expect(summary).toContainText(`Meena Rao receives 33.33% of my 50% share in ${ASSETS.plot}`);
  await expect(summary).toContainText(`Lakshmi Iyer receives 33.33% of my 50% share in ${ASSETS.plot}`);
  await shot(page, 'assignment-form-equal');

  await button(page, 'Save assignment').click();
  await toast(page, 'Saved successfully');
  // Back one page: the unassigned list, without the plot.
  await expect(page).toHaveURL(UNASSIGNED);
  await expect(unassignedTable(page).getByRole('row')).toHaveCount(4);
  await expect(unassignedTable(page)).not.toContainText(ASSETS.plot);
});

test('a car to a minor: one beneficiary at 100, a guardian, and a document', async ({ page }) => {
  await assign(page, ASSETS.car);
  await choice(page, 'Assignment type').selectOption({ label: 'Absolutely to one beneficiary (100%)' });
  await expect(count(page)).toHaveValue('1');
  await expect(count(page)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Proportion (%)' })).toHaveValue('100');

  await choice(page, 'Beneficiary').selectOption({ label: 'Kavya Rao' });
  const guardian = choice(page, 'Guardian');
  await expect(guardian).toBeVisible();
  await expect(page.getByText('A share left to a minor needs a guardian until the beneficiary turns 18.')).toBeVisible();
  // Anyone but the minor herself.
  await expect(guardian.locator('option', { hasText: 'Kavya Rao' })).toHaveCount(0);
  await describeEntry(page, 0, 'When she turns 21', 'My Maruti Swift car');

  // Without a guardian the form says so on the field.
  await button(page, 'Save assignment').click();
  await expect(page.getByText('This beneficiary is a minor and needs a guardian.')).toBeVisible();

  await guardian.selectOption({ label: 'Meena Rao' });
  await page.getByRole('checkbox', { name: 'Immediate transfer' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose file/ }).click();
  await (await chooser).setFiles(FILES.pdf);
  await expect(page.getByText(FILES.pdf.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'In words' })).toContainText(`Kavya Rao receives 100% of ${ASSETS.car}`);
  await shot(page, 'assignment-form-minor');

  await button(page, 'Save assignment').click();
  await toast(page, 'Saved successfully');
  await expect(page).toHaveURL(UNASSIGNED);
  await expect(unassignedTable(page)).not.toContainText(ASSETS.car);
});

test('the assigned list with each beneficiary’s share of the estate; an edit keeps type and count', async ({ page }) => {
  await page.goto(ASSIGNED);
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned Assets' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Assigned Assets' });
  await expect(table.getByRole('row', { name: new RegExp(`my 50% share in ${ASSETS.plot}`) })).toContainText('Meena Rao: 33.33%');
  await expect(table.getByRole('row', { name: new RegExp(ASSETS.car) })).toContainText('Kavya Rao: 100%');
  // The estate: 25 lakh + half of 25 lakh + 25 lakh + 25 lakh; the car is 25 lakh of it.
  const shares = page.getByRole('region', { name: 'Each beneficiary’s share of your estate' });
  const estate = shares.getByRole('table', { name: 'Who receives what from your estate of ₹87,50,000' });
  await expect(estate.getByRole('row', { name: /Kavya Rao/ })).toHaveText(/Kavya Rao\s*₹25,00,000\s*28\.57%/);
  await shot(page, 'assignment-list');

  await page.getByRole('button', { name: `Actions for ${ASSETS.car}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/assetAssignmentDetails\?assignmentId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit assignment' })).toBeVisible();
  await expect(field(page, 'Assignment type')).toHaveValue('Absolutely to one beneficiary (100%)');
  await expect(field(page, 'Assignment type')).toHaveAttribute('readonly', '');
  await expect(count(page)).toHaveAttribute('readonly', '');
  await expect(choice(page, 'Beneficiary')).toHaveValue(/\d+/);
  await expect(choice(page, 'Guardian').locator('option:checked')).toHaveText('Meena Rao');
  await expect(page.getByRole('checkbox', { name: 'Immediate transfer' })).toBeChecked();

  // A saved document is deleted on the server at once.
  await page.getByRole('button', { name: `Remove file ${FILES.pdf.name}` }).click();
  await toast(page, 'Document deleted successfully');
  await expect(page.getByText(FILES.pdf.name)).toHaveCount(0);
  await field(page, 'Your condition').fill('When she turns 25');
  await shot(page, 'assignment-form-edit');
  await button(page, 'Save assignment').click();
  await toast(page, 'Saved successfully');
  await expect(page).toHaveURL(ASSIGNED);

  await page.getByRole('button', { name: `Actions for ${ASSETS.car}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(field(page, 'Your condition')).toHaveValue('When she turns 25');
  await expect(page.getByText('No file chosen')).toBeVisible();
});

test('deleting an assignment asks first, and its asset is unassigned again', async ({ page }) => {
  await page.goto(ASSIGNED);
  const plotRow = page.getByRole('row', { name: new RegExp(ASSETS.plot) });
  await page.getByRole('button', { name: `Actions for ${ASSETS.plot}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this assignment?');
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(plotRow).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${ASSETS.plot}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'delete Successfully');
  await expect(plotRow).toHaveCount(0);

  await page.goto(UNASSIGNED);
  await expect(unassignedTable(page)).toContainText(ASSETS.plot);
  await expect(unassignedTable(page).getByRole('row')).toHaveCount(4);
});

test('in Hindi: the list, the shares and the form speak the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto(`/testator/assetAssignment/assetAssignmentDetails?assetIds=${plotId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'संपत्तियाँ आवंटित करें' })).toBeVisible();
  await choice(page, 'आवंटन का प्रकार').selectOption({ value: '20' });
  await page.getByRole('textbox', { name: 'लाभार्थियों की संख्या', exact: true }).fill('2');
  await choice(page, 'लाभार्थी').first().selectOption({ label: 'Meena Rao' });
  await expect(page.getByRole('region', { name: 'शब्दों में' })).toContainText(`Meena Rao को ${ASSETS.plot} में मेरे 50% हिस्से का 50% मिलेगा`);
  await shot(page, 'assignment-form-hindi');
  await page.goto(ASSIGNED);
  await expect(page.getByRole('heading', { level: 1, name: 'आवंटित संपत्तियाँ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'आपकी संपदा में प्रत्येक लाभार्थी का हिस्सा' })).toBeVisible();
});

test.describe('looks finished', () => {
  test.use({ bypassCSP: true });

  test('no serious accessibility violations, and a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.goto(ASSIGNED);
    await expect(page.getByRole('table', { name: 'Assigned Assets' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, ASSIGNED);
    await assign(page, ASSETS.flat, ASSETS.deposit);
    await choice(page, 'Assignment type').selectOption({ label: 'Equally, with each share described' });
    await count(page).fill('2');
    await choice(page, 'Beneficiary').first().selectOption({ label: 'Arjun Rao' });
    await expectNoSeriousA11yViolations(page, 'assignment form');

    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of [UNASSIGNED, ASSIGNED]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await assign(page, ASSETS.flat);
    await choice(page, 'Assignment type').selectOption({ label: 'In the shares described' });
    await count(page).fill('1');
    await choice(page, 'Beneficiary').selectOption({ label: 'Kavya Rao' });
    await expect(field(page, 'Sub description')).toBeVisible();
    // Issue 22: type 30 takes the testator's own percentage, typed.
    await expect(page.getByRole('textbox', { name: 'Proportion (%)' })).toBeEditable();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'assignment form').toBeLessThanOrEqual(0);
    await shot(page, 'assignment-form-360');

    // The keyboard reaches the type choice with a visible focus ring.
    await choice(page, 'Assignment type').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toBe('none 0px');
  });
});
