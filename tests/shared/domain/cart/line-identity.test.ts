// Contract §5.1 (productChecksum) and §5.2 (productEquals) ported: the cart line checksum and identity of
// shared/domain/cart/line-identity.ts, and its SHA3-224 against Node's OpenSSL.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checksumSource, productChecksum, productsEqual } from '#shared/domain/cart/line-identity.ts';
import { sha3_224 } from '#shared/domain/cart/sha3.ts';

const bundle = (selections: number[]) => ({
  extension_attributes: {
    bundle_options: selections.map((selection, index) => ({
      option_id: String(index + 1),
      option_qty: '1',
      option_selections: [String(selection)],
    })),
  },
});

const custom = (values: number[]) => ({
  extension_attributes: {
    custom_options: values.map((value, index) => ({ option_id: String(index + 1), option_value: String(value) })),
  },
});

describe('sha3_224', () => {
  it.each(['', 'null', 'abc', 'x'.repeat(143), 'x'.repeat(144), 'x'.repeat(300), 'Кроссовки «Лада» ёж'.repeat(20)])(
    'equals OpenSSL sha3-224 of %j (block edges 143/144, multi-block, UTF-8)',
    (text) => {
      expect(sha3_224(text)).toBe(createHash('sha3-224').update(text).digest('hex'));
    },
  );
});

describe('productChecksum (contract §5.1)', () => {
  it('hashes a configurable line by its configurable_item_options', () => {
    const line = {
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '53' },
            { option_id: '142', option_value: '169' },
          ],
        },
      },
    };
    expect(productChecksum(line)).toBe('357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6');
  });

  it('hashes a bundle line by its bundle_options', () => {
    expect(productChecksum({ product_option: bundle([2, 4, 5, 8]) })).toBe(
      '3e183f026489207a9cd535d20f141e07ddfea729af58a9088b82612f',
    );
  });

  it('turns numbers into strings first (53 and "53" are one line), and hashes "null" without product_option', () => {
    const numbers = {
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: 53 },
            { option_id: 142, option_value: 169 },
          ],
        },
      },
    };
    expect(productChecksum(numbers)).toBe('357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6');
    expect(productChecksum({})).toBe('d766ca7cf2167ba1bd6a1263080ff36ff2fb21d96b15ab943891df44');
    expect(checksumSource({ product_option: { extension_attributes: {} } })).toEqual({ extension_attributes: {} });
  });
});

describe('productsEqual (contract §5.2)', () => {
  it('bundle: other server ids, the same selections → equal', () => {
    expect(
      productsEqual(
        { sku: 'SET-1', server_item_id: 1, product_option: bundle([2, 4, 5, 8]) },
        { sku: 'SET-1', server_item_id: 2, product_option: bundle([2, 4, 5, 8]) },
      ),
    ).toBe(true);
  });

  it('bundle: the same server id → equal even when one has no options', () => {
    expect(
      productsEqual(
        { sku: 'SET-1', server_item_id: 1 },
        { sku: 'SET-1', item_id: 1, product_option: bundle([2, 4, 5, 8]) },
      ),
    ).toBe(true);
  });

  it('bundle: other selections → not equal', () => {
    expect(
      productsEqual(
        { sku: 'SET-1', server_item_id: 1, product_option: bundle([2, 2, 5, 8]) },
        { sku: 'SET-1', server_item_id: 2, product_option: bundle([2, 4, 5, 8]) },
      ),
    ).toBe(false);
  });

  it('custom options: same values equal, same id equal, other values not', () => {
    expect(
      productsEqual(
        { sku: 'TEE', server_item_id: 1, product_option: custom([2, 4, 5, 8]) },
        { sku: 'TEE', server_item_id: 2, product_option: custom([2, 4, 5, 8]) },
      ),
    ).toBe(true);
    expect(
      productsEqual({ sku: 'TEE', server_item_id: 1 }, { sku: 'TEE', server_item_id: 1, product_option: custom([2]) }),
    ).toBe(true);
    expect(
      productsEqual(
        { sku: 'TEE', server_item_id: 1, product_option: custom([2, 2, 5, 8]) },
        { sku: 'TEE', server_item_id: 2, product_option: custom([2, 4, 5, 8]) },
      ),
    ).toBe(false);
  });

  it('configurable: the same sku → equal whatever the server ids', () => {
    const option = {
      extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '53' }] },
    };
    expect(
      productsEqual(
        { sku: 'WG-001', server_item_id: 1, product_option: option },
        { sku: 'WG-001', server_item_id: 2, product_option: option },
      ),
    ).toBe(true);
  });

  it('the fix: one sku with other custom values is two lines; other skus with the same choices are not one', () => {
    expect(
      productsEqual({ sku: 'TEE', product_option: custom([1]) }, { sku: 'TEE', product_option: custom([2]) }),
    ).toBe(false);
    expect(
      productsEqual({ sku: 'TEE', product_option: custom([1]) }, { sku: 'CAP', product_option: custom([1]) }),
    ).toBe(false);
    expect(productsEqual({ sku: 'TEE' }, { sku: 'TEE', product_option: custom([1]) })).toBe(false);
  });
});
