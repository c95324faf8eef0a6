// Routing in the browser (spec §2, supplement §1): the languages modal keeps the shopper on the same
// product, with keyboard and focus handling; the head follows client-side navigation; a configurable
// child url met during client navigation becomes a route replace to its parent.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/pages';

// Demo catalogue, seed 1 (ADR 010): a configurable women's sneaker and one of its children.
const PRODUCT_PATH = '/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html';
const CHILD_SKU = 'SNK00012-38-navy';

const headLink = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('href');

test.describe('languages modal', () => {
  test('opens from the header, traps focus, closes on Esc, and switches to the same product in English', async ({
    page,
    baseURL,
    problems,
  }) => {
    await page.goto(PRODUCT_PATH);
    await waitForHydration(page);
    const russianName = await page.getByRole('heading', { level: 1 }).textContent();
    expect(russianName).toBe('Кроссовки женские беговые Северный ветер Гроза');

    const opener = page.getByRole('button', { name: 'Выбрать язык' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Выберите язык' });
    await expect(dialog).toBeVisible();
    // The modal holds the focus; Esc closes it and gives the focus back to the button.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('header__languages-button'))).toBe(
      true,
    );

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    const english = dialog.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe(`/en${PRODUCT_PATH}`);
    await english.click();
    await page.waitForURL(`${baseURL}/en${PRODUCT_PATH}`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "Women's running sneakers Severny Veter Groza",
    );
    // And back: the English modal names the Russian view of the same product.
    await page.getByRole('button', { name: 'Choose your language' }).click();
    expect(
      await page
        .getByRole('dialog', { name: 'Choose your language' })
        .getByRole('link', { name: 'Русский' })
        .getAttribute('href'),
    ).toBe(PRODUCT_PATH);
    expect(problems.pageErrors).toEqual([]);
  });

  test("a filtered, sorted listing's second page keeps its filters, sort and page in the other view", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/zhenshchinam?color=49&sort=price-asc&page=2');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Выбрать язык' }).click();
    const english = page.getByRole('dialog', { name: 'Выберите язык' }).getByRole('link', { name: 'English' });
    const href = (await english.getAttribute('href')) ?? '';
    const target = new URL(href, baseURL);
    expect(target.pathname.startsWith('/en/')).toBe(true);
    expect(Object.fromEntries(target.searchParams)).toEqual({ color: '49', sort: 'price-asc', page: '2' });
    await english.click();
    await page.waitForURL((url) => url.pathname === target.pathname);
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('color')).toBe('49');
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
  });

  test('a page that exists only as a 404 sends the other view to its home', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Выбрать язык' }).click();
    expect(await page.getByRole('dialog').getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en');
  });
});

test.describe('client-side navigation', () => {
  test('canonical and hreflang links follow the page', async ({ page, baseURL, problems }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await headLink(page, 'link[rel="canonical"]')).toBe(`${baseURL}/`);
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Женщинам' }).click();
    await page.waitForURL(/\/zhenshchinam$/);
    await expect.poll(() => headLink(page, 'link[rel="canonical"]')).toBe(`${baseURL}/zhenshchinam`);
    expect(await headLink(page, 'link[rel="alternate"][hreflang="en"]')).toBe(`${baseURL}/en/zhenshchinam`);
    expect(await headLink(page, 'link[rel="alternate"][hreflang="x-default"]')).toBe(`${baseURL}/zhenshchinam`);
    expect(await page.locator('head link[rel="alternate"]').count()).toBe(3);
    expect(await page.title()).toBe('Женщинам | Модный берег');
    expect(problems.pageErrors).toEqual([]);
  });

  test('a child sku url reached in the browser is replaced by its parent (spec §2 route replace)', async ({
    page,
    baseURL,
    problems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const lengthBefore = await page.evaluate(() => history.length);
    // A history entry for the child url, handed to the router as a navigation (as back/forward would).
    await page.evaluate((sku) => {
      history.pushState(null, '', `/p/${sku}/any-slug`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, CHILD_SKU);
    await page.waitForURL(`${baseURL}${PRODUCT_PATH}?childSku=${CHILD_SKU}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кроссовки женские беговые Северный ветер Гроза');
    // Replaced, not pushed: one entry for the child url, now holding the parent.
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('store views', () => {
  test('a url of another store view is a full navigation, not a client transition', async ({
    page,
    baseURL,
    problems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A document request for the English url is the proof of a full navigation.
    const documentRequest = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url() === `${baseURL}/en/zhenshchinam`,
    );
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
      history.pushState(null, '', '/en/zhenshchinam');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await documentRequest;
    await page.waitForFunction(
      () =>
        (window as unknown as { __sameDocument?: boolean }).__sameDocument === undefined &&
        document.documentElement.dataset.hydrated === 'true',
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Women');
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('offline navigation', () => {
  // Offline pages are the service worker's.
  test.use({ serviceWorkers: 'allow' });
  test('a page whose data is not on the device says so and goes home', async ({ page, baseURL, problems }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.context().setOffline(true);
    // A category never visited: its url-map lookup cannot reach the API.
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Детям' }).click();
    const message = page.getByTestId('route-error').getByRole('heading', { level: 1 });
    await expect(message).toHaveText('Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.');
    await page.waitForURL(`${baseURL}/`, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Одежда и обувь в интернет-магазине');
    await page.context().setOffline(false);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('scrolling', () => {
  test('a new path starts at the top; going back restores where the shopper was', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1200, height: 700 });
    await page.goto('/zhenshchinam');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A tile in view at that position, opened as a client-side navigation.
    const tile = page.getByTestId('product-grid').getByRole('link').nth(10);
    await tile.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    await tile.click();
    await page.waitForSelector('[data-testid="product"]');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForSelector('[data-testid="product-grid"]');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
    expect(leftAt).toBeGreaterThan(300);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('page urls no route can name (ADR 016)', () => {
  test('a path with a line break is the 404 page in both views, also after hydration', async ({
    page,
    baseURL,
    problems,
  }) => {
    for (const [path, heading, shown] of [
      ['/en/a%0Ab', "We can't find the page", '/en/page-not-found'],
      ['/a%E2%80%A8b', 'Мы не можем найти страницу', '/page-not-found'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(page.url()).toBe(`${baseURL}${shown}`);
    }
    // No hydration error and no route error (the console keeps the document's own 404 load).
    expect(problems.pageErrors).toEqual([]);
  });
});
