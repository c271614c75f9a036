import { expect, type Locator, type Page, test } from '@playwright/test';
import { viewShot } from '../support/screenshots.ts';
import { registerTestator, signIn } from '../support/session.ts';

// Issue 23: on the home page a new visitor's language picker opened unstyled: the page jumped to the bottom, the
// names sat below the footer with a huge tick, and on a phone they landed behind the menu panel. Guest pages load
// only the first-paint sheets, so every kind of floating layer a guest page draws (the picker's select, the
// account menu, the phone drawer) is opened here at a desktop and a phone width and checked as a person sees it:
// styled, floating above the page, next to what opened it, and the page where it was.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

type Floating = { position: string; zIndex: number; background: string; border: string; shadow: string };

const floatingOf = (locator: Locator): Promise<Floating> =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      position: style.position,
      zIndex: Number(style.zIndex) || 0,
      background: style.backgroundColor,
      border: style.borderTopWidth,
      shadow: style.boxShadow,
    };
  });

/** The z-index a layer must beat: the sticky header's, and the open drawer's (its panel's positioned wrapper). */
async function highestUnder(page: Page): Promise<number> {
  return page.evaluate(() => {
    const zIndexOf = (element: Element | null | undefined) => (element ? Number(getComputedStyle(element).zIndex) || 0 : 0);
    return Math.max(zIndexOf(document.querySelector('header')), zIndexOf(document.querySelector('#mobile-navigation')?.parentElement));
  });
}

/** A floating layer drawn as one: it floats, has a surface and an edge, and sits above the header (and drawer). */
async function expectStyledLayer(page: Page, layer: Locator, what: string) {
  await expect(layer, what).toBeVisible();
  const style = await floatingOf(layer);
  expect(['absolute', 'fixed'], `${what}: position`).toContain(style.position);
  expect(style.background, `${what}: background`).not.toBe('rgba(0, 0, 0, 0)');
  expect(style.border !== '0px' || style.shadow !== 'none', `${what}: a border or a shadow`).toBe(true);
  expect(style.zIndex, `${what}: above the header and panel`).toBeGreaterThan(await highestUnder(page));
}

/** The phone drawer: a panel with a surface, fixed over the page and above the header, the window's full height at the right. */
async function expectStyledDrawer(page: Page) {
  const drawer = page.locator('#mobile-navigation');
  await expect(drawer).toBeVisible();
  const panel = await floatingOf(drawer);
  const wrapper = await floatingOf(drawer.locator('xpath=..'));
  expect(panel.background, 'drawer: background').not.toBe('rgba(0, 0, 0, 0)');
  expect(wrapper.position, 'drawer: position').toBe('fixed');
  const header = await page.locator('header').evaluate((element) => Number(getComputedStyle(element).zIndex) || 0);
  expect(wrapper.zIndex, 'drawer: above the header').toBeGreaterThan(header);
  const box = (await drawer.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width, 'drawer: at the right edge').toBeGreaterThanOrEqual(viewport.width - 1);
  expect(box.height, 'drawer: the full height').toBeGreaterThanOrEqual(viewport.height - 1);
  await expectOnTop(drawer.getByRole('navigation').getByRole('link').first(), 'drawer: a link');
  return drawer;
}

/** The layer opens right under (or over) what opened it, overlapping it sideways, inside the window. */
async function expectNextTo(page: Page, layer: Locator, trigger: Locator, what: string) {
  const box = (await layer.boundingBox())!;
  const anchor = (await trigger.boundingBox())!;
  const viewport = page.viewportSize()!;
  const below = box.y - (anchor.y + anchor.height);
  const above = anchor.y - (box.y + box.height);
  expect(Math.min(Math.abs(below), Math.abs(above)), `${what}: gap to its trigger`).toBeLessThan(16);
  expect(box.x < anchor.x + anchor.width && anchor.x < box.x + box.width, `${what}: beside its trigger`).toBe(true);
  expect(box.x, `${what}: inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: inside the window`).toBeLessThanOrEqual(viewport.width + 1);
  expect(box.y + Math.min(box.height, 40), `${what}: inside the window`).toBeLessThanOrEqual(viewport.height);
}

/** What a person clicks at the middle of `target` is `target` itself (nothing lies over it). */
async function expectOnTop(target: Locator, what: string) {
  const onTop = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, `${what}: not behind another layer`).toBe(true);
}

const scrollOf = (page: Page) => page.evaluate(() => window.scrollY);

/** Opens the language picker, checks its list, and closes it again with Escape. */
async function checkLanguagePicker(page: Page, what: string, shotName: string) {
  const picker = page.getByRole('combobox', { name: 'Choose language' }).filter({ visible: true });
  const before = await scrollOf(page);
  await picker.click();
  const list = page.getByRole('listbox').filter({ visible: true });
  const option = list.getByRole('option', { name: 'हिन्दी', exact: true });
  await expect(option).toBeVisible();
  const dropdown = page.locator('.mantine-Select-dropdown').filter({ visible: true });
  await expectStyledLayer(page, dropdown, `${what}: language list`);
  await expectNextTo(page, dropdown, picker, `${what}: language list`);
  await expectOnTop(option, `${what}: an option`);
  // The tick of the chosen language is an icon's size, not a page's.
  const tick = (await list.locator('svg').first().boundingBox())!;
  expect(tick.width, `${what}: the tick`).toBeLessThan(24);
  expect(await scrollOf(page), `${what}: the page did not jump`).toBe(before);
  await viewShot(page, shotName);
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
}

test('a guest’s language picker opens styled beside itself at 1280 px, and in the phone drawer at 360 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await checkLanguagePicker(page, 'desktop', 'guest-language-picker-1280-en');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open navigation' });
  const before = await scrollOf(page);
  await burger.click();
  await expectStyledDrawer(page);
  expect(await scrollOf(page)).toBe(before);
  await checkLanguagePicker(page, 'phone', 'guest-language-picker-360-en');

  // Chosen in the drawer, the interface is Hindi; the picker and the drawer look the same in it.
  await page.getByRole('combobox', { name: 'Choose language' }).filter({ visible: true }).click();
  await page.getByRole('option', { name: 'हिन्दी', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hindiPicker = page.getByRole('combobox', { name: 'भाषा चुनें' }).filter({ visible: true });
  await expect(hindiPicker).toHaveValue('हिन्दी');
  await hindiPicker.click();
  const hindiList = page.locator('.mantine-Select-dropdown').filter({ visible: true });
  await expectStyledLayer(page, hindiList, 'phone, Hindi: language list');
  await expectNextTo(page, hindiList, hindiPicker, 'phone, Hindi: language list');
  await viewShot(page, 'guest-language-picker-360-hi');
  await page.keyboard.press('Escape');

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const desktopHindi = page.getByRole('combobox', { name: 'भाषा चुनें' }).filter({ visible: true });
  await desktopHindi.click();
  const desktopList = page.locator('.mantine-Select-dropdown').filter({ visible: true });
  await expectStyledLayer(page, desktopList, 'desktop, Hindi: language list');
  await expectNextTo(page, desktopList, desktopHindi, 'desktop, Hindi: language list');
  expect(await scrollOf(page)).toBe(0);
  await viewShot(page, 'guest-language-picker-1280-hi');
});

test('the account menu on the home page (a guest page) opens styled beside its button at 1280 px and 360 px', async ({ page }) => {
  const session = await registerTestator({ firstName: 'Kavya' });
  await signIn(page, session.token);

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Kavya, Account menu' });
  await button.click();
  const menu = page.getByRole('menu');
  await expectStyledLayer(page, menu, 'desktop: account menu');
  await expectNextTo(page, menu, button, 'desktop: account menu');
  await expectOnTop(menu.getByRole('menuitem').first(), 'desktop: account menu item');
  expect(await scrollOf(page)).toBe(0);
  await viewShot(page, 'guest-account-menu-1280-en');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = await expectStyledDrawer(page);
  const phoneButton = drawer.getByRole('button', { name: 'Kavya, Account menu' });
  await phoneButton.click();
  const phoneMenu = page.getByRole('menu');
  await expectStyledLayer(page, phoneMenu, 'phone: account menu');
  await expectNextTo(page, phoneMenu, phoneButton, 'phone: account menu');
  await expectOnTop(phoneMenu.getByRole('menuitem').first(), 'phone: account menu item');
  await viewShot(page, 'guest-account-menu-360-en');
});

// Issue 25: the floating parts of a guest page (the picker's select and list, the date field's calendar) load when
// the visitor shows they will use them, not on the first visit; the stand-in before them looks the same and works.
test('a first visit fetches the picker’s select and the calendar only when the visitor reaches for them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const fetched = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const picker = page.getByRole('combobox', { name: 'Choose language' }).filter({ visible: true });
  await expect(picker).toHaveValue('English');
  await page.waitForLoadState('networkidle');
  expect(fetched('language-select'), 'the select before the visitor points at it').toBe(false);
  expect(fetched('floating-ui.react'), 'floating-ui before the visitor points at it').toBe(false);
  await viewShot(page, 'guest-language-picker-stand-in-1280-en');
  // The keyboard: the focus and an opening key before the select is there open its list once it is.
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: 'हिन्दी', exact: true });
  await expect(option).toBeVisible();
  expect(fetched('language-select')).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Choose language' }).filter({ visible: true })).toBeFocused();
  await page.keyboard.press('Escape');

  scripts.length = 0;
  await page.goto('/register');
  const dob = page.getByRole('textbox', { name: 'Date of birth' });
  await expect(dob).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(fetched('date-field'), 'the calendar before the visitor reaches the field').toBe(false);
  // Typed before the calendar has come, the date is kept when it takes the field's place.
  await dob.focus();
  await page.keyboard.type('14/03/1968');
  await page.keyboard.press('Tab');
  await expect.poll(() => fetched('date-field')).toBe(true);
  await expect(dob).toHaveValue('14/03/1968');
  await dob.click();
  await expect(page.locator('.mantine-DateInput-dropdown, .mantine-Popover-dropdown').filter({ visible: true })).toBeVisible();
});
