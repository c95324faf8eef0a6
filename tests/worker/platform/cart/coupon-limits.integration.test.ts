// Coupon abuse limits of the embedded platform (ADR 058) through the worker, real D1 and the demo catalogue:
// wrong codes are limited per cart and per client address (a right code is not counted), and the first-order
// coupon WELCOME5 works once per customer and once per e-mail, even for two orders placed at once.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttempts } from '#shared/contract/user.ts';
import { COUPON_ALREADY_USED, WRONG_COUPON } from '#worker/platform/cart/coupons.ts';
import { WRONG_COUPONS_PER_ADDRESS, WRONG_COUPONS_PER_CART } from '#worker/platform/cart/checkout-routes.ts';
import { ORDER_ADDRESS } from '#tests/support/workerd/order-address.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { customer } from '#tests/worker/platform/user/support/accounts.ts';

const ORIGIN = 'http://coupons.test';
/** Virtual gift card, 3 000 ₽, stock not managed: orders never run out. */
const GIFT_CARD = 'GFT00003';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

let addressCounter = 0;
/** A client address of its own per test (the limits count per address). */
const freshAddress = () => `192.0.2.${(addressCounter += 1)}`;

async function call(
  path: string,
  { address = '198.51.100.7', body, token }: { address?: string; body?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = { 'cf-connecting-ip': address };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}

async function giftCardCart(address: string, token?: string): Promise<string> {
  const cartId = (await call('/api/cart/create', { address, token })).body.result as string;
  expect(
    (
      await call(`/api/cart/update?cartId=${cartId}`, {
        address,
        token,
        body: { cartItem: { sku: GIFT_CARD, qty: 1 } },
      })
    ).status,
  ).toBe(200);
  return cartId;
}

const apply = (cartId: string, code: string, address: string, token?: string) =>
  call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`, { address, token });

const order = (cartId: string, email: string, address: string, token?: string) =>
  call('/api/order', {
    address,
    token,
    body: {
      cart_id: cartId,
      products: [{ sku: GIFT_CARD, qty: 1 }],
      addressInformation: { billingAddress: { ...ORDER_ADDRESS, email }, payment_method_code: 'checkmo' },
    },
  });

describe('wrong coupon codes', () => {
  it(`at most ${WRONG_COUPONS_PER_CART.limit} wrong codes per cart an hour; a right one is not counted`, async () => {
    const address = freshAddress();
    const cartId = await giftCardCart(address);
    expect((await apply(cartId, 'NEWSLETTER10', address)).status).toBe(200);
    for (let i = 0; i < WRONG_COUPONS_PER_CART.limit; i++)
      expect((await apply(cartId, `GUESS${i}`, address)).body).toEqual({ code: 400, result: WRONG_COUPON });
    expect((await apply(cartId, 'GUESSMORE', address)).body).toEqual({ code: 429, result: tooManyAttempts(60) });
    // Even the right code waits now; another cart from elsewhere is not affected.
    expect((await apply(cartId, 'NEWSLETTER10', freshAddress())).status).toBe(429);
    const other = freshAddress();
    expect((await apply(await giftCardCart(other), 'NEWSLETTER10', other)).status).toBe(200);
  });

  it(`at most ${WRONG_COUPONS_PER_ADDRESS.limit} wrong codes from one address, a new cart per guess included, all at once`, async () => {
    const address = freshAddress();
    const carts = await Promise.all(Array.from({ length: 4 }, () => giftCardCart(address)));
    const answers = await Promise.all(
      Array.from({ length: WRONG_COUPONS_PER_ADDRESS.limit + 4 }, (_, i) => apply(carts[i % 4]!, `BURST${i}`, address)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((code) => code === 400)).toHaveLength(WRONG_COUPONS_PER_ADDRESS.limit);
    expect(statuses.filter((code) => code === 429)).toHaveLength(4);
  });
});

describe('WELCOME5, the first-order coupon: once per customer and per e-mail', () => {
  it('a guest uses it once per e-mail; a second order with that e-mail is refused and places nothing', async () => {
    const address = freshAddress();
    const email = `welcome.${Date.now()}@example.com`;
    const first = await giftCardCart(address);
    expect((await apply(first, 'WELCOME5', address)).status).toBe(200);
    expect((await order(first, email, address)).status).toBe(200);
    const second = await giftCardCart(address);
    expect((await apply(second, 'welcome5', address)).status).toBe(200); // a guest cart: the e-mail is not known yet
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>();
    expect((await order(second, email.toUpperCase(), address)).body).toEqual({
      code: 400,
      result: COUPON_ALREADY_USED,
    });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>()).toEqual(orders);
    // Without the coupon the same shopper orders as usual.
    await call(`/api/cart/delete-coupon?cartId=${second}`, { address });
    expect((await order(second, email, address)).status).toBe(200);
  });

  it('a customer uses it once: the next apply on their cart is refused, whatever e-mail the order names', async () => {
    const shopper = await customer();
    const address = freshAddress();
    const cartId = await giftCardCart(address, shopper.token);
    expect((await apply(cartId, 'WELCOME5', address, shopper.token)).status).toBe(200);
    expect((await order(cartId, `first.${Date.now()}@example.com`, address, shopper.token)).status).toBe(200);
    const next = await giftCardCart(address, shopper.token);
    expect((await apply(next, 'WELCOME5', address, shopper.token)).body).toEqual({
      code: 400,
      result: COUPON_ALREADY_USED,
    });
  });

  it('two orders at once with one e-mail: exactly one takes it', async () => {
    const address = freshAddress();
    const email = `race.${Date.now()}@example.com`;
    const carts = await Promise.all([giftCardCart(address), giftCardCart(address)]);
    for (const cartId of carts) expect((await apply(cartId, 'WELCOME5', address)).status).toBe(200);
    const answers = await Promise.all(carts.map((cartId) => order(cartId, email, address)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.result).toBe(COUPON_ALREADY_USED);
    const uses = await env.DB.prepare("SELECT COUNT(*) AS n FROM coupon_uses WHERE coupon_code = 'WELCOME5'").first<{
      n: number;
    }>();
    expect(uses!.n).toBeGreaterThanOrEqual(1);
  });
});
