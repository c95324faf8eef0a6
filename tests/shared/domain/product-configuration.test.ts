// Contract §5.10 (getProductVariant) and §4.3 (setProductConfigurableOptions) with the contract's own product:
// configurable_options color 50 Blue / 52 Gray / 58 Red, size 176 '32' / 177 '33' / 178 '34' / 179 '36'.
import { describe, expect, it } from 'vitest';
import { configuredOptions, getProductVariant, MISSING_PARENT_SKU } from '#shared/domain/product-configuration.ts';

const options = [
  {
    attribute_id: '93',
    attribute_code: 'color',
    label: 'Color',
    values: [
      { value_index: 50, label: 'Blue' },
      { value_index: 52, label: 'Gray' },
      { value_index: 58, label: 'Red' },
    ],
  },
  {
    attribute_id: '142',
    attribute_code: 'size',
    label: 'Size',
    values: [
      { value_index: 176, label: '32' },
      { value_index: 177, label: '33' },
      { value_index: 178, label: '34' },
      { value_index: 179, label: '36' },
    ],
  },
];
const child = (sku: string, color: string, size: string, price: number, inStock = true) => ({
  sku,
  status: 1,
  price,
  color,
  size,
  stock: { is_in_stock: inStock },
});
const product = {
  sku: 'MSH09',
  configurable_options: options,
  configurable_children: [
    child('MSH09-33-Gray', '52', '177', 32),
    child('MSH09-34-Gray', '52', '178', 32, false),
    child('MSH09-32-Red', '58', '176', 32),
  ],
};

describe('getProductVariant (contract §5.10)', () => {
  it('throws without a product or without its sku (parentSku)', () => {
    expect(() => getProductVariant(undefined, {})).toThrow(MISSING_PARENT_SKU);
    expect(() => getProductVariant({ ...product, sku: '' }, { color: '52', size: '177' })).toThrow(MISSING_PARENT_SKU);
  });

  it('is {...selectedVariant, options, product_option} of the child matching the configuration', () => {
    expect(getProductVariant(product, { color: '52', size: '177' })).toEqual({
      ...child('MSH09-33-Gray', '52', '177', 32),
      options: [
        { label: 'Color', value: 'Gray' },
        { label: 'Size', value: '33' },
      ],
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '52' },
            { option_id: '142', option_value: '177' },
          ],
        },
      },
    });
  });

  it('is undefined for an unavailable child (fallbackToDefaultWhenNoAvailable: false) or a partial configuration', () => {
    expect(getProductVariant(product, { color: '52', size: '178' })).toBeUndefined();
    expect(getProductVariant(product, { color: '52' })).toBeUndefined();
  });
});

describe('configuredOptions (contract §4.3 setProductConfigurableOptions)', () => {
  it('ids and values as strings, labels from the option values, in the option order', () => {
    expect(configuredOptions(options, { size: '179', color: '50' })).toEqual({
      options: [
        { label: 'Color', value: 'Blue' },
        { label: 'Size', value: '36' },
      ],
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '50' },
            { option_id: '142', option_value: '179' },
          ],
        },
      },
    });
  });
});
