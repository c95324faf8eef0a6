// Issue 11 "Product types" unit tests: grouped, bundle and custom-option prices as the product page shows them
// (spec §4 "Prices", contract §4.2), with and without tax, with a linked product's special price inside and
// outside its window (supplement §7), and the saving of a special price.
import { describe, expect, it } from 'vitest';
import {
  bundleShelfPrice,
  groupedShelfPrice,
  linkedShelfPrices,
  priceSaving,
  withCustomOptions,
} from '#shared/domain/product-type-price.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { groupedLinkedSkus, groupedProductPrice, selectedCustomOptionValues } from '#shared/domain/tax/index.ts';
import { twoOptionBundle } from '#tests/support/catalog-fixtures.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

// Tax-processed documents (RU VAT 22 %, supplement §3): *_incl_tax are shelf prices, plain fields the net.
const BAG = {
  sku: 'BAG-1',
  price: 12942.62,
  price_incl_tax: 15790,
  original_price: 16139.34,
  original_price_incl_tax: 19690,
  special_price: 12942.62,
  special_price_incl_tax: 15790,
  special_from_date: '2025-01-01 00:00:00',
  special_to_date: '2099-12-31 23:59:59',
};
const SCARF = {
  sku: 'SCF-2',
  price: 3188.52,
  price_incl_tax: 3890,
  original_price: 3188.52,
  original_price_incl_tax: 3890,
};
const BELT = {
  sku: 'BLT-3',
  price: 4172.13,
  price_incl_tax: 5090,
  original_price: 4172.13,
  original_price_incl_tax: 5090,
};
/** The bag as the raw index holds it, its special price expired: only the regular price counts. */
const BAG_EXPIRED = {
  sku: 'BAG-1',
  price: 19690,
  special_price: 15790,
  special_from_date: '2025-01-01 00:00:00',
  special_to_date: '2025-06-30 00:00:00',
};
/** The same special price not started yet. */
const BAG_FUTURE = { ...BAG_EXPIRED, special_from_date: '2099-01-01 00:00:00', special_to_date: null };

const LINKS = [BAG, SCARF, BELT].map((p) => ({
  link_type: 'associated',
  linked_product_sku: p.sku,
  linked_product_type: 'simple',
  qty: 1,
}));

describe('grouped price (issue 11: each linked product with its own quantity, from the sum at qty 1)', () => {
  const linked = linkedShelfPrices([BAG, SCARF, BELT], NOW);

  it('starts from the sum at qty 1, the bag at its special price, the regular sum struck through', () => {
    expect(groupedShelfPrice(LINKS, linked)).toEqual({
      current: 24770,
      regular: 28670,
      excl: { current: 20303.27, regular: 23499.99 },
    });
  });

  it('follows the chosen quantities; a quantity of 0 leaves the product out', () => {
    const qty: Record<string, number> = { 'BAG-1': 0, 'SCF-2': 2, 'BLT-3': 1 };
    expect(groupedShelfPrice(LINKS, linked, (sku) => qty[sku] ?? 0)).toEqual({
      current: 12870,
      excl: { current: 10549.17 },
    });
  });

  it('an expired or future special price of a linked product never counts (supplement §7)', () => {
    const expired = linkedShelfPrices([BAG_EXPIRED, SCARF, BELT], NOW);
    expect(groupedShelfPrice(LINKS, expired)).toEqual({ current: 28670 });
    const future = linkedShelfPrices([BAG_FUTURE, SCARF, BELT], NOW);
    expect(groupedShelfPrice(LINKS, future)).toEqual({ current: 28670 });
  });

  it('an unknown linked product adds nothing; untaxed documents have no net amounts', () => {
    const untaxed = linkedShelfPrices([{ sku: 'SCF-2', price: 3890 }], NOW);
    expect(groupedShelfPrice(LINKS, untaxed)).toEqual({ current: 3890 });
  });
});

describe('bundle price (issue 11: default links chosen, price = links × qty; as the platform prices the document)', () => {
  const bundle_options = twoOptionBundle(['Bag', 'Scarf or hat']);
  // The bundle document after the platform's tax processor: its price is the default links' (19 690 + 3 890),
  // net split per link (16 139.34 + 3 188.52); original_price is the index price split whole.
  const SET = {
    price: 19327.86,
    price_incl_tax: 23580,
    original_price: 19327.87,
    original_price_incl_tax: 23580,
    bundle_options,
  };

  it('costs its default links by default: the document price the listing shows, net split per link', () => {
    expect(bundleShelfPrice(SET, undefined, NOW)).toEqual({ current: 23580, excl: { current: 19327.86 } });
  });

  it('follows the chosen links and quantities', () => {
    const price = bundleShelfPrice(
      SET,
      [
        { option_id: 10001, option_qty: 1, option_selections: ['1500'] },
        { option_id: 10002, option_qty: 2, option_selections: ['1700'] },
      ],
      NOW,
    );
    expect(price).toEqual({ current: 13470, excl: { current: 11040.99 } });
  });

  it('without tax processing has no net amounts; a fixed-price bundle costs its own price', () => {
    expect(bundleShelfPrice({ price: 23580, bundle_options }, undefined, NOW)).toEqual({ current: 23580 });
    expect(bundleShelfPrice({ price: 9990, price_type: 1, bundle_options }, undefined, NOW)).toEqual({
      current: 9990,
    });
  });
});

describe('custom options on the shown price (contract §4.2 getCustomOptionPriceDelta)', () => {
  const customOptions = [
    {
      option_id: 21,
      title: 'Gift wrapping',
      type: 'checkbox',
      is_require: false,
      values: [
        { option_type_id: 211, title: 'Box', price: 300, price_type: 'fixed' },
        { option_type_id: 212, title: 'Card', price: 0, price_type: 'fixed' },
        { option_type_id: 0, title: 'Ribbon', price: 999, price_type: 'fixed' },
      ],
    },
    { option_id: 22, title: 'Monogram', type: 'field', is_require: false, price: 500, price_type: 'fixed', values: [] },
    {
      option_id: 23,
      title: 'Production',
      type: 'drop_down',
      is_require: true,
      values: [
        { option_type_id: 231, title: 'Standard', price: 0, price_type: 'fixed' },
        { option_type_id: 232, title: 'Express', price: 10, price_type: 'percent' },
      ],
    },
  ];
  const regular = { current: 8790, excl: { current: 7204.92 } };
  const onSale = { current: 15790, regular: 19690, excl: { current: 12942.62, regular: 16139.34 } };

  it('a percent value adds its share of the price with and without tax', () => {
    const values = selectedCustomOptionValues(customOptions, [{ option_id: 23, option_value: '232' }]);
    expect(withCustomOptions(regular, values)).toEqual({ current: 9669, excl: { current: 7925.41 } });
  });

  it('fixed values add their amount; a price of 0 and option_type_id 0 add nothing; a field counts once filled', () => {
    const values = selectedCustomOptionValues(customOptions, [
      { option_id: 21, option_value: '211,212,0' },
      { option_id: 22, option_value: 'AB' },
      { option_id: 23, option_value: '231' },
    ]);
    expect(values.map((value) => value.option_type_id)).toEqual([211, 212, 22, 231]);
    expect(withCustomOptions(regular, values)).toEqual({ current: 9590, excl: { current: 8004.92 } });
  });

  it('an empty or blank field adds nothing', () => {
    const values = selectedCustomOptionValues(customOptions, [{ option_id: 22, option_value: '  ' }]);
    expect(values).toEqual([]);
    expect(withCustomOptions(regular, values)).toBe(regular);
  });

  it('the regular price of a special takes its own share, so the saving grows with the option', () => {
    const values = selectedCustomOptionValues(customOptions, [{ option_id: 23, option_value: '232' }]);
    expect(withCustomOptions(onSale, values)).toEqual({
      current: 17369,
      regular: 21659,
      excl: { current: 14236.88, regular: 17753.27 },
    });
  });
});

describe('priceSaving (issue 11 "Special price": the saving beside the struck regular price)', () => {
  it('is the amount and the whole percent of the regular price', () => {
    expect(priceSaving({ current: 6800, regular: 8000 })).toEqual({ amount: 1200, percent: 15 });
    expect(priceSaving({ current: 15790, regular: 19690 })).toEqual({ amount: 3900, percent: 20 });
  });

  it('is null without a higher regular price', () => {
    expect(priceSaving({ current: 4990 })).toBeNull();
    expect(priceSaving({ current: 4990, regular: 4990 })).toBeNull();
  });
});

describe('groupedProductPrice at chosen quantities (contract §4.2 link price: qty strings parsed, qty < 0 ignored)', () => {
  const prices = { 'BAG-1': { price: 100, price_incl_tax: 122 }, 'SCF-2': { price: 10, price_incl_tax: 12.2 } };
  const productOf = (sku: string) => prices[sku as keyof typeof prices];

  it('lists the associated simple skus only', () => {
    expect(
      groupedLinkedSkus([
        ...LINKS,
        { link_type: 'related', linked_product_sku: 'X', linked_product_type: 'simple' },
        { link_type: 'associated', linked_product_sku: 'Y', linked_product_type: 'configurable' },
      ]),
    ).toEqual(['BAG-1', 'SCF-2', 'BLT-3']);
  });

  it('multiplies each product by its quantity', () => {
    const qty: Record<string, number> = { 'BAG-1': 3, 'SCF-2': -2 };
    expect(groupedProductPrice(LINKS, productOf, (sku) => qty[sku] ?? 0)).toEqual({
      price: 300,
      price_tax: 66,
      price_incl_tax: 366,
    });
  });
});

describe('shelfPrice: the special price window (supplement §7)', () => {
  const raw = { price: 8000, special_price: 6800 };
  it('shows the special price and the regular one inside the window', () => {
    expect(
      shelfPrice({ ...raw, special_from_date: '2026-11-01 00:00:00', special_to_date: '2026-12-01 00:00:00' }, NOW),
    ).toEqual({ current: 6800, regular: 8000 });
  });
  it('never shows a future special price', () => {
    expect(shelfPrice({ ...raw, special_from_date: '2026-12-01 00:00:00', special_to_date: null }, NOW)).toEqual({
      current: 8000,
    });
  });
  it('never shows an expired special price, with tax-processed fields either', () => {
    expect(shelfPrice({ ...raw, special_from_date: null, special_to_date: '2026-11-22 11:59:59' }, NOW)).toEqual({
      current: 8000,
    });
    expect(
      shelfPrice(
        {
          price: 6557.38,
          price_incl_tax: 8000,
          original_price: 6557.38,
          original_price_incl_tax: 8000,
          special_price: 5573.77,
          special_price_incl_tax: 6800,
          special_from_date: '2025-01-01 00:00:00',
          special_to_date: '2025-06-30 00:00:00',
        },
        NOW,
      ),
    ).toEqual({ current: 8000, excl: { current: 6557.38 } });
  });
});
