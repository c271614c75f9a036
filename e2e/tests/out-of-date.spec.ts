// Issue 27 item 2: "your will is out of date". A testator downloads their will, adds an asset, and the dashboard and
// the will page both say so, with the change listed and the date of the download; reminders are turned on from the
// will page; a new download makes the notice go. Pictured at 1280 and 360 px, in English and Hindi.
import { expect, type Page, test } from '@playwright/test';
import { peopleEndpoints, willEndpoints } from '@vasiyat/contract';
import { personInput, seedAsset, seedPerson } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { shot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });
// axe is injected as a script: the journey's pages skip the CSP for it.
test.use({ bypassCSP: true });

const WILL = '/testator/willTemplate';
const DASHBOARD = '/testator';
let session: Awaited<ReturnType<typeof registerTestator>>;

/** The will downloaded as a PDF through the real call (the will page's own download is will.spec's journey). */
async function downloadWill() {
  const templates = await fetch(`${BASE_URL}/api/wst/${willEndpoints.testatorWillTemplates.path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { templates: cards } = (await templates.json()) as { templates: { willTemplateId: number }[] };
  const response = await fetch(`${BASE_URL}/api/wst/${willEndpoints.downloadWill.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ willTemplateId: cards[0]!.willTemplateId, fileFormat: 'pdf' }),
  });
  expect(response.status).toBe(200);
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

/** Today in India as the screens write it (the download is today's). */
const today = () =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
const notice = (page: Page) => page.getByTestId('out-of-date-notice');
/** Opens a page and waits for its answer to "is the will out of date?", so an absent notice means something. */
async function open(page: Page, path: string) {
  const answered = page.waitForResponse((response) => response.url().includes('/testator/willStatus') && response.ok());
  await page.goto(path);
  await answered;
}

test.beforeAll(async () => {
  session = await registerTestator({ firstName: 'Joseph', gender: 'M' });
  const self = await http.post(
    peopleEndpoints.saveOrUpdate.path,
    { ...personInput({ firstName: 'Joseph', lastName: 'Mathew', dob: '1975-03-01', nhMasterId: null }), entityId: session.userId },
    session.token,
  );
  expect(self.status, JSON.stringify(self.json)).toBe(200);
  await seedPerson(http, session, 'witness', { firstName: 'Suresh', lastName: 'Nair', dob: '1980-02-02' });
  await seedAsset(http, session, 'fixed', { assetName: 'House at Fort Kochi' });
  await downloadWill();
});
test.beforeEach(async ({ page }) => signIn(page, session.token));

test('a will just downloaded is up to date: no notice on the dashboard, a quiet line on the will page', async ({ page }) => {
  await open(page, DASHBOARD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await open(page, WILL);
  await expect(page.getByTestId('up-to-date')).toContainText(`nothing it says has changed since you downloaded it on ${today()}`);
  await expect(page.getByRole('switch', { name: /Email me when my will goes out of date/ })).not.toBeChecked();
});

test('an asset added after the download: the dashboard and the will page say the will is out of date', async ({ page }) => {
  await seedAsset(http, session, 'movable', { assetName: 'Honda City car' });
  for (const [path, name] of [
    [DASHBOARD, 'dashboard'],
    [WILL, 'will'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole('heading', { name: 'Your will is out of date' })).toBeVisible();
    await expect(notice(page)).toContainText(`Your records changed since the will you downloaded on ${today()}: 1 change`);
    await expect(notice(page).getByTestId('will-changes')).toContainText('Asset added: Honda City car.');
    await expectNoSeriousA11yViolations(page, `out of date: ${name}`);
    await shot(page, `out-of-date-${name}-en-1280`);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(notice(page)).toBeVisible();
    await shot(page, `out-of-date-${name}-en-360`);
  }
  // The dashboard's notice leads to the will page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, DASHBOARD);
  await notice(page).getByRole('link', { name: 'Review your will' }).click();
  await expect(page).toHaveURL(new RegExp(`${WILL}$`));
});

test('reminders are turned on from the will page, by keyboard', async ({ page }) => {
  await open(page, WILL);
  const reminders = page.getByRole('switch', { name: /Email me when my will goes out of date/ });
  await expect(reminders).not.toBeChecked();
  await reminders.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Reminders are on.' }).first()).toBeVisible();
  await open(page, WILL);
  await expect(page.getByRole('switch', { name: /Email me when my will goes out of date/ })).toBeChecked();
});

test('in Hindi: the notice in Hindi words, at 1280 and 360 px', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  for (const [path, name] of [
    [DASHBOARD, 'dashboard'],
    [WILL, 'will'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path);
    await expect(notice(page).getByRole('heading', { name: 'आपकी वसीयत पुरानी हो गई है' })).toBeVisible();
    await expect(notice(page)).toContainText(`${today()} को डाउनलोड की गई वसीयत के बाद आपके रिकॉर्ड बदले हैं: 1 बदलाव`);
    await expect(notice(page).getByTestId('will-changes')).not.toContainText('Asset added');
    await shot(page, `out-of-date-${name}-hi-1280`);
    await page.setViewportSize({ width: 360, height: 800 });
    await shot(page, `out-of-date-${name}-hi-360`);
  }
});

test('a new download: the notice is gone', async ({ page }) => {
  await downloadWill();
  await open(page, DASHBOARD);
  await expect(notice(page)).toHaveCount(0);
  await open(page, WILL);
  await expect(page.getByTestId('up-to-date')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
