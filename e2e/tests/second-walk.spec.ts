// Issue 23, what a newcomer met on a second walk: the code's real validity, a second tab signed in, a minor
// heir, two people of one name, one wording for a save, icons, the home page's logo, robots.txt and source maps.
import { expect, type Page, test } from '@playwright/test';
import { seedPerson } from '../../apps/server/test/seeds.ts';
import { BASE_URL } from '../support/env.ts';
import { expectNoRawLabelKey } from '../support/label-keys.ts';
import { codeFor } from '../support/mail.ts';
import { shot } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

const unique = () => `walk.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
const PASSWORD = 'a second walk through the will';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('[role=alert], [role=status]').filter({ hasText: text }).first()).toBeVisible();

/** The interface's labels in `code`, as the app reads them (GET utils/labels). */
async function labelsOf(code: string): Promise<Record<string, string>> {
  const response = await fetch(`${BASE_URL}/api/wst/utils/labels?language=${code}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** Fills the registration form in the page's language and sends it, as a person would; answers the email. */
async function startRegistration(page: Page, t?: Record<string, string>) {
  const words = t ?? (await labelsOf('en'));
  const email = unique();
  const label = (key: string) => page.getByLabel(words[key]!, { exact: true });
  await page.goto('/register');
  await label('registerFirstName').fill('Lakshmi');
  await label('registerLastName').fill('Narayanan');
  await label('registerGender').selectOption('F');
  await label('registerDob').fill('14/03/1968');
  await label('registerDob').press('Tab');
  await label('registerContactNo').fill('9876543210');
  await label('registerEmail').fill(email);
  await label('registerPassword').fill(PASSWORD);
  await page.getByRole('button', { name: words.registerButton, exact: true }).click();
  return email;
}

test('the code screen shows the code’s ten minutes and, apart, the wait before a new code', async ({ page }) => {
  await page.clock.install();
  const email = await startRegistration(page);
  const validity = page.getByTestId('otp-countdown');
  await expect(validity).toHaveText(/valid for another (10 min 00|9 min \d\d) s/);
  await expect(page.getByTestId('otp-resend-wait')).toHaveText(/new code in \d+ s/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);

  // A minute later the code is still good: a new one may be asked for, nothing says it has expired.
  await page.clock.fastForward('01:05');
  await expect(validity).toHaveText(/valid for another 8 min \d\d s/);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  await expect(page.getByText('The code has expired')).toHaveCount(0);
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Ten minutes after it was sent, it is gone.
  await startRegistration(page);
  await expect(validity).toHaveText(/valid for another/);
  await page.clock.fastForward('10:01');
  await expect(page.getByText('The code has expired. Please request a new one.')).toBeVisible();
});

test('the date-of-birth calendar opens on a decade a testator was born in', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Date of birth').click();
  const year = new Date().getFullYear() - 55;
  await expect(page.getByRole('button', { name: String(year), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: String(new Date().getFullYear()), exact: true })).toHaveCount(0);
});

test('a second tab of the browser is signed in, from a link or a typed address, and logout ends every tab', async ({ browser }) => {
  const testator = await registerTestator();
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('Email').fill(testator.email);
  await first.getByLabel('Password', { exact: true }).fill(testator.password);
  await first.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(first).toHaveURL(/\/testator$/);

  // A link opened in a new tab (noopener: the new tab shares nothing with this one, as Chromium opens links).
  const [linked] = await Promise.all([
    context.waitForEvent('page'),
    first.evaluate(() => window.open('/testator/addnaturalheirs', '_blank', 'noopener')),
  ]);
  await expect(linked.getByRole('heading', { level: 1, name: 'Natural heirs' })).toBeVisible();
  expect(await linked.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

  // The address typed again in a new tab, when no other tab is open any more.
  await linked.close();
  await first.close();
  const typed = await context.newPage();
  await typed.goto('/testator/addexecutor');
  await expect(typed.getByRole('heading', { level: 1, name: 'Executors' })).toBeVisible();
  await expect(typed).toHaveURL(/\/testator\/addexecutor$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'vasiyat_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/wst/auth/session', expires: -1 });

  // Logout in one tab ends the other open tab, and a new tab is not signed in.
  const other = await context.newPage();
  await other.goto('/testator');
  await expect(other.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await typed.getByRole('button', { name: /Account menu/ }).click();
  await typed.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(typed).toHaveURL(/\/$/);
  await expect(other).toHaveURL(/\/login$/);
  const after = await context.newPage();
  await after.goto('/testator');
  await expect(after).toHaveURL(/\/login$/);
  await context.close();
});

test.describe('a family with a minor and two people of one name', () => {
  test.describe.configure({ mode: 'serial' });
  let testator: Awaited<ReturnType<typeof registerTestator>>;
  test.beforeAll(async () => {
    testator = await registerTestator();
    await seedPerson(http, testator, 'heir', { firstName: 'Amit', lastName: 'Sharma', dob: '1990-04-02' });
    await seedPerson(http, testator, 'witness', { firstName: 'Amit', lastName: 'Sharma', dob: '1985-01-09', nhMasterId: null });
    // A minor who receives: a guardian is asked for.
    await seedPerson(http, testator, 'beneficiary_individual', {
      firstName: 'Kavya',
      lastName: 'Sharma',
      dob: `${new Date().getFullYear() - 10}-02-10`,
    });
  });
  test.beforeEach(async ({ page }) => {
    await signIn(page, testator.token);
  });

  test('a 10-year-old heir is a minor by the date of birth, in the form and in the list', async ({ page }) => {
    await page.goto('/testator/addnaturalheirs');
    await expect(page.getByText('Use Extension to add the children who stand in the place of a predeceased heir.')).toBeVisible();
    await expectNoRawLabelKey(page, 'natural heirs');
    await page.getByRole('link', { name: 'Add+' }).click();
    const tenYearsAgo = `05/06/${new Date().getFullYear() - 10}`;
    await field(page, 'First name').fill('Riya');
    await field(page, 'Last name').fill('Sharma');
    await field(page, 'Date of birth').fill(tenYearsAgo);
    await field(page, 'Date of birth').press('Tab');
    const minor = page.getByRole('checkbox', { name: 'Minor (under 18)' });
    await expect(minor).toBeChecked();
    await expect(minor).toBeDisabled();
    await choice(page, 'Gender').selectOption({ label: 'Female' });
    await choice(page, 'Marital status').selectOption({ label: 'Single' });
    await choice(page, 'Religion').selectOption({ label: 'Hindu' });
    await choice(page, 'Relation').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved successfully');

    await page.goto('/testator/addnaturalheirs');
    const riya = page.locator('.mantine-Card-root').filter({ hasText: 'Riya Sharma' });
    await expect(riya.getByText('Minor', { exact: true })).toBeVisible();
    const amit = page.locator('.mantine-Card-root').filter({ hasText: 'Amit Sharma' });
    await expect(amit.getByText('Minor', { exact: true })).toHaveCount(0);
    await shot(page, 'walk-heirs-minor');
  });

  test('the guardian list tells the son Amit Sharma from the witness Amit Sharma', async ({ page }) => {
    const asset = await http.post(
      'testator/saveAsset',
      {
        assetTypeMstId: 2,
        assetName: 'Maruti Swift car',
        assetSubTypeId: 201,
        assetInitialValue: 500000,
        ownershipTypeId: 1,
        assetDescription: 'White, 2019.',
        selectedAssetBooleans: [],
      },
      testator.token,
    );
    const assetId = (asset.json as { asset: { assetId: number } }).asset.assetId;
    await page.goto(`/testator/assetAssignment/assetAssignmentDetails?assetIds=${assetId}`);
    await choice(page, 'Assignment type').selectOption({ label: 'Absolutely to one beneficiary (100%)' });
    await choice(page, 'Beneficiary').selectOption({ label: 'Kavya Sharma' });
    const guardians = await choice(page, 'Guardian').locator('option').allTextContents();
    const amits = guardians.filter((name) => name.startsWith('Amit Sharma'));
    expect(amits).toHaveLength(2);
    expect(new Set(amits).size).toBe(2);
    expect(amits).toContain('Amit Sharma (Witness, born 1985)');
    expect(amits.some((name) => /^Amit Sharma \(.+, born 1990\)$/.test(name))).toBe(true);
  });

  test('the eight Family cards each have their own picture; an empty asset list says so once', async ({ page }) => {
    await page.goto('/testator');
    await page.getByRole('button', { name: /Family and people/ }).click();
    const tiles = page.locator('[data-menu-id]');
    await expect(tiles).toHaveCount(8);
    const icons = await tiles.evaluateAll((all) => all.map((tile) => tile.querySelector('svg')?.getAttribute('class') ?? ''));
    expect(new Set(icons).size).toBe(8);
    await shot(page, 'walk-family-cards');

    await page.goto('/testator/fixedAsset');
    await expect(page.getByText('No assets added yet.')).toHaveCount(1);
    await expect(page.getByText('No assets of this kind yet.')).toHaveCount(0);
  });
});

test.describe('the home page as a crawler and a browser audit see it', () => {
  test('robots.txt is a real robots.txt; a missing file is a 404, not the app', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    const missing = await request.get('/assets/nothing-here.js.map');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toMatch(/html/);
  });

  test('every script of the home page names a source map that is valid', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(BASE_URL)) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Vasiyat/ }).first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const sources = await Promise.all(scripts.map(async (url) => ({ url, source: await (await request.get(url)).text() })));
    // The app's own large script (what an audit faults when it has no map) names one…
    const largest = sources.reduce((a, b) => (b.source.length > a.source.length ? b : a));
    expect(largest.source.length).toBeGreaterThan(100_000);
    expect(largest.source, largest.url).toMatch(/\/\/# sourceMappingURL=\S+\s*$/);
    // …and every map a script names is there and valid.
    for (const { url, source } of sources) {
      const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
      if (!name) continue;
      const map = await request.get(new URL(name, url).href);
      expect(map.status(), name).toBe(200);
      const json = (await map.json()) as { version: number; sources: string[]; mappings: string };
      expect(json.version).toBe(3);
      expect(json.sources.length).toBeGreaterThan(0);
      expect(json.mappings.length).toBeGreaterThan(0);
    }
  });

  for (const width of [360, 1280]) {
    test(`the logo's text is readable over the hero at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const logo = page.getByRole('link', { name: /Vasiyat/ }).first();
      await expect(logo).toBeVisible();
      // The colour of the text and of what is drawn right behind it, as an audit reads them.
      const { text, behind } = await logo.evaluate((element) => {
        const name = element.querySelector('span')!;
        const box = name.getBoundingClientRect();
        let node: Element | null = name;
        let background = 'rgba(0, 0, 0, 0)';
        while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        void box;
        return { text: getComputedStyle(name).color, behind: background };
      });
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255) as [number, number, number];
        const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a) as [number, number];
      expect((light + 0.05) / (dark + 0.05), `${text} on ${behind}`).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test('the screens of this walk in English and Hindi, at 1280 and 360 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const testator = await registerTestator();
  const minorDob = `${new Date().getFullYear() - 10}-06-05`;
  const riya = await seedPerson(http, testator, 'heir', { firstName: 'Riya', lastName: 'Sharma', dob: minorDob });
  await seedPerson(http, testator, 'heir', { firstName: 'Amit', lastName: 'Sharma', dob: '1990-04-02' });
  // Each language's walk has its own contexts and nothing in common with the other's: both at once, which keeps the
  // machine's two cores busy (one walk waits on the browser and the server in turn).
  await Promise.all(
    ['en', 'hi'].map(async (language) => {
      const t = { ...(await labelsOf('en')), ...(await labelsOf(language)) };
      for (const width of [1280, 360]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript((code) => localStorage.setItem('language', code), language);
        const page = await context.newPage();
        const name = (screen: string) => `walk-${screen}-${language}-${width}`;
        await page.goto('/');
        await expect(page.locator('header a').first()).toBeVisible();
        await shot(page, name('home'));
        await startRegistration(page, t);
        await expect(page.getByTestId('otp-countdown')).toBeVisible();
        await shot(page, name('code'));
        await page.close();

        const signed = await context.newPage();
        await signIn(signed, testator.token);
        await signed.goto('/testator/addnaturalheirs');
        await expect(signed.locator('.mantine-Card-root').filter({ hasText: 'Riya Sharma' })).toBeVisible();
        await shot(signed, name('heirs'));
        await signed.goto(`/testator/addnaturalheirs/entityDetails?entityId=${riya}`);
        await expect(signed.getByRole('checkbox').first()).toBeVisible();
        await shot(signed, name('heir-form'));
        await signed.goto('/testator');
        await signed.locator('[data-menu-id="91"]').click();
        await expect(signed.locator('[data-menu-id]')).toHaveCount(8);
        await shot(signed, name('family'));
        await signed.goto('/testator/fixedAsset');
        await expect(signed.getByText(t.assetEmpty!)).toBeVisible();
        await shot(signed, name('assets-empty'));
        await context.close();
      }
    }),
  );
});
