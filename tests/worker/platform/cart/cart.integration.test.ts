// Guest carts of the embedded platform (contract §1.1 C1-C4, §1.3) through the worker, real D1: ids,
// owner checks, idempotent updates, configurable children, validation and expiry.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchCatalog } from '#shared/api/catalog.ts';
import { createApiClient } from '#shared/api/client.ts';
import { serverCartItemSchema } from '#shared/contract/cart.ts';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const API = 'http://cart.test/api/cart';
type Doc = Record<string, unknown>;
type Child = Doc & { sku: string; stock: { is_in_stock: boolean } };
let parent: Doc & {
  sku: string;
  configurable_children: Child[];
  configurable_options: Array<{ attribute_id: number; attribute_code: string }>;
};
let inStockChild: Child;
let soldOutChild: Child | undefined;
let simple: Doc & { sku: string };

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const products = catalog.documents
    .filter((d) => d.store === 'ru' && d.entity === 'product' && d.doc.status === 1)
    .map((d) => d.doc);
  parent = products.find(
    (p) =>
      p.type_id === 'configurable' &&
      (p.configurable_children as Child[]).some((c) => !c.stock.is_in_stock) &&
      (p.configurable_children as Child[]).some((c) => c.stock.is_in_stock),
  ) as typeof parent;
  inStockChild = parent.configurable_children.find((c) => c.stock.is_in_stock)!;
  soldOutChild = parent.configurable_children.find((c) => !c.stock.is_in_stock);
  simple = products.find(
    (p) => p.type_id === 'simple' && (p.stock as { is_in_stock: boolean }).is_in_stock,
  ) as typeof simple;
});

async function call(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: { code: number; result: unknown }; response: Response }> {
  const response = await SELF.fetch(`${API}${path}`, init);
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown }, response };
}

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

async function newCart(): Promise<string> {
  const { status, body } = await post('/create');
  expect(status).toBe(200);
  return body.result as string;
}

/** The catalogue's own (tax-processed) price of a sku, excluding tax, as the cart must carry it. */
async function catalogPriceOf(parentSku: string, sku: string): Promise<number> {
  const api = createApiClient({ origin: 'http://cart.test', fetch: (request) => SELF.fetch(request) });
  const { items } = await searchCatalog<Doc & { configurable_children?: Doc[] }>(api, {
    store: 'ru',
    entity: 'product',
    filters: [{ attribute: 'sku', value: { eq: parentSku } }],
    size: 1,
  });
  const hit = items[0]!;
  const line = hit.sku === sku ? hit : hit.configurable_children!.find((c) => c.sku === sku)!;
  return Math.round(Number(line.price) * 100) / 100;
}

describe('POST /api/cart/create (C1)', () => {
  it('creates a guest cart with a random 32-hex id and stores only its hash', async () => {
    const first = await newCart();
    const second = await newCart();
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(second).not.toBe(first);
    const { results } = await env.DB.prepare('SELECT token_hash FROM carts').all<{ token_hash: string }>();
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.map((r) => r.token_hash)).not.toContain(first);
    expect(results.every((r) => /^[a-f0-9]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers 401 to a customer token (no customers yet: the client falls back to a guest cart)', async () => {
    const { status, body } = await post('/create', undefined, { authorization: 'Bearer some-customer-token' });
    expect(status).toBe(401);
    expect(errorEnvelopeSchema.parse(body)).toEqual({
      code: 401,
      result: 'Customer carts need a valid customer token; this token is unknown',
    });
  });
});

describe('GET /api/cart/pull and POST /api/cart/update (C2, C3)', () => {
  it('adds a configurable child by its sku, answers the server item, pulls it back, never cached', async () => {
    const cartId = await newCart();
    const empty = await call(`/pull?cartId=${cartId}`);
    expect(empty.body).toEqual({ code: 200, result: [] });
    expect(empty.response.headers.get('cache-control')).toBe('no-cache, no-store');

    const { status, body } = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: inStockChild.sku, qty: 2, quoteId: cartId },
    });
    expect(status).toBe(200);
    const item = serverCartItemSchema.parse(body.result);
    expect(item).toMatchObject({
      sku: inStockChild.sku,
      qty: 2,
      product_type: 'configurable',
      quote_id: cartId,
      name: String(inStockChild.name),
    });
    expect(item.price).toBe(await catalogPriceOf(parent.sku, inStockChild.sku));
    expect(item.item_id).toBeGreaterThan(0);

    const pulled = await call(`/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([item]);
  });

  it('resolves a parent sku with configurable_item_options to its child (contract §1.3)', async () => {
    const cartId = await newCart();
    const options = parent.configurable_options.map((option) => ({
      option_id: String(option.attribute_id),
      option_value: String(inStockChild[option.attribute_code]),
    }));
    const { status, body } = await post(`/update?cartId=${cartId}`, {
      cartItem: {
        sku: parent.sku,
        qty: 1,
        quoteId: cartId,
        product_option: { extension_attributes: { configurable_item_options: options } },
      },
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ sku: inStockChild.sku, qty: 1, product_type: 'configurable' });
  });

  it('sets the quantity of a sku instead of adding it again (a retried sync never doubles a line)', async () => {
    const cartId = await newCart();
    const first = await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 3 } });
    const again = await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 3 } });
    expect(again.body.result).toEqual(first.body.result);
    const byId = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 5, item_id: (first.body.result as { item_id: number }).item_id },
    });
    expect(byId.body.result).toMatchObject({ sku: simple.sku, qty: 5, product_type: 'simple' });
    expect(((await call(`/pull?cartId=${cartId}`)).body.result as unknown[]).length).toBe(1);
  });

  it('refuses unknown and sold-out products with the spec §8 message, and a bare configurable parent', async () => {
    const cartId = await newCart();
    const expected = { code: 400, result: 'Product that you are trying to add is not available.' };
    expect((await post(`/update?cartId=${cartId}`, { cartItem: { sku: 'NO-SUCH-SKU', qty: 1 } })).body).toEqual(
      expected,
    );
    expect(soldOutChild).toBeDefined();
    expect((await post(`/update?cartId=${cartId}`, { cartItem: { sku: soldOutChild!.sku, qty: 1 } })).body).toEqual(
      expected,
    );
    expect((await post(`/update?cartId=${cartId}`, { cartItem: { sku: parent.sku, qty: 1 } })).body).toEqual(expected);
    expect((await call(`/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('validates the body and the cart id with messages a developer understands', async () => {
    const cartId = await newCart();
    const cases: Array<[unknown, string]> = [
      ['{not json', 'Malformed JSON in the request body'],
      [{}, 'No cartItem element provided within the request body'],
      [{ cartItem: { sku: simple.sku, qty: 0 } }, 'cartItem.qty: must be at least 1'],
      [{ cartItem: { sku: simple.sku, qty: 1.5 } }, 'cartItem.qty: must be a whole number'],
      [{ cartItem: { sku: simple.sku, qty: 10_001 } }, 'cartItem.qty: must be at most 10000'],
      [{ cartItem: { qty: 1 } }, 'cartItem.sku is required'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(`/update?cartId=${cartId}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.result as string, JSON.stringify(body)).toContain(message);
    }
    const badId = await call('/pull?cartId=1234');
    expect(badId.status).toBe(400);
    expect(badId.body.result).toContain('cartId must be the 32-character cart id returned by POST /api/cart/create');
    const unknown = await call(`/pull?cartId=${'0'.repeat(32)}`);
    expect(unknown.body).toEqual({ code: 404, result: `No such entity with cartId = ${'0'.repeat(32)}` });
  });
});

describe('owner checks, delete and expiry', () => {
  it('a quoteId of another cart cannot write to it; an item id of another cart is not found', async () => {
    const mine = await newCart();
    const theirs = await newCart();
    const added = await post(`/update?cartId=${theirs}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const theirItem = (added.body.result as { item_id: number }).item_id;
    const refused = await post(`/update?cartId=${mine}`, { cartItem: { sku: simple.sku, qty: 9, quoteId: theirs } });
    expect(refused.status).toBe(403);
    const crossItem = await post(`/update?cartId=${mine}`, {
      cartItem: { sku: simple.sku, qty: 9, item_id: theirItem },
    });
    expect(crossItem.body).toEqual({ code: 404, result: `No such entity with itemId = ${theirItem}` });
    expect((await post(`/delete?cartId=${mine}`, { cartItem: { item_id: theirItem } })).status).toBe(404);
    expect((await call(`/pull?cartId=${theirs}`)).body.result).toMatchObject([{ sku: simple.sku, qty: 1 }]);
  });

  it('deletes a line (C4)', async () => {
    const cartId = await newCart();
    const added = await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const itemId = (added.body.result as { item_id: number }).item_id;
    expect(
      (await post(`/delete?cartId=${cartId}`, { cartItem: { sku: simple.sku, item_id: itemId, quoteId: cartId } }))
        .body,
    ).toEqual({ code: 200, result: true });
    expect((await call(`/pull?cartId=${cartId}`)).body.result).toEqual([]);
  });

  it('an expired cart is gone (404)', async () => {
    const cartId = await newCart();
    await env.DB.prepare('UPDATE carts SET expires_at = 1').run();
    expect((await call(`/pull?cartId=${cartId}`)).status).toBe(404);
  });
});
