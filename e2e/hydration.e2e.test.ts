// ADR 061 in the browser: React renders the HTML on the server and the same React hydrates it. What that must
// keep true: React DOM hydrates the page (no other renderer), every id a label or an ARIA attribute points at
// exists, and exists once, right after hydration and after the browser rendered more (menus, validation
// messages, panels; ids from useId match the server's), hydrating moves no element, and the Suspense boundaries
// React hydrates on their own keep the server's content and work. React's own hydration errors fail every browser
// test (e2e/support/fixtures.ts). Demo catalogue, seed 1 (ADR 010).
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { LCP_IMAGE_WAIT_MS } from '#worker/pages/document.ts';
import { openHydrated, PHONE } from './support/pages';

const DESKTOP = { width: 1280, height: 800 };
/** A string every production build of React DOM carries (its error decoder). */
const REACT_DOM_MARK = 'react.dev/errors';

/** Id references that point at nothing, and ids used more than once, in the current document. */
function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const attributes = ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls'];
    for (const element of Array.from(document.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')))) {
      for (const name of attributes) {
        for (const id of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) problems.push(`${element.tagName.toLowerCase()}[${name}] → #${id} missing`);
        }
      }
    }
    const seen = new Map<string, number>();
    for (const element of Array.from(document.querySelectorAll('[id]')))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    for (const [id, count] of seen) if (count > 1) problems.push(`#${id} used ${count} times`);
    return problems;
  });
}

/** The same-origin scripts the page loaded, with their text. */
function loadedScripts(page: Page): Promise<{ url: string; text: string }[]> {
  return page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(location.origin) && url.endsWith('.js'));
    return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
  });
}

test.describe('hydration by React (ADR 061)', () => {
  test('a category page is hydrated by React DOM from the framework chunk, without page errors', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/zhenshchinam/obuv/krossovki');
    const scripts = await loadedScripts(page);
    const framework = scripts.filter((script) => /\/framework-[\w-]+\.js$/.test(script.url));
    expect(framework).toHaveLength(1);
    expect(framework[0]!.text).toContain(REACT_DOM_MARK);
    // React DOM keeps its fiber on every element it hydrated.
    expect(
      await page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react'))),
    ).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('streamed content is hydrated before React reveals it: a related tile navigates within the page', async ({
    page,
    problems,
  }) => {
    // The last product of a category's first page: not visited by other tests, so its page is streamed
    // uncached and the related products arrive as a streamed boundary, which React hydrates once it is revealed.
    await openHydrated(page, '/zhenshchinam/aksessuary/sumki');
    const products = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main a[href$=".html"]')).map((link) => link.getAttribute('href') ?? ''),
    );
    await openHydrated(page, products[products.length - 1] ?? '');
    expect(await idProblems(page)).toEqual([]);
    const related = page.getByTestId('related-products');
    expect(await related.count()).toBe(1);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const tile = related.getByRole('link').first();
    const target = (await tile.getAttribute('href')) ?? '';
    await tile.click();
    await page.waitForURL((url) => url.pathname === target);
    // React Router navigated (the tile is hydrated), not the browser (a server node nobody hydrated).
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('every id reference resolves after hydration and after the browser rendered more', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, '/');
    expect(await idProblems(page)).toEqual([]);
    // The header's subcategory panel (aria-controls rendered on the server, the panel opened in the browser).
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('button', { name: 'Подкатегории: Мужчинам' })
      .click();
    expect(await idProblems(page)).toEqual([]);
    // The search panel, loaded and rendered in the browser only.
    await page.getByRole('button', { name: 'Поиск' }).first().click();
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('кеды');
    await expect.poll(() => page.getByTestId('search-results').count()).toBeGreaterThan(0);
    expect(await idProblems(page)).toEqual([]);

    // Validation messages appear beside server-rendered fields (aria-describedby names the new message).
    await openHydrated(page, '/size-guide');
    expect(await idProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Подобрать размер' }).click();
    await expect(page.getByText('Поле обязательно для заполнения.').first()).toBeVisible();
    const field = page.getByLabel('Длина стопы, см');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await idProblems(page)).toEqual([]);

    // A product with custom options: its fields' labels, and the quantity's.
    await openHydrated(page, '/zhenshchinam/aksessuary/sumki/sumka-zhenskaya-kozhanaya-severnyi-veter-groza-4500.html');
    expect(await page.getByTestId('custom-options').count()).toBe(1);
    expect(await idProblems(page)).toEqual([]);
    await page.getByLabel('Количество').fill('0');
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect(page.getByLabel('Количество')).toHaveAttribute('aria-invalid', 'true');
    expect(await idProblems(page)).toEqual([]);
  });

  test("hydrating leaves the server's page where it is: no element is moved or made again", async ({
    page,
    problems,
  }) => {
    // Every element the server sent, and every time a node leaves or enters the page's subtree while hydrating.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const moved: string[] = [];
        Object.assign(window, { moved, serverElements: new Set(Array.from(root.querySelectorAll('*'))) });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of [...Array.from(record.removedNodes), ...Array.from(record.addedNodes)])
              if (node instanceof HTMLElement && node.tagName !== 'LINK')
                moved.push(`${node.tagName}.${node.className}`);
        }).observe(root, { childList: true, subtree: true });
      });
    });
    // A category page: 50 tiles and the filters, each a boundary of its own, and the server's image preloads.
    await openHydrated(page, '/zhenshchinam');
    const result = await page.evaluate(() => {
      const { moved, serverElements } = window as unknown as { moved: string[]; serverElements: Set<Element> };
      const root = document.getElementById('root');
      return {
        moved,
        rootChildren: Array.from(root?.children ?? [])
          .filter((child) => child.tagName !== 'LINK')
          .map((child) => child.tagName.toLowerCase()),
        fresh: Array.from(root?.querySelectorAll('*') ?? []).filter((element) => !serverElements.has(element)).length,
      };
    });
    // A mismatch would have replaced a boundary's nodes; a boundary outlined by the server would have been swapped in.
    expect(result.moved).toEqual([]);
    expect(result.rootChildren).toEqual(['div']);
    expect(result.fresh).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('boundaries hydrated on their own keep the server content and work: tiles, filters, footer, panels', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(DESKTOP);
    const path = '/zhenshchinam';
    const html = await (await page.request.get(path)).text();
    const serverTiles = [...html.matchAll(/<a[^>]*product-tile__link[^>]*>/g)].map(
      (tag) => /href="([^"]+)"/.exec(tag[0])?.[1],
    );
    expect(serverTiles).toHaveLength(50);
    await openHydrated(page, path);
    const tileHrefs = () =>
      page.$$eval('[data-testid="product-grid"] .product-tile__link', (links) =>
        links.map((link) => link.getAttribute('href')),
      );
    // Every tile, in order, is the server's (a boundary hydrated against the wrong nodes showed another's).
    expect(await tileHrefs()).toEqual(serverTiles);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The last tile hydrated last: React Router navigates, not the browser.
    const last = page.locator('[data-testid="product-grid"] .product-tile__link').last();
    const target = (await last.getAttribute('href')) ?? '';
    await last.click();
    await page.waitForURL((url) => url.pathname === target);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    // A filter of the sidebar (a boundary of its own) changes the url in the app.
    await page
      .getByTestId('filters-sidebar')
      .getByRole('checkbox', { name: /^Чёрный \d+$/ })
      .click();
    await page.waitForURL(/[?&]color=\d+/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The footer's links and a closed panel (the wishlist) work after the mark.
    await page.getByRole('button', { name: 'Открыть избранное' }).first().click();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    const footerTarget = (await footerLink.getAttribute('href')) ?? '';
    await footerLink.click();
    await page.waitForURL((url) => url.pathname === footerTarget);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await idProblems(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("the scripts wait for the page's priority image (ADR 034): a slow LCP image goes first, not the scripts", async ({
    page,
  }) => {
    const path = '/zhenshchinam';
    // The page and its first image answered once (a cold worker is slow), then every product image 600 ms late.
    const html = await (await page.request.get(path)).text();
    const firstImage = /<img class="product-tile__image" src="([^"]+)"/.exec(html)?.[1] ?? '';
    await page.request.get(firstImage);
    const IMAGE_DELAY_MS = 600;
    await page.route('**/img/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, IMAGE_DELAY_MS));
      await route.continue();
    });
    await openHydrated(page, path);
    const timing = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = entries.filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        documentEnd: navigation?.responseEnd ?? 0,
        imageEnd: entries.find((entry) => entry.name === image?.currentSrc)?.responseEnd ?? null,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.imageEnd).toBeGreaterThan(IMAGE_DELAY_MS);
    // Without the wait the scripts were requested right after the first paint, while the image still loaded. The
    // loader (a module script: it runs once the whole document arrived) waits at most LCP_IMAGE_WAIT_MS.
    expect(timing.firstScript).toBeGreaterThanOrEqual(
      Math.min(timing.imageEnd ?? Infinity, timing.documentEnd + LCP_IMAGE_WAIT_MS),
    );
  });
});

/** The url path of the first visible, enabled product of a type (the same search the product-type tests make). */
async function productOfType(page: Page, index: string, type: string): Promise<string> {
  const filters = [
    { attribute: 'type_id', value: { eq: type } },
    { attribute: 'visibility', value: { in: [2, 4] } },
    { attribute: 'status', value: { eq: 1 } },
  ];
  const request = { _appliedFilters: filters, _availableFilters: [], _appliedSort: [], _searchText: '' };
  const answer = await page.request.get(`/api/catalog/${index}/product/_search`, {
    params: { request_format: 'search-query', request: JSON.stringify(request), size: '1' },
  });
  const body = (await answer.json()) as { hits: { hits: Array<{ _source: { url_path: string } }> } };
  const [hit] = body.hits.hits;
  if (!hit) throw new Error(`no ${type} product in ${index}`);
  return `/${hit._source.url_path}`;
}

const CLEAN_VIEWS = [
  { name: 'ru', prefix: '', index: 'vue_storefront_catalog' },
  { name: 'en', prefix: '/en', index: 'vue_storefront_catalog_en' },
] as const;
const SCREENS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const PRODUCT_TYPES = ['simple', 'configurable', 'grouped', 'bundle', 'virtual'] as const;

test.describe('clean hydration on every page kind (ADR 061)', () => {
  for (const view of CLEAN_VIEWS)
    for (const [screen, size] of SCREENS)
      test(`${view.name} view, ${screen}: no console error, no page error, nothing React reported`, async ({
        page,
        problems,
      }) => {
        await page.setViewportSize(size);
        const products = await Promise.all(PRODUCT_TYPES.map((type) => productOfType(page, view.index, type)));
        const paths = [
          '/',
          '/zhenshchinam?color=49&sort=price-asc',
          ...products,
          '/delivery-modnyi-bereg',
          '/search?q=кеды',
          '/compare',
          '/checkout',
          '/no/such/page',
        ].map((path) => (path === '/' && view.prefix ? view.prefix : `${view.prefix}${path}`));
        const opened: string[] = [];
        for (const path of paths) {
          await openHydrated(page, path);
          opened.push(path);
        }
        expect(opened).toHaveLength(12);
        // The fixture fails the test on any `[hydration]` line; every other console error counts here.
        expect(problems.consoleErrors.filter((line) => !line.includes('404'))).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      });
});
