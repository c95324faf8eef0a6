// Cart lines of every product type (client/features/cart/cart-lines-by-type.ts; issue 11 "Product types"; spec §4
// "Add to cart", "Prices"; contract §4.2): grouped lines per linked product, one bundle line with its selections,
// custom options priced into the line, required ones named, gift cards and care guides as plain lines.
import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { cartLinesFor } from '#client/features/cart/cart-lines-by-type.ts';
import { createCartStore } from '#client/features/cart/store.ts';
import { stockItem, twoOptionBundle } from '#tests/support/catalog-fixtures.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

const stock = stockItem;

/** A tax-processed document (RU VAT 22 %): *_incl_tax are shelf prices. */
function product(
  sku: string,
  type_id: ProductDocument['type_id'],
  gross: number,
  extra: Partial<ProductDocument> = {},
) {
  return {
    id: sku.length * 1000 + gross,
    sku,
    name: `Name ${sku}`,
    type_id,
    status: 1,
    visibility: 4,
    price: Math.round((gross / 1.22) * 100) / 100,
    price_incl_tax: gross,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: '2',
    image: `/${sku}.svg`,
    stock: stock(true),
    ...extra,
  } as unknown as ProductDocument;
}

const BAG = product('BAG-1', 'simple', 15790, {
  original_price_incl_tax: 19690,
  special_price: 12942.62,
  special_price_incl_tax: 15790,
  special_from_date: '2025-01-01 00:00:00',
  special_to_date: '2099-12-31 23:59:59',
} as Partial<ProductDocument>);
const SCARF = product('SCF-2', 'simple', 3890, { name: 'Шарф' });
const BELT = product('BLT-3', 'simple', 5090);
const HAT = product('HAT-4', 'simple', 4190, { name: 'Шапка' });
const SOLD_OUT = product('SLD-5', 'simple', 990, { stock: stock(false) });
const LINKED = new Map([BAG, SCARF, BELT, HAT, SOLD_OUT].map((p) => [p.sku, p]));

const link = (sku: string) => ({
  sku: 'LOOK-1',
  link_type: 'associated',
  linked_product_sku: sku,
  linked_product_type: 'simple',
  qty: 1,
});
const LOOK = product('LOOK-1', 'grouped', 24770, {
  stock: stock(true, false),
  product_links: [link('BAG-1'), link('SCF-2'), link('BLT-3'), link('SLD-5')],
});

// After the platform's tax processing its price is the default links' prices (19 690 + 3 890).
const SET = product('SET-1', 'bundle', 23580, {
  stock: stock(true, false),
  bundle_options: twoOptionBundle(['Сумка или ремень', 'Шарф или шапка']),
});

const WALLET = product('WLT-1', 'simple', 8790, {
  custom_options: [
    {
      option_id: 11,
      title: 'Подарочная упаковка',
      type: 'checkbox',
      is_require: false,
      values: [
        { option_type_id: 111, title: 'Коробка', price: 300, price_type: 'fixed' },
        { option_type_id: 112, title: 'Открытка', price: 0, price_type: 'fixed' },
        { option_type_id: 0, title: 'Лента', price: 150, price_type: 'fixed' },
      ],
    },
    { option_id: 12, title: 'Монограмма', type: 'field', is_require: false, price: 500, price_type: 'fixed' },
    {
      option_id: 13,
      title: 'Срок изготовления',
      type: 'drop_down',
      is_require: true,
      values: [
        { option_type_id: 131, title: 'Обычный', price: 0, price_type: 'fixed' },
        { option_type_id: 132, title: 'Срочный', price: 10, price_type: 'percent' },
      ],
    },
  ],
});

const none = new Map<string, ProductDocument>();

describe('grouped (issue 11: each linked product with its own quantity)', () => {
  it('gives one line per linked product with a quantity, at its own price, the grouped product as parent', () => {
    const outcome = cartLinesFor(
      LOOK,
      {},
      undefined,
      1,
      { quantities: { 'BAG-1': 2, 'SCF-2': 1, 'BLT-3': 0 } },
      LINKED,
      NOW,
    );
    expect(outcome).toEqual({
      kind: 'lines',
      lines: [
        {
          sku: 'BAG-1',
          parentSku: 'LOOK-1',
          name: 'Name BAG-1',
          qty: 2,
          price: 15790,
          price_excl_tax: 12942.62,
          image: '/BAG-1.svg',
          type_id: 'simple',
          options: [],
        },
        {
          sku: 'SCF-2',
          parentSku: 'LOOK-1',
          name: 'Шарф',
          qty: 1,
          price: 3890,
          price_excl_tax: 3188.52,
          image: '/SCF-2.svg',
          type_id: 'simple',
          options: [],
        },
      ],
    });
  });

  it('refuses without any quantity, and a sold-out product with a quantity', () => {
    expect(cartLinesFor(LOOK, {}, undefined, 1, { quantities: { 'BAG-1': 0 } }, LINKED, NOW)).toEqual({
      kind: 'choose-quantities',
    });
    expect(cartLinesFor(LOOK, {}, undefined, 1, { quantities: { 'SLD-5': 1 } }, LINKED, NOW)).toEqual({
      kind: 'out-of-stock',
    });
  });

  it('the two lines go in the cart as two lines', () => {
    const cart = createCartStore();
    const outcome = cartLinesFor(LOOK, {}, undefined, 1, { quantities: { 'BAG-1': 1, 'BLT-3': 3 } }, LINKED, NOW);
    if (outcome.kind !== 'lines') throw new Error(outcome.kind);
    for (const line of outcome.lines) cart.getState().addItem(line, line.qty);
    expect(cart.getState().items.map((item) => [item.sku, item.parentSku, item.qty])).toEqual([
      ['BAG-1', 'LOOK-1', 1],
      ['BLT-3', 'LOOK-1', 3],
    ]);
  });
});

describe('bundle (issue 11: default links chosen, price = links × qty)', () => {
  it('gives ONE line with the default links: their prices (the document price), bundle_options and labels', () => {
    expect(cartLinesFor(SET, {}, undefined, 2, {}, LINKED, NOW)).toEqual({
      kind: 'lines',
      lines: [
        {
          sku: 'SET-1',
          parentSku: 'SET-1',
          name: 'Name SET-1',
          qty: 2,
          price: 23580,
          price_excl_tax: 19327.86,
          image: '/SET-1.svg',
          type_id: 'bundle',
          options: [
            { label: 'Сумка или ремень', value: 'Name BAG-1 × 1' },
            { label: 'Шарф или шапка', value: 'Шарф × 1' },
          ],
          product_option: {
            extension_attributes: {
              bundle_options: [
                { option_id: 10001, option_qty: 1, option_selections: [1400] },
                { option_id: 10002, option_qty: 1, option_selections: [1600] },
              ],
            },
          },
        },
      ],
    });
  });

  it('prices the chosen links at their quantities; other choices make another cart line', () => {
    const outcome = cartLinesFor(
      SET,
      {},
      undefined,
      1,
      {
        bundle: [
          { option_id: 10001, option_qty: 1, option_selections: ['1500'] },
          { option_id: 10002, option_qty: 2, option_selections: ['1700'] },
        ],
      },
      LINKED,
      NOW,
    );
    if (outcome.kind !== 'lines') throw new Error(outcome.kind);
    const [line] = outcome.lines;
    expect([line?.price, line?.options.map((o) => o.value)]).toEqual([13470, ['Name BLT-3 × 1', 'Шапка × 2']]);
    const defaults = cartLinesFor(SET, {}, undefined, 1, {}, LINKED, NOW);
    if (defaults.kind !== 'lines') throw new Error(defaults.kind);
    const cart = createCartStore();
    for (const l of [...defaults.lines, ...outcome.lines, ...defaults.lines]) cart.getState().addItem(l, l.qty);
    expect(cart.getState().items.map((item) => [item.sku, item.qty, item.price])).toEqual([
      ['SET-1', 2, 23580],
      ['SET-1', 1, 13470],
    ]);
  });
});

describe('custom options (issue 11: fixed and percent prices, option_type_id > 0 only, a price of 0 ignored)', () => {
  it('names the required options still to choose', () => {
    expect(cartLinesFor(WALLET, {}, undefined, 1, { custom: { '11': '111' } }, none, NOW)).toEqual({
      kind: 'choose-options',
      missing: ['Срок изготовления'],
    });
  });

  it('a percent value adds its share of the price to the line', () => {
    const outcome = cartLinesFor(WALLET, {}, undefined, 1, { custom: { '13': '132' } }, none, NOW);
    expect(outcome).toEqual({
      kind: 'lines',
      lines: [
        {
          sku: 'WLT-1',
          parentSku: 'WLT-1',
          name: 'Name WLT-1',
          qty: 1,
          price: 9669,
          price_excl_tax: 7925.41,
          image: '/WLT-1.svg',
          type_id: 'simple',
          options: [{ label: 'Срок изготовления', value: 'Срочный' }],
          product_option: { extension_attributes: { custom_options: [{ option_id: '13', option_value: '132' }] } },
        },
      ],
    });
  });

  it('fixed values, a free value, an id-0 value and a monogram: the line holds them all, priced once each', () => {
    const outcome = cartLinesFor(
      WALLET,
      {},
      undefined,
      3,
      { custom: { '11': '111,112,0', '12': ' AB ', '13': '131' } },
      none,
      NOW,
    );
    if (outcome.kind !== 'lines') throw new Error(outcome.kind);
    const [line] = outcome.lines;
    expect(line?.price).toBe(9590);
    expect(line?.qty).toBe(3);
    expect(line?.options).toEqual([
      { label: 'Подарочная упаковка', value: 'Коробка, Открытка, Лента' },
      { label: 'Монограмма', value: 'AB' },
      { label: 'Срок изготовления', value: 'Обычный' },
    ]);
    expect(line?.product_option?.extension_attributes.custom_options).toEqual([
      { option_id: '11', option_value: '111,112,0' },
      { option_id: '12', option_value: 'AB' },
      { option_id: '13', option_value: '131' },
    ]);
  });
});

describe('gift card and care guide (issue 11: virtual and downloadable)', () => {
  it('are plain lines of their own sku and price', () => {
    const card = product('GFT-1', 'virtual', 3000, { stock: stock(true, false) });
    const guide = product('GDE-1', 'downloadable', 390, { stock: stock(true, false) });
    // The net without the 22 % the fixture's tax fields carry.
    for (const [doc, price, net] of [
      [card, 3000, 2459.02],
      [guide, 390, 319.67],
    ] as const) {
      const outcome = cartLinesFor(doc, {}, undefined, 1, {}, none, NOW);
      expect(outcome).toEqual({
        kind: 'lines',
        lines: [
          {
            sku: doc.sku,
            parentSku: doc.sku,
            name: doc.name,
            qty: 1,
            price,
            price_excl_tax: net,
            image: doc.image,
            type_id: doc.type_id,
            options: [],
          },
        ],
      });
    }
  });
});
