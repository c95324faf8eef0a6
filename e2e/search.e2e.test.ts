// The search panel and the search results page in a real browser: opened from the header with the
// keyboard, a term typed in the wrong keyboard layout, results while typing, Esc back to the opener, Enter and "See all results" to /search?q=,
// "Load more", a result closing the panel, offline saying so, the panel's code loaded only when it is wanted,
// and axe (WCAG 2.1 A/AA) on the open panel and the results page in both store views. The minimum term, the
// pause before a search and an older term's late answer are the panel's component test's, on a controlled
// clock (tests/client/features/search/search-panel.component.test.tsx).
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { animationsEnded, axeViolations, layoutPx, MIN_TARGET, openHydrated, PHONE, phonePage } from './support/pages';

const RU = {
  prefix: '',
  button: 'Поиск',
  dialog: 'Поиск',
  input: 'Поиск',
  hint: 'Введите не меньше 3 символов, чтобы начать поиск.',
  count: /^Найдено товаров: \d+\+?$/,
  offline: /^Нет подключения к интернету/,
  loadMore: 'Показать ещё',
  seeAll: 'Все результаты',
};
const EN = {
  ...RU,
  prefix: '/en',
  button: 'Search',
  dialog: 'Search',
  input: 'Search',
  hint: 'The search term must be at least 3 characters.',
  count: /^Products found: \d+\+?$/,
};

/** Opens the panel from the header button with the keyboard; returns the dialog. */
async function openPanelWithKeyboard(page: Page, view = RU) {
  const opener = page.getByRole('button', { name: view.button, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: view.dialog });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox', { name: view.input });
  await input.waitFor();
  await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
  return { opener, dialog, input };
}

const status = (page: Page) => page.getByTestId('search-status').textContent();
/** The panel's live status line, for web-first assertions. */
const statusOf = (page: Page) => page.getByTestId('search-status');
/** Tile names of the panel's current (not stale) results for `term`. */
const tileNames = (page: Page, term: string) =>
  page.locator(`[data-testid="search-results"][data-term="${term}"] .product-tile__name`).allTextContents();

test.describe('search panel', () => {
  test('keyboard: opens, «rhjccjdrb» shows sneakers, Esc closes and focus returns to the button', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    const { opener, dialog, input } = await openPanelWithKeyboard(page);
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.type('rhjccjdrb');
    await expect.poll(() => tileNames(page, 'rhjccjdrb'), { timeout: 10_000 }).not.toEqual([]);
    const names = await tileNames(page, 'rhjccjdrb');
    expect(
      names.every((name) => /кроссовк/i.test(name)),
      names.join(', '),
    ).toBe(true);
    expect(await status(page)).toMatch(RU.count);
    // The count is a live region, and the input points at it.
    expect(await page.getByTestId('search-status').getAttribute('role')).toBe('status');
    expect(await input.getAttribute('aria-describedby')).toBe(
      await page.getByTestId('search-status').getAttribute('id'),
    );

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-button');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // Reopened: the last term and results are still there, and the input has the focus again.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await input.inputValue()).toBe('rhjccjdrb');
    expect(problems.pageErrors).toEqual([]);
  });

  test('"Load more" appends the next page while spec §4 allows', async ({ page, problems }) => {
    await openHydrated(page, '/');
    await openPanelWithKeyboard(page);
    await page.keyboard.type('женские');
    await expect(statusOf(page)).toHaveText(RU.count);
    const total = Number(/\d+/.exec((await status(page)) ?? '')?.[0]);
    const first = (await tileNames(page, 'женские')).length;
    const loadMore = page.getByRole('button', { name: RU.loadMore });
    // The demo catalogue (seed 1, scale 1) has hundreds of women's products.
    expect(total).toBeGreaterThan(36);
    expect(first).toBe(18);
    await loadMore.click();
    await expect.poll(async () => (await tileNames(page, 'женские')).length).toBe(Math.min(36, total));
    expect(problems.pageErrors).toEqual([]);
  });

  test('Enter opens /search?q= (server-rendered results), and the panel closes', async ({ page, problems }) => {
    await openHydrated(page, '/');
    const { dialog } = await openPanelWithKeyboard(page);
    await page.keyboard.type('кроссовки');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('кроссовки');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toMatch(/^Результаты по запросу «кроссовки»: \d+/);
    await expect(dialog).toBeHidden();
    expect(await page.getByRole('main').getByTestId('product-grid').locator('li').count()).toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('"See all results" opens the results page in the English view', async ({ page, problems }) => {
    await openHydrated(page, '/en');
    await openPanelWithKeyboard(page, EN);
    await page.keyboard.type('sneakers');
    await expect(statusOf(page)).toHaveText(EN.count);
    await page.getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL(/\/en\/search\?q=sneakers$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toMatch(/^Results for “sneakers”: \d+/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a result opens its product and closes the panel', async ({ page, problems }) => {
    await openHydrated(page, '/');
    const { dialog } = await openPanelWithKeyboard(page);
    await page.keyboard.type('кроссовки');
    await expect.poll(() => tileNames(page, 'кроссовки'), { timeout: 10_000 }).not.toEqual([]);
    const [name = ''] = await tileNames(page, 'кроссовки');
    await dialog.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 10_000 });
    await expect(dialog).toBeHidden();
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe(() => {
    // Offline the panel searches what the service worker cached.
    test.use({ serviceWorkers: 'allow' });
    test('offline: the panel says so, shows what the device has cached, and never spins forever', async ({
      page,
      problems,
    }) => {
      await openHydrated(page, '/');
      // The service worker has precached the app's chunks (the offline search's among them).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const { input } = await openPanelWithKeyboard(page);
      // Online first: sneakers come into the device's cache.
      await page.keyboard.type('кроссовки');
      await expect(statusOf(page)).toHaveText(RU.count);
      await page.context().setOffline(true);
      try {
        // A term never asked: the network fails, the cached sneakers answer (the wrong layout read offline too).
        await input.fill('rhjccjdrb');
        // The search request gives up after 5 s at most (client/features/search/queries.ts); a message, not a spinner.
        await expect.poll(() => status(page), { timeout: 8_000 }).toMatch(RU.offline);
        const names = await tileNames(page, 'rhjccjdrb');
        expect(names.length).toBeGreaterThan(0);
        expect(
          names.every((name) => /кроссовк/i.test(name)),
          names.join(', '),
        ).toBe(true);
        expect(await page.getByRole('link', { name: RU.seeAll }).count()).toBe(0);
        // Nothing cached matches: said so, still no spinner.
        await input.fill('пуховик');
        await expect
          .poll(() => status(page), { timeout: 8_000 })
          .toBe('Нет подключения к интернету, а среди товаров, сохранённых на этом устройстве, ничего не нашлось.');
      } finally {
        await page.context().setOffline(false);
      }
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test("the panel's code loads when the panel is wanted, not with the page", async ({ browser, baseURL }) => {
    await withoutServiceWorker(browser, baseURL, async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(scripts.filter((path) => path.includes('search-panel-body'))).toEqual([]);
      await openPanelWithKeyboard(page);
      expect(scripts.filter((path) => path.includes('search-panel-body'))).toHaveLength(1);
    });
  });

  test('on a phone the panel fills the screen and its controls are at least 44 × 44 px', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL);
    const context = page.context();
    try {
      await openHydrated(page, '/');
      const button = page.getByRole('button', { name: RU.button, exact: true });
      const buttonBox = await button.boundingBox();
      expect(layoutPx(buttonBox?.width ?? 0)).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(layoutPx(buttonBox?.height ?? 0)).toBeGreaterThanOrEqual(MIN_TARGET);
      const { dialog, input } = await openPanelWithKeyboard(page);
      expect((await dialog.boundingBox())?.width).toBeCloseTo(PHONE.width, 0);
      expect(layoutPx((await input.boundingBox())?.height ?? 0)).toBeGreaterThanOrEqual(MIN_TARGET);
      await page.keyboard.type('кроссовки');
      await expect(statusOf(page)).toHaveText(RU.count);
      for (const control of await dialog.locator('.search-results__actions > *').all()) {
        const box = await control.boundingBox();
        expect(layoutPx(box?.height ?? 0)).toBeGreaterThanOrEqual(MIN_TARGET);
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('search results page', () => {
  test('a short term says why; the form searches again without the panel', async ({ page, problems }) => {
    await openHydrated(page, '/search?q=%D0%BA%D1%80');
    expect(await page.getByTestId('search-message').textContent()).toBe(RU.hint);
    const input = page.getByRole('main').getByRole('searchbox', { name: RU.input });
    await input.fill('кроссовки');
    await input.press('Enter');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toMatch(/^Результаты по запросу «кроссовки»: \d+/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('кроссовки');
    expect(problems.pageErrors).toEqual([]);
  });
});

for (const view of [RU, EN]) {
  test.describe(`axe, ${view === RU ? 'ru' : 'en'} store view`, () => {
    test('the search panel, open with results', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/`);
      await openPanelWithKeyboard(page, view);
      await page.keyboard.type(view === RU ? 'кроссовки' : 'sneakers');
      await expect(statusOf(page)).toHaveText(view.count);
      // The panel's slide-in has ended (axe reads colours).
      await animationsEnded(page.getByRole('dialog', { name: view.dialog }));
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the search panel with the short-term hint', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/`);
      await openPanelWithKeyboard(page, view);
      await page.keyboard.type('ab');
      await expect(statusOf(page)).toHaveText(view.hint);
      await animationsEnded(page.getByRole('dialog', { name: view.dialog }));
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the search results page', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/search?q=${encodeURIComponent(view === RU ? 'кроссовки' : 'sneakers')}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the search page without a term', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/search`);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/** A fresh context with service workers blocked (a service worker would precache every chunk at once). */
async function withoutServiceWorker(browser: Browser, baseURL: string, body: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', serviceWorkers: 'block' });
  try {
    await body(await context.newPage());
  } finally {
    await context.close();
  }
}
