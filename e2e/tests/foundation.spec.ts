import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';
import { codeFor } from '../support/mail.ts';
import { shot } from '../support/screenshots.ts';

const unique = () => `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Lakshmi');
  await page.getByLabel('Last name').fill('Narayanan');
  await page.getByLabel('Gender').selectOption('F');
  await page.getByLabel('Date of birth').fill('14/03/1968');
  await page.getByLabel('Date of birth').press('Tab');
  await page.getByLabel('Contact number').fill('9876543210');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await shot(page, 'register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('otp-countdown')).toContainText(/valid for another \d+ min \d\d s/);
  await shot(page, 'register-otp');
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a testator registers with the emailed code, logs in, opens a tile and a submenu, and logs out', async ({ page }) => {
  const email = unique();
  const password = 'my family comes first';
  await register(page, email, password);
  await shot(page, 'login');
  await logIn(page, email, password);

  await expect(page).toHaveURL(/\/testator$/);
  const tiles = page.getByRole('main').getByRole('button');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.allInnerTexts()).toEqual([
    expect.stringContaining('About me'),
    expect.stringContaining('Family and people'),
    expect.stringContaining('Assets'),
    expect.stringContaining('Asset assignment'),
    expect.stringContaining('My will'),
  ]);
  await shot(page, 'testator-dashboard');

  // More than one item: the submenu page, with breadcrumbs Testator > menu.
  await page.getByRole('button', { name: 'Family and people' }).click();
  await expect(page).toHaveURL(/\/testator\/family_and_people$/);
  await expect(page.getByRole('heading', { name: 'Family and people' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Testator');
  const items = page.getByRole('main').getByRole('button');
  expect((await items.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
    'Natural heirs',
    'Beneficiary individual',
    'Non-beneficiary individual',
    'Executor',
    'Witness',
    'Beneficiary corporate',
    'Non-beneficiary corporate',
    'Registrar',
  ]);
  await shot(page, 'testator-submenu');
  await page.getByRole('button', { name: 'Natural heirs' }).click();
  await expect(page).toHaveURL(/\/testator\/addnaturalheirs$/);

  // Exactly one item: straight to its screen.
  await page.goto('/testator');
  await page.getByRole('button', { name: 'About me' }).click();
  await expect(page).toHaveURL(/\/testator\/define-self$/);

  // The will waits for Define self: the server's message as a toast, and no navigation.
  await page.goto('/testator');
  await page.getByRole('button', { name: 'My will' }).click();
  await expect(page.getByText(/before preparing your will/)).toBeVisible();
  await expect(page).toHaveURL(/\/testator$/);

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // Logging out also revoked the token on the server.
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/wst/testator/findAllMenuByRoleId?roleId=21', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
  await page.goto('/testator');
  await expect(page).toHaveURL(/\/login$/);
});

test('the administrator logs in and lands on /admin', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Will templates' })).toBeVisible();
  await shot(page, 'admin-dashboard');
  await page.getByRole('button', { name: 'Will templates' }).click();
  await expect(page).toHaveURL(/\/admin\/will_templates$/);
  await expect(page.getByRole('button', { name: 'Will template clauses' })).toBeVisible();
  // An administrator on the home page goes to /admin.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
});

test('guards: a testator typing /admin lands on /not-found; guests go to /login; logged-in users skip /login', async ({ page }) => {
  const email = unique();
  await register(page, email, 'guarded passphrase');
  await page.goto('/testator');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'guarded passphrase');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/testator$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('switching to Hindi changes the labels and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await shot(page, 'home');
  await page.getByRole('combobox', { name: 'Choose language' }).click();
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await shot(page, 'home-hindi');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
});

test('Google sign-in explains that it is not configured here', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText(/Google sign-in is not configured/)).toBeVisible();
});

test.describe('looks finished', () => {
  test.use({ bypassCSP: true });

  test('no serious accessibility violations on the public and signed-in screens', async ({ page }) => {
    for (const path of ['/', '/login', '/register', '/forgot-password', '/not-found']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, path);
    }
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('button', { name: 'Will templates' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin');
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/login', '/register']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    await shot(page, 'home-360');
  });

  test('the keyboard reaches the login form with a visible focus ring', async ({ page }) => {
    await page.goto('/login');
    // The form arrives with its lazily loaded page: tab through it once it is there.
    await expect(page.locator('input[type=email]')).toBeVisible();
    await page.keyboard.press('Tab');
    let found = false;
    for (let i = 0; i < 10 && !found; i++) {
      found = await page.evaluate(() => document.activeElement?.getAttribute('type') === 'email');
      if (!found) await page.keyboard.press('Tab');
    }
    expect(found).toBe(true);
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
    expect(outline).not.toBe('none 0px none');
  });
});
