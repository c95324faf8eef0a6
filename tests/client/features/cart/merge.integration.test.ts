// The guest cart's merge after login (client/features/cart/merge.ts; spec §4 "Post-login"; supplement §7;
// contract C1 with a token; ADR 042) against the real embedded platform in workerd and real D1: a guest cart of
// 2 units of a product with the newsletter coupon, a customer whose server cart holds 1 unit of it and 1 of
// another product → coupon removed from the guest cart, the customer cart connected with the token, 3 units,
// the other product joins the device, server ids on every line, the coupon kept; the steps in that order; a
// configurable child saved from another device completed from the catalogue (parent sku, image, option labels as
// cartLineFor gives them), left as the server described it when the search fails; and the sync's token rule: every cart call of a customer carries the token, and the sync waits while the device's user
// is unknown.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { mergeGuestCart } from '#client/features/cart/merge.ts';
import { applyCartCoupon } from '#client/features/cart/coupon.ts';
import { cartLineFor } from '#client/features/cart/cart-line.ts';
import { createCartStore, type CartItem } from '#client/features/cart/store.ts';
import { syncCart, type CartSyncDeps } from '#client/features/cart/sync.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { selectionOfChild, type VariantChild } from '#shared/domain/variants.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { customer } from '#tests/worker/platform/user/support/accounts.ts';

type Doc = Record<string, unknown>;
let simple: Doc[];
let configurable: ProductDocument;

// A catalogue search carries no customer token (the catalogue is the same for everyone).
const SEARCH = 'GET /api/catalog/vue_storefront_catalog_ru/product/_search';

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const products = catalog.documents
    .filter((d) => d.store === 'ru' && d.entity === 'product' && d.doc.status === 1)
    .map((d) => d.doc);
  simple = products
    .filter((doc) => doc.type_id === 'simple' && (doc.stock as Doc).is_in_stock === true && doc.visibility === 4)
    .slice(0, 2);
  configurable = products.find(
    (doc) =>
      doc.type_id === 'configurable' &&
      doc.visibility === 4 &&
      ((doc.configurable_children as Doc[]) ?? []).some((child) => (child.stock as Doc | undefined)?.is_in_stock),
  ) as unknown as ProductDocument;
  expect(simple).toHaveLength(2);
  expect(configurable).toBeDefined();
});

function line(doc: Doc): Omit<CartItem, 'qty'> {
  return {
    sku: String(doc.sku),
    parentSku: String(doc.sku),
    name: String(doc.name),
    price: 1000,
    image: '/x.svg',
    type_id: 'simple',
    options: [],
  };
}

/** The line of the configurable's first child in stock, with the choices that pick it (contract §1.3). */
function childLine(): { line: Omit<CartItem, 'qty'>; child: VariantChild } {
  const options = configurable.configurable_options ?? [];
  const child = (configurable.configurable_children ?? []).find((c) => c.stock?.is_in_stock) as VariantChild;
  const line = {
    sku: child.sku,
    parentSku: configurable.sku,
    name: configurable.name,
    price: 1000,
    image: '/x.svg',
    type_id: 'configurable',
    options: [],
    product_option: {
      extension_attributes: {
        configurable_item_options: options.map((option) => ({
          option_id: String(option.attribute_id),
          option_value: String(child[option.attribute_code]),
        })),
      },
    },
  };
  return { line, child };
}

/** An API client that records each call: method, path and whether it carried the customer token. */
/** `unknown`: the device's user is not read yet (the cart store's userToken undefined). */
/** `catalogueDown`: catalogue searches answer 503 (the cart calls still reach the platform). */
function harness(userToken: string | null | 'unknown' = null, { catalogueDown = false } = {}) {
  const calls: string[] = [];
  const api = createApiClient({
    origin: 'http://merge.test',
    tokenInHeader: true,
    fetch: async (request) => {
      const withToken = request.headers.has('authorization') ? ' +token' : '';
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}${withToken}`);
      if (catalogueDown && path.startsWith('/api/catalog/')) return new Response('down', { status: 503 });
      return SELF.fetch(request);
    },
  });
  const cart = createCartStore([], { userToken: userToken === 'unknown' ? undefined : userToken });
  const deps: CartSyncDeps = { api, cart, store: 'ru', isOnline: () => true, maxBypassAttempts: 1 };
  return { api, cart, deps, calls };
}

describe('mergeGuestCart', () => {
  it('2 guest units + the customer cart’s 1 → 3, the other saved line joins, ids copied, coupon kept', async () => {
    const shopper = await customer();
    const [a, b] = [simple[0]!, simple[1]!];

    // The customer's server cart from another device: 1 × a and 1 × b.
    const other = harness(shopper.token);
    other.cart.getState().addItem(line(a), 1);
    other.cart.getState().addItem(line(b), 1);
    expect(await syncCart(other.deps)).toMatchObject({ kind: 'synced' });
    const customerCart = other.cart.getState().serverToken!;

    // This device, as a guest: 2 × a and the newsletter coupon.
    const { cart, deps, calls } = harness(null);
    cart.getState().addItem(line(a), 2);
    expect(await applyCartCoupon(deps, null, 'NEWSLETTER10')).toBe('applied');
    const guestCart = cart.getState().serverToken!;
    expect(guestCart).not.toBe(customerCart);
    calls.length = 0;

    // The login: the cart calls carry the token from now on, then the merge.
    cart.getState().setUserToken(shopper.token);
    const outcome = await mergeGuestCart(deps, shopper.token);

    expect(outcome).toEqual({ kind: 'merged', cartToken: customerCart });
    expect(calls).toEqual([
      'GET /api/cart/totals +token', // the guest cart's coupon…
      'POST /api/cart/delete-coupon +token', // …removed from it
      'POST /api/cart/create +token', // the customer cart
      'GET /api/cart/pull +token',
      'POST /api/cart/update +token', // a: 2 + 1
      'POST /api/cart/apply-coupon +token', // the coupon back, on the customer cart
      'GET /api/cart/pull +token',
      SEARCH, // b, saved from the other device, completed from the catalogue
      'GET /api/cart/totals +token',
    ]);
    const state = cart.getState();
    expect(state.serverToken).toBe(customerCart);
    expect(state.items.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: a.sku, qty: 3 },
      { sku: b.sku, qty: 1 },
    ]);
    for (const item of state.items) {
      expect(item.server_item_id).toEqual(expect.any(Number));
      expect(item.server_qty).toBe(item.qty);
    }
    expect(state.items[0]!.image).toBe('/x.svg');
    expect(state.items[1]).toMatchObject({ parentSku: b.sku, name: b.name, image: b.image, options: [] });
    expect(b.image).not.toBe('');
    expect(state.platformTotals?.coupon_code).toBe('NEWSLETTER10');

    // The platform agrees: the customer cart holds 3 + 1 with the coupon; the guest cart lost its coupon.
    const pulled = await SELF.fetch(`http://merge.test/api/cart/pull?cartId=${customerCart}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    const items = ((await pulled.json()) as { result: Array<{ sku: string; qty: number }> }).result;
    expect(items.map(({ sku, qty }) => [sku, qty])).toEqual([
      [a.sku, 3],
      [b.sku, 1],
    ]);
    const guestTotals = await SELF.fetch(`http://merge.test/api/cart/totals?cartId=${guestCart}`);
    expect(((await guestTotals.json()) as { result: { coupon_code?: string | null } }).result.coupon_code ?? null).toBe(
      null,
    );

    // The next sync changes nothing: the device and the customer cart are one.
    calls.length = 0;
    expect(await syncCart(deps)).toMatchObject({ kind: 'synced', cartToken: customerCart, notices: [] });
    expect(calls).toEqual(['GET /api/cart/pull +token', 'GET /api/stock/list']);
  });

  it('an empty guest cart takes the customer’s saved cart; no coupon calls', async () => {
    const shopper = await customer();
    const saved = harness(shopper.token);
    saved.cart.getState().addItem(line(simple[1]!), 2);
    expect(await syncCart(saved.deps)).toMatchObject({ kind: 'synced' });

    const { cart, deps, calls } = harness(shopper.token);
    const outcome = await mergeGuestCart(deps, shopper.token);
    expect(outcome).toEqual({ kind: 'merged', cartToken: saved.cart.getState().serverToken });
    expect(calls).toEqual([
      'POST /api/cart/create +token',
      'GET /api/cart/pull +token',
      'GET /api/cart/pull +token',
      SEARCH,
      'GET /api/cart/totals +token',
    ]);
    expect(cart.getState().items).toMatchObject([
      { sku: simple[1]!.sku, qty: 2, parentSku: simple[1]!.sku, image: simple[1]!.image },
    ]);
  });

  it('a configurable child saved from another device gets its parent sku, image and option labels', async () => {
    const shopper = await customer();
    const { line: saved, child } = childLine();
    const other = harness(shopper.token);
    other.cart.getState().addItem(saved, 1);
    expect(await syncCart(other.deps)).toMatchObject({ kind: 'synced' });

    // This device never had that line: a guest with a simple product.
    const { cart, deps, calls } = harness(null);
    cart.getState().addItem(line(simple[0]!), 1);
    cart.getState().setUserToken(shopper.token);
    expect(await mergeGuestCart(deps, shopper.token)).toMatchObject({ kind: 'merged' });
    expect(calls.filter((call) => call === SEARCH)).toHaveLength(1);

    // What the product page puts in the cart for the same child.
    const options = configurable.configurable_options ?? [];
    const outcome = cartLineFor(configurable, selectionOfChild(options, child), child);
    expect(outcome.kind).toBe('lines');
    const expected = outcome.kind === 'lines' ? outcome.lines[0]! : undefined;
    const completed = cart.getState().items.find((item) => item.sku === child.sku);
    expect(completed).toMatchObject({
      sku: child.sku,
      qty: 1,
      parentSku: configurable.sku,
      name: configurable.name,
      image: expected!.image,
      options: expected!.options,
      server_item_id: expect.any(Number),
    });
    expect(completed!.image).not.toBe('');
    expect(completed!.options.length).toBeGreaterThan(0);
    expect(completed!.options.every(({ label, value }) => label !== '' && value !== '')).toBe(true);
  });

  it('a failed catalogue search leaves the saved line as the server described it; the merge goes on', async () => {
    const shopper = await customer();
    const { line: saved, child } = childLine();
    const other = harness(shopper.token);
    other.cart.getState().addItem(saved, 1);
    expect(await syncCart(other.deps)).toMatchObject({ kind: 'synced' });

    const { cart, deps } = harness(shopper.token, { catalogueDown: true });
    expect(await mergeGuestCart(deps, shopper.token)).toEqual({
      kind: 'merged',
      cartToken: other.cart.getState().serverToken,
    });
    expect(cart.getState().items).toMatchObject([{ sku: child.sku, parentSku: child.sku, image: '', options: [] }]);
  });

  it('offline: nothing is asked', async () => {
    const { deps, calls } = harness('t');
    expect(await mergeGuestCart({ ...deps, isOnline: () => false }, 't')).toEqual({ kind: 'offline' });
    expect(calls).toEqual([]);
  });
});

describe('the sync and the customer token (spec §6)', () => {
  it('waits while the device’s user is unknown; a guest’s calls carry no token', async () => {
    const waiting = harness('unknown');
    waiting.cart.getState().addItem(line(simple[0]!), 1);
    expect(await syncCart(waiting.deps)).toEqual({ kind: 'waiting' });
    expect(waiting.calls).toEqual([]);

    waiting.cart.getState().setUserToken(null);
    expect(await syncCart(waiting.deps)).toMatchObject({ kind: 'synced' });
    expect(waiting.calls.every((call) => !call.endsWith('+token'))).toBe(true);
  });

  it('a customer cart asked for without its token is refused (403) and replaced by a guest cart', async () => {
    const shopper = await customer();
    const owner = harness(shopper.token);
    owner.cart.getState().addItem(line(simple[0]!), 1);
    expect(await syncCart(owner.deps)).toMatchObject({ kind: 'synced' });

    const stranger = harness(null);
    stranger.cart.getState().setServerToken(owner.cart.getState().serverToken);
    stranger.cart.getState().addItem(line(simple[0]!), 1);
    expect(await syncCart(stranger.deps)).toMatchObject({ kind: 'synced' });
    expect(stranger.cart.getState().serverToken).not.toBe(owner.cart.getState().serverToken);
    expect(stranger.calls.slice(0, 3)).toEqual(['GET /api/cart/pull', 'POST /api/cart/create', 'GET /api/cart/pull']);
  });
});
