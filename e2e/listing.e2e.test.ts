// Category listings in a browser, both store views (issue 10): choosing a colour and a size changes the url (a new
// history entry) and every tile then has that colour and size and is in stock (checked against the platform by the
// tiles' urls); back restores the previous state; price sort both ways; "Load more" to 100 tiles without changing
// the url; on a phone, keyboard only: open the filters panel, choose an option, close with Esc, focus back on the
// opener; axe on a filtered category and on the open filters panel.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { axeViolations, openHydrated, PHONE, tileDocuments } from './support/pages';

const VIEWS = [
  {
    storeCode: 'ru',
    prefix: '',
    index: 'vue_storefront_catalog',
    black: 'Чёрный',
    filters: 'Фильтры',
    sortBy: 'Сортировать',
    priceAsc: 'Цена по возрастанию',
    priceDesc: 'Цена по убыванию',
    loadMore: 'Показать ещё',
    count: /Товаров: (\d+)/,
  },
  {
    storeCode: 'en',
    prefix: '/en',
    index: 'vue_storefront_catalog_en',
    black: 'Black',
    filters: 'Filters',
    sortBy: 'Sort By',
    priceAsc: 'Price low to high',
    priceDesc: 'Price high to low',
    loadMore: 'Load more',
    count: /(\d+) products/,
  },
] as const;

type View = (typeof VIEWS)[number];

interface Doc {
  url_path: string;
  color?: string | number;
  color_options?: number[];
  size_options?: number[];
  stock?: { is_in_stock?: boolean };
}

async function productCount(page: Page, view: View): Promise<number> {
  const text = (await page.getByTestId('listing-count').textContent()) ?? '';
  return Number(view.count.exec(text.replace(/\s/g, ' '))?.[1] ?? NaN);
}

async function tileHrefs(page: Page): Promise<string[]> {
  return page
    .getByTestId('product-grid')
    .locator('a.product-tile__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-tile .price__current').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** Whether the prices are in order (1 ascending, -1 descending) and not all equal. */
const isSorted = (prices: number[], direction: 1 | -1) =>
  prices.length > 1 &&
  prices.every((price, i) => i === 0 || (price - (prices[i - 1] as number)) * direction >= 0) &&
  prices[0] !== prices[prices.length - 1];

const has = (values: unknown[], id: string) => values.some((value) => String(value) === id);

for (const view of VIEWS) {
  test.describe(`category listing, ${view.storeCode} store view`, () => {
    test('colour and size filters change the url, every tile matches, back restores', async ({ page, problems }) => {
      await openHydrated(page, `${view.prefix}/zhenshchinam`);
      const plainCount = await productCount(page, view);
      expect(plainCount).toBeGreaterThan(100);
      const sidebar = page.getByTestId('filters-sidebar');

      // A click, not check(): the box is checked once the filtered page has loaded (a controlled checkbox).
      await sidebar.getByRole('checkbox', { name: new RegExp(`^${view.black} \\d+$`) }).click();
      await page.waitForURL(/[?&]color=\d+/);
      const color = new URL(page.url()).searchParams.get('color') as string;
      await expect.poll(() => productCount(page, view)).toBeLessThan(plainCount);
      const colorCount = await productCount(page, view);

      const size = sidebar
        .getByRole('group', { name: /Размер|Size/ })
        .getByRole('checkbox')
        .first();
      await size.click();
      await page.waitForURL(/[?&]size=\d+/);
      const sizeId = new URL(page.url()).searchParams.get('size') as string;
      await expect.poll(() => productCount(page, view)).toBeLessThan(colorCount);
      const hrefs = await tileHrefs(page);
      expect(hrefs.length).toBe(Math.min(50, await productCount(page, view)));
      const docs = await tileDocuments<Doc>(page, view.index, hrefs, [
        'url_path',
        'color',
        'color_options',
        'size_options',
        'stock.is_in_stock',
      ]);
      expect(docs.length).toBe(hrefs.length);
      for (const doc of docs) {
        expect(has([doc.color, ...(doc.color_options ?? [])], color), doc.url_path).toBe(true);
        expect(has(doc.size_options ?? [], sizeId), doc.url_path).toBe(true);
        expect(doc.stock?.is_in_stock, doc.url_path).toBe(true);
      }
      // The chosen filters are listed above the tiles.
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: /Выбранные фильтры|Active filters/ })
            .first()
            .textContent(),
        )
        .toContain(view.black);

      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('size') && url.searchParams.get('color') === color);
      await expect.poll(() => productCount(page, view)).toBe(colorCount);
      await page.goBack();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => productCount(page, view)).toBe(plainCount);
      expect(problems.pageErrors).toEqual([]);
    });

    test('Sort By price both ways', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/zhenshchinam/obuv`);
      const sort = page.getByLabel(view.sortBy);
      await sort.selectOption({ label: view.priceAsc });
      await page.waitForURL(/sort=price-asc/);
      // The url changes when the sorted page has loaded; the tiles follow on the next render.
      await expect.poll(async () => isSorted(await tilePrices(page), 1)).toBe(true);
      const ascending = await tilePrices(page);
      expect(ascending).toHaveLength(50);

      await page.getByLabel(view.sortBy).selectOption({ label: view.priceDesc });
      await page.waitForURL(/sort=price-desc/);
      await expect.poll(async () => isSorted(await tilePrices(page), -1)).toBe(true);
      const descending = await tilePrices(page);
      expect(descending[0]).toBeGreaterThan(ascending[49] as number);
    });

    test('Load more appends the next 50 without changing the url; page links for crawlers', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/zhenshchinam`);
      expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe(`${view.prefix}/zhenshchinam?page=2`);
      const first = await tileHrefs(page);
      expect(first).toHaveLength(50);
      await page.getByRole('button', { name: view.loadMore }).click();
      await expect.poll(async () => (await tileHrefs(page)).length).toBe(100);
      const all = await tileHrefs(page);
      expect(all.slice(0, 50)).toEqual(first);
      expect(new Set(all).size).toBe(100);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe(`${view.prefix}/zhenshchinam?page=3`);

      // Back from a product of the second 50 comes back to the same 100 tiles, at the same place.
      const tile = page.getByTestId('product-grid').locator('a.product-tile__link').nth(80);
      await tile.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(1000);
      await tile.click();
      await page.waitForURL((url) => url.pathname.endsWith('.html'));
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `${view.prefix}/zhenshchinam`);
      await expect.poll(async () => (await tileHrefs(page)).length).toBe(100);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
    });

    test('phone, keyboard only: open filters, choose an option, Esc, focus back on the opener', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openHydrated(page, `${view.prefix}/zhenshchinam`);
      const opener = page.getByRole('button', { name: view.filters, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: view.filters });
      await dialog.waitFor();
      const black = dialog.getByRole('checkbox', { name: new RegExp(`^${view.black} \\d+$`) });
      await black.focus();
      await page.keyboard.press('Space');
      await page.waitForURL(/[?&]color=\d+/);
      // The panel stays open for more choices, the option is checked.
      await expect(black).toBeChecked();
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('listing__filters-button')))
        .toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
        view.storeCode === 'ru' ? /Фильтры: выбрано 1/ : /Filters: 1 chosen/,
      );
    });

    test('offline, "Load more" that cannot load says so (spec §8) and nothing is lost', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/zhenshchinam`);
      expect(await tileHrefs(page)).toHaveLength(50);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: view.loadMore }).click();
      const message =
        view.storeCode === 'ru'
          ? 'Товары этой категории не загружены. Пожалуйста, вернитесь, когда будете онлайн!'
          : 'No products synchronized for this category. Please come back while online!';
      await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).count()).toBeGreaterThan(0);
      expect(await tileHrefs(page)).toHaveLength(50);
      // Back online, "Load more" works again.
      await page.context().setOffline(false);
      await page.getByRole('button', { name: view.loadMore }).click();
      await expect.poll(async () => (await tileHrefs(page)).length).toBe(100);
    });

    test('the search results page has the same filters and sort, and keeps the term', async ({ page }) => {
      const term = view.storeCode === 'ru' ? 'кроссовки' : 'sneakers';
      await openHydrated(page, `${view.prefix}/search?q=${encodeURIComponent(term)}`);
      const all = await productCount(page, view);
      expect(all).toBeGreaterThan(0);
      await page
        .getByTestId('filters-sidebar')
        .getByRole('checkbox', { name: new RegExp(`^${view.black} \\d+$`) })
        .click();
      await page.waitForURL((url) => url.searchParams.get('q') === term && url.searchParams.has('color'));
      await expect.poll(() => productCount(page, view)).toBeLessThan(all);
      await page.getByLabel(view.sortBy).selectOption({ label: view.priceAsc });
      await page.waitForURL(
        (url) => url.searchParams.get('q') === term && url.searchParams.get('sort') === 'price-asc',
      );
      await expect.poll(async () => isSorted(await tilePrices(page), 1)).toBe(true);
    });

    test('axe: a filtered category, and the filters panel open on a phone', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/zhenshchinam?color=49&sort=price-asc`);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: new RegExp(`^${view.filters}`) }).click();
      await page.getByRole('dialog', { name: view.filters }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
