// Lazy page modules in a real browser (ADR 017): a product page downloads its own page chunk and none of the
// checkout, account or compare chunks (file names from dist/client/.vite/manifest.json); a client-side
// navigation to /checkout fetches the checkout chunk only then; and hydration reuses the server's query
// state: no /api/catalog request starts before the page is hydrated. Service workers are blocked, so every
// script counted came from the network (a service worker would precache every chunk in the background).
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { clientManifestPath } from '#scripts/lib/project-paths.ts';
import { saveScreenshot, watchPageProblems, type PageProblems } from './support/browser';
import { expect, test } from './support/fixtures';

// Demo catalogue, seed 1 (ADR 010): a configurable women's sneaker, at its url_path (url dispatcher on, the
// links shoppers get) and at the /p/ route, which both url modes route and which loads the product module itself.
const PRODUCT_SKU = 'SNK00012';
const PRODUCT_URL_PATH = '/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html';
const PRODUCT_ROUTE_PATH = `/p/${PRODUCT_SKU}/krossovki-zhenskie-begovye-severnyi-veter-groza-2100`;

const PRODUCT_MODULE = 'client/pages/product/route.tsx';
const CHECKOUT_MODULE = 'client/pages/checkout/route.tsx';
/** Page modules a product page must not download. */
const NOT_ON_A_PRODUCT_PAGE = [
  CHECKOUT_MODULE,
  'client/pages/my-account/route.tsx',
  'client/pages/account-block/route.tsx',
  'client/pages/compare/route.tsx',
];

/** Global the init script writes the hydration time (performance.now()) to. */
const HYDRATION_MARK = '__lazyRoutesHydratedAt';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(clientManifestPath, 'utf8')) as Manifest;
}

/** The served path of a manifest entry, e.g. /assets/route-K26J07j8.js. */
function fileOf(manifest: Manifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${clientManifestPath}: is it still a page module of its own?`);
  return `/${chunk.file}`;
}

/** The served paths of a manifest entry and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => fileOf(manifest, key));
}

/** Same-origin script paths, in the order the responses came. */
function recordScripts(page: Page, origin: string): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && (response.request().resourceType() === 'script' || url.pathname.endsWith('.js')))
      scripts.push(url.pathname);
  });
  return scripts;
}

/** Runs in the page before its own scripts: notes performance.now() when the html element gets data-hydrated. */
function recordHydrationTime(mark: string): void {
  const target = window as unknown as Record<string, number | undefined>;
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated === 'true') {
      target[mark] ??= performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

/** What the page requested before it was hydrated, from the page's own resource timing. */
async function requestsBeforeHydration(page: Page): Promise<{ hydratedAt: number | null; urls: string[] }> {
  return page.evaluate((mark) => {
    const hydratedAt = (window as unknown as Record<string, number | undefined>)[mark] ?? null;
    const urls = performance
      .getEntriesByType('resource')
      .filter((entry) => hydratedAt !== null && entry.startTime < hydratedAt)
      .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search);
    return { hydratedAt, urls };
  }, HYDRATION_MARK);
}

interface LazyPage {
  page: Page;
  problems: PageProblems;
  scripts: string[];
}

/**
 * A fresh context with service workers blocked (the shared fixture's context lets the service worker
 * install, and it would fetch every chunk into its precache); a screenshot in e2e/artifacts/ on failure.
 */
async function withPage(
  browser: Browser,
  baseURL: string,
  name: string,
  body: (lazy: LazyPage) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydrationTime, HYDRATION_MARK);
    const lazy = { page, problems: watchPageProblems(page), scripts: recordScripts(page, new URL(baseURL).origin) };
    try {
      await body(lazy);
    } catch (error) {
      const file = await saveScreenshot(page, `lazy-routes ${name}`).catch((e: Error) => `not saved: ${e.message}`);
      console.error(`screenshot of failed test "${name}": ${file}`);
      throw error;
    }
  } finally {
    await context.close();
  }
}

/** Opens a page, waits for hydration and a quiet network, and checks the page runs the build we read. */
async function openAndHydrate({ page, scripts }: LazyPage, path: string, manifest: Manifest): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry === true);
  // A rebuild while the server runs would make every file name below stale.
  expect(scripts, 'the page loaded the client entry of dist/client/.vite/manifest.json').toContain(
    `/${entry?.[1].file}`,
  );
}

/** Chooses the first size and colour that can be chosen (one pair is added: any size in stock will do). */
async function chooseFirstAvailableVariant(page: Page): Promise<void> {
  for (const legend of ['Размер', 'Цвет']) {
    const option = page
      .getByRole('group', { name: legend })
      .locator('button:not([disabled]):not([aria-disabled="true"])')
      .first();
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }
}

test.describe('lazy page modules (ADR 017)', () => {
  test('a product page downloads its own chunk, not checkout/account/compare; client navigation fetches checkout then', async ({
    browser,
    baseURL,
  }) => {
    const manifest = readManifest();
    const productFile = fileOf(manifest, PRODUCT_MODULE);
    const checkoutFile = fileOf(manifest, CHECKOUT_MODULE);
    const notHere = filesOf(manifest, NOT_ON_A_PRODUCT_PAGE);

    await withPage(browser, baseURL, 'product route', async (lazy) => {
      const { page, problems, scripts } = lazy;
      await openAndHydrate(lazy, PRODUCT_ROUTE_PATH, manifest);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Кроссовки женские беговые Северный ветер Гроза',
      );

      expect(scripts).toContain(productFile);
      for (const file of notHere) expect(scripts, `${file} on a product page`).not.toContain(file);

      // Hydration reused the server's query state: no catalogue request started before it finished.
      const early = await requestsBeforeHydration(page);
      expect(early.hydratedAt, 'hydration time recorded').not.toBeNull();
      expect(
        early.urls.some((url) => url.endsWith('.js')),
        'resource timing saw the scripts',
      ).toBe(true);
      expect(early.urls.filter((url) => url.startsWith('/api/catalog'))).toEqual([]);

      // Client-side navigation: Add to cart, then the notification's "Оформить заказ" link (a router Link).
      await chooseFirstAvailableVariant(page);
      await page.getByRole('button', { name: 'Добавить в корзину' }).click();
      const toCheckout = page.getByTestId('notification').getByRole('link', { name: 'Оформить заказ' }).first();
      expect(await toCheckout.getAttribute('href')).toBe('/checkout');

      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const before = scripts.length;
      await toCheckout.click();
      await page.waitForURL(/\/checkout$/);
      await expect.poll(() => scripts.slice(before)).toContain(checkoutFile);
      expect(documents, 'no document request: the router navigated in the page').toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(scripts.slice(0, before)).not.toContain(checkoutFile);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test('the same product at its url_path (url dispatcher) loads the product code and no checkout/account/compare chunk', async ({
    browser,
    baseURL,
  }) => {
    const manifest = readManifest();
    // The dispatcher imports the product page's implementation chunk(s), not the thin product/route.tsx entry.
    const productCode = filesOf(manifest, staticClosure(manifest, PRODUCT_MODULE)).filter(
      (file) => file !== fileOf(manifest, PRODUCT_MODULE),
    );
    const notHere = filesOf(manifest, NOT_ON_A_PRODUCT_PAGE);

    await withPage(browser, baseURL, 'product url_path', async (lazy) => {
      const { page, problems, scripts } = lazy;
      await openAndHydrate(lazy, PRODUCT_URL_PATH, manifest);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Кроссовки женские беговые Северный ветер Гроза',
      );

      for (const file of productCode) expect(scripts, `product code ${file}`).toContain(file);
      for (const file of notHere) expect(scripts, `${file} on a product page`).not.toContain(file);
      const early = await requestsBeforeHydration(page);
      expect(early.hydratedAt).not.toBeNull();
      expect(early.urls.filter((url) => url.startsWith('/api/catalog'))).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});
