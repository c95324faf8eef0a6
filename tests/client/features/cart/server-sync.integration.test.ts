// The device cart → server cart sync (client/features/cart/server-sync.ts) against the real embedded
// platform in workerd: one cart, each line sent once, changed quantities only, nothing sent twice.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { syncCartWithServer } from '#client/features/cart/server-sync.ts';
import { createCartStore, type CartItem } from '#client/features/cart/store.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

type Doc = Record<string, unknown>;
let simpleSkus: string[];

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  simpleSkus = catalog.documents
    .filter(
      (d) =>
        d.store === 'ru' &&
        d.entity === 'product' &&
        d.doc.type_id === 'simple' &&
        d.doc.status === 1 &&
        (d.doc.stock as Doc).is_in_stock === true,
    )
    .slice(0, 2)
    .map((d) => String(d.doc.sku));
});

function line(sku: string): Omit<CartItem, 'qty'> {
  return { sku, parentSku: sku, name: sku, price: 1000, image: '/x.svg', type_id: 'simple', options: [] };
}

describe('syncCartWithServer', () => {
  it('creates one server cart, sends each line once, then only what changed', async () => {
    const calls: string[] = [];
    const api = createApiClient({
      origin: 'http://sync.test',
      fetch: (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return SELF.fetch(request);
      },
    });
    const cart = createCartStore();
    cart.getState().addItem(line(simpleSkus[0]!), 2);
    cart.getState().addItem(line(simpleSkus[1]!), 1);

    const first = await syncCartWithServer(api, cart);
    expect(first.userToken).toBeNull();
    expect(first.cartToken).toMatch(/^[a-f0-9]{32}$/);
    expect(calls).toEqual(['POST /api/cart/create', 'POST /api/cart/update', 'POST /api/cart/update']);
    expect(cart.getState().serverToken).toBe(first.cartToken);
    expect(cart.getState().items.map((item) => [item.sku, item.server_qty])).toEqual([
      [simpleSkus[0], 2],
      [simpleSkus[1], 1],
    ]);

    // Nothing changed: nothing is sent.
    calls.length = 0;
    expect((await syncCartWithServer(api, cart)).cartToken).toBe(first.cartToken);
    expect(calls).toEqual([]);

    // One quantity changed: only that line, by its server item id.
    cart.getState().addItem(line(simpleSkus[1]!), 2);
    await syncCartWithServer(api, cart);
    expect(calls).toEqual(['POST /api/cart/update']);
    const pulled = (await (await SELF.fetch(`http://sync.test/api/cart/pull?cartId=${first.cartToken}`)).json()) as {
      result: Array<{ sku: string; qty: number }>;
    };
    expect(pulled.result.map((item) => [item.sku, item.qty])).toEqual([
      [simpleSkus[0], 2],
      [simpleSkus[1], 3],
    ]);
  });

  it('leaves the local cart untouched when the server refuses a line', async () => {
    const api = createApiClient({ origin: 'http://sync.test', fetch: (request) => SELF.fetch(request) });
    const cart = createCartStore();
    cart.getState().addItem(line('NO-SUCH-SKU'), 1);
    await expect(syncCartWithServer(api, cart)).rejects.toThrow();
    expect(cart.getState().items).toEqual([{ ...line('NO-SUCH-SKU'), qty: 1 }]);
  });
});
