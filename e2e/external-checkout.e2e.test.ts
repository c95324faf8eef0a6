// External checkout (spec §2, supplement §5): with EXTERNAL_CHECKOUT set, the checkout route syncs the
// device's cart to a server cart (contract C1, C3) and sends the browser to
// `{host}/vue/cart/sync/token/{userToken or 0}/cart/{cartServerToken}`. A second local storefront runs
// with that setting, and a loopback HTTP server plays the external checkout host.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { expect, test } from './support/fixtures';

let checkoutHost: http.Server;
let checkoutOrigin: string;
let storefront: LocalServer;
const hits: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  checkoutHost = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>External checkout</title><h1>External checkout</h1></html>');
  });
  await new Promise<void>((resolve) => checkoutHost.listen(0, '127.0.0.1', resolve));
  checkoutOrigin = `http://127.0.0.1:${(checkoutHost.address() as AddressInfo).port}`;
  storefront = await startLocalServer({
    port: Number(process.env.E2E_CHECKOUT_PORT ?? 8796),
    persistTo: '.wrangler/e2e-checkout-state',
    scale: 0.05,
    vars: { EXTERNAL_CHECKOUT: `${checkoutOrigin}/shop` },
  });
});

test.afterAll(async () => {
  await storefront?.stop();
  await new Promise<void>((resolve) => checkoutHost.close(() => resolve()));
});

test.describe('external checkout', () => {
  test('Proceed to checkout syncs the cart to the server and redirects to the external host', async ({
    page,
    problems,
  }) => {
    await page.goto(`${storefront.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('product-grid').getByRole('link').first().click();
    await page.waitForSelector('[data-testid="product"]');
    // A configurable product: choose the first size and colour that can be chosen.
    for (const legend of ['Размер', 'Цвет']) {
      const group = page.getByRole('group', { name: legend });
      if ((await group.count()) === 0) continue;
      await group.locator('button:not([disabled]):not([aria-disabled="true"])').first().click();
    }
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();

    await page.waitForURL(new RegExp(`^${checkoutOrigin}/shop/vue/cart/sync/token/0/cart/[a-f0-9]{32}$`), {
      timeout: 15_000,
    });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('External checkout');
    // (The browser may also ask the host for /favicon.ico.)
    const syncPath = hits.find((hit) => hit.startsWith('/shop/vue/cart/sync/')) ?? '';
    const cartId = /\/cart\/([a-f0-9]{32})$/.exec(syncPath)?.[1];
    expect(cartId).toBeDefined();

    // The server cart holds what the shopper chose.
    const pulled = (await (await fetch(`${storefront.url}/api/cart/pull?cartId=${cartId}`)).json()) as {
      code: number;
      result: Array<{ qty: number; sku: string }>;
    };
    expect(pulled.code).toBe(200);
    expect(pulled.result).toHaveLength(1);
    expect(pulled.result[0]!.qty).toBe(1);
    expect(problems.pageErrors).toEqual([]);
  });
});
