// spec §4 "Prices": grouped = Σ linked simple products at qty 1; bundle = default links × qty;
// percent custom options = share of the product price.
import { describe, expect, it } from 'vitest';
import {
  bundleProductPrice,
  customOptionPriceDelta,
  defaultBundleSelections,
  groupedProductPrice,
  selectedCustomOptionValues,
  sumLinkPrices,
} from '#shared/domain/tax/index.ts';

const priced = {
  'BAG-1': { price: 1631.15, price_incl_tax: 1990 },
  'SCF-2': { price: 818.03, price_incl_tax: 998 },
} as const;

describe('grouped', () => {
  const links = [
    { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'BAG-1', qty: 5 },
    { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'SCF-2' },
    { link_type: 'associated', linked_product_type: 'configurable', linked_product_sku: 'BAG-1' },
    { link_type: 'related', linked_product_type: 'simple', linked_product_sku: 'BAG-1' },
    { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'UNKNOWN' },
  ];
  it('sums every associated simple product once (qty 1), ignoring others and unknown skus', () => {
    const price = groupedProductPrice(links, (sku) => priced[sku as keyof typeof priced]);
    expect(price).toEqual({ price: 2449.18, price_tax: 538.82, price_incl_tax: 2988 });
  });
  it('starts at 0', () => {
    expect(groupedProductPrice([], () => undefined)).toEqual({ price: 0, price_tax: 0, price_incl_tax: 0 });
  });
});

describe('bundle', () => {
  const options = [
    {
      option_id: 1,
      product_links: [
        { id: '10', qty: 1, is_default: false, price: 1000 },
        { id: '11', qty: 2, is_default: true, price: 300 },
      ],
    },
    {
      option_id: 2,
      product_links: [
        { id: '20', qty: 3, is_default: false, price: 50 },
        { id: '21', qty: 1, is_default: false, price: 70 },
      ],
    },
  ];
  const productOf = (link: Record<string, unknown>) => ({
    price: Number(link.price),
    price_incl_tax: Number(link.price) * 1.5,
  });

  it('default selection: the is_default link, else the first, at the link qty', () => {
    expect(defaultBundleSelections(options)).toEqual([
      { option_id: 1, option_qty: 2, option_selections: ['11'] },
      { option_id: 2, option_qty: 3, option_selections: ['20'] },
    ]);
    expect(bundleProductPrice(options, productOf)).toEqual({ price: 750, price_tax: 375, price_incl_tax: 1125 });
  });

  it('a chosen selection (cart item bundle_options) with its qty', () => {
    const price = bundleProductPrice(options, productOf, [
      { option_id: 1, option_qty: '1', option_selections: [10] },
      { option_id: '2', option_qty: 2, option_selections: ['21'] },
    ]);
    expect(price).toEqual({ price: 1140, price_tax: 570, price_incl_tax: 1710 });
  });

  it('negative quantities are ignored, missing quantities are 1', () => {
    expect(
      sumLinkPrices([
        { qty: -1, product: { price: 5, price_incl_tax: 6 } },
        { product: { price: 5, price_incl_tax: 6 } },
      ]),
    ).toEqual({ price: 5, price_tax: 1, price_incl_tax: 6 });
  });
});

describe('custom options', () => {
  const customOptions = [
    {
      option_id: 1,
      type: 'drop_down',
      values: [
        { option_type_id: 11, price: 10, price_type: 'percent' },
        { option_type_id: 12, price: 250, price_type: 'fixed' },
        { option_type_id: 0, price: 999, price_type: 'fixed' },
      ],
    },
    {
      option_id: 2,
      type: 'checkbox',
      values: [
        { option_type_id: 21, price: 5, price_type: 'percent' },
        { option_type_id: 22, price: 0, price_type: 'fixed' },
      ],
    },
  ];
  const base = { price: 4090.16, price_incl_tax: 4990 };

  it('a percent value is that share of the net and of the gross price', () => {
    const values = selectedCustomOptionValues(customOptions, [{ option_id: 1, option_value: '11' }]);
    expect(customOptionPriceDelta(values, base)).toEqual({ price: 409.02, price_incl_tax: 499 });
  });

  it('fixed values add the same amount to both; checkbox ids are comma-joined; option_type_id 0 and price 0 count nothing', () => {
    const values = selectedCustomOptionValues(customOptions, [
      { option_id: 1, option_value: '12' },
      { option_id: 2, option_value: '21,22' },
      { option_id: 1, option_value: '0' },
      { option_id: 3, option_value: '1' },
      { option_id: 2, option_value: null },
    ]);
    expect(values.map((v) => v.option_type_id)).toEqual([12, 21, 22]);
    expect(customOptionPriceDelta(values, base)).toEqual({ price: 454.51, price_incl_tax: 499.5 });
  });
});
