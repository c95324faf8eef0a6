// Customer carts (contract C1 with a token, spec §6 "customers use a customer cart"; ADR 035) through the
// worker, real D1 and the demo catalogue: `cart/create` with a customer token answers the customer's one cart
// (the same on every device), which only its owner's token opens (another customer's, or none: 403); an
// unknown or expired token is the 401 the client falls back from; a guest cart still works by its id alone; an
// order closes the cart it was placed from (ADR 045), never another customer's; an order without a token that
// names a customer cart is that customer's (a stock VSF1 sends none, ADR 055).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_CART, UNKNOWN_CUSTOMER_TOKEN } from '#worker/platform/cart/cart-access.ts';
import { ORDER_ADDRESS } from '#tests/support/workerd/order-address.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { call, customer, login } from './support/accounts';

/** Virtual gift card, stock not managed. */
const GIFT_CARD = 'GFT00003';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

async function createCart(token?: string) {
  const answer = await call('/api/cart/create', { method: 'POST', token, tokenIn: 'query' });
  return answer;
}

describe('customer carts', () => {
  it('cart/create with a token answers the customer cart: the same id on every device and login', async () => {
    const shopper = await customer();
    const first = await createCart(shopper.token);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatch(/^[0-9a-f]{32}$/);
    const otherDevice = await login(shopper.email);
    expect((await createCart(otherDevice.token)).body.result).toBe(first.body.result);
    // Concurrent creates agree too.
    const other = await customer();
    const ids = await Promise.all([1, 2, 3].map(() => createCart(other.token)));
    expect(new Set(ids.map((answer) => answer.body.result)).size).toBe(1);
    expect(ids[0]!.body.result).not.toBe(first.body.result);
  });

  it('its owner uses it (update, pull, totals); another customer or no token → 403 (IDOR)', async () => {
    const owner = await customer();
    const cartId = (await createCart(owner.token)).body.result as string;
    const added = await call(`/api/cart/update?cartId=${cartId}`, {
      token: owner.token,
      body: { cartItem: { sku: GIFT_CARD, qty: 2, quoteId: cartId } },
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ sku: GIFT_CARD, qty: 2, quote_id: cartId });
    const pulled = await call(`/api/cart/pull?cartId=${cartId}`, { token: owner.token, tokenIn: 'query' });
    expect((pulled.body.result as unknown[]).length).toBe(1);
    expect((await call(`/api/cart/totals?cartId=${cartId}`, { token: owner.token })).status).toBe(200);

    const intruder = await customer();
    for (const token of [intruder.token, undefined]) {
      expect((await call(`/api/cart/pull?cartId=${cartId}`, { token })).body).toEqual({
        code: 403,
        result: NOT_YOUR_CART,
      });
      const write = await call(`/api/cart/update?cartId=${cartId}`, {
        token,
        body: { cartItem: { sku: GIFT_CARD, qty: 9, quoteId: cartId } },
      });
      expect(write.body).toEqual({ code: 403, result: NOT_YOUR_CART });
      expect(
        (await call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NEWSLETTER10`, { token, method: 'POST' })).status,
      ).toBe(403);
    }
    const after = await call(`/api/cart/pull?cartId=${cartId}`, { token: owner.token });
    expect(after.body.result).toMatchObject([{ sku: GIFT_CARD, qty: 2 }]);
  });

  it('an unknown or expired token is a 401 on create and on the cart calls', async () => {
    const shopper = await customer();
    const cartId = (await createCart(shopper.token)).body.result as string;
    expect((await createCart('d'.repeat(64))).body).toEqual({ code: 401, result: UNKNOWN_CUSTOMER_TOKEN });
    await env.DB.prepare('UPDATE customer_access_tokens SET expires_at = 0').run();
    expect((await call(`/api/cart/pull?cartId=${cartId}`, { token: shopper.token })).status).toBe(401);
  });

  it('a guest cart works by its id alone, with or without a customer token', async () => {
    const guestId = (await createCart()).body.result as string;
    expect((await call(`/api/cart/pull?cartId=${guestId}`)).body).toEqual({ code: 200, result: [] });
    const shopper = await customer();
    expect((await call(`/api/cart/pull?cartId=${guestId}`, { token: shopper.token })).status).toBe(200);
  });

  it('an order closes the cart it was placed from (the quote is converted); another customer cannot order from it', async () => {
    let count = 0;
    const giftCardOrder = (cartId: string) => ({
      user_id: '',
      cart_id: cartId,
      order_id: `${Date.now()}-closes-cart-${(count += 1)}`,
      products: [{ sku: GIFT_CARD, qty: 1 }],
      addressInformation: {
        billingAddress: ORDER_ADDRESS,
        payment_method_code: 'checkmo',
        payment_method_additional: {},
      },
    });
    const shopper = await customer();
    const cartId = (await createCart(shopper.token)).body.result as string;
    await call(`/api/cart/update?cartId=${cartId}`, {
      token: shopper.token,
      body: { cartItem: { sku: GIFT_CARD, qty: 1, quoteId: cartId } },
    });

    // Another customer's token with this cart: 403, nothing placed, the cart as it was.
    const intruder = await customer();
    const refused = await call('/api/order', { body: giftCardOrder(cartId), token: intruder.token });
    expect(refused.body).toEqual({ code: 403, result: NOT_YOUR_CART });
    expect((await call(`/api/cart/pull?cartId=${cartId}`, { token: shopper.token })).body.result).toMatchObject([
      { sku: GIFT_CARD, qty: 1 },
    ]);

    // The customer's own order closes it: the next session gets a new, empty cart, not the ordered lines again.
    const placed = await call('/api/order', { body: giftCardOrder(cartId), token: shopper.token, tokenIn: 'query' });
    expect(placed.status).toBe(200);
    expect((await call(`/api/cart/pull?cartId=${cartId}`, { token: shopper.token })).status).toBe(404);
    const next = (await createCart(shopper.token)).body.result as string;
    expect(next).not.toBe(cartId);
    expect((await call(`/api/cart/pull?cartId=${next}`, { token: shopper.token })).body).toEqual({
      code: 200,
      result: [],
    });

    // A guest order closes the guest cart it names (its id is its secret).
    const guestCart = (await createCart()).body.result as string;
    await call(`/api/cart/update?cartId=${guestCart}`, { body: { cartItem: { sku: GIFT_CARD, qty: 2 } } });
    expect((await call('/api/order', { body: giftCardOrder(guestCart) })).status).toBe(200);
    expect((await call(`/api/cart/pull?cartId=${guestCart}`)).status).toBe(404);
  });

  it('an order without a token naming a customer cart is that customer’s: in the history, the cart closed', async () => {
    const shopper = await customer();
    const cartId = (await createCart(shopper.token)).body.result as string;
    await call(`/api/cart/update?cartId=${cartId}`, {
      token: shopper.token,
      body: { cartItem: { sku: GIFT_CARD, qty: 1, quoteId: cartId } },
    });
    // As a stock VSF1 sends it: no token, no order_id, a `user_id` that is never trusted.
    const body = {
      user_id: '999999',
      cart_id: cartId,
      products: [{ sku: GIFT_CARD, qty: 1 }],
      addressInformation: { billingAddress: ORDER_ADDRESS, payment_method_code: 'checkmo' },
    };
    const placed = await call('/api/order', { body });
    expect(placed.status).toBe(200);
    const number = (placed.body.result as { orderNumber: string }).orderNumber;
    const history = await call('/api/user/order-history', { token: shopper.token });
    expect(
      (history.body.result as { items: Array<{ increment_id: string }> }).items.map((o) => o.increment_id),
    ).toEqual([number]);
    expect((await call(`/api/cart/pull?cartId=${cartId}`, { token: shopper.token })).status).toBe(404);
    // The retry of that submission (its cart closed now) is the same order, still the customer's.
    expect((await call('/api/order', { body })).body).toEqual(placed.body);
    expect((await call('/api/user/order-history', { token: shopper.token })).body.result).toMatchObject({
      total_count: 1,
    });

    // A guest cart's order stays a guest order, whatever user_id says.
    const guestCart = (await createCart()).body.result as string;
    const guestOrder = await call('/api/order', { body: { ...body, cart_id: guestCart, user_id: String(shopper.id) } });
    expect(guestOrder.status).toBe(200);
    const stored = await env.DB.prepare('SELECT customer_id FROM orders ORDER BY entity_id DESC LIMIT 1').first();
    expect(stored).toEqual({ customer_id: null });
    expect((await call('/api/user/order-history', { token: shopper.token })).body.result).toMatchObject({
      total_count: 1,
    });
  });

  it('an expired customer cart is replaced by a new one', async () => {
    const shopper = await customer();
    const first = (await createCart(shopper.token)).body.result as string;
    await env.DB.prepare('UPDATE carts SET expires_at = 0 WHERE customer_id = ?1').bind(shopper.id).run();
    const second = (await createCart(shopper.token)).body.result as string;
    expect(second).not.toBe(first);
    expect((await call(`/api/cart/pull?cartId=${second}`, { token: shopper.token })).status).toBe(200);
  });
});
