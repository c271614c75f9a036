import { expect, type Page, test } from '@playwright/test';
import type { TClauseUpdate } from '@vasiyat/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';
import { SHOTS } from '../support/screenshots.ts';
import { http, signIn } from '../support/session.ts';

// Issue 22: a release's new text of a clause the administrator edited waits beside theirs until they decide.
// Only a server start with a newer clause library raises such an offer, which a journey cannot do (the server
// seeds once, before it); the decisions themselves are covered by apps/web/.../clauses-page.test.tsx.

const CLAUSES = '/admin/willtemplateclaouses';
const NOTICE = /clauses? you edited (has|have) a new text in this release/;

let token: string;
test.beforeAll(async () => {
  const login = await http.post('auth/login', { username: ADMIN.email, password: ADMIN.password });
  expect(login.status).toBe(200);
  token = (login.json as { jwt: string }).jwt;
});
test.beforeEach(async ({ page }) => signIn(page, token));
test.use({ bypassCSP: true });

/** Opens the clause library and waits for its question about new texts, which must answer that there are none. */
async function openLibrary(page: Page) {
  const updates = page.waitForResponse((response) => response.url().includes('/api/wst/admin/clauseUpdates'));
  await page.goto(CLAUSES);
  const answer = await updates;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual([]);
  await expect(page.getByRole('region', { name: 'Revocation of earlier wills', exact: true })).toBeVisible();
}

const fits = async (page: Page, what: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), what).toBeLessThanOrEqual(
    0,
  );

test('a fresh library has nothing to review: no notice, and nothing serious for axe at 1280 and 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLibrary(page);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, `${CLAUSES} at 1280 px`);

  await page.setViewportSize({ width: 360, height: 740 });
  await openLibrary(page);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await fits(page, `${CLAUSES} at 360 px`);
  await expectNoSeriousA11yViolations(page, `${CLAUSES} at 360 px`);
});

/**
 * How the review list is drawn in a real browser, for its pictures and for axe: only the list of offers is
 * answered by the page itself (the server has none to give, see above); nothing is decided here.
 */
const OFFERS: TClauseUpdate[] = [
  {
    clauseId: 900_001,
    clauseKey: 'revocation_of_earlier_wills',
    headingName: 'Revocation of earlier wills',
    languageId: 1,
    languageName: 'English',
    content: 'I hereby revoke all my earlier wills.\nThis is my last will.',
    proposedContent:
      'I, {{ testator.fullName }}, hereby revoke all wills, codicils and testamentary dispositions made by me before this date.\nThis is my last will.',
  },
  {
    clauseId: 900_002,
    clauseKey: 'revocation_of_earlier_wills',
    headingName: 'पूर्व वसीयतों का प्रतिसंहरण',
    languageId: 2,
    languageName: 'हिन्दी',
    content: 'मैं अपनी सभी पूर्व वसीयतें रद्द करता हूँ।',
    proposedContent: 'मैं, {{ testator.fullName }}, अपने द्वारा पहले की गई सभी वसीयतें और कोडिसिल रद्द करता हूँ।',
  },
];

for (const width of [1280, 360]) {
  test(`the review list as drawn at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.route('**/api/wst/admin/clauseUpdates', (route) => route.fulfill({ json: OFFERS }));
    await page.goto(CLAUSES);
    await expect(page.getByText('2 clauses you edited have a new text in this release')).toBeVisible();
    await fits(page, `the notice at ${width} px`);
    // Plain pictures: clause texts are Liquid, whose variable names (fullName, hasHufProperty) look like the raw
    // label keys shot() refuses.
    await page.screenshot({ path: `${SHOTS}admin-clause-updates-notice-${width}.png` });
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    const list = page.getByRole('dialog', { name: 'New clause texts in this release' });
    await expect(list.getByRole('region', { name: 'पूर्व वसीयतों का प्रतिसंहरण' })).toBeVisible();
    const card = list.getByRole('region', { name: 'Revocation of earlier wills' });
    const [yours, proposed] = await Promise.all(
      ['Your text', 'New text in this release'].map((name) => card.getByRole('group', { name }).boundingBox()),
    );
    // Side by side on a desktop, one above the other on a phone.
    if (width === 1280) expect(Math.abs(yours!.y - proposed!.y)).toBeLessThan(2);
    else expect(proposed!.y).toBeGreaterThan(yours!.y + yours!.height - 1);
    // The Devanagari heading's face (weight 600) is fetched when first drawn.
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}admin-clause-updates-${width}.png` });
    await expectNoSeriousA11yViolations(page, `the review list at ${width} px`);
  });
}
