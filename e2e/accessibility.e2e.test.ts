// WCAG 2.1 A/AA checks with axe (issue 9 item 6) on every page kind of spec §2 and on the open panels
// of spec §4 (the languages modal; the mobile menu on a phone, also a submenu level), in both store views
// (supplement §1). Issue 10 adds the size guide with its calculator, the store locator, and the header
// menu's subcategory panel.
// Expected: no violations. A failure lists each rule with the elements it found.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { axeViolations, openHydrated, PHONE } from './support/pages';

// Demo catalogue, seed 1 (ADR 010): slugs and url paths are the same in both store views.
const PAGE_KINDS: ReadonlyArray<readonly [kind: string, path: string]> = [
  ['home', '/'],
  ['category', '/zhenshchinam'],
  ['product', '/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html'],
  ['cms page', '/delivery-modnyi-bereg'],
  ['size guide', '/size-guide'],
  ['store locator', '/stores-modnyi-bereg'],
  ['static page', '/legal'],
  ['gift cards', '/gift-card'],
  ['checkout', '/checkout'],
  ['my-account', '/my-account'],
  ['compare', '/compare'],
  ['error page', '/error'],
  ['page-not-found', '/no/such/page'],
];

const VIEWS = [
  {
    storeCode: 'ru',
    prefix: '',
    languageButton: 'Выбрать язык',
    languagesDialog: 'Выберите язык',
    menuButton: 'Открыть меню',
    menuDialog: 'Меню',
  },
  {
    storeCode: 'en',
    prefix: '/en',
    languageButton: 'Choose your language',
    languagesDialog: 'Choose your language',
    menuButton: 'Open menu',
    menuDialog: 'Menu',
  },
] as const;

function localized(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

async function open(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Streamed parts (reviews, lists behind Suspense) have settled.
  await page.waitForLoadState('networkidle');
}

for (const view of VIEWS) {
  test.describe(`axe, ${view.storeCode} store view`, () => {
    for (const [kind, path] of PAGE_KINDS) {
      test(`${kind} (${localized(view.prefix, path)})`, async ({ page }) => {
        await open(page, localized(view.prefix, path));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the languages modal, open', async ({ page }) => {
      await open(page, localized(view.prefix, '/'));
      await page.getByRole('button', { name: view.languageButton }).click();
      await page.getByRole('dialog', { name: view.languagesDialog }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the wishlist panel, open (issue 14)', async ({ page }) => {
      await open(page, localized(view.prefix, '/'));
      await page.getByTestId('wishlist-button').click();
      await page.locator('dialog.wishlist-panel[open] [data-testid="wishlist-empty"]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the mobile menu, open on a phone', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, localized(view.prefix, '/'));
      await page.getByRole('button', { name: view.menuButton }).click();
      await page.getByRole('dialog', { name: view.menuDialog }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the mobile menu, a submenu level open (issue 10)', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, localized(view.prefix, '/'));
      await page.getByRole('button', { name: view.menuButton }).click();
      const drawer = page.getByRole('dialog', { name: view.menuDialog });
      await drawer.locator('.mobile-menu__drill').first().click();
      await drawer.locator('nav[data-submenu-depth="1"]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the header menu's subcategories, open on a desktop (issue 10)", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, localized(view.prefix, '/'));
      await page.locator('.main-menu__toggle').first().click();
      await page.locator('.main-menu__panel:not([hidden])').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the size calculator with a recommendation (issue 10)', async ({ page }) => {
      await open(page, localized(view.prefix, '/size-guide'));
      await page.locator('.size-calculator input').first().fill('25');
      await page.locator('.size-calculator button[type="submit"]').click();
      await page.locator('.size-calculator__size').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
