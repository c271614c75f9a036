import { expect, type Page, test } from '@playwright/test';
import { FILES } from '../../apps/server/test/seeds.ts';
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

// One success wording for every save (issue 23).
const SAVED = 'Saved successfully';
const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('[role=alert], [role=status]').filter({ hasText: text }).first()).toBeVisible();
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

// Required fields show a visual asterisk outside their accessible name, so fields are found by role and name.
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Picks a file through the visible "Choose file" button, as a person would. */
async function pickFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /Choose file/ })
    .first()
    .click();
  await (await chooser).setFiles(file);
}

async function fillDate(page: Page, label: string, value: string, nth = 0) {
  const input = field(page, label).nth(nth);
  await input.fill(value);
  await input.press('Tab');
}

/** The Personal tab of any person form. */
async function fillPersonal(
  page: Page,
  person: { first: string; last: string; dob: string; gender?: string; relation?: string; marital?: string },
) {
  await field(page, 'First name').fill(person.first);
  await field(page, 'Last name').fill(person.last);
  await fillDate(page, 'Date of birth', person.dob);
  if (person.gender) await choice(page, 'Gender').selectOption({ label: person.gender });
  await choice(page, 'Marital status').selectOption({ label: person.marital ?? 'Married' });
  await choice(page, 'Religion').selectOption({ label: 'Hindu' });
  if (person.relation) await choice(page, 'Relation').selectOption({ label: person.relation });
}

test('Define self through every tab, with a PDF upload and a deleted address row', async ({ page }) => {
  await page.goto('/testator/define-self');
  // Later tabs wait for Personal.
  await tab(page, 'Address').click();
  await toast(page, "Please save 'Personal' before proceeding.");

  // Name, gender and date of birth come from the registration.
  await expect(field(page, 'Last name')).toHaveValue('Iyer');
  await fillPersonal(page, { first: 'Savitri', last: 'Iyer', dob: '15/08/1962' });
  await expect(field(page, 'Gender')).toHaveAttribute('readonly', '');
  await expect(field(page, 'Gender')).toHaveValue('Female');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Personal data saved successfully!');
  await expect(tab(page, 'Address')).toHaveAttribute('aria-selected', 'true');

  const fillAddress = async (row: number, type: string, city: string) => {
    await choice(page, 'Address type').nth(row).selectOption({ label: type });
    for (const [label, value] of [
      ['Door number', '12'],
      ['Building number', 'Lakshmi Nivas'],
      ['Street', 'Gandhi Road'],
      ['Pincode', '600004'],
      ['Locality', 'Mylapore'],
      ['City', city],
      ['State', 'Tamil Nadu'],
      ['Country', 'India'],
      ['District', city],
    ]) {
      await field(page, label!).nth(row).fill(value!);
    }
  };
  await fillAddress(0, 'Permanent', 'Chennai');
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(1, 'Current', 'Madurai');
  await page.getByRole('button', { name: 'Save addresses' }).click();
  await toast(page, 'Addresses saved successfully');

  // Remove the saved second row: deleted on the server, the list reloaded.
  await tab(page, 'Address').click();
  await page
    .getByRole('button', { name: /^Remove address/ })
    .nth(1)
    .click();
  await toast(page, 'Address deleted successfully');
  await expect(field(page, 'City')).toHaveCount(1);

  await tab(page, 'Contact').click();
  await choice(page, 'Contact type').first().selectOption({ label: 'Mobile' });
  const details = field(page, 'Contact details').first();
  await details.fill('5123');
  await details.blur();
  await expect(page.getByText('Invalid mobile number. Enter a 10-digit valid number.')).toBeVisible();
  await details.fill('9876543210');
  await details.blur();
  await page.getByRole('button', { name: 'Save contacts' }).click();
  await toast(page, 'Contact saved successfully');

  await tab(page, 'Identification').click();
  await choice(page, 'Identification type').first().selectOption({ label: 'Aadhaar' });
  await field(page, 'Identification number').first().fill('1234 5678 9012');
  await pickFile(page, FILES.png);
  await page.getByRole('button', { name: 'Save identifications' }).click();
  await toast(page, 'Identification Saved Successfully');

  await tab(page, 'Document').click();
  await field(page, 'Description').first().fill('Sale deed of the Mylapore house');
  await pickFile(page, FILES.pdf);
  await page.getByRole('button', { name: 'Save documents' }).click();
  await toast(page, 'Document Attached Successfully');
  await shot(page, 'wizard-document-tab');

  // Everything is still there after a reload.
  await page.reload();
  await tab(page, 'Identification').click();
  await expect(field(page, 'Identification number').first()).toHaveValue('••••9012');
});

test('natural heirs: an heir, an extension under it, and the expanded tree survives a reload', async ({ page }) => {
  await page.goto('/testator/addnaturalheirs');
  await page.getByRole('link', { name: 'Add+' }).click();
  await expect(page).toHaveURL(/\/testator\/addnaturalheirs\/entityDetails/);
  await fillPersonal(page, { first: 'Raghav', last: 'Iyer', dob: '01/02/1985', gender: 'Male', relation: 'Son' });
  await page.getByRole('checkbox', { name: 'Alive', exact: true }).uncheck();
  await fillDate(page, 'Date of death', '10/10/2020');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);

  await page.goto('/testator/addnaturalheirs');
  await expect(page.getByText('Raghav Iyer')).toBeVisible();
  await page
    .getByRole('button', { name: /Actions/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Extension' }).click();
  await fillPersonal(page, {
    first: 'Anika',
    last: 'Iyer',
    dob: '05/05/2012',
    gender: 'Female',
    relation: 'Granddaughter',
    marital: 'Single',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);

  await page.goto('/testator/addnaturalheirs');
  await page.getByRole('button', { name: /Expand: Raghav Iyer/ }).click();
  await expect(page.getByText('Anika Iyer')).toBeVisible();
  await shot(page, 'heir-tree');
  await page.reload();
  await expect(page.getByText('Anika Iyer')).toBeVisible();
  await expect(page.getByRole('button', { name: /Collapse: Raghav Iyer/ })).toBeVisible();
});

async function addPerson(page: Page, list: string, person: { first: string; last: string; relation?: string }) {
  await page.goto(list);
  await page.getByRole('link', { name: 'Add+' }).click();
  await fillPersonal(page, { ...person, dob: '20/01/1970', gender: 'Male' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);
  await page.goto(list);
  await expect(page.getByRole('cell', { name: new RegExp(person.first) }).first()).toBeVisible();
}

test('a beneficiary, an executor and two witnesses appear in their lists; an edit shows', async ({ page }) => {
  await addPerson(page, '/testator/addbeneficiaryindividual', { first: 'Lakshmi', last: 'Menon', relation: 'Niece' });
  await addPerson(page, '/testator/addexecutor', { first: 'Suresh', last: 'Pillai' });
  await addPerson(page, '/testator/addwitness', { first: 'Arun', last: 'Das' });
  await addPerson(page, '/testator/addwitness', { first: 'Farida', last: 'Khan' });
  await expect(page.getByRole('cell', { name: /Arun/ })).toBeVisible();
  await shot(page, 'witness-list');

  await page.goto('/testator/addexecutor');
  await page
    .getByRole('row', { name: /Suresh/ })
    .getByRole('button', { name: 'Actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/entityId=\d+/);
  await field(page, 'First name').fill('Suresh Kumar');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);
  await page.goto('/testator/addexecutor');
  await expect(page.getByRole('cell', { name: /Suresh Kumar/ })).toBeVisible();
});

test('deleting a person asks first: Cancel keeps the row, Delete removes it', async ({ page }) => {
  await addPerson(page, '/testator/addwitness', { first: 'Gopal', last: 'Shetty' });
  const row = page.getByRole('row', { name: /Gopal/ });
  const askToDelete = async () => {
    await row.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    return page.getByRole('dialog');
  };
  const dialog = await askToDelete();
  await expect(dialog).toContainText('Gopal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  const again = await askToDelete();
  await again.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
  await page.reload();
  await expect(page.getByRole('cell', { name: /Arun/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Gopal/ })).toHaveCount(0);
});

test('a corporate with a contact person, and the registrar', async ({ page }) => {
  await page.goto('/testator/addbeneficiarycorporate');
  await page.getByRole('link', { name: 'Add+' }).click();
  await field(page, 'Company name').fill('Seva Trust');
  await choice(page, 'Corporate type').selectOption({ label: 'Public charitable trust' });
  await fillDate(page, 'Commencement date', '01/04/1999');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);

  await page.goto('/testator/addbeneficiarycorporate');
  await page
    .getByRole('row', { name: /Seva Trust/ })
    .getByRole('button', { name: 'Actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Add contact person' }).click();
  await expect(page).toHaveURL(/contactperson\?primaryId=\d+/);
  await fillPersonal(page, { first: 'Vikram', last: 'Rao', dob: '11/11/1975', gender: 'Male' });
  await field(page, 'Designation').fill('Managing trustee');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);
  await page.goto('/testator/addbeneficiarycorporate');
  await expect(page.getByRole('cell', { name: /Seva Trust/ })).toBeVisible();
  await expect(page.getByText(/Vikram Rao/)).toBeVisible();

  await page.goto('/testator/addregistrar');
  await page.getByRole('link', { name: 'Add+' }).click();
  await field(page, 'Registrar name').fill('Sub-Registrar, Mylapore');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SAVED);
  await page.goto('/testator/addregistrar');
  await expect(page.getByRole('cell', { name: /Sub-Registrar, Mylapore/ })).toBeVisible();
});

test('the people screens speak Hindi: tabs, labels and master data', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/testator/define-self');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('tab').first()).toHaveText(/[\u0900-\u097F]/);
  const marital = page.getByRole('combobox').filter({ has: page.locator('option', { hasText: /विवाहित/ }) });
  await expect(marital).toHaveCount(1);
  await page.goto('/testator/addnaturalheirs');
  await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]/);
  await shot(page, 'heir-tree-hindi');
});
