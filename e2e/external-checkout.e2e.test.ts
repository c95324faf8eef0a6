// External checkout (README "Configuration", ADR 033): with EXTERNAL_CHECKOUT set, the checkout route syncs the
// device's cart to a server cart and sends the browser to
// `{host}/vue/cart/sync/token/{userToken or 0}/cart/{cartServerToken}`. The test's context chooses that
// setting on the shared storefront (ADR 063), and a loopback HTTP server plays the external checkout host.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addProduct, CHECKOUT_VIEWS, SIMPLE } from './support/checkout';
import { expect, test } from './support/fixtures';
import { chooseLocalSettings } from './support/local-settings';

let checkoutHost: http.Server;
let checkoutOrigin: string;
const hits: string[] = [];

test.beforeAll(async () => {
  checkoutHost = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>External checkout</title><h1>External checkout</h1></html>');
  });
  await new Promise<void>((resolve) => checkoutHost.listen(0, '127.0.0.1', resolve));
  checkoutOrigin = `http://127.0.0.1:${(checkoutHost.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => checkoutHost.close(() => resolve()));
});

test.describe('external checkout', () => {
  test('Proceed to checkout syncs the cart to the server and redirects to the external host', async ({
    page,
    problems,
  }) => {
    await chooseLocalSettings(page.context(), { EXTERNAL_CHECKOUT: `${checkoutOrigin}/shop` });
    const name = await addProduct(page, CHECKOUT_VIEWS[0], SIMPLE, 1);
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
    const pulled = (await (await page.request.get(`/api/cart/pull?cartId=${cartId}`)).json()) as {
      code: number;
      result: Array<{ name: string; qty: number; sku: string }>;
    };
    expect(pulled.code).toBe(200);
    expect(pulled.result).toHaveLength(1);
    expect(pulled.result[0]!.qty).toBe(1);
    expect(pulled.result[0]!.name).toBe(name);
    expect(problems.pageErrors).toEqual([]);
  });
});
