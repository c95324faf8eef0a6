// The checked add to cart (client/features/cart/add-to-cart.ts; issue 11, spec §5/§8) against the real
// embedded platform in workerd: the stock answers come from D1 through `GET /api/stock/check`.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { addLinesToCart, type AddToCartDeps } from '#client/features/cart/add-to-cart.ts';
import type { CartLineDraft } from '#client/features/cart/cart-line.ts';
import { createCartStore, type CartStore } from '#client/features/cart/store.ts';
import { checkStock } from '#client/lib/api/stock.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

type Doc = Record<string, unknown>;
interface Stocked {
  sku: string;
  qty: number;
}
let inStock: Stocked[];
let outOfStock: string;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const simples = catalog.documents.filter(
    (d) => d.store === 'ru' && d.entity === 'product' && d.doc.type_id === 'simple' && d.doc.status === 1,
  );
  const stockOf = (d: (typeof simples)[number]) => d.doc.stock as Doc;
  inStock = simples
    .filter((d) => stockOf(d).is_in_stock === true && stockOf(d).manage_stock === true && Number(stockOf(d).qty) >= 3)
    .slice(0, 2)
    .map((d) => ({ sku: String(d.doc.sku), qty: Number(stockOf(d).qty) }));
  outOfStock = String(simples.find((d) => stockOf(d).is_in_stock === false)?.doc.sku);
  expect(inStock).toHaveLength(2);
  expect(outOfStock).not.toBe('undefined');
});

function line(sku: string, qty = 1, price = 1990): CartLineDraft {
  return { sku, parentSku: sku, name: sku, qty, price, image: '/x.svg', type_id: 'simple', options: [] };
}

/** Deps over the real platform, counting the stock calls. */
function deps(cart: CartStore, overrides: Partial<AddToCartDeps> = {}): AddToCartDeps & { calls: string[] } {
  const calls: string[] = [];
  const api = createApiClient({
    origin: 'http://stock.test',
    fetch: (request) => {
      calls.push(new URL(request.url).searchParams.get('sku') ?? '');
      return SELF.fetch(request);
    },
  });
  return {
    cart,
    calls,
    checkStock: (sku, signal) => checkStock(api, { store: 'ru', sku }, { signal }),
    isOnline: () => true,
    zeroPriceProducts: false,
    ...overrides,
  };
}

describe('addLinesToCart', () => {
  it('adds an available product, then raises its quantity (spec §8 added / updated)', async () => {
    const cart = createCartStore();
    const d = deps(cart);
    expect(await addLinesToCart(d, [line(inStock[0]!.sku)])).toEqual({ kind: 'added', volatile: false });
    expect(await addLinesToCart(d, [line(inStock[0]!.sku, 2)])).toEqual({ kind: 'updated', volatile: false });
    expect(cart.getState().items.map((item) => [item.sku, item.qty])).toEqual([[inStock[0]!.sku, 3]]);
    expect(d.calls).toEqual([inStock[0]!.sku, inStock[0]!.sku]);
  });

  it('refuses an out-of-stock or unknown sku and keeps the cart as it was', async () => {
    const cart = createCartStore();
    expect(await addLinesToCart(deps(cart), [line(outOfStock)])).toEqual({ kind: 'out-of-stock', sku: outOfStock });
    expect(await addLinesToCart(deps(cart), [line('NO-SUCH-SKU')])).toEqual({
      kind: 'out-of-stock',
      sku: 'NO-SUCH-SKU',
    });
    expect(cart.getState().items).toEqual([]);
  });

  it("says 'Only {maxQuantity}' when the cart would hold more than the stock, counting what it holds", async () => {
    const cart = createCartStore();
    const { sku, qty } = inStock[1]!;
    expect(await addLinesToCart(deps(cart), [line(sku, qty + 1)])).toEqual({ kind: 'too-many', sku, maxQuantity: qty });
    expect(await addLinesToCart(deps(cart), [line(sku, qty)])).toEqual({ kind: 'added', volatile: false });
    expect(await addLinesToCart(deps(cart), [line(sku, 1)])).toEqual({ kind: 'too-many', sku, maxQuantity: qty });
    expect(cart.getState().items.map((item) => item.qty)).toEqual([qty]);
  });

  it('adds the lines of one click together or not at all (a grouped product)', async () => {
    const cart = createCartStore();
    expect(await addLinesToCart(deps(cart), [line(inStock[0]!.sku), line(outOfStock)])).toEqual({
      kind: 'out-of-stock',
      sku: outOfStock,
    });
    expect(cart.getState().items).toEqual([]);
    expect(await addLinesToCart(deps(cart), [line(inStock[0]!.sku), line(inStock[1]!.sku, 2)])).toEqual({
      kind: 'added',
      volatile: false,
    });
    expect(cart.getState().items.map((item) => [item.sku, item.qty])).toEqual([
      [inStock[0]!.sku, 1],
      [inStock[1]!.sku, 2],
    ]);
  });

  it('refuses an unknown price before asking for stock; the zero-price setting lets 0 through (spec §5)', async () => {
    const cart = createCartStore();
    const strict = deps(cart);
    expect(await addLinesToCart(strict, [line(inStock[0]!.sku, 1, 0)])).toEqual({ kind: 'price-unknown' });
    expect(await addLinesToCart(strict, [line(inStock[0]!.sku, 1, -5)])).toEqual({ kind: 'price-unknown' });
    expect(strict.calls).toEqual([]);
    const lenient = deps(cart, { zeroPriceProducts: true });
    expect(await addLinesToCart(lenient, [line(inStock[0]!.sku, 1, -5)])).toEqual({ kind: 'price-unknown' });
    expect(await addLinesToCart(lenient, [line(inStock[0]!.sku, 1, 0)])).toEqual({ kind: 'added', volatile: false });
  });

  it('refuses quantities that are not positive integers up to the line limit', async () => {
    const cart = createCartStore();
    for (const qty of [0, -1, 1.5, 10_001]) {
      expect(await addLinesToCart(deps(cart), [line(inStock[0]!.sku, qty)])).toEqual({
        kind: 'invalid-quantity',
        maxQuantity: 10_000,
      });
    }
    expect(cart.getState().items).toEqual([]);
  });

  it('keeps the line for pre-reservation when the stock is unknown: offline, a failed or a slow check', async () => {
    const cart = createCartStore();
    const offline = deps(cart, { isOnline: () => false });
    expect(await addLinesToCart(offline, [line(inStock[0]!.sku)])).toEqual({ kind: 'added', volatile: true });
    expect(offline.calls).toEqual([]);
    const failing = deps(cart, { checkStock: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await addLinesToCart(failing, [line(inStock[1]!.sku)])).toEqual({ kind: 'added', volatile: true });
    const hanging = deps(cart, {
      stockCheckTimeoutMs: 50,
      checkStock: (_sku, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    expect(await addLinesToCart(hanging, [line(inStock[1]!.sku)])).toEqual({ kind: 'updated', volatile: true });
    expect(cart.getState().items.map((item) => [item.sku, item.qty])).toEqual([
      [inStock[0]!.sku, 1],
      [inStock[1]!.sku, 2],
    ]);
  });
});
