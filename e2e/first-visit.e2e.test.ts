// A first visit in the browser (ADR 066): a device that saved nothing downloads no code to restore saved state,
// shows the empty cart and the guest as known at once, and loses nothing once it starts saving — the first line
// added is kept across a reload, even one made while that code was still loading, and a cart another tab saved
// reaches a tab that had nothing.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { openHydrated, persistedCart } from './support/pages';

const SIMPLE = '/muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';
const SIMPLE_SKU = 'BPK00006';
/** The chunk with the persistence of the cart, the lists, the user and the queue check (vite.config.ts). */
const SAVED_STATE_CHUNK = /\/assets\/after-hydration-[^/]+\.js$/;

/** The paths of the saved-state chunk the page requested so far. */
function savedStateRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SAVED_STATE_CHUNK.test(pathname)) seen.push(pathname);
  });
  return seen;
}

const cartCount = (page: Page) => page.getByTestId('cart-count');

test('a first visit loads no saved-state code, yet shows the empty cart and the guest as read', async ({ page }) => {
  const requested = savedStateRequests(page);
  await openHydrated(page, '/');
  await expect(cartCount(page)).toHaveAttribute('data-loaded', 'true');
  await expect(cartCount(page)).toHaveText('0');
  await expect(page.locator('.header__slot--account [data-user-loaded="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
});

test('the first line added on a device with nothing saved is kept, and a reload reads it', async ({ page }) => {
  const requested = savedStateRequests(page);
  await openHydrated(page, SIMPLE);
  expect(requested).toEqual([]);
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(cartCount(page)).toHaveText('1');
  await expect.poll(() => persistedCart(page)).toEqual([expect.objectContaining({ sku: SIMPLE_SKU, qty: 1 })]);
  expect(requested).toHaveLength(1);

  await openHydrated(page, '/');
  await expect(cartCount(page)).toHaveText('1');
  expect(requested).toHaveLength(2);
});

test('a line added while that code is still on its way survives the page being left at once', async ({ page }) => {
  // The chunk never arrives on this page (a slow network); the shopper adds and reloads.
  await page.route(SAVED_STATE_CHUNK, () => undefined);
  await openHydrated(page, SIMPLE);
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(cartCount(page)).toHaveText('1');
  await page.unroute(SAVED_STATE_CHUNK);
  await openHydrated(page, '/');
  await expect(cartCount(page)).toHaveText('1');
  await expect.poll(() => persistedCart(page)).toEqual([expect.objectContaining({ sku: SIMPLE_SKU, qty: 1 })]);
  // Kept once: a further reload reads the device's copy, not the kept changes again.
  await openHydrated(page, '/');
  await expect(cartCount(page)).toHaveText('1');
});

test('a tab with nothing saved follows the cart another tab saves', async ({ page, context }) => {
  await openHydrated(page, '/');
  await expect(cartCount(page)).toHaveAttribute('data-loaded', 'true');
  const other = await context.newPage();
  await openHydrated(other, SIMPLE);
  await other.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(cartCount(other)).toHaveText('1');
  await expect(cartCount(page)).toHaveText('1');
  await other.close();
});
