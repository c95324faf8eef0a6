// Issue 13 "Everything keeps working with API_UPSTREAM set": a second local storefront runs with
// API_UPSTREAM pointing at the first one's API (a loopback vue-storefront-api: the embedded platform answers
// the contract's calls exactly as a real one would be asked), so every cart, totals, methods and order call of
// the checkout goes through the API proxy to the upstream. The shopper buys with cash on delivery and the
// order is found on the upstream, not on the second storefront's own database.
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { expect, test } from './support/fixtures';
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

let storefront: LocalServer;
const upstream = STOREFRONT_URL;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storefront = await startLocalServer({
    port: Number(process.env.E2E_UPSTREAM_PORT ?? 8797),
    persistTo: '.wrangler/e2e-upstream-state',
    scale: 0.05,
    vars: { API_UPSTREAM: upstream },
  });
});

test.afterAll(async () => {
  await storefront?.stop();
});

const view = CHECKOUT_VIEWS[1];

test.describe('checkout against an upstream API (API_UPSTREAM, en view)', () => {
  test('add → four steps → cash on delivery → thank-you; the order is on the upstream', async ({ page, problems }) => {
    await page.goto(`${storefront.url}/en`);
    const base = storefront.url;
    // Every call of this page goes to the second storefront, which forwards /api/* to the upstream.
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiHosts.add(url.origin);
    });
    await addProduct(page, view, SIMPLE, 1, base);
    await openHydrated(page, `${base}/en/checkout`);
    expect(await step(page, 'shipping').getAttribute('data-state')).toBe('todo');
    const review = await fillValidCheckout(page, view);
    await review.getByRole('button', { name: view.submit[3] }).click();
    const number = await waitForPlaced(page);
    expect(await page.getByTestId('order-payment-info').locator('p').textContent()).toBe(view.cashOnDelivery);
    expect([...apiHosts]).toEqual([base]);

    // The order lives on the upstream (its lookup needs the device's order id); the storefront's own platform
    // has none under that number.
    const orderId = await deviceOrderId(page, number);
    const onUpstream = await page.request.get(`${upstream}/api/order/${number}?orderId=${encodeURIComponent(orderId)}`);
    expect(onUpstream.status()).toBe(200);
    expect(((await onUpstream.json()) as { result: { status: string } }).result.status).toBe('pending');
    expect(problems.pageErrors).toEqual([]);
  });
});
