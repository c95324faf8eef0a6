// The order of what is left of a refused order (client/features/checkout/order-rest.ts): the same order without the
// sold-out lines under its own id, nothing for an order refused as invalid or with nothing left.
import { describe, expect, it } from 'vitest';
import { restOfRefusedOrder } from '#client/features/checkout/order-rest.ts';
import { isRefused } from '#client/features/checkout/refused-orders.ts';
import type { PersistedCartLine, PlacedOrder } from '#client/lib/storage/records.ts';

const cartLine = (sku: string, qty: number): PersistedCartLine =>
  ({ sku, parentSku: sku, name: `Товар ${sku}`, qty, price: 1000, type_id: 'simple', image: '' }) as PersistedCartLine;

const refused = (outcome: PlacedOrder['outcome'], soldOut: string[]): PlacedOrder => ({
  order_id: '1764000000000-first',
  store_code: 'ru',
  created_at: 1,
  transmited: true,
  order: {
    order_id: '1764000000000-first',
    created_at: '2026-12-07T10:00:00.000Z',
    updated_at: '2026-12-07T10:00:00.000Z',
    cart_id: 'cart-1',
    products: [
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 2 },
    ],
    addressInformation: { payment_method_code: 'cashondelivery' },
  },
  lines: [
    { sku: 'A', name: 'Товар A', qty: 1, price: 1000, image: '', options: [] },
    { sku: 'B', name: 'Товар B', qty: 2, price: 1000, image: '', options: [] },
  ],
  totals: [],
  payment_method: 'cashondelivery',
  email: 'shopper@example.com',
  outcome,
  unavailable_skus: soldOut,
  cart_lines: [cartLine('A', 1), cartLine('B', 2)],
});

const ids = { order_id: '1764000009999-rest', created_at: '2026-12-07T11:00:00.000Z' };

describe('restOfRefusedOrder', () => {
  it('leaves out the sold-out lines and keeps the addresses, methods and cart under the new id', () => {
    const rest = restOfRefusedOrder(refused('unavailable', ['A']), ids)!;
    expect(rest.body.order_id).toBe('1764000009999-rest');
    expect(rest.body.created_at).toBe('2026-12-07T11:00:00.000Z');
    expect(rest.body.updated_at).toBe('2026-12-07T11:00:00.000Z');
    expect(rest.body.cart_id).toBe('cart-1');
    expect(rest.body.products).toEqual([{ sku: 'B', qty: 2 }]);
    expect(rest.body.addressInformation).toEqual({ payment_method_code: 'cashondelivery' });
    expect(rest.cartLines.map((line) => [line.sku, line.qty])).toEqual([['B', 2]]);
    expect(rest.lines.map((line) => line.sku)).toEqual(['B']);
  });

  it('gives nothing when every line sold out or the order was refused as invalid', () => {
    expect(restOfRefusedOrder(refused('unavailable', ['A', 'B']), ids)).toBeNull();
    expect(restOfRefusedOrder(refused('invalid', []), ids)).toBeNull();
  });
});

describe('isRefused', () => {
  it('is true only for an answered order with no number that was not placed', () => {
    expect(isRefused(refused('unavailable', ['A']))).toBe(true);
    expect(isRefused(refused('invalid', []))).toBe(true);
    expect(isRefused({ ...refused('placed', []), order_number: '000000012' })).toBe(false);
    expect(isRefused({ ...refused('unavailable', ['A']), transmited: false })).toBe(false);
    expect(isRefused({ ...refused(undefined, []) })).toBe(false);
  });
});
