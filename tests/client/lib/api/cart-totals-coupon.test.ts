// The totals and coupon endpoint files of client/lib/api (issue 13; contract §1.1 C5, C10, C11, §1.3) over a
// stub transport: the exact request each sends, what it makes of the answer, and a wrong coupon's error
// carrying the platform's message (spec §8).
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Fetcher } from '#shared/api/client.ts';
import { applyCoupon, deleteCoupon } from '#client/lib/api/cart-coupon.ts';
import { cartTotalsQueryOptions, fetchCartTotals } from '#client/lib/api/cart-totals.ts';

const CART = 'cd'.repeat(16);
const WRONG = "You've entered an incorrect coupon code. Please try again.";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(answer: (url: URL) => Response) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: string }> = [];
  const fetch: Fetcher = async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    sent.push({ method: request.method, url: `${url.pathname}${url.search}`, headers, body: await request.text() });
    return answer(url);
  };
  return { api: createApiClient({ origin: 'http://shop.test', fetch }), sent };
}

const TOTALS = {
  grand_total: 5490,
  subtotal: 4090.16,
  subtotal_incl_tax: 4990,
  discount_amount: 0,
  shipping_amount: 400,
  shipping_incl_tax: 500,
  tax_amount: 999.84,
  items_qty: 1,
  quote_currency_code: 'RUB',
  items: [{ item_id: 3, qty: 1, price: 4090.16, price_incl_tax: 4990, row_total_incl_tax: 4990, options: '[]' }],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: 4990 },
    { code: 'grand_total', title: 'Grand Total', value: 5490, area: 'footer' },
  ],
};

describe('cart totals (C5)', () => {
  it('GET /api/cart/totals?storeCode=&cartId=, the totals', async () => {
    const { api, sent } = stub(() => json({ code: 200, result: TOTALS }));
    expect(await fetchCartTotals(api, { cartId: CART, store: 'en' })).toEqual(TOTALS);
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['GET', `/api/cart/totals?storeCode=en&cartId=${CART}`, ''],
    ]);
  });

  it('queryOptions: under the cart key, per store view', () => {
    const { api } = stub(() => json({}));
    expect(cartTotalsQueryOptions(api, { cartId: CART, store: 'ru' }).queryKey).toEqual(['cart', CART, 'totals', 'ru']);
  });
});

describe('cart coupon (C10, C11)', () => {
  it('apply: POST ?coupon=&cartId= with the Idempotency-Key; delete: POST ?cartId=', async () => {
    const { api, sent } = stub(() => json({ code: 200, result: true }));
    expect(await applyCoupon(api, { cartId: CART, coupon: 'NEWSLETTER10', idempotencyKey: 'k-1' })).toBe(true);
    expect(await deleteCoupon(api, { cartId: CART, store: 'ru' })).toBe(true);
    expect(sent.map((s) => [s.method, s.url, s.headers['idempotency-key']])).toEqual([
      ['POST', `/api/cart/apply-coupon?coupon=NEWSLETTER10&cartId=${CART}`, 'k-1'],
      ['POST', `/api/cart/delete-coupon?storeCode=ru&cartId=${CART}`, undefined],
    ]);
  });

  it('a wrong code is an ApiError carrying the message of spec §8', async () => {
    const { api } = stub(() => json({ code: 400, result: WRONG }, 400));
    const error = await applyCoupon(api, { cartId: CART, coupon: 'NOPE' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).result).toBe(WRONG);
  });
});
