// Spec §4 product visibility rules (shared/domain/product-visibility.ts).
import { describe, expect, it } from 'vitest';
import { isOfferedChild, isProductShown } from '#shared/domain/product-visibility.ts';

describe('isProductShown (spec §4)', () => {
  it('shows enabled products visible in catalogue and/or search', () => {
    expect(isProductShown({ status: 1, visibility: 4 })).toBe(true);
    expect(isProductShown({ status: 0, visibility: 2 })).toBe(true);
  });

  it('hides status 2 and higher, visibility 1 and missing products', () => {
    expect(isProductShown({ status: 2, visibility: 4 })).toBe(false);
    expect(isProductShown({ status: 3, visibility: 4 })).toBe(false);
    expect(isProductShown({ status: 1, visibility: 1 })).toBe(false);
    expect(isProductShown(null)).toBe(false);
  });
});

describe('isOfferedChild (spec §2 product routes)', () => {
  const parent = {
    configurable_children: [
      { sku: 'A-36', status: 1 },
      { sku: 'A-38', status: 2 },
      { sku: 'A-40', status: null },
      { sku: 'A-42', status: '1' },
    ],
  };

  it('offers listed children that are not disabled', () => {
    expect(isOfferedChild(parent, 'A-36')).toBe(true);
    expect(isOfferedChild(parent, 'A-40')).toBe(true);
    expect(isOfferedChild(parent, 'A-42')).toBe(true);
  });

  it('does not offer disabled or unknown children', () => {
    expect(isOfferedChild(parent, 'A-38')).toBe(false);
    expect(isOfferedChild(parent, 'B-36')).toBe(false);
    expect(isOfferedChild({}, 'A-36')).toBe(false);
  });
});
