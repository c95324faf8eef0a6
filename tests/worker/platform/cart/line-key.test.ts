// Cart line identity (worker/platform/cart/line-key.ts, ADR 030; contract §4.1 productsEquals): custom option
// values and bundle choices make a line; their order and number-vs-string spelling do not.
import { describe, expect, it } from 'vitest';
import { optionsKey } from '#worker/platform/cart/line-key.ts';

const option = (attributes: Record<string, unknown>) => ({ extension_attributes: attributes });

describe('optionsKey', () => {
  it('is empty without custom or bundle options (configurable options: the sku is the child)', () => {
    expect(optionsKey(undefined)).toBe('');
    expect(optionsKey(option({ custom_options: [], bundle_options: [] }))).toBe('');
    expect(
      optionsKey(option({ configurable_item_options: [{ option_id: '93', option_value: 49 }], custom_options: [] })),
    ).toBe('');
    // A custom option left empty chooses nothing.
    expect(optionsKey(option({ custom_options: [{ option_id: 1, option_value: '' }] }))).toBe('');
  });

  it('is the same for the same choices in any order and spelling', () => {
    const a = optionsKey(
      option({
        custom_options: [
          { option_id: 100001, option_value: '1000011' },
          { option_id: '100003', option_value: 1000032 },
        ],
      }),
    );
    const b = optionsKey(
      option({
        custom_options: [
          { option_id: '100003', option_value: '1000032' },
          { option_id: 100001, option_value: 1000011 },
        ],
      }),
    );
    expect(a).toBe(b);
    expect(a).toBe('{"c":[["100001","1000011"],["100003","1000032"]],"b":[]}');
  });

  it('differs for other choices', () => {
    const gift = optionsKey(option({ custom_options: [{ option_id: 1, option_value: '11' }] }));
    const card = optionsKey(option({ custom_options: [{ option_id: 1, option_value: '12' }] }));
    const bundleA = optionsKey(
      option({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2, 3] }] }),
    );
    const bundleB = optionsKey(
      option({ bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [3, 2] }] }),
    );
    expect(new Set([gift, card, bundleA, bundleB]).size).toBe(4);
    expect(bundleA).toBe('{"c":[],"b":[["1","1","2,3"]]}');
  });
});
