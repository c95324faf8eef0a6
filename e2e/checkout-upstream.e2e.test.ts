// Everything keeps working with API_UPSTREAM set (README "Configuration", ADR 012): the test's context chooses
// an upstream on the shared storefront (ADR 063), a loopback vue-storefront-api that records each call and
// hands it to the storefront's own embedded API, which answers the contract's calls exactly as a real one would.
// So every cart, totals, methods and order call of the checkout goes through the API proxy to the upstream.
// The shopper buys with cash on delivery, and the upstream saw the order.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { chooseLocalSettings } from './support/local-settings';
import { STOREFRONT_URL } from './support/storefront';
import { openHydrated } from './support/pages';
import {
  addProduct,
  CHECKOUT_VIEWS,
  deviceOrderId,
  fillValidCheckout,
  SIMPLE,
  step,
  waitForPlaced,
} from './support/checkout';

/** Hop-by-hop and length headers: the recorder's own connection decides them, as a proxy's does. */
const NOT_COPIED = new Set(['host', 'connection', 'content-length', 'content-encoding', 'transfer-encoding']);

let upstream: http.Server;
let upstreamOrigin: string;
/** `METHOD /path` of every call the upstream got, in order. */
const calls: string[] = [];

test.beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push(`${request.method} ${new URL(request.url ?? '/', upstreamOrigin).pathname}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && !NOT_COPIED.has(name)) headers.set(name, value);
      fetch(`${STOREFRONT_URL}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!NOT_COPIED.has(name)) out[name] = value;
          });
          response.writeHead(answer.status, out).end(body);
        })
        .catch((error: unknown) => response.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const view = CHECKOUT_VIEWS[1];

test.describe('checkout against an upstream API (API_UPSTREAM, en view)', () => {
  test('add → four steps → cash on delivery → thank-you; the upstream got every call', async ({ page, problems }) => {
    await chooseLocalSettings(page.context(), { API_UPSTREAM: upstreamOrigin });
    // Every call of this page goes to the storefront, which forwards /api/* to the upstream.
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiHosts.add(url.origin);
    });
    await addProduct(page, view, SIMPLE, 1);
    await openHydrated(page, '/en/checkout');
    expect(await step(page, 'shipping').getAttribute('data-state')).toBe('todo');
    const review = await fillValidCheckout(page, view);
    await review.getByRole('button', { name: view.submit[3] }).click();
    const number = await waitForPlaced(page);
    expect(await page.getByTestId('order-payment-info').locator('p').textContent()).toBe(view.cashOnDelivery);
    expect([...apiHosts]).toEqual([STOREFRONT_URL]);

    // The browser only ever asked the storefront; the storefront asked the upstream for each step.
    const checkoutCalls = [...new Set(calls.filter((call) => /^\w+ \/api\/(cart|order)\b/.test(call)))].sort();
    expect(checkoutCalls).toEqual([
      'GET /api/cart/pull',
      'GET /api/cart/totals',
      'POST /api/cart/collect-totals',
      'POST /api/cart/create',
      'POST /api/cart/shipping-information',
      'POST /api/cart/shipping-methods',
      'POST /api/cart/update',
      'POST /api/order',
    ]);
    expect(calls.filter((call) => call === 'POST /api/order')).toHaveLength(1);
    const orderId = await deviceOrderId(page, number);
    const onUpstream = await page.request.get(`/api/order/${number}?orderId=${encodeURIComponent(orderId)}`);
    expect(onUpstream.status()).toBe(200);
    expect(((await onUpstream.json()) as { result: { status: string } }).result.status).toBe('pending');
    expect(problems.pageErrors).toEqual([]);
  });
});
