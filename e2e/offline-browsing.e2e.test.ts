// Issue 15 "Offline browsing" (spec §4 service worker and caching, §8 offline content; ADR 005, ADR 041), in the
// browser with the service worker on:
// - home → a category → a product, browsed online with in-app links; offline, those three pages open by a full
//   reload and by in-app links, with their images, and without a hydration error (React #418);
// - /checkout, /compare and /size-guide seen online (loaded in full or opened in the app) open offline without a
//   hydration error (the old fallback answered with home's HTML under their address: React #418);
// - a category never seen, loaded offline, shows spec §8's message in its own store view (ru and en) in a live
//   region — never another page's content under its address — and ends on home; axe finds nothing on it.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { axeViolations, openHydrated, waitForHydration } from './support/pages';

// This file is about the service worker: its contexts install it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const HYDRATION_ERROR = 'Minified React error #418';
const MESSAGE = {
  ru: 'Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.',
  en: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
};
const HOME_TITLE = { ru: 'Одежда и обувь в интернет-магазине', en: 'Clothing and footwear online' };
const CATEGORY = { path: '/muzhchinam', name: 'Мужчинам' };
/** A category the tests never open online. */
const UNSEEN = '/zhenshchinam';

/** Waits until a service worker controls the page (it precaches the app and keeps what is seen from now on). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** The url paths the service worker keeps in its pages cache. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('pages'))) return [];
    const keys = await (await caches.open('pages')).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

/** Whether the image has loaded (a broken image has no natural width). */
function imageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

const hydrationErrors = (problems: { pageErrors: string[]; consoleErrors: string[] }) =>
  [...problems.pageErrors, ...problems.consoleErrors].filter((line) => line.includes(HYDRATION_ERROR));

test.describe('offline browsing (ru view)', () => {
  test('home → category → product seen online open offline by reload and by in-app links, with images', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    await waitForServiceWorker(page);
    // Browsed with the app's own links (client-side navigation: the worker keeps these pages when asked).
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: CATEGORY.name }).click();
    await page.waitForURL(new RegExp(`${CATEGORY.path}$`));
    await expect.poll(() => heading(page)).toBe(CATEGORY.name);
    const tile = page.getByTestId('listing').locator('a[href$=".html"]').first();
    const productPath = (await tile.getAttribute('href')) ?? '';
    expect(productPath).toMatch(/^\/muzhchinam\/.+\.html$/);
    await expect.poll(() => imageLoaded(page, '[data-testid="listing"] img')).toBe(true);
    await tile.click();
    await page.waitForURL((url) => url.pathname === productPath);
    const productName = (await page.getByTestId('gallery-main').locator('img').getAttribute('alt')) ?? '';
    await expect.poll(() => heading(page)).toBe(productName);
    await expect.poll(() => imageLoaded(page, '[data-testid="gallery-main"] img')).toBe(true);
    await expect
      .poll(() => keptPages(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/', CATEGORY.path, productPath]));

    await page.context().setOffline(true);
    // A full reload of each.
    await openHydrated(page, '/');
    expect(await heading(page)).toBe(HOME_TITLE.ru);
    await openHydrated(page, CATEGORY.path);
    expect(await heading(page)).toBe(CATEGORY.name);
    await expect.poll(() => imageLoaded(page, '[data-testid="listing"] img')).toBe(true);
    await openHydrated(page, productPath);
    expect(await heading(page)).toBe(productName);
    await expect.poll(() => imageLoaded(page, '[data-testid="gallery-main"] img')).toBe(true);

    // The app's links: home → the category → the product, each its own page (not the offline message).
    await openHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: CATEGORY.name }).click();
    await page.waitForURL(new RegExp(`${CATEGORY.path}$`));
    await expect.poll(() => heading(page)).toBe(CATEGORY.name);
    await waitForHydration(page);
    await page.getByTestId('listing').locator(`a[href="${productPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === productPath);
    await expect.poll(() => heading(page)).toBe(productName);
    await expect.poll(() => imageLoaded(page, '[data-testid="gallery-main"] img')).toBe(true);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    expect(hydrationErrors(problems)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a product opened on the first visit before the worker took control opens offline', async ({ page }) => {
    // The worker's script is held until the product is on screen: the pages before are seen with no worker.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route('**/service-worker.js', async (route) => {
      await held;
      await route.continue();
    });
    await openHydrated(page, CATEGORY.path);
    const tile = page.getByTestId('listing').locator('a[href$=".html"]').first();
    const productPath = (await tile.getAttribute('href')) ?? '';
    await tile.click();
    await page.waitForURL((url) => url.pathname === productPath);
    const productName = (await page.getByTestId('gallery-main').locator('img').getAttribute('alt')) ?? '';
    await expect.poll(() => heading(page)).toBe(productName);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // Back to the category in the app: the product is no longer the page the worker finds in control.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === CATEGORY.path);
    release();
    await waitForServiceWorker(page);
    await expect
      .poll(() => keptPages(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([CATEGORY.path, productPath]));

    await page.context().setOffline(true);
    await openHydrated(page, productPath);
    expect(await heading(page)).toBe(productName);
  });

  test('/checkout, /compare and /size-guide seen online open offline without a hydration error', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    await waitForServiceWorker(page);
    const pages = [
      { path: '/checkout', title: 'Оформление заказа' },
      { path: '/compare', title: 'Сравнение товаров' },
      { path: '/size-guide', title: 'Таблица размеров' },
    ];
    // /size-guide through the footer's link (a page seen only in the app), the others loaded in full.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Таблица размеров' }).click();
    await page.waitForURL(/\/size-guide$/);
    await expect.poll(() => heading(page)).toBe('Таблица размеров');
    for (const { path } of pages.slice(0, 2)) await openHydrated(page, path);
    await expect
      .poll(() => keptPages(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(pages.map(({ path }) => path)));
    await page.context().setOffline(true);
    for (const { path, title } of pages) {
      await openHydrated(page, path);
      expect(await heading(page)).toBe(title);
      // The offline banner appears after hydration, never in the hydrated HTML.
      await expect(page.getByTestId('offline-banner')).not.toHaveText('');
    }
    expect(hydrationErrors(problems)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('a page never seen, loaded offline', () => {
  for (const view of [
    { code: 'ru', home: '/' },
    { code: 'en', home: '/en' },
  ] as const) {
    const unseen = `${view.home.replace(/\/$/, '')}${UNSEEN}`;
    test(`says so in the ${view.code} view and goes home; axe finds nothing`, async ({ page, problems, baseURL }) => {
      await openHydrated(page, view.home);
      await waitForServiceWorker(page);
      await page.context().setOffline(true);
      await page.goto(unseen);
      // Its own address, the offline message in a live region, not home's (or any other page's) content.
      expect(new URL(page.url()).pathname).toBe(unseen);
      expect(await page.getByRole('status').textContent()).toBe(MESSAGE[view.code]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(MESSAGE[view.code]);
      expect(await page.locator('html').getAttribute('lang')).toBe(view.code);
      // Then home (precached in both views).
      await page.waitForURL(`${baseURL}${view.home}`, { timeout: 10_000 });
      await waitForHydration(page);
      expect(await heading(page)).toBe(HOME_TITLE[view.code]);

      // axe on the message page, its redirect held (axe on a busy machine may take longer than the delay).
      await page.goto(unseen);
      await page.evaluate(() => {
        const last = setTimeout(() => undefined, 0);
        for (let id = 0; id <= Number(last); id += 1) clearTimeout(id);
      });
      expect(await page.getByRole('status').textContent()).toBe(MESSAGE[view.code]);
      expect(await axeViolations(page)).toEqual([]);
      expect(hydrationErrors(problems)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
