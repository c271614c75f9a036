import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { viewShot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

// Issue 12, the person's rights over their data (DPDP Act 2023): export it all from the account menu, and delete the
// account for good, in a browser as a person would.

const openAccountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ }).click();

test('export my data: the account menu downloads one dated zip', async ({ page }) => {
  const testator = await registerTestator({ firstName: 'Lalitha' });
  await signIn(page, testator.token);
  await page.goto('/testator');
  await openAccountMenu(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vasiyat-data-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(page.getByText('Your data has been downloaded as a zip file.', { exact: false })).toBeVisible();
});

test.describe('delete my account', () => {
  test.use({ bypassCSP: true });

  test('with the password: gone, on the home page, and the old session cannot come back', async ({ page, browser }) => {
    const testator = await registerTestator({ firstName: 'Farida' });
    const saved = await http.post(
      'testator/saveOrUpdate',
      {
        firstName: 'Farida',
        lastName: 'Khan',
        dob: '1961-02-03',
        gender: 'F',
        maritalStatusId: 1,
        religionId: 1,
        nhMasterId: null,
        entityId: testator.userId,
        selectedBooleanMasters: [8, 7],
      },
      testator.token,
    );
    expect(saved.status).toBe(200);
    await signIn(page, testator.token);
    await page.goto('/testator');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByText('A will you have signed on paper stays valid')).toBeVisible();
    const password = dialog.getByLabel('Your password');
    await expect(password).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the delete dialog');
    await viewShot(page, 'account-delete-dialog');

    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('Enter your password to confirm.')).toBeVisible();
    await password.fill('not my passphrase');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('The password is wrong. Nothing was deleted.')).toBeVisible();
    await expect(password).toBeFocused();
    await viewShot(page, 'account-delete-wrong-password');

    await password.fill(testator.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account and all your data have been deleted.').first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // The old token is dead on the server, a tab that still holds it is sent to log in, and the password is gone too.
    const read = await page.request.get('/api/wst/account/securityEvents', { headers: { authorization: `Bearer ${testator.token}` } });
    expect(read.status()).toBe(401);
    const stale = await browser.newPage();
    await signIn(stale, testator.token);
    await stale.goto('/testator');
    await expect(stale).toHaveURL(/\/login$/);
    await stale.close();
    const login = await http.post('auth/login', { username: testator.email, password: testator.password });
    expect(login.status).toBe(401);
  });

  test('on a phone (360 px) the dialog fills the screen over the menu drawer', async ({ page }) => {
    const testator = await registerTestator({ firstName: 'Nirmala' });
    await signIn(page, testator.token);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/testator');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByLabel('Your password')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await viewShot(page, 'account-delete-dialog-360');
    await expectNoSeriousA11yViolations(page, 'the delete dialog on a phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
