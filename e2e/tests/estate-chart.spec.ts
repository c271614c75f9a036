import { expect, type Locator, type Page, test } from '@playwright/test';
import { seedAsset, seedAssignment, seedPerson } from '../../apps/server/test/seeds.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectNoRawLabelKey } from '../support/label-keys.ts';
import { SHOTS } from '../support/screenshots.ts';
import { http, registerTestator, signIn } from '../support/session.ts';

// Issue 27 item 3, the estate as a picture: who receives what, by value, as a chart and beside it a table, on the
// assigned assets page and on the will page, in English and Hindi, at 1280 and 360 px and on paper.

test.describe.configure({ mode: 'serial' });
// axe runs in the page (its script is added), which the app's CSP would refuse.
test.use({ bypassCSP: true });

const ASSIGNED = '/testator/assetAssignment/assetAssignmentList';
const WILL = '/testator/willTemplate';

let session: Awaited<ReturnType<typeof registerTestator>>;

test.beforeAll(async () => {
  session = await registerTestator();
  const person = (firstName: string) => seedPerson(http, session, 'beneficiary_individual', { firstName, lastName: 'Rao' });
  const [asha, bala, chitra] = [await person('Asha'), await person('Bala'), await person('Chitra')];
  const house = await seedAsset(http, session, 'fixed', { assetName: 'House in Jayanagar', assetInitialValue: 9000000 });
  const bank = await seedAsset(http, session, 'financial', { assetName: 'Canara Bank savings', assetInitialValue: 1000000 });
  const plot = await seedAsset(http, session, 'fixed', { assetName: 'Plot 7, Hebbal', assetInitialValue: 1000.01 });
  await seedAsset(http, session, 'movable', { assetName: 'Bajaj scooter', assetInitialValue: 2000.5 });
  await seedAssignment(http, session, {
    assetIds: [house],
    typeId: 20,
    shares: [
      [asha, 50],
      [bala, 50],
    ],
  });
  await seedAssignment(http, session, { assetIds: [bank], typeId: 50, shares: [[asha, null]] });
  // Three equal shares of 100 are the spec's 33.33 each: the plot is still divided whole.
  await seedAssignment(http, session, {
    assetIds: [plot],
    typeId: 20,
    shares: [
      [asha, 33.33],
      [bala, 33.33],
      [chitra, 33.33],
    ],
  });
});
test.beforeEach(async ({ page }) => {
  await signIn(page, session.token);
});

/**
 * What the table must say, from the assignments above, worked by hand in paise: the house's ₹90,00,000 in halves is
 * ₹45,00,000 each; the plot's ₹1,000.01 (100,001 paise) in thirds is 33,333.67 paise each, so 33,333 each and the
 * two paise left over to the first two: ₹333.34, ₹333.34, ₹333.33. Asha and Bala take ₹45,00,333.34 each, Chitra
 * ₹333.33; the bank account goes as described (₹10,00,000); the scooter, given to no one, is the residue (₹2,000.50).
 * The estate is ₹1,00,03,000.51; the parts, apportioned in hundredths of a percent, add up to 100%.
 */
const ENGLISH_ROWS = [
  ['Who receives', 'Value', 'Share of the estate'],
  ['Asha Rao1 bequest as described', '₹45,00,333.34', '44.99%'],
  ['Bala Rao', '₹45,00,333.34', '44.99%'],
  ['Chitra Rao', '₹333.33', '0%'],
  ['Bequests as described (no value each)', '₹10,00,000', '10%'],
  ['The residue (what no bequest gives)', '₹2,000.50', '0.02%'],
  ['Total', '₹1,00,03,000.51', '100%'],
];
const HINDI_ROWS = [
  ['किसे मिलेगा', 'मूल्य', 'संपदा में अंश'],
  ['Asha Raoवर्णन के अनुसार 1 वसीयती दान', '₹45,00,333.34', '44.99%'],
  ['Bala Rao', '₹45,00,333.34', '44.99%'],
  ['Chitra Rao', '₹333.33', '0%'],
  ['वर्णन के अनुसार दान (प्रतिशत नहीं, इसलिए अलग-अलग मूल्य नहीं)', '₹10,00,000', '10%'],
  ['अवशिष्ट संपदा (जो किसी दान में नहीं दी गई)', '₹2,000.50', '0.02%'],
  ['कुल', '₹1,00,03,000.51', '100%'],
];
const CAPTION = { en: 'Who receives what from your estate of ₹1,00,03,000.51', hi: '₹1,00,03,000.51 की आपकी संपदा में से किसे क्या मिलेगा' };
const CHART = { en: /^Chart of your estate by value: /, hi: /^मूल्य के अनुसार आपकी संपदा का चार्ट: / };
const SECTION = {
  assigned: { en: 'Each beneficiary’s share of your estate', hi: 'आपकी संपदा में प्रत्येक लाभार्थी का हिस्सा' },
  will: { en: 'Who receives what', hi: 'किसे क्या मिलेगा' },
};

/** The table's rows as a person reads them, cell by cell. */
const rowsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));

/**
 * The section's picture, taken from the page laid out from the top (so the sticky header stays at the top and does
 * not cover the section); the will page is long, and the section alone is what a person looks at here.
 */
async function sectionShot(page: Page, section: Locator, name: string) {
  await expectNoRawLabelKey(page, name);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await section.boundingBox();
  if (!box) throw new Error(`${name}: the section is not on the page`);
  await page.screenshot({
    path: `${SHOTS}${name}.png`,
    fullPage: true,
    clip: { x: 0, y: Math.max(0, box.y - 8), width: page.viewportSize()?.width ?? box.width, height: box.height + 16 },
  });
}

/** Opens a page and checks its estate section: the table to the paisa, the chart's text alternative, the count. */
async function openEstate(page: Page, path: string, language: 'en' | 'hi', where: 'assigned' | 'will') {
  if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto(path);
  const section = page.getByRole('region', { name: SECTION[where][language] });
  const table = section.getByRole('table', { name: CAPTION[language] });
  await expect(table).toBeVisible();
  expect(await rowsOf(table)).toEqual(language === 'en' ? ENGLISH_ROWS : HINDI_ROWS);
  const chart = section.getByRole('img', { name: CHART[language] });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg .recharts-pie-sector')).toHaveCount(5);
  await expect(section.getByTestId('estate-unassigned')).toHaveText(
    language === 'en'
      ? '1 asset is not yet given to anyone: it passes as the residue.'
      : '1 संपत्ति अभी किसी को नहीं दी गई है: वह अवशिष्ट संपदा में जाती है।',
  );
  return section;
}

for (const [where, path] of [
  ['assigned', ASSIGNED],
  ['will', WILL],
] as const) {
  test(`${where} page: who receives what, to the paisa, in English at 1280 and 360 px, and on paper`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const section = await openEstate(page, path, 'en', where);
    // Beside each other on a wide screen: the chart to the left of the table.
    const chartBox = await section.getByRole('img', { name: CHART.en }).boundingBox();
    const tableBox = await section.getByRole('table').boundingBox();
    expect(chartBox && tableBox && chartBox.x + chartBox.width <= tableBox.x).toBe(true);
    await expectNoSeriousA11yViolations(page, `${path} (English)`);
    await sectionShot(page, section, `estate-chart-${where}-1280`);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await expect(section.getByRole('table')).toBeVisible();
    // One column on a phone: the chart above the table, and nothing scrolls sideways.
    const phoneChart = await section.getByRole('img', { name: CHART.en }).boundingBox();
    const phoneTable = await section.getByRole('table').boundingBox();
    expect(phoneChart && phoneTable && phoneChart.y + phoneChart.height <= phoneTable.y).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} at 360 px`).toBeLessThanOrEqual(0);
    // The table fits inside its card, with nothing cut off at the right.
    const card = await section.boundingBox();
    const fitted = await section.getByRole('table').boundingBox();
    expect(card && fitted && fitted.x + fitted.width <= card.x + card.width - 8, 'the table inside its card').toBe(true);
    await expectNoSeriousA11yViolations(page, `${path} at 360 px`);
    await sectionShot(page, section, `estate-chart-${where}-360`);

    // On paper: the table and the chart are both there.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await expect(section.getByRole('table')).toBeVisible();
    await expect(section.getByRole('img', { name: CHART.en })).toBeVisible();
    await sectionShot(page, section, `estate-chart-${where}-print`);
  });

  test(`${where} page: in Hindi, amounts still in lakh and crore`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const section = await openEstate(page, path, 'hi', where);
    await expectNoSeriousA11yViolations(page, `${path} (Hindi)`);
    await sectionShot(page, section, `estate-chart-${where}-hi-1280`);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    await expect(section.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} at 360 px in Hindi`).toBeLessThanOrEqual(0);
    await sectionShot(page, section, `estate-chart-${where}-hi-360`);
  });
}
