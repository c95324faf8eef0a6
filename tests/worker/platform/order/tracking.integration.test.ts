// POST /api/order/track through the worker, real D1: an order found by its number (with or without its zeros)
// and the e-mail it was placed with, in any case; the same 404 for a wrong e-mail and an unknown number; a 400
// naming the field; and the limits of ADR 058 (10 failed lookups per number, 20 per client address).
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '#shared/contract/checkout.ts';
import { ORDER_NOT_FOUND } from '#shared/contract/order-tracking.ts';
import { codOrderBody } from '#tests/support/cod-order.ts';
import { ORDER_ADDRESS } from '#tests/support/workerd/order-address.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://order-tracking.test';
/** Simple, 2 790 ₽ (seed 1). */
const BACKPACK = 'BPK00006';

let placed = '';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
  const response = await SELF.fetch(`${ORIGIN}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...codOrderBody(`${Date.now()}-tracking-test-order`, BACKPACK, ORDER_ADDRESS),
      products: [{ sku: BACKPACK, qty: 2 }],
    }),
  });
  expect(response.status).toBe(200);
  placed = orderResponseSchema.parse(await response.json()).result.orderNumber;
});

let client = 0;
/** A lookup from its own client address unless one is given (the per-address limit is per test). */
async function track(body: unknown, address = `198.51.100.${++client}`) {
  const response = await SELF.fetch(`${ORIGIN}/api/order/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}

describe('POST /api/order/track', () => {
  it('finds the order by its number and e-mail, in any case, and says only where it stands', async () => {
    const found = await track({ orderNumber: placed, email: 'IVAN@example.com ' });
    expect(found.status).toBe(200);
    expect(found.body.result).toEqual({
      increment_id: placed,
      status: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      grand_total: 5580,
      items_qty: 2,
    });
    const withoutZeros = await track({ orderNumber: `#${Number(placed)}`, email: 'ivan@example.com' });
    expect(withoutZeros.status).toBe(200);
    expect((withoutZeros.body.result as { increment_id: string }).increment_id).toBe(placed);
  });

  it('answers a wrong e-mail and an unknown number with the same 404', async () => {
    const wrongEmail = await track({ orderNumber: placed, email: 'someone@example.com' });
    const unknown = await track({ orderNumber: '999999999', email: 'ivan@example.com' });
    expect(wrongEmail).toEqual({ status: 404, body: { code: 404, result: ORDER_NOT_FOUND } });
    expect(unknown).toEqual(wrongEmail);
  });

  it('answers a malformed body with a 400 that names the field', async () => {
    const letters = await track({ orderNumber: 'abc', email: 'ivan@example.com' });
    expect(letters.status).toBe(400);
    expect(JSON.stringify(letters.body.result)).toContain('orderNumber: digits only');
    const noEmail = await track({ orderNumber: placed });
    expect(noEmail.status).toBe(400);
    expect(JSON.stringify(noEmail.body.result)).toContain('email');
    expect((await track('{"orderNumber":')).status).toBe(400);
  });

  it('stops guessing the e-mail of one number after 10 failures, from any address; a found order is not counted', async () => {
    const number = '000000777';
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await track({ orderNumber: number, email: `guess${attempt}@example.com` })).status).toBe(404);
    const refused = await track({ orderNumber: number, email: 'guess11@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.result).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // The placed order's own lookups gave their hits back: it is still found after 12 of them.
    for (let attempt = 1; attempt <= 12; attempt++)
      expect((await track({ orderNumber: placed, email: 'ivan@example.com' })).status).toBe(200);
  });

  it('stops one client address after 20 lookups in 15 minutes', async () => {
    const address = '203.0.113.9';
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await track({ orderNumber: String(5000 + attempt), email: 'a@example.com' }, address)).status).toBe(404);
    expect((await track({ orderNumber: placed, email: 'ivan@example.com' }, address)).status).toBe(429);
  });
});
