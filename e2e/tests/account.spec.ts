import { expect, test } from '@playwright/test';
import { codeFor, mailCount } from '../support/mail.ts';
import { registerTestator } from '../support/session.ts';

test('forgot password: the code comes by mail, the new password works, the old one does not', async ({ page }) => {
  const { email, password } = await registerTestator({ firstName: 'Meera' });
  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const since = await mailCount();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await expect(page.getByLabel('Code from the email')).toBeFocused();

  const newPassword = 'a fresh passphrase 42';
  await page.getByLabel('Code from the email').fill(await codeFor(email, { since }));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('not the same one');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/testator$/);
});

test('forgot password answers an unknown email like a known one', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody.here@example.in');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('If an account exists for nobody.here@example.in')).toBeVisible();
});

test('register: an empty contact number is required; after Register the cursor is in the code field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Gender').selectOption('F');
  await page.getByLabel('Date of birth').fill('02/11/1975');
  await page.getByLabel('Date of birth').press('Tab');
  const email = `e2e.focus.${Date.now()}@example.in`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kavya passphrase 1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const contact = page.getByLabel('Contact number');
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required').or(page.getByText('Contact number is required.'))).toBeVisible();
  await expect(page.getByText(/Invalid mobile number/)).toHaveCount(0);

  await contact.fill('9876501234');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByLabel('Verification code')).toBeFocused();
});

test('validation messages come in the chosen language, by their codes', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('textbox', { name: /संपर्क नंबर|Contact/ }).fill('5123');
  await page.getByRole('button', { name: 'पंजीकरण करें', exact: true }).click();
  // The contract words these in English; the Hindi screen shows each code's Hindi label instead.
  await expect(page.getByText('यह फ़ील्ड आवश्यक है।').first()).toBeVisible();
  await expect(page.getByText('मोबाइल नंबर अमान्य है। 10 अंकों का मान्य नंबर दर्ज करें।')).toBeVisible();
  await expect(page.getByText(/is required|Invalid mobile/)).toHaveCount(0);
});
