// The device cart ↔ server cart sync (client/features/cart/sync.ts, coupon.ts, server-sync.ts; spec §4; contract
// §4.1; ADR 032) against the real embedded platform in workerd and real D1: connect on the first sync, lines
// pushed with their product_option (two lines of one sku with other custom options stay two), nothing sent
// twice, a quantity by its server line id, a removed line deleted on the server, totals pulled only when the
// cart changed, a refused cart replaced by a new guest cart up to the bypass attempts, a refused line removed
// or restored, an out-of-stock line kept and marked, and the coupon applied, refused and removed.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { applyCartCoupon, removeCartCoupon } from '#client/features/cart/coupon.ts';
import { syncCartWithServer } from '#client/features/cart/server-sync.ts';
import { createCartStore, type CartItem, type CartStore } from '#client/features/cart/store.ts';
import { syncCart, type CartSyncDeps } from '#client/features/cart/sync.ts';
import { cartHashSource } from '#shared/domain/cart/totals.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

type Doc = Record<string, unknown>;
let simple: Doc[];
let outOfStock: Doc;
let configurable: Doc;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const products = catalog.documents
    .filter((d) => d.store === 'ru' && d.entity === 'product' && d.doc.status === 1)
    .map((d) => d.doc);
  simple = products.filter((doc) => doc.type_id === 'simple' && (doc.stock as Doc).is_in_stock === true).slice(0, 3);
  outOfStock = products.find((doc) => doc.type_id === 'simple' && (doc.stock as Doc).is_in_stock === false)!;
  configurable = products.find(
    (doc) =>
      doc.type_id === 'configurable' &&
      ((doc.configurable_children as Doc[]) ?? []).filter((child) => (child.stock as Doc | undefined)?.is_in_stock)
        .length >= 2,
  )!;
  expect(simple).toHaveLength(3);
  expect(outOfStock).toBeDefined();
  expect(configurable).toBeDefined();
});

function line(doc: Doc, extra: Partial<CartItem> = {}): Omit<CartItem, 'qty'> {
  return {
    sku: String(doc.sku),
    parentSku: String(doc.sku),
    name: String(doc.name),
    price: 1000,
    image: '/x.svg',
    type_id: String(doc.type_id),
    options: [],
    ...extra,
  };
}

/** A line of one configurable child: its sku and the options that choose it (contract §1.3). */
function childLine(index: number): Omit<CartItem, 'qty'> {
  const options = configurable.configurable_options as Array<{ attribute_id: number; attribute_code: string }>;
  const child = (configurable.configurable_children as Doc[]).filter((c) => (c.stock as Doc).is_in_stock)[index]!;
  return line(configurable, {
    sku: String(child.sku),
    parentSku: String(configurable.sku),
    type_id: 'configurable',
    product_option: {
      extension_attributes: {
        configurable_item_options: options.map((option) => ({
          option_id: String(option.attribute_id),
          option_value: String(child[option.attribute_code]),
        })),
      },
    },
  });
}

function harness(maxBypassAttempts = 1) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const api = createApiClient({
    origin: 'http://sync.test',
    fetch: async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'POST' && request.headers.get('content-type')?.includes('json'))
        bodies.push(await request.clone().json());
      return SELF.fetch(request);
    },
  });
  const cart = createCartStore();
  const deps: CartSyncDeps = { api, cart, store: 'ru', isOnline: () => true, maxBypassAttempts };
  return { api, cart, deps, calls, bodies };
}

async function pull(cart: CartStore) {
  const answer = await SELF.fetch(`http://sync.test/api/cart/pull?cartId=${cart.getState().serverToken}`);
  return ((await answer.json()) as { result: Array<{ sku: string; qty: number; product_option?: unknown }> }).result;
}

describe('syncCart', () => {
  it('connects, pushes each line once with its product_option, pulls totals, then sends only what changed', async () => {
    const { cart, deps, calls, bodies } = harness();
    cart.getState().addItem(childLine(0), 2);
    cart.getState().addItem(line(simple[0]!), 1);

    const first = await syncCart(deps);
    expect(first).toMatchObject({ kind: 'synced', notices: [] });
    expect(calls).toEqual([
      'POST /api/cart/create',
      'GET /api/cart/pull',
      'GET /api/stock/list',
      'POST /api/cart/update',
      'POST /api/cart/update',
      'GET /api/cart/totals',
    ]);
    expect((bodies[0] as { cartItem: Doc }).cartItem).toMatchObject({
      sku: childLine(0).sku,
      qty: 2,
      product_option: childLine(0).product_option,
    });
    const state = cart.getState();
    expect(state.serverToken).toMatch(/^[a-f0-9]{32}$/);
    expect(state.syncStatus).toBe('idle');
    expect(state.items.map((item) => [item.server_qty, item.prev_qty, item.stock_status])).toEqual([
      [2, 2, 'ok'],
      [1, 1, 'ok'],
    ]);
    expect(state.platformTotals?.total_segments.map((segment) => segment.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);
    expect((await pull(cart)).map((item) => [item.sku, item.qty])).toEqual([
      [childLine(0).sku, 2],
      [String(simple[0]!.sku), 1],
    ]);

    // Nothing changed: a pull and the stock, nothing written, the totals kept.
    calls.length = 0;
    await syncCart(deps);
    expect(calls).toEqual(['GET /api/cart/pull', 'GET /api/stock/list']);

    // One quantity changed: that line by its server id, then the totals again.
    cart.getState().setQty(line(simple[0]!), 3);
    calls.length = 0;
    bodies.length = 0;
    await syncCart(deps);
    expect(calls).toEqual([
      'GET /api/cart/pull',
      'GET /api/stock/list',
      'POST /api/cart/update',
      'GET /api/cart/totals',
    ]);
    expect((bodies[0] as { cartItem: Doc }).cartItem).toMatchObject({
      qty: 3,
      item_id: cart.getState().items[1]!.server_item_id,
    });
    const grand = cart.getState().platformTotals!.grand_total;

    // A line removed on the device is deleted on the server; the totals follow.
    cart.getState().removeItem(childLine(0));
    calls.length = 0;
    await syncCart(deps);
    expect(calls).toEqual([
      'GET /api/cart/pull',
      'GET /api/stock/list',
      'POST /api/cart/delete',
      'GET /api/cart/totals',
    ]);
    expect((await pull(cart)).map((item) => item.sku)).toEqual([String(simple[0]!.sku)]);
    expect(cart.getState().platformTotals!.grand_total).toBeLessThan(grand);
  });

  it('keeps two lines of one sku with other custom options apart on the device (the old sync keyed by sku)', async () => {
    const { cart, deps, bodies } = harness();
    const engraved = (text: string) =>
      line(simple[1]!, {
        product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: text }] } },
      });
    cart.getState().addItem(engraved('А'), 1);
    cart.getState().addItem(engraved('Б'), 2);
    await syncCart(deps);
    expect(bodies.map((body) => (body as { cartItem: Doc }).cartItem.product_option)).toEqual([
      engraved('А').product_option,
      engraved('Б').product_option,
    ]);
    expect(cart.getState().items.map((item) => [item.qty, item.server_qty])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('the server keeps two lines of one sku with other custom options as two lines, each with its own id', async () => {
    const { cart, deps, calls } = harness();
    const engraved = (text: string) =>
      line(simple[2]!, {
        product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: text }] } },
      });
    cart.getState().addItem(engraved('А'), 1);
    cart.getState().addItem(engraved('Б'), 2);
    await syncCart(deps);
    expect((await pull(cart)).map((item) => item.qty)).toEqual([1, 2]);
    const ids = cart.getState().items.map((item) => item.server_item_id);
    expect(new Set(ids).size).toBe(2);
    // A second sync finds both, by id: nothing is written.
    calls.length = 0;
    await syncCart(deps);
    expect(calls).toEqual(['GET /api/cart/pull', 'GET /api/stock/list']);
  });

  it('replaces a cart the server does not know with a new guest cart, once; with no attempts left it stops', async () => {
    const { cart, deps, calls } = harness(1);
    cart.getState().setServerToken('0'.repeat(32));
    cart.getState().addItem(line(simple[2]!), 1);
    expect((await syncCart(deps)).kind).toBe('synced');
    expect(calls.slice(0, 3)).toEqual(['GET /api/cart/pull', 'POST /api/cart/create', 'GET /api/cart/pull']);
    expect(cart.getState().serverToken).not.toBe('0'.repeat(32));
    expect(cart.getState().connectBypassCount).toBe(1);

    const stopped = harness(0);
    stopped.cart.getState().setServerToken('0'.repeat(32));
    stopped.cart.getState().addItem(line(simple[2]!), 1);
    expect((await syncCart(stopped.deps)).kind).toBe('disabled');
    expect(stopped.cart.getState().syncStatus).toBe('disabled');
    expect(stopped.calls).toEqual(['GET /api/cart/pull']);
    stopped.calls.length = 0;
    expect((await syncCart(stopped.deps)).kind).toBe('disabled');
    expect(stopped.calls).toEqual([]);
  });

  it('removes a line the server refuses and never confirmed, restores one it did (spec §4), and says so', async () => {
    const { cart, deps } = harness();
    cart.getState().addItem(line(simple[0]!), 2);
    await syncCart(deps);
    // A configurable parent without its options is not a sellable line: refused.
    cart.getState().addItem(line(configurable), 1);
    // A quantity the server refuses (past the line limit) on a confirmed line.
    cart
      .getState()
      .replaceItems(cart.getState().items.map((item, index) => (index === 0 ? { ...item, qty: 10_001 } : item)));
    const outcome = await syncCart(deps);
    expect(outcome).toMatchObject({
      kind: 'synced',
      notices: [
        { kind: 'restored', name: String(simple[0]!.name), qty: 2 },
        { kind: 'removed', name: String(configurable.name), qty: 0 },
      ],
    });
    expect(cart.getState().items.map((item) => [item.sku, item.qty])).toEqual([[String(simple[0]!.sku), 2]]);
  });

  it('a quantity above the stock goes back, and the notice carries the stock the platform says is left', async () => {
    const { cart, deps } = harness();
    const product = simple[0]!;
    const inStock = Math.floor(Number((product.stock as Doc).qty));
    cart.getState().addItem(line(product), 1);
    await syncCart(deps);
    cart.getState().replaceItems(cart.getState().items.map((item) => ({ ...item, qty: inStock + 1 })));
    expect(await syncCart(deps)).toMatchObject({
      kind: 'synced',
      notices: [{ kind: 'restored', name: String(product.name), qty: 1, available: inStock }],
    });
    expect(cart.getState().items.map((item) => item.qty)).toEqual([1]);
  });

  it('keeps an out-of-stock line on the device, marked, and does not push it', async () => {
    const { cart, deps, calls } = harness();
    cart.getState().addItem(line(simple[1]!), 1);
    cart.getState().addItem(line(outOfStock), 1);
    await syncCart(deps);
    expect(cart.getState().items.map((item) => [item.sku, item.stock_status])).toEqual([
      [String(simple[1]!.sku), 'ok'],
      [String(outOfStock.sku), 'out_of_stock'],
    ]);
    expect(calls.filter((call) => call === 'POST /api/cart/update')).toHaveLength(1);
    expect((await pull(cart)).map((item) => item.sku)).toEqual([String(simple[1]!.sku)]);
  });

  it('two syncs asked for at once run one after the other: one guest cart, each line written once', async () => {
    const { cart, deps, calls } = harness();
    cart.getState().addItem(line(simple[1]!), 2);
    const outcomes = await Promise.all([syncCart(deps), syncCart(deps)]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['synced', 'synced']);
    expect(calls.filter((call) => call === 'POST /api/cart/create')).toHaveLength(1);
    expect(calls.filter((call) => call === 'POST /api/cart/update')).toHaveLength(1);
    expect((await pull(cart)).map((item) => [item.sku, item.qty])).toEqual([[String(simple[1]!.sku), 2]]);
  });

  it('offline: nothing is sent and the cart says offline', async () => {
    const { cart, deps, calls } = harness();
    cart.getState().addItem(line(simple[0]!), 1);
    expect((await syncCart({ ...deps, isOnline: () => false })).kind).toBe('offline');
    expect(cart.getState().syncStatus).toBe('offline');
    expect(calls).toEqual([]);
  });

  it('an answer lost after the platform stored the line: the next sync finds it and writes nothing twice (ADR 045)', async () => {
    const calls: string[] = [];
    let dropped = 0;
    const api = createApiClient({
      origin: 'http://sync.test',
      fetch: async (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        const answer = await SELF.fetch(request);
        // The platform stored the first write; its answer never reaches the device.
        if (new URL(request.url).pathname === '/api/cart/update' && dropped++ === 0) {
          await answer.body?.cancel();
          throw new TypeError('Failed to fetch');
        }
        return answer;
      },
    });
    const cart = createCartStore();
    const deps: CartSyncDeps = { api, cart, store: 'ru', isOnline: () => true, maxBypassAttempts: 1 };
    cart.getState().addItem(line(simple[2]!), 3);

    expect((await syncCart(deps)).kind).toBe('failed');
    expect(cart.getState().syncStatus).toBe('error');
    expect(cart.getState().items[0]!.server_item_id).toBeUndefined();

    calls.length = 0;
    expect((await syncCart(deps)).kind).toBe('synced');
    expect(calls).toEqual(['GET /api/cart/pull', 'GET /api/stock/list', 'GET /api/cart/totals']);
    expect((await pull(cart)).map((item) => [item.sku, item.qty])).toEqual([[String(simple[2]!.sku), 3]]);
    expect(cart.getState().items.map((item) => [item.qty, item.server_qty])).toEqual([[3, 3]]);
  });
});

describe('totals while the shopper changes the cart', () => {
  it('a line added while a sync pushes: its totals are not taken for the new cart; the next sync pulls them', async () => {
    const { cart, deps, calls } = harness();
    cart.getState().addItem(line(simple[0]!), 1);
    // The shopper adds a second product while the first line's write is on its way (the sync has read its lines).
    let added = false;
    const racing: CartSyncDeps = {
      ...deps,
      api: createApiClient({
        origin: 'http://sync.test',
        fetch: (request) => {
          if (!added && new URL(request.url).pathname === '/api/cart/update') {
            added = true;
            cart.getState().addItem(line(simple[1]!), 1);
          }
          return SELF.fetch(request);
        },
      }),
    };
    expect((await syncCart(racing)).kind).toBe('synced');
    expect(added).toBe(true);
    const afterFirst = cart.getState();
    expect(afterFirst.items.map((item) => item.sku)).toEqual([String(simple[0]!.sku), String(simple[1]!.sku)]);
    expect(afterFirst.totalsFor).toBe(cartHashSource([afterFirst.items[0]!], afterFirst.serverToken));
    expect(afterFirst.totalsFor).not.toBe(cartHashSource(afterFirst.items, afterFirst.serverToken));

    calls.length = 0;
    await syncCart(deps);
    expect(calls).toEqual([
      'GET /api/cart/pull',
      'GET /api/stock/list',
      'POST /api/cart/update',
      'GET /api/cart/totals',
    ]);
    const state = cart.getState();
    expect(state.totalsFor).toBe(cartHashSource(state.items, state.serverToken));
    const subtotal = state.platformTotals!.total_segments.find((segment) => segment.code === 'subtotal')!.value;
    const prices = [simple[0]!, simple[1]!].map((doc) => Number(doc.final_price ?? doc.price));
    expect(subtotal).toBeCloseTo(prices[0]! + prices[1]!, 2);
  });
});

describe('coupon (spec §7, §8)', () => {
  it('a wrong code is refused; the newsletter code gives a discount segment; removing it drops it', async () => {
    const { cart, deps } = harness();
    cart.getState().addItem(line(simple[0]!), 2);
    expect(await applyCartCoupon(deps, null, 'NO-SUCH-CODE')).toBe('wrong');
    expect(cart.getState().platformTotals?.coupon_code ?? null).toBeNull();

    expect(await applyCartCoupon(deps, null, ' newsletter10 ')).toBe('applied');
    const totals = cart.getState().platformTotals!;
    expect(totals.coupon_code).toBe('NEWSLETTER10');
    const subtotal = totals.total_segments.find((segment) => segment.code === 'subtotal')!.value;
    expect(totals.total_segments.find((segment) => segment.code === 'discount')!.value).toBeCloseTo(-subtotal / 10, 2);

    expect(await removeCartCoupon(deps, null)).toBe('removed');
    expect(cart.getState().platformTotals!.coupon_code ?? null).toBeNull();
    expect(cart.getState().platformTotals!.total_segments.some((segment) => segment.code === 'discount')).toBe(false);
  });

  it('offline: not tried', async () => {
    const { cart, deps, calls } = harness();
    cart.getState().addItem(line(simple[0]!), 1);
    expect(await applyCartCoupon({ ...deps, isOnline: () => false }, null, 'NEWSLETTER10')).toBe('offline');
    expect(calls).toEqual([]);
  });
});

describe('syncCartWithServer (external checkout, spec §2)', () => {
  it('answers the server cart after a full sync; a failed sync is an error', async () => {
    const { api, cart } = harness();
    cart.getState().addItem(line(simple[0]!), 1);
    const result = await syncCartWithServer(api, cart, { store: 'en', maxBypassAttempts: 1 });
    expect(result).toEqual({ cartToken: cart.getState().serverToken, userToken: null });
    const broken = createApiClient({
      origin: 'http://sync.test',
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    const other = createCartStore();
    other.getState().addItem(line(simple[0]!), 1);
    await expect(syncCartWithServer(broken, other, { store: 'ru', maxBypassAttempts: 1 })).rejects.toThrow('offline');
  });
});
