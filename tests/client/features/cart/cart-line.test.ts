// The cart line of a product page's choice (client/features/cart/cart-line.ts, spec §4 "Add to cart").
import { describe, expect, it } from 'vitest';
import type { ConfigurableChild, ProductDocument } from '#shared/contract/entities.ts';
import { findExactVariant } from '#shared/domain/variants.ts';
import { cartLineFor } from '#client/features/cart/cart-line.ts';
import { stockItem } from '#tests/support/catalog-fixtures.ts';

const stock = (isInStock: boolean) => stockItem(isInStock);

const child = (
  sku: string,
  size: number,
  color: number,
  price: number,
  extra: Partial<ConfigurableChild> = {},
): ConfigurableChild => ({
  id: size * 100 + color,
  sku,
  name: sku,
  status: 1,
  visibility: 1,
  price,
  price_incl_tax: price,
  tax_class_id: '2',
  size,
  color,
  image: `/${sku}.jpg`,
  stock: stock(true),
  ...extra,
});

const shoe = {
  id: 7,
  sku: 'SH01',
  name: 'Кроссовки',
  type_id: 'configurable',
  status: 1,
  visibility: 4,
  price: 5000,
  price_incl_tax: 6000,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
  image: '/sh01.jpg',
  stock: stock(true),
  configurable_options: [
    {
      id: 1,
      attribute_id: '1',
      attribute_code: 'size',
      label: 'Размер',
      position: 0,
      product_id: 7,
      values: [
        { value_index: 36, label: '36' },
        { value_index: 38, label: '38' },
      ],
    },
    {
      id: 2,
      attribute_id: '2',
      attribute_code: 'color',
      label: 'Цвет',
      position: 1,
      product_id: 7,
      values: [
        { value_index: 49, label: 'Чёрный' },
        { value_index: 58, label: 'Красный' },
      ],
    },
  ],
  configurable_children: [
    child('SH01-36-49', 36, 49, 6100),
    child('SH01-38-58', 38, 58, 6200, { stock: stock(false) }),
  ],
} as unknown as ProductDocument;

const variantOf = (selection: Record<string, string>) => findExactVariant(shoe.configurable_children ?? [], selection);

describe('cartLineFor', () => {
  it('puts the chosen child in the cart at its price incl. tax, with its image and option labels', () => {
    const selection = { size: '36', color: '49' };
    expect(cartLineFor(shoe, selection, variantOf(selection), 2)).toEqual({
      kind: 'lines',
      lines: [
        {
          sku: 'SH01-36-49',
          parentSku: 'SH01',
          name: 'Кроссовки',
          qty: 2,
          price: 6100,
          price_excl_tax: 6100,
          image: '/SH01-36-49.jpg',
          type_id: 'configurable',
          options: [
            { label: 'Размер', value: '36' },
            { label: 'Цвет', value: 'Чёрный' },
          ],
          // Contract §4.3: attribute ids and value indexes as strings; the product is configured.
          product_option: {
            extension_attributes: {
              configurable_item_options: [
                { option_id: '1', option_value: '36' },
                { option_id: '2', option_value: '49' },
              ],
            },
          },
          is_configured: true,
        },
      ],
    });
  });

  it('asks for the options still to choose, by their labels', () => {
    expect(cartLineFor(shoe, { size: '36' }, undefined)).toEqual({ kind: 'choose-options', missing: ['Цвет'] });
    expect(cartLineFor(shoe, {}, undefined)).toEqual({ kind: 'choose-options', missing: ['Размер', 'Цвет'] });
  });

  it('refuses a combination no child has (spec §8)', () => {
    expect(cartLineFor(shoe, { size: '38', color: '49' }, variantOf({ size: '38', color: '49' }))).toEqual({
      kind: 'bad-combination',
    });
  });

  it('refuses a child out of stock (spec §8)', () => {
    const selection = { size: '38', color: '58' };
    expect(cartLineFor(shoe, selection, variantOf(selection))).toEqual({ kind: 'out-of-stock' });
  });

  it('puts a simple product in the cart as itself', () => {
    const simple = {
      ...shoe,
      type_id: 'simple',
      configurable_options: [],
      configurable_children: [],
    } as ProductDocument;
    const outcome = cartLineFor(simple, {}, undefined);
    expect(outcome).toEqual({
      kind: 'lines',
      lines: [
        {
          sku: 'SH01',
          parentSku: 'SH01',
          name: 'Кроссовки',
          qty: 1,
          price: 6000,
          price_excl_tax: 5000,
          image: '/sh01.jpg',
          type_id: 'simple',
          options: [],
        },
      ],
    });
  });
});
