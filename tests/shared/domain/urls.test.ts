import { describe, expect, it } from 'vitest';
import { categoryIdsWithDescendants } from '../../../shared/domain/categories';
import { categoryPath, localizedPath, productPath, thumbnailUrl } from '../../../shared/domain/urls';

describe('storefront urls', () => {
  it('leaves the default store view unprefixed and prefixes the English one', () => {
    expect(localizedPath('/', 'ru')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('checkout', 'en')).toBe('/en/checkout');
  });

  it('builds category and product routes of spec §2', () => {
    expect(categoryPath({ slug: 'krossovki-23' }, 'ru')).toBe('/c/krossovki-23');
    expect(productPath({ sku: 'KR1001', slug: 'krossovki-1001' }, 'en', 'KR1001-38-black')).toBe('/en/p/KR1001/krossovki-1001/KR1001-38-black');
    expect(productPath({ sku: 'GC01', slug: 'gift-card-7' }, 'ru')).toBe('/p/GC01/gift-card-7');
  });

  it('builds resize urls in the contract format <w>/<h>/resize<path>', () => {
    expect(thumbnailUrl('/product/sneakers/black/1.svg', 502, 502)).toBe('/img/502/502/resize/product/sneakers/black/1.svg');
  });

  it('collects descendant category ids depth first (contract §5.11)', () => {
    const women = {
      id: 20,
      children_data: [
        { id: 21, children_data: [{ id: 23 }, { id: 24 }, { id: 25 }, { id: 26 }] },
        { id: 22, children_data: [{ id: 27 }, { id: 28 }] },
      ],
    };
    expect(categoryIdsWithDescendants(women)).toEqual([20, 21, 23, 24, 25, 26, 22, 27, 28]);
  });
});
