// Issue 11 "Page content" in the browser, in both store views (demo catalogue, seed 1, scale 1): the attributes
// table shows labels of the attribute entity, not option ids; each review's date is exactly spec §9
// `HH:mm D/M/YYYY` (shop time as UTC); the related section has 8 tiles, all in stock, of the product's gender and
// not the product itself; every product page visit is recorded on the device (kept in localStorage while the device
// has no database, then IndexedDB `recently-viewed`, ADR 019): newest first, one entry per sku, 20 kept; axe finds no WCAG A/AA violation (desktop and phone); a
// section whose data cannot be loaded (the reviews search failing) says so in place, the rest of the page stays
// (not the route's error page), and it loads once the browser is back online (client/components/section-boundary).
import type { Page } from 'playwright-core';
import { STORE_VIEWS } from '#shared/config/store-views.ts';
import { describeEach, expect, test } from './support/fixtures';
import { axeViolations, openHydrated, phonePage, tileDocuments } from './support/pages';
import type { RecentlyViewedEntry } from '#client/lib/storage/records.ts';

/** Men's low sneakers: a leaf category with far more than 8 men's products in stock. */
const PRODUCT = 'muzhchinam/obuv/kedy/kedy-muzhskie-nizkie-severnyi-veter-lada-1900.html';

const VIEWS = [
  {
    name: 'ru' as const,
    prefix: '',
    details: 'Характеристики',
    related: 'Похожие товары',
    reviews: 'Отзывы',
    unavailable: 'Эту часть страницы сейчас не удалось загрузить.',
    addToWishlist: 'Добавить в избранное',
  },
  {
    name: 'en' as const,
    prefix: '/en',
    details: 'Details',
    related: 'Related products',
    reviews: 'Reviews',
    unavailable: 'This part of the page could not be loaded right now.',
    addToWishlist: 'Add to favorite',
  },
];

interface Attribute {
  attribute_code: string;
  default_frontend_label: string;
  options: Array<{ value: string; label: string }>;
}
interface ProductFields {
  id: number;
  sku: string;
  name: string;
  url_path: string;
  gender?: string;
  stock: { is_in_stock: boolean };
}
/** A row of the `recently-viewed` store as the page wrote it. */
type StoredVisit = RecentlyViewedEntry;

/** One catalogue search through the shop's own API (an independent look at the data the page shows). */
async function search<T>(
  page: Page,
  index: string,
  entity: string,
  filters: unknown[],
  extra: Record<string, string> = {},
): Promise<T[]> {
  const request = { _appliedFilters: filters, _availableFilters: [], _appliedSort: [], _searchText: '' };
  const response = await page.request.get(`/api/catalog/${index}/${entity}/_search`, {
    params: { request_format: 'search-query', request: JSON.stringify(request), ...extra },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { hits: { hits: Array<{ _source: T }> } };
  return body.hits.hits.map((hit) => hit._source);
}

/** `2025-05-03 09:07:00` → `09:07 3/5/2025` by string surgery (not the formatter under test). */
function specDate(createdAt: string): string {
  const [date = '', time = ''] = createdAt.split(' ');
  const [year, month, day] = date.split('-');
  return `${time.slice(0, 5)} ${Number(day)}/${Number(month)}/${year}`;
}

/** The rows of `recently-viewed`, newest first, read with raw IndexedDB (none while the database does not exist). */
function databaseVisits(page: Page): Promise<StoredVisit[]> {
  return page.evaluate(async () =>
    // Opening a database the page has not created yet would create an empty one under the app (a race).
    !(await indexedDB.databases()).some((database) => database.name === 'storefront')
      ? []
      : new Promise<StoredVisit[]>((resolve, reject) => {
          const open = indexedDB.open('storefront');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('recently-viewed')) {
              db.close();
              resolve([]);
              return;
            }
            const read = db.transaction('recently-viewed').objectStore('recently-viewed').getAll();
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              db.close();
              resolve((read.result as StoredVisit[]).sort((a, b) => b.viewed_at - a.viewed_at));
            };
          };
        }),
  );
}

/** The visits kept in localStorage for the database (client/features/recently-viewed/pending-visits.ts). */
function keptVisits(page: Page): Promise<StoredVisit[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('storefront-viewed') ?? '[]') as StoredVisit[]);
}

/** The device's list as the shop reads it: the database's rows and the kept visits, one per sku, newest first. */
async function storedVisits(page: Page): Promise<StoredVisit[]> {
  const newest = new Map<string, StoredVisit>();
  for (const visit of [...(await databaseVisits(page)), ...(await keptVisits(page))]) {
    const known = newest.get(visit.sku);
    if (!known || known.viewed_at < visit.viewed_at) newest.set(visit.sku, visit);
  }
  return [...newest.values()].sort((a, b) => b.viewed_at - a.viewed_at);
}

/** Adds older visits to the kept list (to reach the limit without 20 page loads). */
function keepOlderVisits(page: Page, rows: StoredVisit[]): Promise<void> {
  return page.evaluate((older) => {
    const kept = JSON.parse(localStorage.getItem('storefront-viewed') ?? '[]') as StoredVisit[];
    localStorage.setItem('storefront-viewed', JSON.stringify([...kept, ...older]));
  }, rows);
}

const visitSkus = async (page: Page) => (await storedVisits(page)).map((visit) => visit.sku);

describeEach(
  VIEWS,
  (view) => `product page content in the ${view.name} view`,
  (view) => {
    const index = STORE_VIEWS[view.name].index;
    const url = `${view.prefix}/${PRODUCT}`;

    test('the attributes table shows labels of the attribute entity, not ids', async ({ page, problems }) => {
      await openHydrated(page, url);
      const table = page.getByRole('table', { name: view.details });
      await expect(table).toBeVisible();
      const [product] = await search<Record<string, unknown>>(page, index, 'product', [
        { attribute: 'url_path', value: { eq: PRODUCT } },
      ]);
      const codes = ['brand', 'material', 'season', 'style', 'gender', 'age'];
      const attributes = await search<Attribute>(
        page,
        index,
        'attribute',
        [{ attribute: 'attribute_code', value: { in: codes } }],
        { size: '10' },
      );
      const expected = codes.map((code) => {
        const attribute = attributes.find((a) => a.attribute_code === code)!;
        const ids = ([] as unknown[]).concat(product?.[code]).map(String);
        return [
          attribute.default_frontend_label,
          ids.map((id) => attribute.options.find((o) => o.value === id)!.label).join(', '),
        ];
      });
      const rows = await table
        .locator('tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('td')?.textContent]),
        );
      expect(rows).toEqual(expected);
      for (const [, value] of rows) expect(value).not.toMatch(/^[\d,\s]+$/);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('each approved review shows its date exactly as HH:mm D/M/YYYY, with <time datetime> in UTC', async ({
      page,
    }) => {
      await page.goto('/');
      const approved = await search<{ product_id: number; created_at: string; title: string }>(
        page,
        index,
        'review',
        [{ attribute: 'review_status', value: { eq: 1 } }],
        { size: '1' },
      );
      const productId = approved[0]!.product_id;
      const [product] = await search<ProductFields>(page, index, 'product', [
        { attribute: 'id', value: { eq: productId } },
      ]);
      const reviews = await search<{ created_at: string; title: string }>(
        page,
        index,
        'review',
        [
          { attribute: 'product_id', value: { eq: productId } },
          { attribute: 'review_status', value: { eq: 1 } },
        ],
        { size: '20' },
      );
      await openHydrated(page, `${view.prefix}/${product!.url_path}`);
      const list = page.getByRole('region', { name: view.reviews }).locator('.review');
      await expect(list).toHaveCount(reviews.length);
      for (const review of reviews) {
        const item = list.filter({ hasText: review.title });
        const time = item.locator('time');
        expect(await time.textContent()).toBe(specDate(review.created_at));
        expect(await time.textContent()).toMatch(/^\d\d:\d\d \d{1,2}\/\d{1,2}\/\d{4}$/);
        expect(await time.getAttribute('datetime')).toBe(`${review.created_at.replace(' ', 'T')}Z`);
      }
    });

    test('the reviews cannot be loaded: the section says so, the rest of the page stays; back online they load', async ({
      page,
      problems,
    }) => {
      const reviewsSearch = '**/api/catalog/*/review/_search*';
      await page
        .context()
        .route(reviewsSearch, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"result":"test failure"}' }),
        );
      await openHydrated(page, `${view.prefix}/muzhchinam/obuv/kedy`);
      await page.locator(`a[href="${view.prefix}/${PRODUCT}"]`).first().click();
      await page.waitForURL(new RegExp(`${PRODUCT.replaceAll('.', '\\.')}$`));
      const reviews = page.getByRole('region', { name: view.reviews });
      await expect(reviews.getByRole('status')).toHaveText(view.unavailable, { timeout: 15_000 });
      // The product and its other sections are there: not the route's error page.
      expect(await page.getByRole('heading', { level: 2, name: view.details }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: view.related }).count()).toBe(1);

      await page.context().unroute(reviewsSearch);
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await expect(reviews.getByText(view.unavailable)).toHaveCount(0, { timeout: 15_000 });
      await expect(reviews.locator('.loading')).toHaveCount(0, { timeout: 15_000 });
      expect(problems.pageErrors).toEqual([]);
    });

    test('related products: 8 tiles, in stock, same gender, not the product itself', async ({ page }) => {
      await openHydrated(page, url);
      const section = page.getByRole('region', { name: view.related });
      const links = section.locator('.product-tile__link');
      await expect(links).toHaveCount(8);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const [product] = await tileDocuments<ProductFields>(page, index, [`/${PRODUCT}`], ['id', 'sku', 'gender']);
      const tiles = await tileDocuments<ProductFields>(page, index, hrefs, ['id', 'sku', 'gender', 'stock']);
      expect(tiles).toHaveLength(8);
      expect(product?.gender).toBeTruthy();
      for (const tile of tiles) {
        expect(tile.stock.is_in_stock).toBe(true);
        expect(String(tile.gender)).toBe(String(product!.gender));
        expect(tile.sku).not.toBe(product!.sku);
      }
    });

    test('recently viewed: every visit kept on the device, newest first, deduplicated, 20 kept; into the database with the saved state', async ({
      page,
      problems,
    }) => {
      // Visit 1 by url, visit 2 by a related tile (a client-side navigation), visit 3 by url.
      await openHydrated(page, url);
      await expect.poll(() => visitSkus(page)).toHaveLength(1);
      // A device holding nothing else opens no database for a visit.
      expect(await page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name))).toEqual([]);
      const [first] = await storedVisits(page);
      const firstName = await page.getByRole('heading', { level: 1 }).textContent();
      expect(first).toMatchObject({ parentSku: first!.sku, name: firstName, url_path: PRODUCT });
      expect(first!.price).toBeGreaterThan(0);
      expect(first!.image).toMatch(/^\//);

      const tiles = page.getByRole('region', { name: view.related }).locator('.product-tile__link');
      const secondHref = (await tiles.nth(0).getAttribute('href'))!;
      const thirdHref = (await tiles.nth(1).getAttribute('href'))!;
      await tiles.nth(0).click();
      await page.waitForURL((u) => u.pathname === decodeURI(secondHref) || u.pathname === secondHref);
      await expect.poll(() => visitSkus(page)).toHaveLength(2);
      await openHydrated(page, thirdHref);
      await expect.poll(() => visitSkus(page)).toHaveLength(3);
      const [third, second] = await storedVisits(page);
      expect(third!.url_path).toBe(decodeURI(thirdHref).replace(/^\/(en\/)?/, ''));
      expect(second!.url_path).toBe(decodeURI(secondHref).replace(/^\/(en\/)?/, ''));
      expect(await visitSkus(page)).toEqual([third!.sku, second!.sku, first!.sku]);

      // A revisit moves the product to the top; it is not listed twice.
      await openHydrated(page, url);
      await expect.poll(() => visitSkus(page)).toEqual([first!.sku, third!.sku, second!.sku]);

      // 17 older visits (written directly) make 20; one more real visit keeps 20 and drops the oldest.
      const oldest = Math.min(...(await storedVisits(page)).map((v) => v.viewed_at));
      const older = Array.from({ length: 17 }, (_, n) => ({
        ...first!,
        sku: `OLD-${String(n).padStart(2, '0')}`,
        parentSku: `OLD-${String(n).padStart(2, '0')}`,
        viewed_at: oldest - 1000 * (n + 1),
      }));
      await keepOlderVisits(page, older);
      expect(await visitSkus(page)).toHaveLength(20);
      const fourthHref = (await tiles.nth(2).getAttribute('href'))!;
      await openHydrated(page, fourthHref);
      await expect
        .poll(async () => (await storedVisits(page))[0]?.url_path)
        .toBe(decodeURI(fourthHref).replace(/^\/(en\/)?/, ''));
      const after = await visitSkus(page);
      expect(after).toHaveLength(20);
      expect(after.slice(1, 4)).toEqual([first!.sku, third!.sku, second!.sku]);
      expect(after).not.toContain('OLD-16');
      expect(after.at(-1)).toBe('OLD-15');

      // A change the device keeps (here a wishlist entry) starts the saved state's code: the kept visits go into the
      // database in their order and leave localStorage.
      await page.getByRole('button', { name: view.addToWishlist }).first().click();
      await expect.poll(async () => (await databaseVisits(page)).map((visit) => visit.sku)).toEqual(after);
      await expect.poll(() => keptVisits(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('axe: no WCAG A/AA violations on the product page (desktop and phone)', async ({ page, browser, baseURL }) => {
      await openHydrated(page, url);
      await expect(page.getByRole('region', { name: view.related }).locator('.product-tile')).toHaveCount(8);
      expect(await axeViolations(page)).toEqual([]);
      const phone = await phonePage(browser, baseURL);
      await openHydrated(phone, url);
      await expect(phone.getByRole('table', { name: view.details })).toBeVisible();
      expect(await axeViolations(phone)).toEqual([]);
      await phone.context().close();
    });
  },
);
