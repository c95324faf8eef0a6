// Issue 11 "Add to cart" in the browser, both store views: the spec §8 messages word for word, with the
// OK and 'Proceed to checkout' actions, in the polite live region, gone after 5000 ms; the quantity input
// takes positive integers only; the real stock check refuses more than the stock holds ('Only {n}…');
// a child sold after the page was rendered is refused at the click; offline, the line goes in for
// pre-reservation with the volatile warning; while the check runs the button is busy and a double click
// adds once; notifications never cover the buy button and take at most a quarter of a phone's screen. Products of the demo catalogue (seed 1): BPK00006 a simple backpack in stock, KED00010 a
// one-colour configurable (see e2e/product-variants.e2e.test.ts).
import type { Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS, watchPageProblems } from './support/browser';
import { describeEach, expect, test } from './support/fixtures';
import { notificationMessages, openHydrated, persistedCart, phonePage } from './support/pages';
import { axeViolationsOnPausedClock, installClock, pauseClock } from './support/paused-clock';

const SIMPLE = 'muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';
const SIMPLE_SKU = 'BPK00006';
const CONFIGURABLE = 'muzhchinam/obuv/kedy/kedy-muzhskie-nizkie-severnyi-veter-lada-1900.html';

const VIEWS = [
  {
    name: 'ru',
    prefix: '',
    addToCart: 'Добавить в корзину',
    quantity: 'Количество',
    size: 'Размер',
    added: 'Товар добавлен в корзину!',
    updated: 'Количество товара обновлено!',
    ok: 'OK',
    proceed: 'Оформить заказ',
    outOfStock: 'Товара нет в наличии, его нельзя добавить в корзину!',
    only: (n: number) => `Доступно только ${n} шт. этого товара.`,
    invalidQty: 'Количество должно быть целым числом от 1 до 10000.',
    volatile: 'Система не уверена в остатке товара. Товар добавлен в корзину для предварительного резервирования.',
    checking: 'Проверяем наличие, подождите.',
  },
  {
    name: 'en',
    prefix: '/en',
    addToCart: 'Add to cart',
    quantity: 'Quantity',
    size: 'Size',
    added: 'Product has been added to the cart!',
    updated: 'Product quantity has been updated!',
    ok: 'OK',
    proceed: 'Proceed to checkout',
    outOfStock: 'The product is out of stock and cannot be added to the cart!',
    only: (n: number) => `Only ${n} products of this type are available.`,
    invalidQty: 'Quantity must be a whole number from 1 to 10000.',
    volatile:
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    checking: 'Stock check in progress, please wait.',
  },
] as const;

/** The stock the platform holds for a sku now (the same call the page makes). */
async function stockQty(page: Page, sku: string): Promise<number> {
  const answer = await page.request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { qty: number } }).result.qty;
}

describeEach(
  VIEWS,
  (view) => `add to cart (${view.name} view)`,
  (view) => {
    test('added, then updated: exact texts, OK and Proceed to checkout, a live region, gone after 5000 ms', async ({
      page,
      problems,
    }) => {
      await openHydrated(page, `${view.prefix}/${SIMPLE}`);
      await installClock(page);
      const region = page.locator('.notifications');
      expect(await region.getAttribute('role')).toBe('status');
      expect(await region.getAttribute('aria-live')).toBe('polite');

      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toEqual([view.added]);
      // The clock stops while it is examined: on a slow host the axe check outlasted the notification's 5000 ms.
      await pauseClock(page);
      const notification = page.getByTestId('notification');
      expect(await notification.getByRole('button', { name: view.ok }).isVisible()).toBe(true);
      expect(await notification.getByRole('link', { name: view.proceed }).getAttribute('href')).toBe(
        `${view.prefix}/checkout`,
      );
      expect(await axeViolationsOnPausedClock(page)).toEqual([]);
      expect(await notificationMessages(page)).toEqual([view.added]);
      // OK dismisses it at once (no timer involved: the clock still stands).
      await notification.getByRole('button', { name: view.ok }).click();
      await expect.poll(() => notificationMessages(page)).toEqual([]);
      await page.clock.resume();

      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toEqual([view.updated]);
      // A notification lives 5000 ms (shared/domain/notifications.ts), on the page's clock: stopped within a
      // second of the text showing, it is still there 3.9 s on and gone 5.1 s on.
      await pauseClock(page);
      await page.clock.runFor(3900);
      expect(await notificationMessages(page)).toEqual([view.updated]);
      await page.clock.runFor(1200);
      await expect.poll(() => notificationMessages(page)).toEqual([]);
      await page.clock.resume();
      expect((await persistedCart(page)).map((line) => [line.sku, line.qty])).toEqual([[SIMPLE_SKU, 2]]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('the quantity input takes positive integers only; the stock caps it with the exact message', async ({
      page,
    }) => {
      await openHydrated(page, `${view.prefix}/${SIMPLE}`);
      const qty = page.getByRole('spinbutton', { name: view.quantity });
      expect(await qty.inputValue()).toBe('1');

      for (const typed of ['0', '1.5', '-2']) {
        await qty.fill(typed);
        await page.getByRole('button', { name: view.addToCart }).click();
        await expect(page.getByText(view.invalidQty)).toHaveCount(1);
        expect(await qty.getAttribute('aria-invalid')).toBe('true');
      }
      expect(await persistedCart(page)).toEqual([]);

      const available = await stockQty(page, SIMPLE_SKU);
      await qty.fill(String(available + 1));
      expect(await qty.getAttribute('aria-invalid')).toBe(null);
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toEqual([view.only(available)]);
      expect(await persistedCart(page)).toEqual([]);

      await qty.fill('3');
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.added);
      await expect
        .poll(async () => (await persistedCart(page)).map((line) => [line.sku, line.qty]))
        .toEqual([[SIMPLE_SKU, 3]]);
    });

    test('a child sold since the page was rendered is refused at the click; the chosen child is configured', async ({
      page,
    }) => {
      await openHydrated(page, `${view.prefix}/${CONFIGURABLE}`);
      // The platform's stock answer once the last pair is sold, rewritten here so no order has to be placed.
      await page.route('**/api/stock/check?*', async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch();
        const body = (await response.json()) as { result: Record<string, unknown> };
        if (url.searchParams.get('sku') === 'KED00010-38-burgundy') {
          body.result = { ...body.result, qty: 0, is_in_stock: false };
        }
        await route.fulfill({ response, json: body });
      });
      await page.getByRole('group', { name: view.size }).getByRole('button', { name: '38', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('childSku') === 'KED00010-38-burgundy');
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toEqual([view.outOfStock]);
      expect(await persistedCart(page)).toEqual([]);

      await page.getByRole('group', { name: view.size }).getByRole('button', { name: '39', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('childSku') === 'KED00010-39-burgundy');
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.added);
      await expect.poll(async () => (await persistedCart(page)).length).toBe(1);
      const [line] = await persistedCart(page);
      expect(line).toMatchObject({
        sku: 'KED00010-39-burgundy',
        parentSku: 'KED00010',
        qty: 1,
        is_configured: true,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: expect.stringMatching(/^\d+$/), option_value: expect.stringMatching(/^\d+$/) },
              { option_id: expect.stringMatching(/^\d+$/), option_value: expect.stringMatching(/^\d+$/) },
            ],
          },
        },
      });
    });

    test('offline the line goes in for pre-reservation with the volatile warning', async ({ browser, baseURL }) => {
      // A context of its own without the service worker: toggling the network under a worker that registers
      // after `load` could hang Playwright's setOffline (a 60 s CI timeout once); the worker's offline duty is
      // tested in e2e/shopping.e2e.test.ts, the add's here.
      const context = await browser.newContext({ baseURL, locale: 'ru-RU', serviceWorkers: 'block' });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      const problems = watchPageProblems(page);
      try {
        await openHydrated(page, `${view.prefix}/${SIMPLE}`);
        await page.waitForSelector('[data-testid="cart-count"][data-loaded="true"]');
        // The pointer on the buy row loads the add's code (client/pages/product/use-add-to-cart.ts); without a
        // service worker holding it, nothing more can come once offline.
        await Promise.all([
          page.waitForResponse(/\/assets\/buy-code-[\w-]+\.js$/),
          page.getByRole('button', { name: view.addToCart }).hover(),
        ]);
        // ...and the chunks it imports in turn.
        await page.waitForLoadState('networkidle');
        await context.setOffline(true);
        await page.getByRole('button', { name: view.addToCart }).click();
        await expect.poll(() => notificationMessages(page)).toEqual([view.added, view.volatile]);
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        // A first visit loads the cart's IndexedDB code at the first add (ADR 066); offline, and without a service
        // worker holding it, that chunk cannot come: the line waits in the page and is saved once online.
        expect(await persistedCart(page)).toEqual([]);
        await context.setOffline(false);
        await expect
          .poll(async () => (await persistedCart(page)).map((line) => [line.sku, line.qty]))
          .toEqual([[SIMPLE_SKU, 1]]);
        expect(problems.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('a tap before the device cart is read is kept on top of it, not overwritten', async ({ browser, baseURL }) => {
      // Without the service worker: once it controls the page it serves the precached persistence chunk itself,
      // past the delaying route below, and the cart was read before the tap.
      const context = await browser.newContext({ baseURL, locale: 'ru-RU', serviceWorkers: 'block' });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      try {
        await tapBeforeTheCartIsRead(page);
      } finally {
        await context.close();
      }
    });

    async function tapBeforeTheCartIsRead(page: Page): Promise<void> {
      // One pair stored from an earlier visit.
      await openHydrated(page, `${view.prefix}/${SIMPLE}`);
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(async () => (await persistedCart(page)).map((line) => line.qty)).toEqual([1]);

      // The cart's IndexedDB code arrives late (slow network): the shopper taps before it has read the cart.
      // The chunk that reads the saved cart (and the rest of what starts after hydration, ADR 043) is held until the
      // tap: a fixed delay (1.5 s) ran out before the tap on a busy CI machine, and the cart was read first.
      let releaseChunk: () => void = () => {};
      const chunkHeld = new Promise<void>((resolve) => {
        releaseChunk = resolve;
      });
      await page.route('**/assets/after-hydration-*.js', async (route) => {
        await chunkHeld;
        await route.continue();
      });
      await openHydrated(page, `${view.prefix}/${SIMPLE}`);
      await page.getByRole('button', { name: view.addToCart }).click();
      releaseChunk();
      // Whether the saved cart was read before the stock check answered decides what the shopper is told (a new line
      // or one more of the saved one); on a busy machine the read came first. Either way the tap is kept on top.
      await expect
        .poll(async () =>
          (await notificationMessages(page)).some((text) => text === view.added || text === view.updated),
        )
        .toBe(true);
      await expect
        .poll(async () => (await persistedCart(page)).map((line) => [line.sku, line.qty]))
        .toEqual([[SIMPLE_SKU, 2]]);
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.updated);
      await expect.poll(async () => (await persistedCart(page)).map((line) => line.qty)).toEqual([3]);
    }

    test('while the stock check runs the button is busy and says so; a double click adds once', async ({ page }) => {
      await openHydrated(page, `${view.prefix}/${SIMPLE}`);
      // The stock check is held until the busy state has been seen, then answered.
      let checks = 0;
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/stock/check?*', async (route) => {
        checks += 1;
        await answered;
        await route.continue();
      });
      const button = page.getByRole('button', { name: view.addToCart });
      await button.dblclick();
      await expect(page.getByText(view.checking)).toHaveCount(1);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      answer();
      await expect.poll(() => notificationMessages(page)).toEqual([view.added]);
      expect(checks).toBe(1);
      await expect.poll(async () => (await persistedCart(page)).map((line) => line.qty)).toEqual([1]);
      expect(await page.getByText(view.checking).count()).toBe(0);
    });
  },
);

/** Whether two boxes share any point. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test.describe('notifications do not bury the page', () => {
  for (const width of [1366, 1024]) {
    test(`a ${width} px desktop: the newest two, newest first, beside the buy button, never over it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, `/${SIMPLE}`);
      const button = page.getByRole('button', { name: VIEWS[0].addToCart });
      // Each press once the last one's outcome is in the cart (a press while one runs is the same press).
      for (let click = 1; click <= 3; click += 1) {
        await button.click();
        await expect(page.getByTestId('cart-count')).toHaveText(String(click));
      }
      // Added, updated, updated again: the duplicate of the last is ignored, the newest shows first.
      await expect.poll(() => notificationMessages(page)).toEqual([VIEWS[0].updated, VIEWS[0].added]);
      // The button at the bottom of the screen, where the notifications are.
      await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - innerHeight + 8));
      const [buttonBox, listBox] = [await button.boundingBox(), await page.locator('.notifications').boundingBox()];
      expect(overlap(buttonBox!, listBox!)).toBe(false);
    });
  }

  test('a phone: the newest only, under the header, at most a quarter of the screen, off the sticky buy row', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL!);
    try {
      await openHydrated(page, `/${SIMPLE}`);
      const button = page.getByRole('button', { name: VIEWS[0].addToCart });
      await button.click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await button.click();
      await expect(page.getByTestId('notification').first()).toHaveText(new RegExp(VIEWS[0].updated));
      expect(await page.getByTestId('notification').nth(1).isVisible()).toBe(false);
      const listBox = (await page.locator('.notifications').boundingBox())!;
      const headerBox = (await page.getByRole('banner').boundingBox())!;
      expect(listBox.height).toBeLessThanOrEqual(844 / 4);
      expect(listBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      expect(overlap((await button.boundingBox())!, listBox)).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});
