import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES as REGISTRY, type TLanguageCode } from '@vasiyat/contract';
import { seedPerson } from '../../apps/server/test/seeds.ts';
import { BASE_URL } from '../support/env.ts';
import { expectNoMissingGlyph } from '../support/glyphs.ts';
import { expectNoRawLabelKey } from '../support/label-keys.ts';
import { codeFor, mailCount } from '../support/mail.ts';
import { shot } from '../support/screenshots.ts';
import { http } from '../support/session.ts';

// Issue 13: in each of the nine languages a visitor picks it on the home page, registers, reaches the
// dashboard, opens a list and a form, and every character on the way is drawn by a face the app served
// from its own origin (or, for Latin, by the system's UI face): the interface never needs the system's
// Indic fonts, and this machine has none, so a face that did not arrive would show as empty boxes.

type Language = {
  code: TLanguageCode;
  /** The name the home page's picker shows (the registry's native name). */
  native: string;
  /** The family of the script (app/styles/fonts.css, the registry's web face); English has none. */
  family?: string;
  /** The testator and a beneficiary, named as people of the language's state are. */
  testator: [string, string];
  beneficiary: [string, string];
};

/** The people of each walk; the type asks for one pair per language of the registry, so a new language gets its walk. */
const PEOPLE: Record<TLanguageCode, Pick<Language, 'testator' | 'beneficiary'>> = {
  en: { testator: ['Meena', 'Rao'], beneficiary: ['Arjun', 'Menon'] },
  hi: { testator: ['सुनीता', 'शर्मा'], beneficiary: ['अर्जुन', 'त्रिपाठी'] },
  mr: { testator: ['माधुरी', 'देशपांडे'], beneficiary: ['ज्ञानेश्वर', 'कुलकर्णी'] },
  ta: { testator: ['மீனாட்சி', 'சுந்தரம்'], beneficiary: ['கார்த்திக்', 'ராஜன்'] },
  te: { testator: ['లక్ష్మి', 'రెడ్డి'], beneficiary: ['శ్రీనివాస్', 'రావు'] },
  kn: { testator: ['ಶಾರದಾ', 'ಹೆಗಡೆ'], beneficiary: ['ಪ್ರಕಾಶ್', 'ಭಟ್'] },
  ml: { testator: ['മീര', 'നായർ'], beneficiary: ['അനിൽ', 'മേനോൻ'] },
  gu: { testator: ['હેમા', 'પટેલ'], beneficiary: ['કિરણ', 'દેસાઈ'] },
  bn: { testator: ['সুমিতা', 'বসু'], beneficiary: ['অমিত', 'চট্টোপাধ্যায়'] },
};

/** Every language of the registry (packages/contract/src/languages.ts). */
const LANGUAGES: Language[] = REGISTRY.map((language) => ({
  code: language.code,
  native: language.nativeName,
  ...(language.webFace ? { family: language.webFace.family } : {}),
  ...PEOPLE[language.code],
}));

/** The interface's labels in `code`, as the app reads them (GET utils/labels). */
async function labelsOf(code: string): Promise<Record<string, string>> {
  const response = await fetch(`${BASE_URL}/api/wst/utils/labels?language=${code}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** The served woff2 files of a family: 'Noto Sans Tamil' is /assets/noto-sans-tamil-tamil-<weight>-normal-<hash>.woff2. */
function facePattern(family: string): RegExp {
  const slug = family.toLowerCase().replace(/ /g, '-');
  const script = slug.split('-').at(-1);
  return new RegExp(`^${BASE_URL}/assets/${slug}-${script}-(400|600)-normal-[\\w-]+\\.woff2$`);
}

/** The home page's picker, as a visitor uses it: open it, click the language by its own name. */
async function chooseLanguage(page: Page, language: Language) {
  const english = await labelsOf('en');
  await page.goto('/');
  const picker = page.getByRole('combobox', { name: english.homeLanguageSelector }).filter({ visible: true });
  await expect(picker).toHaveValue('English');
  // English is where every first visit starts: its visitor picks nothing (and so fetches no Indic face).
  if (language.code === 'en') return;
  await picker.click();
  const option = page.getByRole('option', { name: language.native, exact: true });
  await expect(option).toBeVisible();
  // Each language's own name in its own script: readable on a system without Indic fonts (as this one is).
  await expectNoMissingGlyph(page, { what: `${language.code} picker` });
  await option.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  // The picker is named in the language now.
  const chosen = await labelsOf(language.code);
  await expect(page.getByRole('combobox', { name: chosen.homeLanguageSelector }).filter({ visible: true })).toHaveValue(language.native);
}

/**
 * One language's walk in its own browser context (an empty cache and storage, as a first visit has): home
 * page and picker, register, dashboard, the beneficiary list with one row, its form; each screen's glyphs
 * checked, the form photographed, and the faces fetched on the way compared with the language's.
 */
async function walk(page: Page, language: Language) {
  const fonts: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push({ url: response.url(), status: response.status() });
  });
  const what = (screen: string) => `${language.code} ${screen}`;
  const family = language.family;
  await chooseLanguage(page, language);
  const t = { ...(await labelsOf('en')), ...(await labelsOf(language.code)) };
  if (family) {
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(new RegExp(`^"${family}", system-ui`));
  }
  await expectNoMissingGlyph(page, { what: what('home'), family });

  // Register with the code the local SMTP server received.
  await page.getByRole('link', { name: t.homeRegister, exact: true }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  const email = `lang.${language.code}.${Date.now()}@example.in`;
  const password = 'our family, our words';
  const [firstName, lastName] = language.testator;
  await page.getByLabel(t.registerFirstName!, { exact: true }).fill(firstName);
  await page.getByLabel(t.registerLastName!, { exact: true }).fill(lastName);
  await page.getByLabel(t.registerGender!, { exact: true }).selectOption('F');
  const dob = page.getByLabel(t.registerDob!, { exact: true });
  await dob.fill('14/03/1968');
  await dob.press('Tab');
  await page.getByLabel(t.registerContactNo!, { exact: true }).fill('9876543210');
  await page.getByLabel(t.registerEmail!, { exact: true }).fill(email);
  await page.getByLabel(t.registerPassword!, { exact: true }).fill(password);
  await expectNoMissingGlyph(page, { what: what('register'), family });
  const since = await mailCount();
  await page.getByRole('button', { name: t.registerButton, exact: true }).click();
  await page.getByLabel(t.registerOtpLabel!, { exact: true }).fill(await codeFor(email, { since }));
  await page.getByRole('button', { name: t.registerVerifyOtp, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(t.commonEmail!, { exact: true }).fill(email);
  await page.getByLabel(t.commonPassword!, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/testator$/);
  const tiles = page.getByRole('main').getByRole('button');
  await expect(tiles).toHaveCount(5);
  await expect(page.getByRole('main')).toContainText(firstName);
  await expectNoMissingGlyph(page, { what: what('dashboard'), family });

  // A beneficiary named in the language's script, so the list has a row to draw.
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).userId as number;
  const [beneficiaryFirst, beneficiaryLast] = language.beneficiary;
  await seedPerson(http, { email, password, token, userId }, 'beneficiary_individual', {
    firstName: beneficiaryFirst,
    lastName: beneficiaryLast,
  });
  // The family tile opens its submenu, whose address is the menu's name in the language.
  await tiles.nth(1).click();
  await expect(page).toHaveURL(/\/testator\/[^/]+$/);
  // The address changes before the submenu is drawn (the router renders it as a transition): until its own link
  // back is there, the main area may still hold the dashboard's tiles, and a click would open the family tile again.
  await expect(page.getByRole('main').getByRole('link', { name: t.commonBackToDashboard!, exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/\/testator\/addbeneficiaryindividual$/);
  await expect(page.getByRole('main')).toContainText(`${beneficiaryFirst} ${beneficiaryLast}`);
  await expectNoMissingGlyph(page, { what: what('beneficiary list'), family });
  // Issue 26: the heirs page shows its hint in the language (heirExtensionHint was shown raw in every language).
  await page.goto(`${BASE_URL}/testator/addnaturalheirs`);
  await expect(page.getByRole('main')).toContainText(t.heirHint!);
  await expectNoRawLabelKey(page, what('heirs list'));
  // Back to the beneficiary list, whose form the walk opens next.
  await page.goBack();
  await expect(page).toHaveURL(/\/testator\/addbeneficiaryindividual$/);

  await page.getByRole('link', { name: t.commonAdd, exact: true }).click();
  await expect(page).toHaveURL(/\/testator\/addbeneficiaryindividual\/.+/);
  await expect(page.getByRole('tab').first()).toBeVisible();
  const form = await expectNoMissingGlyph(page, { what: what('beneficiary form'), family });
  await shot(page, `lang-${language.code}`);

  const ours = fonts.filter((font) => font.url.startsWith(`${BASE_URL}/assets/`));
  expect(fonts.length, 'every face from our own origin').toBe(ours.length);
  if (!family) {
    // Latin is the system's: an English visit fetches no face at all.
    expect(fonts).toEqual([]);
    expect(form.fromServedFaces).toBe(0);
    return;
  }
  expect(ours.filter((font) => font.status !== 200)).toEqual([]);
  const own = ours.filter((font) => facePattern(family).test(font.url)).map((font) => /-(400|600)-normal-/.exec(font.url)![1]);
  // Both weights of its own face (each once per page load: the walk loads the heirs page and goes back).
  expect([...new Set(own)].sort()).toEqual(['400', '600']);
  expect(form.fromServedFaces).toBeGreaterThan(20);
}

/** How many walks run at once: their pages share one browser on the machine's two cores. */
const WALKS_AT_ONCE = 5;

test('in each of the nine languages, picked on the home page: register → dashboard → a list → a form, every glyph from a face we served', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const waiting = [...LANGUAGES];
  const failures: string[] = [];
  const walker = async () => {
    for (let language = waiting.shift(); language; language = waiting.shift()) {
      const context = await browser.newContext({ baseURL: BASE_URL });
      try {
        await test.step(language.code, () => context.newPage().then((page) => walk(page, language)));
      } catch (error) {
        failures.push(`${language.code}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: WALKS_AT_ONCE }, walker));
  expect(failures).toEqual([]);
});
