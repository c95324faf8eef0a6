// Issue 15 "Offline orders" (first slice; spec §1, §4 "Offline orders", §8; supplement §7; ADR 040), in the
// browser with the service worker on (ru view):
// - offline at the review step: Place keeps the order on the device, the cart empties, the thank-you page says
//   it will be sent when the connection returns; back online the queue sends it once (one POST) and the page
//   shows the platform's number; the platform holds it;
// - with automatic transmission off (the context chooses OFFLINE_ORDERS_AUTO_TRANSMIT=off, ADR 063): back online nothing
//   is sent by itself; every page but the thank-you page shows 'Order waiting!', and confirming sends it (both
//   views, axe on the prompt);
// - the tab is closed while offline; when the connection returns the order goes out (the service worker's
//   Background Sync, else the next page load); one of its lines ran out meanwhile: the page says nothing was
//   ordered and which product ran out (never a thank-you without a number), both lines are back in the cart, and
//   "Order the rest" places the other one in one tap, leaving the sold-out line in the cart;
// - the push reminder: the thank-you page of a queued order offers notifications; allowed, the service worker's
//   replay (its Background Sync event, dispatched through the DevTools protocol with every tab closed) shows the
//   order's outcome as a notification that names its number.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { chooseLocalSettings } from './support/local-settings';
import { STOREFRONT_URL } from './support/storefront';
import { axeViolations, openHydrated } from './support/pages';
import {
  addProduct,
  buyOutStock,
  CHECKOUT_VIEWS,
  fillValidCheckout,
  productInStock,
  productToSellOut,
  SIMPLE,
} from './support/checkout';

// This file is about the service worker: its contexts install it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const view = CHECKOUT_VIEWS[0];
const QUEUED = 'Заказ сохранён на этом устройстве и будет отправлен, как только появится связь.';
const OFFLINE_NOTE = 'Нет подключения к интернету, но заказ всё равно можно оформить.';
const ORDER_WAITING = 'Заказ ждёт отправки!';
const CONFIRM = 'Нажмите здесь, чтобы подтвердить заказ, оформленный без связи.';
const ALLOW_NOTIFICATION = 'Разрешить уведомления';
const PUSH_GRANTED = 'Спасибо: когда связь вернётся, вы получите уведомление.';

/** Fills the checkout and places the order with the network off; answers the client's order id. */
async function placeOffline(page: Page): Promise<string> {
  await openHydrated(page, '/checkout');
  // The service worker has precached the app's chunks (the thank-you page's among them).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const review = await fillValidCheckout(page, view);
  await page.context().setOffline(true);
  await expect(page.locator('.checkout-offline')).toHaveText(OFFLINE_NOTE);
  // Spec §8: every page says the shop is offline.
  expect(await page.getByTestId('offline-banner').textContent()).toBe(OFFLINE_NOTE);
  await review.getByRole('button', { name: view.submit[3] }).click();
  await page.waitForURL(/\/checkout-thankyou\/\d{13}-[0-9a-f-]{36}$/, { timeout: 15_000 });
  const status = page.getByTestId('order-status');
  await expect(status).toHaveAttribute('data-status', 'queued');
  expect(await status.textContent()).toBe(QUEUED);
  expect(await page.getByTestId('cart-count').textContent()).toBe('0');
  return decodeURIComponent(page.url().split('/').pop() ?? '');
}

const orderPosts = (page: Page) => {
  const posts: string[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') posts.push(request.url());
  });
  return posts;
};

test.describe('orders placed offline (ru view)', () => {
  test('offline → queued and said so → online → sent once, the number shown, the platform has it', async ({
    page,
    problems,
  }) => {
    await addProduct(page, view, SIMPLE, 1);
    const posts = orderPosts(page);
    const orderId = await placeOffline(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(posts).toEqual([]);

    await page.context().setOffline(false);
    const number = page.getByTestId('order-number');
    await expect(number).toHaveCount(1, { timeout: 20_000 });
    const orderNumber = /(\d{9})$/.exec((await number.textContent()) ?? '')?.[1] ?? '';
    expect(await number.textContent()).toBe(`Номер заказа: ${orderNumber}`);
    expect(posts).toHaveLength(1);
    const stored = await page.request.get(`/api/order/${orderNumber}?orderId=${encodeURIComponent(orderId)}`);
    expect(stored.status()).toBe(200);
    // Nothing is left in the queue.
    const left = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open('storefront');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const count = request.result.transaction('sync-tasks').objectStore('sync-tasks').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(left).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('closed while offline, sent when the connection returns; a line ran out meanwhile: nothing ordered, the cart back, the rest in one tap', async ({
    page,
    problems,
  }) => {
    const product = await productToSellOut(page);
    const other = await productInStock(page, { atLeast: 5, fromEnd: false });
    const name = await addProduct(page, view, product.url_path, 1);
    await addProduct(page, view, other.url_path, 2);
    const orderId = await placeOffline(page);
    const refusedPage = page.url().replace(/^https?:\/\/[^/]+/, '');
    // The tab is closed while offline (nothing is sent); meanwhile another shopper takes every unit left.
    const context = page.context();
    await page.close();
    await buyOutStock(context.request, product.sku);
    // The connection returns: the service worker's Background Sync sends the order (or, without it, the next
    // page load does); the shop opened again shows what the platform answered.
    await context.setOffline(false);
    const again = await context.newPage();
    await openHydrated(again, '/');
    await openHydrated(again, refusedPage);
    const status = again.getByTestId('order-status');
    await expect(status).toHaveAttribute('data-status', 'unavailable', { timeout: 20_000 });
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Заказ не оформлен');
    expect(await status.textContent()).toBe(`Некоторых заказанных товаров нет в наличии. ${name}`);
    await expect(again.getByText('Ничего не заказано: товары снова в корзине.')).toBeVisible();
    expect(await again.getByTestId('order-number').count()).toBe(0);
    expect(orderId).toMatch(/^\d{13}-/);
    // Both lines are back in the cart.
    await expect(again.getByTestId('cart-count')).toHaveText('2');
    expect(await axeViolations(again)).toEqual([]);

    // One tap orders the rest: its own page with the platform's number; the sold-out line stays in the cart.
    await again.getByRole('button', { name: 'Заказать остальное' }).click();
    await again.waitForURL((url) => /^\/checkout-thankyou\/\d+$/.test(url.pathname));
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Спасибо за заказ!');
    await expect(again.getByTestId('order-number')).toHaveText(/^Номер заказа: \d+$/);
    await expect(again.getByTestId('order-lines')).toContainText(other.name);
    await expect(again.getByTestId('order-lines')).not.toContainText(name);
    await expect(again.getByTestId('cart-count')).toHaveText('1');
    // The refused order's page now leads to that order instead of offering it again.
    await openHydrated(again, refusedPage);
    await expect(again.getByTestId('order-rest-link')).toHaveText('Остальное заказано. Показать заказ');
    expect(await again.getByRole('button', { name: 'Заказать остальное' }).count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('automatic transmission off (OFFLINE_ORDERS_AUTO_TRANSMIT=off, ru view)', () => {
  const WAITING_VIEWS = [
    {
      view: CHECKOUT_VIEWS[0],
      waiting: ORDER_WAITING,
      confirm: CONFIRM,
      next: 'Продолжить покупки',
      number: 'Номер заказа',
    },
    {
      view: CHECKOUT_VIEWS[1],
      waiting: 'Order waiting!',
      confirm: 'Click here to confirm the order that you made offline.',
      next: 'Continue shopping',
      number: 'Order number',
    },
  ];
  for (const texts of WAITING_VIEWS) {
    test(`${texts.view.name} view: back online nothing goes out by itself; 'Order waiting!' on another page; confirming sends it once`, async ({
      page,
      problems,
    }) => {
      await chooseLocalSettings(page.context(), { OFFLINE_ORDERS_AUTO_TRANSMIT: 'off' });
      const { prefix } = texts.view;
      await addProduct(page, texts.view, SIMPLE, 1);
      const posts = orderPosts(page);
      await openHydrated(page, `${prefix}/checkout`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const review = await fillValidCheckout(page, texts.view);
      await page.context().setOffline(true);
      await review.getByRole('button', { name: texts.view.submit[3] }).click();
      await page.waitForURL(/\/checkout-thankyou\/\d{13}-[0-9a-f-]{36}$/, { timeout: 15_000 });
      // Leave the thank-you page (a link, still offline), then the connection returns.
      await page.getByRole('link', { name: texts.next }).click();
      await page.waitForURL(new RegExp(`^${STOREFRONT_URL}${prefix}/?$`));
      await page.context().setOffline(false);
      const prompt = page.getByTestId('order-waiting');
      await prompt.waitFor({ timeout: 15_000 });
      expect(await prompt.getByRole('heading').textContent()).toBe(texts.waiting);
      expect(posts).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await prompt.getByRole('button', { name: texts.confirm }).click();
      await page.waitForURL(/\/checkout-thankyou\//);
      const number = page.getByTestId('order-number');
      await expect(number).toHaveCount(1, { timeout: 20_000 });
      expect(await number.textContent()).toMatch(new RegExp(`^${texts.number}: \\d{9}$`));
      expect(posts).toHaveLength(1);
      expect(await page.getByTestId('order-waiting').count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

test.describe('the push reminder (ru view)', () => {
  test("allowed on the thank-you page, the service worker's replay notifies the order's number", async ({
    page,
    problems,
  }) => {
    await addProduct(page, view, SIMPLE, 1);
    await placeOffline(page);
    const offer = page.getByTestId('push-offer');
    await offer.getByRole('button', { name: ALLOW_NOTIFICATION }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const context = page.context();
    // The browser's prompt, answered "allow" (Playwright grants; the page's requestPermission resolves 'granted').
    await context.grantPermissions(['notifications']);
    await offer.getByRole('button', { name: ALLOW_NOTIFICATION }).click();
    await expect(page.getByTestId('push-answer')).toHaveText(PUSH_GRANTED);
    expect(await offer.getByRole('button').count()).toBe(0);

    // Every tab closed while offline; the connection returns; the browser fires the queue's Background Sync.
    const origin = new URL(page.url()).origin;
    const blank = await context.newPage();
    await blank.goto(`${origin}/robots.txt`);
    await page.close();
    await context.setOffline(false);
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted);
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const dispatchSync = async () =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: await registrationId,
        tag: 'storefront-sync-queue',
        lastChance: false,
      });
    await dispatchSync();
    const notifications = () =>
      blank.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((notification) => ({ title: notification.title, body: notification.body }));
      });
    // A sync that fails (the worker's network may still be emulated offline for a moment) is retried by the browser
    // minutes later; the test fires that retry sooner. The queue's idempotency keys keep it to one order.
    const notificationsRetryingSync = async () => {
      const shown = await notifications();
      if (shown.length === 0) await dispatchSync();
      return shown;
    };
    await expect.poll(notificationsRetryingSync, { timeout: 20_000, intervals: [2_000] }).toHaveLength(1);
    const [shown] = await notifications();
    expect(shown?.title).toBe('Ваш заказ оформлен');
    expect(shown?.body).toMatch(/^Номер заказа: \d{9}$/);
    expect(problems.pageErrors).toEqual([]);
  });
});
