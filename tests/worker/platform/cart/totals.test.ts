// The pure totals of contract §1.3 (worker/platform/cart/totals.ts, ADR 030): tax included in RU shelf
// prices (supplement §3: 22 %), the courier 400 ₽ / 500 ₽, a percent coupon off the lines (never shipping),
// and the getters vectors of contract §5.3 that apply to server totals (items quantity, coupon, virtual cart).
import { describe, expect, it, vi } from 'vitest';
import {
  computeTotals,
  isVirtualCart,
  SEGMENT_TITLES,
  shippingCountry,
  type TotalsLine,
} from '#worker/platform/cart/totals.ts';
import { paymentMethodsFor, shippingMethodsFor } from '#worker/platform/cart/methods.ts';
import { courierPrice } from '#shared/domain/checkout/courier-price.ts';

const line = (overrides: Partial<TotalsLine> = {}): TotalsLine => ({
  itemId: 7,
  sku: 'SNK00012-36-navy',
  name: 'Кроссовки',
  qty: 1,
  productType: 'configurable',
  priceInclTax: 4990,
  taxPercent: 22,
  options: [{ label: 'Размер', value: '36' }],
  ...overrides,
});

const totals = (
  lines: TotalsLine[],
  options: { coupon?: { code: string; percent: number }; shipping?: boolean; freeShippingFrom?: number | null } = {},
) =>
  computeTotals({
    lines,
    coupon: options.coupon ?? null,
    shipping: options.shipping ?? true,
    freeShippingFrom: options.freeShippingFrom === undefined ? 5000 : options.freeShippingFrom,
    currency: 'RUB',
    titles: SEGMENT_TITLES.en,
  });

describe('computeTotals', () => {
  it('splits the 22 % VAT out of a 4 990 ₽ shelf price and adds the 500 ₽ courier', () => {
    const result = totals([line()]);
    expect(result.items).toEqual([
      {
        item_id: 7,
        sku: 'SNK00012-36-navy',
        name: 'Кроссовки',
        price: 4090.16,
        price_incl_tax: 4990,
        qty: 1,
        row_total: 4090.16,
        row_total_incl_tax: 4990,
        base_row_total_incl_tax: 4990,
        row_total_with_discount: 4090.16,
        tax_amount: 899.84,
        tax_percent: 22,
        discount_amount: 0,
        discount_tax_compensation_amount: 0,
        discount_percent: 0,
        options: '[{"label":"Размер","value":"36"}]',
        product_type: 'configurable',
      },
    ]);
    expect(result).toMatchObject({
      subtotal: 4090.16,
      subtotal_incl_tax: 4990,
      shipping_amount: 400,
      shipping_incl_tax: 500,
      shipping_tax_amount: 100,
      tax_amount: 999.84,
      discount_amount: 0,
      grand_total: 5490,
      base_grand_total: 5490,
      items_qty: 1,
      quote_currency_code: 'RUB',
    });
    expect(result.coupon_code).toBeUndefined();
    expect(result.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 4990],
      ['shipping', 500],
      ['tax', 999.84],
      ['grand_total', 5490],
    ]);
    expect(result.total_segments[2]!.extension_attributes!.tax_grandtotal_details).toEqual([
      { amount: 999.84, rates: [{ percent: '22', title: 'VAT 22%' }], group_id: 1 },
    ]);
  });

  it('takes 10 % off the lines with the newsletter coupon, not off shipping, and the tax after the discount', () => {
    const result = totals([line(), line({ itemId: 8, sku: 'BAG1', priceInclTax: 1500, qty: 2, options: [] })], {
      coupon: { code: 'NEWSLETTER10', percent: 10 },
      // A shop without free delivery: the courier is charged, and the coupon leaves it alone.
      freeShippingFrom: null,
    });
    // Lines 4 990 + 3 000 = 7 990; discount 499 + 300 = 799; paid 7 191 + 500 shipping. A line's discount_amount
    // is without its VAT (ADR 056): 4 090.16 − 409.01 + 809.85 = 4 491 and 2 459.02 − 245.91 + 486.89 = 2 700.
    expect(
      result.items.map((i) => [
        i.discount_amount,
        i.discount_tax_compensation_amount,
        i.tax_amount,
        i.discount_percent,
      ]),
    ).toEqual([
      [409.01, 89.99, 809.85, 10],
      [245.91, 54.09, 486.89, 10],
    ]);
    for (const item of result.items)
      expect(Math.round((item.row_total - item.discount_amount + item.tax_amount) * 100) / 100).toBe(
        item.row_total_incl_tax * 0.9,
      );
    expect(result).toMatchObject({
      subtotal_incl_tax: 7990,
      discount_amount: -799,
      tax_amount: 1396.74,
      grand_total: 7691,
      items_qty: 3,
      coupon_code: 'NEWSLETTER10',
    });
    expect(result.total_segments.map((s) => [s.code, s.title, s.value])).toEqual([
      ['subtotal', 'Subtotal', 7990],
      ['shipping', 'Shipping & Handling (Courier - Flat rate)', 500],
      ['discount', 'Discount (NEWSLETTER10)', -799],
      ['tax', 'Tax', 1396.74],
      ['grand_total', 'Grand Total', 7691],
    ]);
  });

  it('has no shipping totals without shipping (a virtual cart, or no country)', () => {
    const result = totals([line({ productType: 'virtual', priceInclTax: 3000 })], { shipping: false });
    expect(result).toMatchObject({ shipping_amount: 0, shipping_incl_tax: 0, tax_amount: 540.98, grand_total: 3000 });
    expect(result.total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });

  it('carries no tax for a line without a rate', () => {
    const result = totals([line({ taxPercent: 0, priceInclTax: 1000 })], { shipping: false });
    expect(result.items[0]).toMatchObject({ price: 1000, tax_amount: 0, row_total: 1000 });
    expect(result.total_segments[1]!.extension_attributes!.tax_grandtotal_details).toEqual([]);
  });

  it('titles the segments in the cart’s store view', () => {
    const result = computeTotals({
      lines: [line()],
      coupon: null,
      shipping: true,
      freeShippingFrom: 5000,
      currency: 'RUB',
      titles: SEGMENT_TITLES.ru,
    });
    expect(result.total_segments.map((s) => s.title)).toEqual([
      'Подытог',
      'Доставка (курьер, фиксированная ставка)',
      'НДС',
      'Итого',
    ]);
  });

  it('charges no courier from 5 000 ₽ of goods, measured after the coupon, VAT included', () => {
    const shippingOf = (result: ReturnType<typeof totals>) => [
      result.shipping_incl_tax,
      result.shipping_amount,
      result.shipping_tax_amount,
      result.grand_total,
    ];
    expect(shippingOf(totals([line({ priceInclTax: 4999 })]))).toEqual([500, 400, 100, 5499]);
    expect(shippingOf(totals([line({ priceInclTax: 5000 })]))).toEqual([0, 0, 0, 5000]);
    expect(shippingOf(totals([line({ priceInclTax: 2500, qty: 2 })]))).toEqual([0, 0, 0, 5000]);
    // 5 500 ₽ less 10 % is 4 950 ₽: under the threshold, the courier is charged.
    const coupon = { code: 'NEWSLETTER10', percent: 10 };
    expect(shippingOf(totals([line({ priceInclTax: 5500 })], { coupon }))).toEqual([500, 400, 100, 5450]);
    // Another threshold, or none.
    expect(shippingOf(totals([line({ priceInclTax: 5000 })], { freeShippingFrom: 8000 }))[0]).toBe(500);
    expect(shippingOf(totals([line({ priceInclTax: 90000 })], { freeShippingFrom: null }))[0]).toBe(500);
  });

  it('is empty for an empty cart', () => {
    expect(totals([], { shipping: false })).toMatchObject({ grand_total: 0, items_qty: 0, items: [] });
  });
});

describe('contract §5.3 getters vectors', () => {
  it('counts the total quantity (items_qty: qty 1 + 2 → 3)', () => {
    expect(totals([line({ qty: 1 }), line({ itemId: 8, qty: 2 })]).items_qty).toBe(3);
  });

  it('answers the coupon code with its discount (getCoupon reads coupon_code and discount_amount)', () => {
    const result = totals([line({ priceInclTax: 12.3 })], { coupon: { code: 'foo', percent: 10 } });
    expect([result.coupon_code, result.discount_amount]).toEqual(['foo', -1.23]);
    expect(totals([line()]).coupon_code).toBeUndefined();
  });

  it('is a virtual cart for virtual + downloadable lines only, never when empty', () => {
    expect(isVirtualCart([{ productType: 'virtual' }, { productType: 'downloadable' }])).toBe(true);
    expect(isVirtualCart([{ productType: 'virtual' }, { productType: 'simple' }])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });
});

describe('methods', () => {
  it('offers the courier 400 ₽ / 500 ₽ for a cart to ship, nothing for a virtual or empty one', () => {
    expect(shippingMethodsFor(false, false, courierPrice(4990, 5000))).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Courier',
        method_title: 'Flat rate',
        amount: 500,
        base_amount: 500,
        available: true,
        error_message: '',
        price_excl_tax: 400,
        price_incl_tax: 500,
      },
    ]);
    expect(shippingMethodsFor(true, false, courierPrice(0, 5000))).toEqual([]);
    expect(shippingMethodsFor(false, true, courierPrice(0, 5000))).toEqual([]);
    // Over the free-delivery threshold the same method costs nothing.
    expect(shippingMethodsFor(false, false, courierPrice(5000, 5000))[0]).toMatchObject({
      amount: 0,
      price_excl_tax: 0,
      price_incl_tax: 0,
    });
  });

  it('offers cash on delivery only when something is delivered; the invoice always', () => {
    expect(paymentMethodsFor(false).map((m) => m.code)).toEqual(['cashondelivery', 'checkmo']);
    expect(paymentMethodsFor(true).map((m) => m.code)).toEqual(['checkmo']);
  });
});

describe('shippingCountry', () => {
  it('takes the chosen country, else the default; without either it logs the spec’s line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shippingCountry('PL', 'RU')).toBe('PL');
    expect(shippingCountry(null, 'RU')).toBe('RU');
    expect(warn).not.toHaveBeenCalled();
    expect(shippingCountry('', '')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Please do set the tax.defaultCountry in order to calculate totals.'),
    );
    warn.mockRestore();
  });
});
