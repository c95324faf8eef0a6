// POST /api/order of the embedded platform (contract §1.1 O1, §1.4; supplement §7; ADR 031) through the
// worker, real D1: validation of every line and the addresses (400 naming the field), prices recomputed
// from the catalogue, the cart's coupon, live stock decremented atomically (a race of 20 shoppers for 5
// units: exactly 5 orders), and order_id as an idempotency key — or, without one (a stock VSF1), the cart and
// the order body (ADR 055).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '#shared/contract/checkout.ts';
import { sha256Hex } from '#shared/domain/hex.ts';
import { stockCheckResponseSchema, stockListResponseSchema } from '#shared/contract/stock.ts';
import { codOrderBody } from '#tests/support/cod-order.ts';
import { ORDER_ADDRESS } from '#tests/support/workerd/order-address.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { decrementStatements, isStockCheckFailure } from '#worker/platform/stock/live-stock.ts';

const ORIGIN = 'http://order.test';
/** Simple, 2 790 ₽, no special price (seed 1). */
const BACKPACK = 'BPK00006';
/** Virtual gift card, 3 000 ₽, stock not managed. */
const GIFT_CARD = 'GFT00003';

type Doc = Record<string, unknown> & { sku: string };
let simples: Doc[] = [];

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  simples = catalog.documents
    .filter((d) => d.store === 'ru' && d.entity === 'product')
    .map((d) => d.doc as Doc)
    .filter(
      (p) =>
        p.type_id === 'simple' &&
        p.status === 1 &&
        !p.special_price &&
        (p.stock as { is_in_stock: boolean; qty: number }).qty >= 3 &&
        p.sku !== BACKPACK,
    );
  expect(simples.length).toBeGreaterThan(4);
});

/** A fresh simple product for each test that changes stock (tests share the database). */
let next = 0;
const freshSku = () => simples[next++]!.sku;

const address = ORDER_ADDRESS;

let orderCounter = 0;
function order(products: Array<Record<string, unknown>>, overrides: Record<string, unknown> = {}) {
  orderCounter += 1;
  const body = codOrderBody(`${Date.now()}-test-${orderCounter}`, '', address);
  return {
    ...body,
    created_at: '2026-11-23T12:00:00.000Z',
    updated_at: '2026-11-23T12:00:00.000Z',
    transmited: true,
    products,
    addressInformation: { ...body.addressInformation, shippingExtraFields: null },
    ...overrides,
  };
}

async function place(body: unknown) {
  const response = await SELF.fetch(`${ORIGIN}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return {
    status: response.status,
    body: (await response.json()) as { code: number; result: unknown; meta?: unknown },
  };
}

async function liveQty(sku: string): Promise<number> {
  const response = await SELF.fetch(`${ORIGIN}/api/stock/check?sku=${sku}`);
  return stockCheckResponseSchema.parse(await response.json()).result.qty as number;
}

async function setStock(sku: string, qty: number) {
  await liveQty(sku); // creates the live row from the catalogue
  await env.DB.prepare('UPDATE stock_items SET qty = ?2 WHERE sku = ?1').bind(sku, qty).run();
}

/** D1 keeps the client's order_id hashed (ADR 031). */
const orderKey = (orderId: string) => sha256Hex(`order:${orderId}`);

const storedOrder = async (orderId: string) =>
  env.DB.prepare('SELECT * FROM orders WHERE order_key = ?1')
    .bind(await orderKey(orderId))
    .first<Record<string, unknown>>();

describe('POST /api/order (O1)', () => {
  it('places an order: the contract answer, a pending order with its lines, prices from the catalogue', async () => {
    const sku = BACKPACK;
    const before = await liveQty(sku);
    // The client claims a price of 1 ₽: the server prices the line from the catalogue.
    const body = order([{ sku, qty: 2, price: 1, price_incl_tax: 1, name: 'cheap?' }]);
    const { status, body: answer } = await place(body);
    expect(status).toBe(200);
    const result = orderResponseSchema.parse(answer).result;
    expect(result.orderNumber).toMatch(/^\d{9}$/);
    expect(result.magentoOrderId).toBe(String(Number(result.orderNumber)));
    expect(result.backendOrderId).toBe(result.magentoOrderId);
    expect(new Date(result.transferedAt).toISOString()).toBe(result.transferedAt);

    const row = await storedOrder(body.order_id);
    expect(row).toMatchObject({
      status: 'pending',
      state: 'new',
      store: 'ru',
      customer_email: 'ivan@example.com',
      shipping_method: 'flatrate_flatrate',
      payment_method: 'cashondelivery',
      grand_total: 5580,
      coupon_code: null,
    });
    expect(JSON.parse(row!.billing_address as string)).toMatchObject({ city: 'Москва', street: ['Тверская', '12'] });
    expect(JSON.parse(row!.totals as string)).toMatchObject({ subtotal_incl_tax: 5580, tax_amount: 1006.23 });
    const { results: items } = await env.DB.prepare('SELECT * FROM order_items WHERE order_entity_id = ?1')
      .bind(row!.entity_id)
      .all();
    expect(items).toEqual([
      expect.objectContaining({ sku, qty_ordered: 2, price_incl_tax: 2790, row_total_incl_tax: 5580, price: 2286.89 }),
    ]);
    expect(await liveQty(sku)).toBe(before - 2);
  });

  it('applies the coupon of the order’s cart', async () => {
    const create = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: 'POST' });
    const cartId = ((await create.json()) as { result: string }).result;
    await SELF.fetch(`${ORIGIN}/api/cart/update?cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { sku: BACKPACK, qty: 2 } }),
    });
    await SELF.fetch(`${ORIGIN}/api/cart/apply-coupon?cartId=${cartId}&coupon=NEWSLETTER10`, { method: 'POST' });
    const body = order([{ sku: BACKPACK, qty: 2 }], { cart_id: cartId });
    expect((await place(body)).status).toBe(200);
    expect(await storedOrder(body.order_id)).toMatchObject({ coupon_code: 'NEWSLETTER10', grand_total: 5022 });
  });

  it('places a virtual order without a shipping address and without shipping', async () => {
    const body = order([{ sku: GIFT_CARD, qty: 1 }]);
    delete (body.addressInformation as Record<string, unknown>).shippingAddress;
    body.addressInformation.payment_method_code = 'checkmo';
    const { status } = await place(body);
    expect(status).toBe(200);
    expect(await storedOrder(body.order_id)).toMatchObject({
      shipping_method: null,
      shipping_address: null,
      payment_method: 'checkmo',
      grand_total: 3000,
    });
  });

  it('refuses cash on delivery for a virtual order', async () => {
    const { status, body } = await place(order([{ sku: GIFT_CARD, qty: 1 }]));
    expect(status).toBe(400);
    expect(body.result).toMatch(/^addressInformation\.payment_method_code: "cashondelivery" is not available/);
  });
});

describe('validation: every line and the addresses (supplement §7)', () => {
  const cases: Array<[string, () => unknown, RegExp]> = [
    ['not JSON', () => '{"products":', /Malformed JSON/],
    ['an array', () => [], /must be a JSON object/],
    ['no products', () => order([]), /products.*at least one product/],
    [
      'a bad second line qty',
      () =>
        order([
          { sku: BACKPACK, qty: 1 },
          { sku: BACKPACK, qty: 0 },
        ]),
      /products\.1\.qty/,
    ],
    ['a second line without sku', () => order([{ sku: BACKPACK, qty: 1 }, { qty: 1 }]), /products\.1\.sku/],
    [
      'an unknown sku on the second line',
      () =>
        order([
          { sku: BACKPACK, qty: 1 },
          { sku: 'NOPE-1', qty: 1 },
        ]),
      /^products\.1\.sku: Product that you are trying to add is not available: NOPE-1$/,
    ],
    [
      'a billing address without city',
      () =>
        order([{ sku: BACKPACK, qty: 1 }], {
          addressInformation: { ...order([]).addressInformation, billingAddress: { ...address, city: ' ' } },
        }),
      /addressInformation\.billingAddress\.city/,
    ],
    [
      'a billing address with a bad e-mail',
      () =>
        order([{ sku: BACKPACK, qty: 1 }], {
          addressInformation: { ...order([]).addressInformation, billingAddress: { ...address, email: 'nope' } },
        }),
      /addressInformation\.billingAddress\.email/,
    ],
    [
      'a billing address without street',
      () =>
        order([{ sku: BACKPACK, qty: 1 }], {
          addressInformation: { ...order([]).addressInformation, billingAddress: { ...address, street: [null, null] } },
        }),
      /addressInformation\.billingAddress\.street/,
    ],
    [
      'a shipped order without a shipping address',
      () =>
        order([{ sku: BACKPACK, qty: 1 }], {
          addressInformation: { ...order([]).addressInformation, shippingAddress: null },
        }),
      /^addressInformation\.shippingAddress: is required/,
    ],
    [
      'an unknown shipping method',
      () =>
        order([{ sku: BACKPACK, qty: 1 }], {
          addressInformation: { ...order([]).addressInformation, shipping_method_code: 'teleport' },
        }),
      /Carrier with such method not found/,
    ],
    ['an order_id that is no string', () => ({ ...order([{ sku: BACKPACK, qty: 1 }]), order_id: 42 }), /^order_id: /],
  ];

  it.each(cases)('refuses %s with a 400 naming the field, and places nothing', async (_label, body, message) => {
    const before = await liveQty(BACKPACK);
    const { status, body: answer } = await place(body());
    expect(status).toBe(400);
    expect(answer.code).toBe(400);
    expect(answer.result).toMatch(message);
    expect(await liveQty(BACKPACK)).toBe(before);
  });
});

describe('idempotency: order_id', () => {
  it('answers the same order sent twice with the same result and creates one order', async () => {
    const sku = freshSku();
    const before = await liveQty(sku);
    const body = order([{ sku, qty: 1 }]);
    const first = await place(body);
    const second = await place(body);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    const { results } = await env.DB.prepare('SELECT entity_id FROM orders WHERE order_key = ?1')
      .bind(await orderKey(body.order_id))
      .all();
    expect(results).toHaveLength(1);
    expect(await liveQty(sku)).toBe(before - 1);
  });

  it('creates one order when the same order arrives 5 times at once', async () => {
    const sku = freshSku();
    const before = await liveQty(sku);
    const body = order([{ sku, qty: 1 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await liveQty(sku)).toBe(before - 1);
  });

  it('answers a retry re-serialised with its keys in another order with the stored answer, not a 409', async () => {
    const body = order([{ sku: BACKPACK, qty: 1 }]);
    const first = await place(body);
    expect(first.status).toBe(200);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
    expect(await place(reordered)).toEqual(first);
    // Without order_id the key is the cart and the body: the same holds.
    const { order_id: _id, ...keyless } = order([{ sku: BACKPACK, qty: 1 }], { cart_id: await guestCartId() });
    const placed = await place(keyless);
    expect(await place(Object.fromEntries(Object.entries(keyless).reverse()))).toEqual(placed);
  });

  it('refuses the same order_id with another order (409)', async () => {
    const body = order([{ sku: BACKPACK, qty: 1 }]);
    expect((await place(body)).status).toBe(200);
    const other = await place({ ...body, products: [{ sku: BACKPACK, qty: 2 }] });
    expect(other.status).toBe(409);
    expect(other.body.result).toMatch(/order_id was already used for a different order/);
  });
});

/** A new guest cart's id (the cart a stock VSF1 names in `cart_id`). */
async function guestCartId(): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: 'POST' });
  return ((await response.json()) as { result: string }).result;
}

/** A stock VSF1 order (entities.optimizeShoppingCart: true): no order_id, created_at nor store_code. */
function stockVsf1Order(cartId: string, products: Array<Record<string, unknown>>) {
  const { order_id: _id, created_at: _created, updated_at: _updated, store_code: _store, ...body } = order(products);
  return { ...body, cart_id: cartId };
}

const orderCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n;

describe('idempotency without order_id: the cart and the order (ADR 055)', () => {
  // The backpack has plenty for these orders (the tests share the database).
  beforeAll(() => setStock(BACKPACK, 100));

  it('places it, and answers a retry of the same submission with the same order', async () => {
    const sku = BACKPACK;
    const before = await liveQty(sku);
    const body = stockVsf1Order(await guestCartId(), [{ sku, qty: 1 }]);
    const first = await place(body);
    expect(first.status).toBe(200);
    expect(orderResponseSchema.parse(first.body).result.orderNumber).toMatch(/^\d{9}$/);
    const orders = await orderCount();
    expect(await place(body)).toEqual(first);
    expect(await orderCount()).toBe(orders);
    expect(await liveQty(sku)).toBe(before - 1);
  });

  it('places exactly one order when two identical bodies arrive at once, and answers both with it', async () => {
    const sku = BACKPACK;
    const before = await liveQty(sku);
    const orders = await orderCount();
    const body = stockVsf1Order(await guestCartId(), [{ sku, qty: 1 }]);
    const answers = await Promise.all([place(body), place(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await orderCount()).toBe(orders + 1);
    expect(await liveQty(sku)).toBe(before - 1);
  });

  it('never merges two genuine orders: the same products from two carts, or another order from the same cart', async () => {
    const sku = BACKPACK;
    const before = await liveQty(sku);
    const first = await place(stockVsf1Order(await guestCartId(), [{ sku, qty: 1 }]));
    const second = await place(stockVsf1Order(await guestCartId(), [{ sku, qty: 1 }]));
    const cartId = await guestCartId();
    const third = await place(stockVsf1Order(cartId, [{ sku, qty: 1 }]));
    const fourth = await place(stockVsf1Order(cartId, [{ sku, qty: 2 }]));
    const numbers = [first, second, third, fourth].map(
      (answer) => orderResponseSchema.parse(answer.body).result.orderNumber,
    );
    expect(new Set(numbers).size).toBe(4);
    expect(await liveQty(sku)).toBe(before - 5);
  });

  it('places each request without order_id and cart_id as an order of its own (nothing tells a retry apart)', async () => {
    const orders = await orderCount();
    const body = { ...stockVsf1Order('', [{ sku: BACKPACK, qty: 1 }]), cart_id: undefined };
    expect((await place(body)).status).toBe(200);
    expect((await place(body)).status).toBe(200);
    expect(await orderCount()).toBe(orders + 2);
  });

  it('keeps the clear 400s: no products, no address, an unknown sku, an empty order_id', async () => {
    const cartId = await guestCartId();
    const noProducts = await place({ ...stockVsf1Order(cartId, []) });
    expect(noProducts.body).toEqual({ code: 400, result: 'products: must hold at least one product' });
    const { addressInformation: _address, ...withoutAddress } = stockVsf1Order(cartId, [{ sku: BACKPACK, qty: 1 }]);
    expect((await place(withoutAddress)).body).toEqual({ code: 400, result: 'addressInformation is required' });
    const unknown = await place(stockVsf1Order(cartId, [{ sku: 'NOPE-0000', qty: 1 }]));
    expect(unknown.body).toEqual({
      code: 400,
      result: 'products.0.sku: Product that you are trying to add is not available: NOPE-0000',
    });
    const empty = await place({ ...stockVsf1Order(cartId, [{ sku: BACKPACK, qty: 1 }]), order_id: ' ' });
    expect(empty.body).toEqual({ code: 400, result: 'order_id: must not be empty (leave it out instead)' });
  });

  it('refuses a quantity above the stock with the spec message and places nothing', async () => {
    const sku = BACKPACK;
    const stock = await liveQty(sku);
    await setStock(sku, 2);
    const orders = await orderCount();
    const answer = await place(stockVsf1Order(await guestCartId(), [{ sku, qty: 3 }]));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      result: 'Some of the ordered products are not available.',
      meta: { skus: [sku] },
    });
    expect(await orderCount()).toBe(orders);
    expect(await liveQty(sku)).toBe(2);
    await setStock(sku, stock);
  });
});

describe('live stock', () => {
  it('refuses more than the stock holds, with nothing decremented', async () => {
    const sku = freshSku();
    await setStock(sku, 2);
    const { status, body } = await place(
      order([
        { sku: BACKPACK, qty: 1 },
        { sku, qty: 3 },
      ]),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 409,
      result: 'Some of the ordered products are not available.',
      meta: { skus: [sku] },
    });
    expect(await liveQty(sku)).toBe(2);
  });

  it('lets exactly 5 of 20 concurrent shoppers buy the last 5 units: stock ends at 0, never below', async () => {
    const sku = freshSku();
    await setStock(sku, 5);
    const backpackBefore = await liveQty(BACKPACK);
    const bodies = Array.from({ length: 20 }, () =>
      order([
        { sku: BACKPACK, qty: 1 },
        { sku, qty: 1 },
      ]),
    );
    const answers = await Promise.all(bodies.map((body) => place(body)));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(5);
    expect(lost.map((a) => a.body.result)).toEqual(Array(15).fill('Some of the ordered products are not available.'));
    expect(await liveQty(sku)).toBe(0);
    // The losers' other line was not decremented either.
    expect(await liveQty(BACKPACK)).toBe(backpackBefore - 5);
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM order_items WHERE sku = ?1')
      .bind(sku)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(5);
  });

  it('rolls back the whole batch when one decrement would pass 0 (the guard a racing order meets)', async () => {
    const [a, b] = [freshSku(), freshSku()];
    await setStock(a, 3);
    await setStock(b, 1);
    const error = await env.DB.batch(
      decrementStatements(env.DB, [
        { sku: a, qty: 1 },
        { sku: b, qty: 2 },
      ]),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStockCheckFailure(error)).toBe(true);
    expect([await liveQty(a), await liveQty(b)]).toEqual([3, 1]);
  });

  it('answers the live quantities in /api/stock/list, in stock until the last unit goes', async () => {
    const sku = freshSku();
    await setStock(sku, 1);
    const list = async () => {
      const response = await SELF.fetch(`${ORIGIN}/api/stock/list?skus=${sku},${GIFT_CARD}`);
      return stockListResponseSchema
        .parse(await response.json())
        .result.map((item) => [item.sku, item.qty, item.is_in_stock]);
    };
    expect(await list()).toEqual([
      [sku, 1, true],
      [GIFT_CARD, 0, true],
    ]);
    expect((await place(order([{ sku, qty: 1 }]))).status).toBe(200);
    expect(await list()).toEqual([
      [sku, 0, false],
      [GIFT_CARD, 0, true],
    ]);
    expect((await place(order([{ sku, qty: 1 }]))).status).toBe(409);
  });
});

describe('GET /api/order/{orderNumber}?orderId= (the thank-you page, ADR 031)', () => {
  it('shows the order to the device that placed it (it knows the order_id), and to nobody else', async () => {
    const body = order([{ sku: BACKPACK, qty: 1 }]);
    const placed = orderResponseSchema.parse((await place(body)).body).result;
    const view = async (number: string, orderId: string) => {
      const response = await SELF.fetch(`${ORIGIN}/api/order/${number}?orderId=${encodeURIComponent(orderId)}`);
      return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
    };
    const mine = await view(placed.orderNumber, body.order_id);
    expect(mine.status).toBe(200);
    expect(mine.body.result).toMatchObject({
      increment_id: placed.orderNumber,
      status: 'pending',
      payment: { method: 'cashondelivery' },
      shipping_method: 'flatrate_flatrate',
      customer_email: 'ivan@example.com',
      totals: { grand_total: 3290 },
      items: [expect.objectContaining({ sku: BACKPACK, qty_ordered: 1, price_incl_tax: 2790 })],
    });
    expect((await view(placed.orderNumber, `${body.order_id}x`)).status).toBe(404);
    expect((await view(String(Number(placed.orderNumber) + 1), body.order_id)).status).toBe(404);
    expect((await view(placed.orderNumber, 'short')).status).toBe(404);
    expect((await view('abc', body.order_id)).status).toBe(404);
  });
});
