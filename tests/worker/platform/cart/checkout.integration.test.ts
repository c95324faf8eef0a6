// Cart totals, shipping, payment and coupons of the embedded platform (contract §1.1 C5-C12, §1.3; ADR 030)
// through the worker, real D1: totals with the 22 % VAT included in RU prices (supplement §3), the courier
// 400 ₽ / 500 ₽, the newsletter coupon, virtual carts, bad input and other carts' ids.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartTotalsResponseSchema,
  couponResponseSchema,
  paymentMethodsResponseSchema,
  shippingInformationResponseSchema,
  shippingMethodsResponseSchema,
} from '#shared/contract/checkout.ts';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const API = 'http://checkout.test/api/cart';
/** A simple product of the demo catalogue (seed 1): 2 790 ₽, no special price, in stock. */
const BACKPACK = 'BPK00006';
/** A gift card (virtual, 3 000 ₽) and a care guide (downloadable, 390 ₽). */
const GIFT_CARD = 'GFT00003';
const CARE_GUIDE = 'GDE00004';
/** A simple bag with custom options (6 590 ₽): gift box +300 ₽ (1000011), express tailoring +10 % (1000032). */
const BAG = 'BAG00091';

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const doc = (sku: string) =>
    catalog.documents.find((d) => d.store === 'ru' && d.entity === 'product' && d.doc.sku === sku)?.doc;
  // The concrete values below depend on these catalogue facts.
  expect(doc(BACKPACK)).toMatchObject({ type_id: 'simple', price: 2790, special_price: null, status: 1 });
  expect(doc(GIFT_CARD)).toMatchObject({ type_id: 'virtual', price: 3000, special_price: null });
  expect(doc(CARE_GUIDE)).toMatchObject({ type_id: 'downloadable', price: 390, special_price: null });
  expect(doc(BAG)).toMatchObject({ type_id: 'simple', price: 6590, special_price: null, status: 1 });
});

async function call(path: string, init?: RequestInit) {
  const response = await SELF.fetch(`${API}${path}`, init);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}
const post = (path: string, body?: unknown) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

async function cartWith(lines: Array<[string, number]>): Promise<string> {
  const cartId = (await post('/create')).body.result as string;
  for (const [sku, qty] of lines) {
    const added = await post(`/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
    expect(added.status).toBe(200);
  }
  return cartId;
}

async function totalsOf(cartId: string) {
  const { status, body } = await call(`/totals?cartId=${cartId}`);
  expect(status).toBe(200);
  return cartTotalsResponseSchema.parse(body).result;
}

describe('GET /api/cart/totals (C5)', () => {
  it('prices 2 × 2 790 ₽ with the VAT included; from 5 000 ₽ of goods the courier is free', async () => {
    const cartId = await cartWith([[BACKPACK, 2]]);
    const totals = await totalsOf(cartId);
    expect(totals).toMatchObject({
      subtotal: 4573.77,
      subtotal_incl_tax: 5580,
      shipping_amount: 0,
      shipping_incl_tax: 0,
      discount_amount: 0,
      tax_amount: 1006.23,
      grand_total: 5580,
      items_qty: 2,
      quote_currency_code: 'RUB',
    });
    expect(totals.items).toHaveLength(1);
    expect(totals.items[0]).toMatchObject({
      qty: 2,
      price: 2286.89,
      price_incl_tax: 2790,
      row_total_incl_tax: 5580,
      tax_percent: 22,
    });
    expect(totals.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 5580],
      ['shipping', 0],
      ['tax', 1006.23],
      ['grand_total', 5580],
    ]);
    // The cart's store view (ru) titles its segments.
    expect(totals.total_segments[0]!.title).toBe('Подытог');
  });

  it('adds the 500 ₽ courier (400 ₽ and 100 ₽ of VAT) under 5 000 ₽ of goods', async () => {
    const totals = await totalsOf(await cartWith([[BACKPACK, 1]]));
    expect(totals).toMatchObject({
      subtotal_incl_tax: 2790,
      shipping_amount: 400,
      shipping_incl_tax: 500,
      shipping_tax_amount: 100,
      tax_amount: 603.11,
      grand_total: 3290,
    });
  });

  it('titles the segments in the request’s store view (?storeCode=en), and refuses an unknown one', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    const { body } = await call(`/totals?cartId=${cartId}&storeCode=en`);
    expect(cartTotalsResponseSchema.parse(body).result.total_segments.map((s) => s.title)).toEqual([
      'Subtotal',
      'Shipping & Handling (Courier - Flat rate)',
      'Tax',
      'Grand Total',
    ]);
    const unknown = await call(`/totals?cartId=${cartId}&storeCode=xx`);
    expect(unknown.status).toBe(400);
  });

  it('keys the items by the cart line (item_id of the pull)', async () => {
    const cartId = await cartWith([
      [BACKPACK, 1],
      [CARE_GUIDE, 3],
    ]);
    const pull = (await call(`/pull?cartId=${cartId}`)).body.result as Array<{ item_id: number; sku: string }>;
    const totals = await totalsOf(cartId);
    expect(totals.items.map((i) => [i.item_id, i.qty]).sort()).toEqual(
      pull.map((p) => [p.item_id, p.sku === BACKPACK ? 1 : 3]).sort(),
    );
    expect(totals).toMatchObject({ subtotal_incl_tax: 2790 + 1170, grand_total: 2790 + 1170 + 500, items_qty: 4 });
  });

  it('uses the catalogue’s price now, not the price stored when the line was added', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    await env.DB.prepare('UPDATE cart_items SET price = 1 WHERE sku = ?1').bind(BACKPACK).run();
    expect((await totalsOf(cartId)).subtotal_incl_tax).toBe(2790);
  });

  it('has no shipping for a virtual cart (gift card + care guide)', async () => {
    const cartId = await cartWith([
      [GIFT_CARD, 1],
      [CARE_GUIDE, 1],
    ]);
    const totals = await totalsOf(cartId);
    expect(totals).toMatchObject({
      shipping_incl_tax: 0,
      subtotal_incl_tax: 3390,
      grand_total: 3390,
      tax_amount: 611.31,
    });
    expect(totals.total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });

  it('answers an empty cart with zero totals', async () => {
    const cartId = await cartWith([]);
    expect(await totalsOf(cartId)).toMatchObject({ grand_total: 0, items_qty: 0, items: [] });
  });
});

describe('line identity: sku + custom options (ADR 030)', () => {
  const withOptions = (custom: Array<{ option_id: number; option_value: string }>) => ({
    extension_attributes: { custom_options: custom, configurable_item_options: [], bundle_options: [] },
  });
  const giftExpress = [
    { option_id: 100001, option_value: '1000011' },
    { option_id: 100003, option_value: '1000032' },
  ];

  it('keeps one sku with different options as two lines, each priced with its options', async () => {
    const cartId = await cartWith([]);
    const update = (custom: typeof giftExpress, qty: number) =>
      post(`/update?cartId=${cartId}`, { cartItem: { sku: BAG, qty, product_option: withOptions(custom) } });
    const fancy = (await update(giftExpress, 1)).body.result as { item_id: number };
    const plain = (await update([{ option_id: 100003, option_value: '1000031' }], 1)).body.result as {
      item_id: number;
    };
    expect(fancy.item_id).not.toBe(plain.item_id);
    // The same options in another order are the same line: its quantity is set.
    const again = (await update([...giftExpress].reverse(), 2)).body.result as { item_id: number; qty: number };
    expect(again).toMatchObject({ item_id: fancy.item_id, qty: 2 });

    const totals = await totalsOf(cartId);
    const byId = new Map(totals.items.map((item) => [item.item_id, item]));
    // 6 590 + 300 (gift box) + 659 (10 % express tailoring) = 7 549 ₽.
    expect(byId.get(fancy.item_id)).toMatchObject({ qty: 2, price_incl_tax: 7549, row_total_incl_tax: 15098 });
    expect(byId.get(plain.item_id)).toMatchObject({ qty: 1, price_incl_tax: 6590 });
    // Over 5 000 ₽ of goods: the courier is free.
    expect(totals).toMatchObject({ subtotal_incl_tax: 21688, grand_total: 21688, items_qty: 3 });
  });
});

describe('payment and shipping methods (C6, C7)', () => {
  it('offers cash on delivery and the invoice for a cart to ship, the courier at 400 ₽ / 500 ₽', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    const payments = paymentMethodsResponseSchema.parse((await call(`/payment-methods?cartId=${cartId}`)).body);
    expect(payments.result.map((m) => m.code)).toEqual(['cashondelivery', 'checkmo']);
    const shipping = await post(`/shipping-methods?cartId=${cartId}`, { address: { country_id: 'RU' } });
    expect(shippingMethodsResponseSchema.parse(shipping.body).result).toEqual([
      expect.objectContaining({
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        // `amount` as a shop whose shipping prices include tax answers it: what VSF1's shipping step shows (ADR 056).
        amount: 500,
        price_incl_tax: 500,
        price_excl_tax: 400,
        available: true,
      }),
    ]);
  });

  it('accepts VSF1’s half-typed address ("street":[null,null], empty postcode)', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    const address = {
      region: '',
      region_id: 0,
      country_id: 'RU',
      street: [null, null],
      postcode: '',
      city: '',
      region_code: '',
    };
    const { status, body } = await post(`/shipping-methods?cartId=${cartId}`, { address });
    expect(status).toBe(200);
    expect((body.result as unknown[]).length).toBe(1);
  });

  it('has no cash on delivery and no shipping method for a virtual cart', async () => {
    const cartId = await cartWith([[GIFT_CARD, 1]]);
    const payments = paymentMethodsResponseSchema.parse((await call(`/payment-methods?cartId=${cartId}`)).body);
    expect(payments.result.map((m) => m.code)).toEqual(['checkmo']);
    const shipping = await post(`/shipping-methods?cartId=${cartId}`, { address: { country_id: 'RU' } });
    expect(shipping.body.result).toEqual([]);
  });

  it('refuses a body without an address, and a malformed country, with a 400', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    const missing = await post(`/shipping-methods?cartId=${cartId}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.result).toMatch(/No address element provided within the request body/);
    const country = await post(`/shipping-methods?cartId=${cartId}`, { address: { country_id: 'Russia' } });
    expect(country.status).toBe(400);
    expect(country.body.result).toMatch(/address\.country_id/);
    const notJson = await post(`/shipping-methods?cartId=${cartId}`, '{');
    expect(notJson.status).toBe(400);
  });
});

describe('POST /api/cart/shipping-information (C8) and collect-totals (C9)', () => {
  it('stores the courier and answers {payment_methods, totals}', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    const { status, body } = await post(`/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: {
          countryId: 'RU',
          firstname: 'Иван',
          lastname: 'Петров',
          city: 'Москва',
          postcode: '125009',
          street: ['Тверская 12'],
        },
        billingAddress: { countryId: 'RU' },
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(status).toBe(200);
    const result = shippingInformationResponseSchema.parse(body).result;
    expect(result.payment_methods.map((m) => m.code)).toEqual(['cashondelivery', 'checkmo']);
    expect(result.totals).toMatchObject({ grand_total: 3290, shipping_incl_tax: 500 });
  });

  it('refuses a shipping method that is not offered (400)', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    const { status, body } = await post(`/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { countryId: 'RU' }, shippingCarrierCode: 'XX', shippingMethodCode: 'YY' },
    });
    expect(status).toBe(400);
    expect(body.result).toBe('Carrier with such method not found: XX, YY');
    const missing = await post(`/shipping-information?cartId=${cartId}`, { address: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.result).toMatch(/No address element provided within the request body/);
  });

  it('collects totals with a payment method, and refuses one that is not offered', async () => {
    const cartId = await cartWith([[GIFT_CARD, 1]]);
    const ok = await post(`/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: 'checkmo' } } });
    expect(ok.status).toBe(200);
    expect(cartTotalsResponseSchema.parse(ok.body).result.grand_total).toBe(3000);
    const cod = await post(`/collect-totals?cartId=${cartId}`, {
      methods: { paymentMethod: { method: 'cashondelivery' } },
    });
    expect(cod.status).toBe(400);
    expect(cod.body.result).toMatch(/Payment Method is not available: cashondelivery/);
    const missing = await post(`/collect-totals?cartId=${cartId}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.result).toMatch(/No shipping and payment methods element/);
  });
});

describe('coupons (C10, C11, C12)', () => {
  it('applies the newsletter coupon (10 % off the lines, not shipping), reads it back and removes it', async () => {
    const cartId = await cartWith([[BACKPACK, 2]]);
    const applied = await post(`/apply-coupon?cartId=${cartId}&coupon=newsletter10`);
    expect(applied).toEqual({ status: 200, body: { code: 200, result: true } });
    expect(couponResponseSchema.parse((await call(`/coupon?cartId=${cartId}`)).body).result).toBe('NEWSLETTER10');
    const totals = await totalsOf(cartId);
    // 5 580 ₽ less 10 % is 5 022 ₽: still over the free-delivery threshold, so no courier to pay.
    expect(totals).toMatchObject({
      coupon_code: 'NEWSLETTER10',
      discount_amount: -558,
      tax_amount: 905.61,
      grand_total: 5022,
    });
    expect(totals.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 5580],
      ['shipping', 0],
      ['discount', -558],
      ['tax', 905.61],
      ['grand_total', 5022],
    ]);
    expect((await post(`/delete-coupon?cartId=${cartId}`)).body).toEqual({ code: 200, result: true });
    expect((await call(`/coupon?cartId=${cartId}`)).body).toEqual({ code: 200, result: null });
    expect(await totalsOf(cartId)).toMatchObject({ discount_amount: 0, grand_total: 5580 });
  });

  it('refuses a wrong, expired or disabled code with the spec’s message', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    for (const code of ['NOPE', 'EXPIRED20', 'DISABLED30']) {
      const { status, body } = await post(`/apply-coupon?cartId=${cartId}&coupon=${code}`);
      expect(status).toBe(400);
      expect(body.result).toBe("You've entered an incorrect coupon code. Please try again.");
    }
    const missing = await post(`/apply-coupon?cartId=${cartId}`);
    expect(missing).toEqual({ status: 400, body: { code: 400, result: 'No coupon code provided' } });
    expect((await call(`/coupon?cartId=${cartId}`)).body.result).toBeNull();
  });
});

describe('owner checks', () => {
  const paths: Array<[string, 'GET' | 'POST', unknown?]> = [
    ['/totals', 'GET'],
    ['/payment-methods', 'GET'],
    ['/shipping-methods', 'POST', { address: { country_id: 'RU' } }],
    ['/shipping-information', 'POST', { addressInformation: {} }],
    ['/collect-totals', 'POST', { methods: {} }],
    ['/apply-coupon', 'POST'],
    ['/delete-coupon', 'POST'],
    ['/coupon', 'GET'],
  ];

  it.each(paths)(
    '%s answers 404 for an unknown cart, 400 for a malformed id, 401 for a customer token',
    async (path, method, body) => {
      const init = (query: string, headers: Record<string, string> = {}) =>
        call(`${path}?${query}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const unknown = await init(`cartId=${'0'.repeat(32)}&coupon=NEWSLETTER10`);
      expect(unknown.status).toBe(404);
      expect(errorEnvelopeSchema.parse(unknown.body).result).toBe(`No such entity with cartId = ${'0'.repeat(32)}`);
      expect((await init('cartId=nope')).status).toBe(400);
      expect((await init('cartId=', {})).status).toBe(400);
      expect((await init(`cartId=${'0'.repeat(32)}`, { authorization: 'Bearer someone' })).status).toBe(401);
    },
  );

  it('refuses a body cart id naming another cart (403)', async () => {
    const mine = await cartWith([[BACKPACK, 1]]);
    const theirs = await cartWith([[BACKPACK, 1]]);
    const { status } = await post(`/shipping-information?cartId=${mine}`, {
      addressInformation: { cartId: theirs, shippingAddress: { countryId: 'RU' } },
    });
    expect(status).toBe(403);
  });

  it('keeps one cart’s coupon out of another cart', async () => {
    const mine = await cartWith([[BACKPACK, 1]]);
    const theirs = await cartWith([[BACKPACK, 1]]);
    await post(`/apply-coupon?cartId=${mine}&coupon=NEWSLETTER10`);
    expect((await call(`/coupon?cartId=${theirs}`)).body.result).toBeNull();
    expect((await totalsOf(theirs)).discount_amount).toBe(0);
  });
});

describe('cart quantities and the live stock (ADR 031)', () => {
  it('refuses a quantity the live stock cannot cover, on a new line and on a line by item_id', async () => {
    const cartId = await cartWith([[BACKPACK, 1]]);
    await call(`/pull?cartId=${cartId}`);
    await env.DB.prepare('UPDATE stock_items SET qty = 3 WHERE sku = ?1').bind(BACKPACK).run();
    const line = ((await call(`/pull?cartId=${cartId}`)).body.result as Array<{ item_id: number }>)[0]!;
    const tooMany = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: BACKPACK, qty: 4, item_id: line.item_id },
    });
    expect(tooMany).toEqual({
      status: 400,
      body: { code: 400, result: 'Only 3 products of this type are available.' },
    });
    const fresh = await cartWith([]);
    const newLine = await post(`/update?cartId=${fresh}`, { cartItem: { sku: BACKPACK, qty: 5 } });
    expect(newLine.body.result).toBe('Only 3 products of this type are available.');
    expect(
      (await post(`/update?cartId=${cartId}`, { cartItem: { sku: BACKPACK, qty: 3, item_id: line.item_id } })).status,
    ).toBe(200);
    await env.DB.prepare('UPDATE stock_items SET qty = 0 WHERE sku = ?1').bind(BACKPACK).run();
    const none = await post(`/update?cartId=${fresh}`, { cartItem: { sku: BACKPACK, qty: 1 } });
    expect(none.body.result).toBe('Product that you are trying to add is not available.');
    // Unmanaged stock (a gift card) never refuses.
    expect((await post(`/update?cartId=${fresh}`, { cartItem: { sku: GIFT_CARD, qty: 50 } })).status).toBe(200);
    await env.DB.prepare('UPDATE stock_items SET qty = 100 WHERE sku = ?1').bind(BACKPACK).run();
  });
});
