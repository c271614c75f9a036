// Issue 27 item 1, advocate review: the testator invites a reviewer from the will page, the invitation's link comes
// by mail, the reviewer (registered from it) reads the preview, the check and the changes, comments on a heading and
// gives a verdict; the testator answers and resolves the comment, then revokes; the reviewer's next visit finds nothing.
// Screenshots at 1280 and 360 px, in English and Hindi.
import { expect, type Page, test } from '@playwright/test';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { personInput } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { codeFor, mailCount, mailTo } from '../support/mail.ts';
import { shot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });
// The accessibility check injects axe as a script.
test.use({ bypassCSP: true });

const api = async (method: 'GET' | 'POST', path: string, token: string, body?: unknown) => {
  const response = await fetch(`${BASE_URL}/api/wst/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: response.status < 300 ? await response.json() : undefined };
};

/** A reviewer registered from the invitation's secret (the email code flow of the register screen's calls). */
async function registerReviewer(email: string, invitation: string) {
  const password = 'reviewer passphrase long';
  const since = await mailCount();
  const check = await http.post('auth/check-registration', {
    firstName: 'Meera',
    lastName: 'Kulkarni',
    gender: 'F',
    dob: '1975-03-01',
    contactNo: '9123456781',
    email,
    password,
  });
  const register = (check.json as { register: unknown }).register;
  const verify = await http.post('auth/verify-otp', { otpNumber: await codeFor(email, { since }), register, reviewInvitation: invitation });
  expect(verify.status).toBe(200);
  const login = await http.post('auth/login', { username: email, password });
  return (login.json as { jwt: string }).jwt;
}

const atWidth = async (page: Page, width: number) => page.setViewportSize({ width, height: width > 400 ? 900 : 780 });

test('a testator invites a reviewer, who comments; the testator answers, resolves and revokes', async ({ browser }) => {
  test.setTimeout(240_000);
  const anita = await registerTestator({ firstName: 'Anita' });
  await api('POST', 'testator/saveOrUpdate', anita.token, {
    ...personInput({ firstName: 'Anita', lastName: 'Deshmukh', nhMasterId: null, dob: '1962-08-15' }),
    entityId: anita.userId,
  });
  const reviewerEmail = `meera.review.${Date.now()}@example.in`;

  // The testator invites from the will page.
  const testator = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(testator, anita.token);
  await testator.goto(SCREEN_PATHS.willTemplate);
  const section = testator.getByRole('region', { name: 'Review by an advocate or someone you trust' });
  await expect(section).toBeVisible();
  await expect(section.getByText('You have not invited a reviewer yet.')).toBeVisible();
  const since = await mailCount();
  await section.getByLabel("Reviewer's email").fill(reviewerEmail);
  await section.getByRole('checkbox', { name: 'हिन्दी' }).check();
  await section.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(section.getByText(reviewerEmail)).toBeVisible();
  await expect(section.getByText('Invited', { exact: true })).toBeVisible();

  // The mail carries the link.
  const mail = await mailTo(reviewerEmail, { since });
  const token = new RegExp(`${SCREEN_PATHS.reviewInvitation}/([A-Za-z0-9_-]{20,})`).exec(mail)?.[1];
  expect(token).toBeTruthy();

  // A guest opening the link is asked to sign in or register.
  const guest = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await guest.goto(`${SCREEN_PATHS.reviewInvitation}/${token}`);
  await expect(guest.getByRole('heading', { name: 'An invitation to review a will' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Register' }).first()).toBeVisible();
  await shot(guest, 'review-invitation-1280-en');
  await guest.close();

  // The reviewer registers from it and reads the will.
  const reviewerToken = await registerReviewer(reviewerEmail, token!);
  const reviewer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(reviewer, reviewerToken);
  await reviewer.goto(SCREEN_PATHS.review);
  await reviewer.getByRole('link', { name: /Anita/ }).click();
  await expect(reviewer).toHaveURL(new RegExp(`${SCREEN_PATHS.reviewWill}/\\d+$`));
  await expect(reviewer.getByRole('heading', { name: /The will of Anita/ })).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'The will check' })).toBeVisible();
  await expect(reviewer.locator('iframe')).toBeVisible({ timeout: 60_000 });

  // A comment on a heading of the deed, and the verdict.
  const headingField = reviewer
    .getByRole('combobox', { name: /A heading of the deed/ })
    .or(reviewer.getByRole('textbox', { name: /A heading of the deed/ }));
  await headingField.click({ timeout: 10_000 });
  await reviewer.getByRole('option').first().click();
  await reviewer.getByRole('textbox', { name: 'Your comment' }).fill('Name a substitute executor in this clause.');
  await reviewer.getByRole('button', { name: 'Add the comment' }).click();
  await expect(reviewer.getByTestId('review-comment')).toContainText('Name a substitute executor');
  await reviewer.getByRole('button', { name: 'Changes needed' }).click();
  await expect(reviewer.getByText('Your verdict: Changes needed')).toBeVisible();
  await expectNoSeriousA11yViolations(reviewer, 'the review page');
  await shot(reviewer, 'review-will-1280-en');
  await atWidth(reviewer, 360);
  await shot(reviewer, 'review-will-360-en');
  await reviewer.evaluate(() => localStorage.setItem('language', 'hi'));
  await reviewer.reload();
  await expect(reviewer.getByRole('heading', { name: 'वसीयत की जाँच' })).toBeVisible();
  await shot(reviewer, 'review-will-360-hi');
  await atWidth(reviewer, 1280);
  await shot(reviewer, 'review-will-1280-hi');

  // The testator sees the comment and the verdict, answers and resolves.
  await testator.reload();
  await expect(section.getByText('Name a substitute executor in this clause.')).toBeVisible();
  await expect(section.getByText('Changes needed')).toBeVisible();
  await section.getByRole('textbox', { name: 'Your answer' }).fill('Added my brother as substitute.');
  await section.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(section.getByText('Resolved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(testator, 'the will page with a review');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${new URL('../screenshots/', import.meta.url).pathname}review-section-1280-en.png` });
  await atWidth(testator, 360);
  await section.screenshot({ path: `${new URL('../screenshots/', import.meta.url).pathname}review-section-360-en.png` });
  await testator.evaluate(() => localStorage.setItem('language', 'hi'));
  await testator.reload();
  const hindiSection = testator.getByRole('region', { name: 'अधिवक्ता या किसी भरोसेमंद व्यक्ति से समीक्षा' });
  await expect(hindiSection.getByText('सुलझ गई', { exact: true })).toBeVisible();
  await hindiSection.screenshot({ path: `${new URL('../screenshots/', import.meta.url).pathname}review-section-360-hi.png` });
  await atWidth(testator, 1280);
  await hindiSection.screenshot({ path: `${new URL('../screenshots/', import.meta.url).pathname}review-section-1280-hi.png` });

  // The testator revokes: the reviewer's next visit finds nothing.
  await hindiSection.getByRole('button', { name: 'पहुँच रद्द करें' }).click();
  await expect(hindiSection.getByText('रद्द', { exact: true })).toBeVisible();
  await reviewer.reload();
  await expect(reviewer.getByText('यह वसीयत अब आपके साथ साझा नहीं है।').or(reviewer.getByRole('alert'))).toBeVisible();
  const gone = await api('GET', 'review/wills', reviewerToken);
  expect(gone.json.wills).toEqual([]);
  // The account menu's Security page is the reviewer's own (it led to /testator/security, which answered /not-found).
  await reviewer.evaluate(() => localStorage.setItem('language', 'en'));
  await reviewer.goto(SCREEN_PATHS.review);
  await reviewer.getByRole('button', { name: /^Meera, / }).click();
  await reviewer.getByRole('menuitem', { name: 'Security' }).click();
  await expect(reviewer).toHaveURL(new RegExp(`${SCREEN_PATHS.reviewSecurity}$`));
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(reviewer.getByText('Signed in with password').first()).toBeVisible();
});
