// Contract §5.3 (cart getters) ported for shared/domain/cart/totals.ts: the device's totals with the fix of
// supplement §7 (shipping added once, not per line; a payment cost counted), the mini-cart count, the coupon,
// the virtual cart, and the text the totals' freshness is judged by.
import { describe, expect, it } from 'vitest';
import {
  cartHashSource,
  couponOf,
  estimatedCourier,
  isVirtualCart,
  itemsCount,
  localTotals,
} from '#shared/domain/cart/totals.ts';

const lines = [
  { qty: 1, price: 1, type_id: 'simple' },
  { qty: 2, price: 2, type_id: 'simple' },
];

describe('localTotals (contract §5.3, supplement §7)', () => {
  it('without methods: subtotal incl. tax and grand total', () => {
    expect(localTotals(lines)).toEqual([
      { code: 'subtotal_incl_tax', value: 5 },
      { code: 'grand_total', value: 5 },
    ]);
  });

  it('adds the shipping once (the original: once per line, 21) and the payment cost: 5 + 8 + 4 = 17', () => {
    expect(localTotals(lines, { price_incl_tax: 8 }, { cost_incl_tax: 4 })).toEqual([
      { code: 'subtotal_incl_tax', value: 5 },
      { code: 'grand_total', value: 17 },
      { code: 'payment', value: 4 },
      { code: 'shipping', value: 8 },
    ]);
  });

  it('of lists of methods, uses the first of each', () => {
    expect(
      localTotals(
        lines,
        [{ price_incl_tax: 8 }, { price_incl_tax: 100 }],
        [{ cost_incl_tax: 4 }, { cost_incl_tax: 50 }],
      ),
    ).toEqual(localTotals(lines, { price_incl_tax: 8 }, { cost_incl_tax: 4 }));
  });

  it('in roubles: three lines and the 500 ₽ courier, no floating point drift', () => {
    const cart = [
      { qty: 2, price: 4990, type_id: 'configurable' },
      { qty: 1, price: 1299.9, type_id: 'simple' },
      { qty: 3, price: 0.1, type_id: 'virtual' },
    ];
    expect(localTotals(cart, { price_incl_tax: 500 })).toEqual([
      { code: 'subtotal_incl_tax', value: 11280.2 },
      { code: 'grand_total', value: 11780.2 },
      { code: 'shipping', value: 500 },
    ]);
  });
});

describe('cart getters (contract §5.3)', () => {
  it('counts by total quantity or by lines (spec §9 minicartCountType)', () => {
    expect(itemsCount(lines, 'quantities')).toBe(3);
    expect(itemsCount(lines, 'items')).toBe(2);
    expect(itemsCount([], 'quantities')).toBe(0);
  });

  it('reads the coupon of the platform totals', () => {
    expect(couponOf({ coupon_code: 'foo', discount_amount: 1.23 })).toEqual({ code: 'foo', discount: 1.23 });
    expect(couponOf(null)).toBeNull();
    expect(couponOf({ coupon_code: null, discount_amount: 0 })).toBeNull();
  });

  it('is a virtual cart when every line is virtual or downloadable, and not empty', () => {
    expect(isVirtualCart([{ type_id: 'virtual' }, { type_id: 'downloadable' }])).toBe(true);
    expect(isVirtualCart([{ type_id: 'virtual' }, { type_id: 'simple' }])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });
});

describe('cartHashSource (spec §4 totals sync)', () => {
  it('changes with a quantity, a choice or the server cart, not with what a line only shows', () => {
    type Line = { sku: string; qty: number; name: string; stock_status: string; product_option?: unknown };
    const base: Line[] = [{ sku: 'A', qty: 1, name: 'A', stock_status: 'ok' }];
    const hash = cartHashSource(base, 'cart-1');
    const shownOnly: Line[] = [{ ...base[0]!, stock_status: 'volatile', name: 'Б' }];
    expect(cartHashSource(shownOnly, 'cart-1')).toBe(hash);
    expect(cartHashSource([{ ...base[0]!, qty: 2 }], 'cart-1')).not.toBe(hash);
    expect(cartHashSource(base, 'cart-2')).not.toBe(hash);
    expect(
      cartHashSource([{ ...base[0]!, product_option: { extension_attributes: { custom_options: [] } } }], 'cart-1'),
    ).not.toBe(hash);
  });
});

describe('estimatedCourier: the courier the device counts, free from the threshold', () => {
  const dress = { qty: 1, price: 4990, type_id: 'configurable' };
  it('is the 500 ₽ flat rate under 5 000 ₽ of goods and nothing from 5 000 ₽ on (4 990 + 10)', () => {
    expect(estimatedCourier([dress], 5000)).toEqual({ price_incl_tax: 500 });
    expect(estimatedCourier([dress, { qty: 1, price: 10, type_id: 'simple' }], 5000)).toEqual({ price_incl_tax: 0 });
  });
  it('always charges with no threshold (FREE_SHIPPING_FROM=off); a gift card alone ships nothing', () => {
    expect(estimatedCourier([{ ...dress, qty: 3 }], null)).toEqual({ price_incl_tax: 500 });
    expect(estimatedCourier([{ qty: 1, price: 3000, type_id: 'virtual' }], 5000)).toBeNull();
  });
});
