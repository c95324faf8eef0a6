// Code that cannot be loaded, as after a new deployment replaced the build's hashed chunks (ADR 061): the page
// the server sent stays usable and a touched control says that this part could not be loaded; a client
// navigation whose page chunk is gone loads the page in full instead of showing the error page; a panel whose chunk
// is gone says so when its opener is pressed (ADR 067); checkout steps whose code is gone say so in their place.
// Demo catalogue, seed 1 (ADR 010).
import { expect, test } from './support/fixtures';
import { addProduct, CHECKOUT_VIEWS } from './support/checkout';
import { openHydrated, waitForHydration } from './support/pages';

const SIMPLE = '/muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';
const UNAVAILABLE = 'Эту часть страницы сейчас не удалось загрузить.';

test.describe('chunks that cannot be loaded (ADR 061)', () => {
  test("the app's code answers 404: the server's page stays, a touched control says so, links still work", async ({
    page,
  }) => {
    await page.route(/\/assets\/entry\.browser-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(SIMPLE);
    const status = page.locator('#__storefront_unavailable');
    // The status line exists (empty, so a screen reader hears the text when it comes) once the load failed.
    await status.waitFor({ state: 'attached' });
    expect(await status.textContent()).toBe('');
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect(status).toHaveText(UNAVAILABLE);
    expect(await status.getAttribute('role')).toBe('status');
    // The product is still there to read, and a link is a plain link: the browser loads the next page.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const crumb = page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link').last();
    const target = (await crumb.getAttribute('href')) ?? '';
    await page.unroute(/\/assets\/entry\.browser-[\w-]+\.js$/);
    await crumb.click();
    await page.waitForURL((url) => url.pathname === target);
    await waitForHydration(page);
  });

  test('a client navigation whose page chunk is gone loads that page in full, once', async ({ page, problems }) => {
    await openHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Every page chunk asked for from now on answers 404 the first time (the old build's), then is there.
    const failed = new Set<string>();
    await page.route(/\/assets\/route-[\w-]+\.js$/, async (route) => {
      const url = route.request().url();
      if (failed.has(url)) return route.continue();
      failed.add(url);
      return route.fulfill({ status: 404, body: '' });
    });
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Доставка' });
    const target = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await waitForHydration(page);
    // A new document (the full load), showing the page, not the route's error page.
    await expect.poll(() => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(undefined);
    expect(failed.size).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Доставка');
    expect(problems.pageErrors).toEqual([]);
  });

  test('the panels chunk answers 404: the opener says so and closes; the next press opens the panel', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/');
    const panelsChunk = /\/assets\/closed-panels-[\w-]+\.js$/;
    await page.route(panelsChunk, (route) => route.fulfill({ status: 404, body: '' }));
    const search = page.getByRole('button', { name: 'Поиск', exact: true });
    await search.click();
    await expect(page.getByTestId('notification')).toContainText(
      'Эту часть страницы сейчас не удалось загрузить. Проверьте подключение и попробуйте ещё раз.',
    );
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The chunk is back (the connection returned): the same button opens the panel.
    await page.unroute(panelsChunk);
    await search.click();
    await expect(page.getByRole('dialog', { name: 'Поиск' })).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(problems.pageErrors).toEqual([]);
  });

  test("the checkout steps' chunk answers 404: the checkout says so where the steps go; a reload shows them", async ({
    page,
  }) => {
    await addProduct(page, CHECKOUT_VIEWS[0], SIMPLE.slice(1), 1);
    const stepsChunk = /\/assets\/checkout-body-[\w-]+\.js$/;
    await page.route(stepsChunk, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/checkout');
    await expect(page.getByRole('alert')).toHaveText(
      'Эту часть страницы сейчас не удалось загрузить. Проверьте подключение и попробуйте ещё раз.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оформление заказа');
    await page.unroute(stepsChunk);
    await page.reload();
    await expect(page.getByTestId('checkout-step-personalDetails')).toBeVisible();
  });
});
