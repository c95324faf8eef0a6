// Saved lines completed from the catalogue after the merge (client/features/cart/complete-lines.ts; ADR 042
// step 5): a configurable child's line gets its parent sku, the child's image, the product's name and the option
// labels exactly as cartLineFor gives them; a simple product's line gets its image; a line whose product is not
// found, and a line of this device, stay as they are; the search asks for each incomplete sku once.
import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '#shared/contract/cart.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { findExactVariant } from '#shared/domain/variants.ts';
import { cartLineFor } from '#client/features/cart/cart-line.ts';
import {
  catalogueFiltersFor,
  completeLinesFromCatalogue,
  skusToComplete,
  type CatalogueProduct,
} from '#client/features/cart/complete-lines.ts';
import { lineFromServer } from '#client/features/cart/merge.ts';
import type { CartItem } from '#client/features/cart/store.ts';
import { stockItem } from '#tests/support/catalog-fixtures.ts';

const child = (sku: string, size: number, color: number, image?: string) => ({
  id: size * 100 + color,
  sku,
  name: sku,
  status: 1,
  visibility: 1,
  price: 6100,
  tax_class_id: '2',
  size,
  color,
  ...(image === undefined ? {} : { image }),
  stock: stockItem(true),
});

const SHOE = {
  sku: 'SH01',
  name: 'Кроссовки',
  type_id: 'configurable',
  image: '/sh01.jpg',
  configurable_options: [
    {
      id: 1,
      attribute_id: '1',
      attribute_code: 'size',
      label: 'Размер',
      position: 0,
      product_id: 7,
      values: [
        { value_index: 41, label: '41' },
        { value_index: 42, label: '42' },
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
  configurable_children: [child('SH01-42-58', 42, 58, '/sh01-red.jpg'), child('SH01-41-49', 41, 49)],
} satisfies CatalogueProduct;

const SCARF = { sku: 'SCARF', name: 'Шарф', type_id: 'simple', image: '/scarf.jpg' } satisfies CatalogueProduct;

const server = (item: Pick<ServerCartItem, 'item_id' | 'sku'> & Partial<ServerCartItem>): CartItem =>
  lineFromServer({ qty: 1, name: item.sku, price: 1000, product_type: 'simple', quote_id: 'c0ffee', ...item });

const DEVICE_LINE: CartItem = {
  sku: 'COAT-1',
  parentSku: 'COAT-1',
  name: 'Пальто',
  qty: 1,
  price: 9990,
  image: '/coat.jpg',
  type_id: 'simple',
  options: [],
};

describe('completeLinesFromCatalogue', () => {
  it('gives a configurable child’s line its parent sku, the child’s image, the name and option labels', () => {
    const [line] = completeLinesFromCatalogue([server({ item_id: 5, sku: 'SH01-42-58', qty: 2 })], [SHOE]);
    expect(line).toMatchObject({
      sku: 'SH01-42-58',
      parentSku: 'SH01',
      name: 'Кроссовки',
      image: '/sh01-red.jpg',
      options: [
        { label: 'Размер', value: '42' },
        { label: 'Цвет', value: 'Красный' },
      ],
      qty: 2,
      server_item_id: 5,
    });
    // Exactly what the product page would have put in the cart for that child.
    const selection = { size: '42', color: '58' };
    const product = {
      ...SHOE,
      price: 5000,
      price_incl_tax: 6000,
      special_price: null,
      stock: stockItem(true),
    } as unknown as ProductDocument;
    const outcome = cartLineFor(product, selection, findExactVariant(product.configurable_children ?? [], selection));
    expect(outcome.kind === 'lines' && outcome.lines[0]).toMatchObject({
      parentSku: line!.parentSku,
      name: line!.name,
      image: line!.image,
      options: line!.options,
    });
  });

  it('takes the product’s image for a child without one, a simple product’s own image and name', () => {
    const lines = [server({ item_id: 6, sku: 'SH01-41-49' }), server({ item_id: 7, sku: 'SCARF', name: 'scarf' })];
    expect(completeLinesFromCatalogue(lines, [SCARF, SHOE])).toMatchObject([
      {
        parentSku: 'SH01',
        image: '/sh01.jpg',
        options: [
          { label: 'Размер', value: '41' },
          { label: 'Цвет', value: 'Чёрный' },
        ],
      },
      { sku: 'SCARF', parentSku: 'SCARF', name: 'Шарф', image: '/scarf.jpg', options: [] },
    ]);
  });

  it('leaves a line whose product is not found, and a device line, as they are', () => {
    const gone = server({ item_id: 8, sku: 'GONE-1' });
    const lines = [DEVICE_LINE, gone];
    expect(completeLinesFromCatalogue(lines, [SCARF, SHOE])).toEqual([DEVICE_LINE, gone]);
    expect(completeLinesFromCatalogue(lines, [])).toEqual(lines);
    expect(gone).toMatchObject({ parentSku: 'GONE-1', image: '', options: [] });
  });
});

describe('the catalogue search of the incomplete lines', () => {
  it('asks for each incomplete sku once, by its own sku or a child’s', () => {
    const lines = [DEVICE_LINE, server({ item_id: 1, sku: 'SH01-42-58' }), server({ item_id: 2, sku: 'SH01-42-58' })];
    expect(skusToComplete(lines)).toEqual(['SH01-42-58']);
    expect(skusToComplete([DEVICE_LINE])).toEqual([]);
    expect(catalogueFiltersFor(['A', 'B'])).toEqual([
      { attribute: 'sku', value: { or: ['A', 'B'] } },
      { attribute: 'configurable_children.sku', value: { or: ['A', 'B'] } },
    ]);
  });
});
