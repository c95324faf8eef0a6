// Issue 15 "Quality bars" for the cart and for several tabs (spec §4 "Sync tasks", "Offline orders"; ADR 040,
// ADR 045), in the browser with the service worker on (ru view):
// - offline: a product added, a quantity changed, the order placed → online → the order is placed once, with
//   what the device held (not what the server cart held before), and the server cart matches the device (empty);
// - offline cart changes reach the server cart once the connection returns, one write per changed line however
//   many clicks made it; the answer to one of those writes is lost after the platform stored it (the connection
//   is reset) → the sync tries again, finds it on the server and does not send it twice;
// - two tabs open when the connection returns → one replay (one POST of the order); the tab on the order's
//   thank-you page shows its number, the other tab is told in a notification (every tab sees the outcome); in
//   both views, with axe on the offline thank-you page (its push-reminder offer) and on the notified tab.
import type { Page, Request, Route } from 'playwright-core';
import { describeEach, expect, test } from './support/fixtures';
import { axeViolations, openHydrated, persistedCart, queueIdle } from './support/pages';
import { addOpenProduct, CHECKOUT_VIEWS, CONFIGURABLE, fillValidCheckout, productInStock } from './support/checkout';

// This file is about the service worker: its contexts install it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const view = CHECKOUT_VIEWS[0];
const QUEUED = 'Заказ сохранён на этом устройстве и будет отправлен, как только появится связь.';
const OPEN_MICROCART = 'Открыть мини-корзину';
const MICROCART = 'Корзина';
const TO_CHECKOUT = 'Оформить заказ';
const increase = (name: string) => `Увеличить количество: ${name}`;
/** The cart sync's retry after a failed sync (client/lib/backoff.ts: 2 s) plus its debounce and requests. */
const CART_RETRY_WINDOW_MS = 15_000;

type ServerLine = [sku: string, qty: number];

/** The device's server cart id (IndexedDB `cart` / `current-cart-token`, spec §3). */
function deviceCartId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('cart').objectStore('cart').get('current-cart-token');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(typeof read.result === 'string' ? read.result : null);
          };
        };
      }),
  );
}

/**
 * The platform's lines of a server cart (default: the device's), sorted by sku; 'gone' when the platform closed it
 * (an order placed from it), 'none' when the device holds no server cart.
 */
async function serverCart(page: Page, id?: string): Promise<ServerLine[] | 'gone' | 'none'> {
  const cartId = id ?? (await deviceCartId(page));
  if (!cartId) return 'none';
  const answer = await page.context().request.get(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`);
  if (answer.status() === 404) return 'gone';
  const lines = ((await answer.json()) as { result: Array<{ sku: string; qty: number }> }).result;
  return lines.map((line): ServerLine => [line.sku, line.qty]).sort(([a], [b]) => a.localeCompare(b));
}

/** The device's lines as [sku, qty], sorted by sku. */
async function deviceLines(page: Page): Promise<ServerLine[]> {
  return (await persistedCart(page))
    .map((line): ServerLine => [line.sku, line.qty])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Records the requests of `method path` the browser (pages and service worker) makes from now on. */
function requestsTo(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.context().on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** A simple product of its own (the shared SIMPLE is bought by many tests; these buy several units). */
async function ownSimpleProduct(page: Page): Promise<string> {
  return `/${(await productInStock(page, { atLeast: 10, fromEnd: false })).url_path}`;
}

/**
 * Online: a simple product in the cart and on the server; then the configurable product's page is left open
 * (it can be added offline). Answers the simple product's name and sku.
 */
async function cartOnServerThenConfigurablePage(page: Page): Promise<{ name: string; sku: string }> {
  await openHydrated(page, await ownSimpleProduct(page));
  await waitForServiceWorker(page);
  const name = await addOpenProduct(page, view, 1);
  const [sku] = (await deviceLines(page)).map(([lineSku]) => lineSku);
  await expect.poll(() => serverCart(page), { timeout: 15_000 }).toEqual([[sku, 1]]);
  await openHydrated(page, `/${CONFIGURABLE}`);
  return { name, sku: sku! };
}

async function openMicrocart(page: Page) {
  await page.getByRole('button', { name: OPEN_MICROCART, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MICROCART });
  await dialog.getByTestId('microcart-line').first().waitFor();
  return dialog;
}

test.describe('the cart and the queue offline (ru view)', () => {
  test('offline: add to cart, change quantity, place → online → the order is placed once, the server cart matches', async ({
    page,
    problems,
  }) => {
    const simple = await cartOnServerThenConfigurablePage(page);
    const cartId = await deviceCartId(page);
    const cartWrites = requestsTo(page, 'POST', '/api/cart/update');
    const orderPosts = requestsTo(page, 'POST', '/api/order');

    await page.context().setOffline(true);
    await addOpenProduct(page, view, 2);
    const dialog = await openMicrocart(page);
    await dialog.getByRole('button', { name: increase(simple.name) }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    const device = await deviceLines(page);
    expect(device.map(([, qty]) => qty).sort()).toEqual([1, 2]);
    expect(device).toContainEqual([simple.sku, 2]);

    // The checkout in the app (its chunks are precached), filled and placed while still offline.
    await dialog.getByRole('link', { name: TO_CHECKOUT }).click();
    await page.waitForURL(/\/checkout$/);
    const review = await fillValidCheckout(page, view);
    await review.getByRole('button', { name: view.submit[3] }).click();
    await page.waitForURL(/\/checkout-thankyou\/\d{13}-[0-9a-f-]{36}$/, { timeout: 15_000 });
    const status = page.getByTestId('order-status');
    await expect(status).toHaveAttribute('data-status', 'queued');
    expect(await status.textContent()).toBe(QUEUED);
    const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
    // Nothing left the device: the server cart is what it was before going offline.
    expect(cartWrites).toEqual([]);
    expect(orderPosts).toEqual([]);
    expect(await serverCart(page, cartId!)).toEqual([[simple.sku, 1]]);

    await page.context().setOffline(false);
    const number = page.getByTestId('order-number');
    await expect(number).toHaveCount(1, { timeout: 20_000 });
    const orderNumber = /(\d{9})$/.exec((await number.textContent()) ?? '')?.[1] ?? '';
    expect(orderNumber).toMatch(/^\d{9}$/);
    // The order is the device's (the quantity changed offline, the line added offline), placed once.
    const stored = await page.request.get(`/api/order/${orderNumber}?orderId=${encodeURIComponent(orderId)}`);
    const items = ((await stored.json()) as { result: { items: Array<{ sku: string; qty_ordered: number }> } }).result
      .items;
    expect(
      items.map((item): ServerLine => [item.sku, item.qty_ordered]).sort(([a], [b]) => a.localeCompare(b)),
    ).toEqual(device);
    // The server cart matches the device's: the order closed the cart it was placed from (as Magento converts
    // the quote), the device forgot it, and nothing brought the ordered lines back.
    expect(await serverCart(page, cartId!)).toBe('gone');
    await expect.poll(() => deviceLines(page)).toEqual([]);
    expect(await serverCart(page)).toBe('none');
    await expect.poll(() => queueIdle(page)).toBe(true);
    expect(orderPosts).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
  });

  test('offline changes reach the server cart once online: one write per line; a lost answer is not sent twice', async ({
    page,
    problems,
  }) => {
    const simple = await cartOnServerThenConfigurablePage(page);
    await page.context().setOffline(true);
    await addOpenProduct(page, view, 2);
    const dialog = await openMicrocart(page);
    // Three clicks offline: one write for this line once online, not three.
    for (const count of ['3', '4', '5']) {
      await dialog.getByRole('button', { name: increase(simple.name) }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(count);
    }
    const device = await deviceLines(page);
    expect(device).toContainEqual([simple.sku, 4]);
    expect(await serverCart(page)).toEqual([[simple.sku, 1]]);

    // The first write after the connection returns reaches the platform; its answer never reaches the browser.
    const writes: Array<{ sku: string; qty: number; item_id?: number }> = [];
    await page.context().route('**/api/cart/update?*', async (route: Route) => {
      writes.push(
        (route.request().postDataJSON() as { cartItem: { sku: string; qty: number; item_id?: number } }).cartItem,
      );
      const response = await route.fetch();
      if (writes.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    await page.context().setOffline(false);
    await expect.poll(() => serverCart(page), { timeout: CART_RETRY_WINDOW_MS }).toEqual(device);
    await expect(page.locator('[data-testid="microcart-totals"][data-source="platform"]')).toHaveCount(1, {
      timeout: CART_RETRY_WINDOW_MS,
    });
    // Nothing more will be sent: no sync running, none waiting for its debounce or its retry.
    await expect(page.locator('.microcart__content')).toHaveAttribute('data-sync', 'settled', {
      timeout: CART_RETRY_WINDOW_MS,
    });
    // Two lines changed: two writes; the one whose answer was lost was found on the server, not sent again.
    expect(
      writes.map((write) => [write.sku, write.qty]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual(device);
    expect(await serverCart(page)).toEqual(device);
    expect(problems.pageErrors).toEqual([]);
  });
});

/** The texts of the two-tab test in each view (the dictionaries' `thankYou.queued`, `queue.*`, `thankYou.pushAllow`). */
const TAB_TEXTS = {
  ru: {
    queued: QUEUED,
    orderSent: (number: string) => `Заказ, оформленный без связи, отправлен и принят. Номер заказа: ${number}`,
    showOrder: 'Показать заказ',
    pushAllow: 'Разрешить уведомления',
  },
  en: {
    queued: 'Your order is saved on this device and will be sent as soon as the connection returns.',
    orderSent: (number: string) => `The order you made offline has been sent and placed. Order number: ${number}`,
    showOrder: 'Show the order',
    pushAllow: 'Allow notification',
  },
} as const;

describeEach(
  CHECKOUT_VIEWS,
  (tabView) => `several tabs (${tabView.name} view)`,
  (tabView) => {
    const texts = TAB_TEXTS[tabView.name];

    test('two tabs open when the connection returns: one replay, and both tabs are told the outcome', async ({
      page,
      problems,
    }) => {
      await openHydrated(page, `${tabView.prefix}${await ownSimpleProduct(page)}`);
      await waitForServiceWorker(page);
      await addOpenProduct(page, tabView, 1);
      // A second tab of the shop, opened before anything was queued.
      const other = await page.context().newPage();
      await openHydrated(other, tabView.prefix || '/');
      const orderPosts = requestsTo(page, 'POST', '/api/order');

      await openHydrated(page, `${tabView.prefix}/checkout`);
      const review = await fillValidCheckout(page, tabView);
      await page.context().setOffline(true);
      await review.getByRole('button', { name: tabView.submit[3] }).click();
      await page.waitForURL(/\/checkout-thankyou\/\d{13}-[0-9a-f-]{36}$/, { timeout: 15_000 });
      const status = page.getByTestId('order-status');
      await expect(status).toHaveAttribute('data-status', 'queued');
      expect(await status.textContent()).toBe(texts.queued);
      // The offline thank-you page with its push-reminder offer: axe finds nothing.
      await page.getByRole('button', { name: texts.pushAllow }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.context().setOffline(false);
      const number = page.getByTestId('order-number');
      await expect(number).toHaveCount(1, { timeout: 20_000 });
      const orderNumber = /(\d{9})$/.exec((await number.textContent()) ?? '')?.[1] ?? '';
      expect(orderNumber).toMatch(/^\d{9}$/);
      const notice = other.getByText(texts.orderSent(orderNumber));
      await expect(notice).toHaveCount(1, { timeout: 10_000 });
      // The thank-you page says it itself: no second notice there.
      expect(await page.getByText(texts.orderSent(orderNumber)).count()).toBe(0);
      expect(await other.getByRole('link', { name: texts.showOrder }).getAttribute('href')).toBe(
        new URL(page.url()).pathname,
      );
      expect(await axeViolations(other)).toEqual([]);
      await expect.poll(() => queueIdle(page)).toBe(true);
      expect(orderPosts).toHaveLength(1);
      expect(problems.pageErrors).toEqual([]);
      await other.close();
    });
  },
);
