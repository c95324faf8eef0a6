// Issue 15 "Offline browsing": a listing prefetches what a shopper likely opens next (spec §9 prefetch count 8;
// ADR 044), without hurting the largest paint (ru view):
// - after hydration and the load event, the page data of exactly the first 8 products goes out (the product by
//   sku, through the url map), none for the 9th, and the stock of their configurable children in chunks of 15;
//   the first tile's image (fetchpriority=high, the LCP element) was requested before any of it;
// - the first tile then opens with no new request for its product data (the query cache answers);
// - with the service worker on, offline, the 2nd tile (never opened) opens from the prefetched data.
import type { Page, Request } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { openHydrated, tileDocuments } from './support/pages';

const CATEGORY = '/muzhchinam';
const INDEX = 'vue_storefront_catalog_ru';
/** Spec §9: prefetch count 8; stock lists go 15 skus a request. */
const PREFETCH_COUNT = 8;
const STOCK_CHUNK = 15;
const OFFLINE_MESSAGE = 'Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.';

interface Seen {
  /** Every request in order: what kind, and the product sku / url path / skus it is about. */
  log: Array<{ kind: 'product' | 'url-map' | 'stock' | 'image' | 'other'; about: string[]; url: string }>;
}

/** The sku of a product-by-sku search (`sku eq X`, size 1: client/pages/product/queries.ts), else null. */
function productSkuOf(url: URL): string | null {
  if (url.pathname !== `/api/catalog/${INDEX}/product/_search` || url.searchParams.get('size') !== '1') return null;
  const body = JSON.parse(url.searchParams.get('request') ?? '{}') as {
    _appliedFilters?: Array<{ attribute: string; value: { eq?: unknown } }>;
  };
  const filter = body._appliedFilters?.find((candidate) => candidate.attribute === 'sku');
  return typeof filter?.value.eq === 'string' ? filter.value.eq : null;
}

function classify(request: Request): Seen['log'][number] {
  const url = new URL(request.url());
  const sku = productSkuOf(url);
  if (sku !== null) return { kind: 'product', about: [sku], url: request.url() };
  if (url.pathname === '/api/url/map') {
    const body = (request.postDataJSON() ?? {}) as { url?: string };
    return { kind: 'url-map', about: [body.url ?? ''], url: request.url() };
  }
  if (url.pathname === '/api/stock/list')
    return { kind: 'stock', about: (url.searchParams.get('skus') ?? '').split(','), url: request.url() };
  if (request.resourceType() === 'image') return { kind: 'image', about: [url.pathname], url: request.url() };
  return { kind: 'other', about: [], url: request.url() };
}

function watch(page: Page): Seen {
  const seen: Seen = { log: [] };
  page.on('request', (request) => seen.log.push(classify(request)));
  return seen;
}

const about = (seen: Seen, kind: Seen['log'][number]['kind']) =>
  seen.log.filter((entry) => entry.kind === kind).flatMap((entry) => entry.about);
const sorted = (values: readonly string[]) => [...values].sort();

interface TileDoc {
  sku: string;
  name: string;
  url_path: string;
  type_id: string;
  configurable_children?: Array<{ sku: string }>;
}

/** The listing's first 9 tiles' links and product documents (in tile order). */
async function firstTiles(page: Page): Promise<{ hrefs: string[]; docs: TileDoc[] }> {
  const hrefs = (
    await page
      .getByTestId('product-grid')
      .locator('a.product-tile__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).slice(0, PREFETCH_COUNT + 1);
  expect(hrefs).toHaveLength(PREFETCH_COUNT + 1);
  const docs = await tileDocuments<TileDoc>(page, INDEX, hrefs, [
    'sku',
    'name',
    'url_path',
    'type_id',
    'configurable_children',
  ]);
  const byPath = new Map(docs.map((doc) => [`/${doc.url_path}`, doc]));
  return { hrefs, docs: hrefs.map((href) => byPath.get(href) as TileDoc) };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** Waits until the first 8 products' data and their children's stock went out; returns the child skus. */
async function waitForPrefetch(page: Page, seen: Seen, docs: readonly TileDoc[]): Promise<string[]> {
  const first = docs.slice(0, PREFETCH_COUNT);
  await expect
    .poll(() => sorted(about(seen, 'product')), { timeout: 15_000 })
    .toEqual(sorted(first.map((doc) => doc.sku)));
  const childSkus = [
    ...new Set(
      first.flatMap((doc) =>
        doc.type_id === 'configurable' ? (doc.configurable_children ?? []).map((child) => child.sku) : [],
      ),
    ),
  ];
  await expect.poll(() => sorted(about(seen, 'stock')), { timeout: 15_000 }).toEqual(sorted(childSkus));
  return childSkus;
}

test.describe('listing prefetch (ru view)', () => {
  test('the first 8 products and their children stock are prefetched after the LCP image; the 1st opens from the cache', async ({
    page,
    problems,
  }) => {
    const seen = watch(page);
    await openHydrated(page, CATEGORY);
    const { hrefs, docs } = await firstTiles(page);
    const childSkus = await waitForPrefetch(page, seen, docs);
    expect(childSkus.length).toBeGreaterThan(0);

    // Exactly the first 8: one product-by-sku request and one url-map request each, none for the 9th.
    expect(about(seen, 'product')).toHaveLength(PREFETCH_COUNT);
    const ninth = docs[PREFETCH_COUNT] as TileDoc;
    expect(about(seen, 'product')).not.toContain(ninth.sku);
    expect(sorted(about(seen, 'url-map'))).toEqual(sorted(docs.slice(0, PREFETCH_COUNT).map((doc) => doc.url_path)));
    // Stock in chunks of at most 15 skus, each sku once.
    const stockRequests = seen.log.filter((entry) => entry.kind === 'stock');
    expect(stockRequests).toHaveLength(Math.ceil(childSkus.length / STOCK_CHUNK));
    for (const request of stockRequests) expect(request.about.length).toBeLessThanOrEqual(STOCK_CHUNK);

    // The LCP image (the first tile's, fetchpriority=high) went out before any prefetch request.
    const lcpImage = page.getByTestId('product-grid').locator('img').first();
    expect(await lcpImage.getAttribute('fetchpriority')).toBe('high');
    const lcpPath = new URL((await lcpImage.getAttribute('src')) ?? '', page.url()).pathname;
    const lcpAt = seen.log.findIndex((entry) => entry.kind === 'image' && entry.about[0] === lcpPath);
    const firstPrefetchAt = seen.log.findIndex((entry) => ['product', 'url-map', 'stock'].includes(entry.kind));
    expect(lcpAt).toBeGreaterThanOrEqual(0);
    expect(lcpAt).toBeLessThan(firstPrefetchAt);

    // The first tile opens with no new request for its product data.
    const before = seen.log.length;
    const firstDoc = docs[0] as TileDoc;
    await page.getByTestId('product-grid').locator('a.product-tile__link').first().click();
    await page.waitForURL((url) => url.pathname === hrefs[0]);
    await expect.poll(() => heading(page)).toBe(firstDoc.name);
    const after = seen.log.slice(before);
    expect(after.filter((entry) => entry.kind === 'product' || entry.kind === 'url-map')).toEqual([]);
    // Nothing failed loudly: no page error, no error notification.
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe(() => {
    // Offline the prefetched data comes from the service worker's cache.
    test.use({ serviceWorkers: 'allow' });
    test('offline, with the service worker on, the 2nd tile (never opened) opens from the prefetched data', async ({
      page,
      problems,
    }) => {
      const seen = watch(page);
      await openHydrated(page, CATEGORY);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
      const { hrefs, docs } = await firstTiles(page);
      await waitForPrefetch(page, seen, docs);

      await page.context().setOffline(true);
      const second = docs[1] as TileDoc;
      await page.getByTestId('product-grid').locator('a.product-tile__link').nth(1).click();
      await page.waitForURL((url) => url.pathname === hrefs[1]);
      await expect.poll(() => heading(page)).toBe(second.name);
      await expect(page.getByTestId('product-stock').first()).toBeVisible();
      expect(await page.getByText(OFFLINE_MESSAGE).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(hrefs[1]);
      expect(problems.pageErrors).toEqual([]);
      await page.context().setOffline(false);
    });
  });
});
