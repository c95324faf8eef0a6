// Orders of a customer (contract U9, O1 with a token; ADR 035) through the worker, real D1 and the demo
// catalogue: an order placed with a customer token (Bearer or ?token=) belongs to that customer and shows in
// their order history, newest first, page by page; never in another customer's; an order without a token is a
// guest order; one with an unknown or expired token is refused with 401 (the client refreshes and sends it
// again), never stored as a guest order.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '#shared/contract/checkout.ts';
import { NOT_AUTHORIZED, userOrderHistoryResponseSchema } from '#shared/contract/user.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { SHIPPING_ADDRESS, call, customer, type CallOptions } from './support/accounts';

/** Virtual gift card, 3 000 ₽, stock not managed (so the orders never run out of stock). */
const GIFT_CARD = 'GFT00003';
/** The sneaker SNK00012 in size 36, navy (14 190 ₽): its options as VSF1 sends them. */
const SNEAKER_36_NAVY = {
  extension_attributes: {
    configurable_item_options: [
      { option_id: '142', option_value: '168' },
      { option_id: '93', option_value: '53' },
    ],
  },
};

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

let orderCounter = 0;
function orderCall(options: Pick<CallOptions, 'token' | 'tokenIn'>, qty: number) {
  orderCounter += 1;
  return call('/api/order', {
    ...options,
    body: {
      order_id: `${Date.now()}-history-${orderCounter}-0000000000`,
      user_id: '',
      cart_id: '',
      products: [{ sku: GIFT_CARD, qty }],
      addressInformation: {
        billingAddress: { ...SHIPPING_ADDRESS, email: 'buyer@example.com' },
        payment_method_code: 'checkmo',
        shipping_method_code: null,
        shipping_carrier_code: null,
      },
    },
  });
}

async function placeOrder(options: Pick<CallOptions, 'token' | 'tokenIn'> = {}, qty = 1) {
  const answer = await orderCall(options, qty);
  expect(answer.status).toBe(200);
  return orderResponseSchema.parse(answer.body).result;
}

async function history(token: string, query = '') {
  const answer = await call(`/api/user/order-history${query}`, { token });
  expect(answer.status).toBe(200);
  return userOrderHistoryResponseSchema.parse(answer.body).result;
}

describe('GET /api/user/order-history (U9)', () => {
  it("lists the customer's orders newest first, in Magento's shape, and never another customer's", async () => {
    const alice = await customer();
    const bob = await customer();
    const first = await placeOrder({ token: alice.token });
    const second = await placeOrder({ token: alice.token, tokenIn: 'query' }, 2);
    const bobs = await placeOrder({ token: bob.token });
    const guest = await placeOrder();
    const ordersBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>();
    const unknownToken = await orderCall({ token: 'e'.repeat(64) }, 1);
    expect(unknownToken.status).toBe(401);
    expect(unknownToken.body).toMatchObject({ code: 401, result: expect.stringMatching(/unknown or expired/) });
    const ordersAfter = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>();
    expect(ordersAfter?.n).toBe(ordersBefore?.n);

    const mine = await history(alice.token);
    expect(mine.total_count).toBe(2);
    expect(mine.items.map((order) => order.increment_id)).toEqual([second.orderNumber, first.orderNumber]);
    expect(mine.search_criteria).toMatchObject({ page_size: 20, current_page: 1 });
    expect(mine.items[0]).toMatchObject({
      entity_id: Number(second.magentoOrderId),
      status: 'pending',
      state: 'new',
      customer_id: alice.id,
      customer_email: 'buyer@example.com',
      grand_total: 6000,
      // VSF1's order pages: the list shows the customer's name, the order its payment's title (ADR 056).
      customer_firstname: 'Иван',
      customer_lastname: 'Петров',
      payment: { method: 'checkmo', additional_information: ['Invoice for companies (bank transfer)'] },
      discount_tax_compensation_amount: 0,
      items: [{ sku: GIFT_CARD, qty_ordered: 2, discount_amount: 0, discount_tax_compensation_amount: 0 }],
    });
    expect(mine.items[0]).not.toHaveProperty('shipping_description');
    expect(mine.items[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const his = await history(bob.token);
    expect(his.items.map((order) => order.increment_id)).toEqual([bobs.orderNumber]);

    const owner = await env.DB.prepare('SELECT customer_id FROM orders WHERE entity_id = ?1')
      .bind(Number(guest.magentoOrderId))
      .first<{ customer_id: number | null }>();
    expect(owner?.customer_id).toBeNull();
  });

  it('reports a discounted order as VSF1’s MyOrder adds it up: subtotal + shipping + tax + compensation + discount', async () => {
    const shopper = await customer();
    const cartId = (await call('/api/cart/create', { method: 'POST', token: shopper.token })).body.result as string;
    const sneaker = { sku: 'SNK00012', qty: 1, product_option: SNEAKER_36_NAVY };
    await call(`/api/cart/update?cartId=${cartId}`, { token: shopper.token, body: { cartItem: sneaker } });
    const coupon = await call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NEWSLETTER10`, {
      method: 'POST',
      token: shopper.token,
    });
    expect(coupon.status).toBe(200);
    const placed = await call('/api/order', {
      body: {
        cart_id: cartId,
        products: [{ sku: 'SNK00012-36-navy', qty: 1, product_option: SNEAKER_36_NAVY }],
        addressInformation: {
          billingAddress: { ...SHIPPING_ADDRESS, email: 'buyer@example.com' },
          shippingAddress: SHIPPING_ADDRESS,
          payment_method_code: 'cashondelivery',
          shipping_method_code: 'flatrate',
          shipping_carrier_code: 'flatrate',
        },
      },
    });
    expect(placed.status).toBe(200);
    const [order] = (await history(shopper.token)).items as Array<Record<string, unknown>>;
    // 14 190 ₽ −10 % = 12 771 ₽, past the 5 000 ₽ of free courier delivery; VAT 22 % included.
    expect(order).toMatchObject({
      subtotal: 11631.15,
      shipping_amount: 0,
      tax_amount: 2302.97,
      discount_tax_compensation_amount: 255.88,
      discount_amount: -1419,
      grand_total: 12771,
      shipping_description: 'Courier - Flat rate',
      payment: { method: 'cashondelivery', additional_information: ['Cash On Delivery'] },
    });
    expect(order!.items).toMatchObject([
      {
        sku: 'SNK00012-36-navy',
        price_incl_tax: 14190,
        row_total: 11631.15,
        row_total_incl_tax: 14190,
        tax_amount: 2302.97,
        discount_amount: 1163.12,
        discount_tax_compensation_amount: 255.88,
        tax_percent: 22,
        discount_percent: 10,
      },
    ]);
  });

  it('pages with pageSize and currentPage', async () => {
    const shopper = await customer();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder({ token: shopper.token }));
    const newestFirst = placed.map((order) => order.orderNumber).reverse();
    const page1 = await history(shopper.token, '?pageSize=2&currentPage=1');
    const page2 = await history(shopper.token, '?pageSize=2&currentPage=2');
    expect(page1.items.map((order) => order.increment_id)).toEqual(newestFirst.slice(0, 2));
    expect(page2.items.map((order) => order.increment_id)).toEqual(newestFirst.slice(2));
    expect(page2).toMatchObject({ total_count: 3, search_criteria: { page_size: 2, current_page: 2 } });
    expect((await history(shopper.token, '?pageSize=2&currentPage=9')).items).toEqual([]);
  });

  it('a customer without orders has an empty history; no token → 401; a bad page → 400 naming it', async () => {
    const shopper = await customer();
    expect(await history(shopper.token)).toMatchObject({ items: [], total_count: 0 });
    expect((await call('/api/user/order-history')).body).toEqual({ code: 401, result: NOT_AUTHORIZED });
    for (const [query, message] of [
      ['?pageSize=0', 'pageSize: must be at least 1'],
      ['?pageSize=1000', 'pageSize: must be at most 100'],
      ['?currentPage=abc', 'currentPage: expected a whole number'],
    ] as const) {
      const answer = await call(`/api/user/order-history${query}`, { token: shopper.token });
      expect(answer.status).toBe(400);
      expect(answer.body.result).toContain(message);
    }
  });
});
