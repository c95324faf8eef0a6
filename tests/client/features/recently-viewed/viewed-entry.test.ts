// What a product page visit records (client/features/recently-viewed/viewed-entry.ts; issue 11 "Recently
// viewed"): the page's sku, name, url path, image and the shelf price with tax at the time of the visit.
import { describe, expect, it } from 'vitest';
import { viewedEntry } from '#client/features/recently-viewed/viewed-entry.ts';

const product = {
  sku: 'KED00010',
  name: 'Кеды мужские',
  url_path: 'muzhchinam/obuv/kedy/kedy-10.html',
  image: '/k/e/ked-10.jpg',
  price: 5000,
  price_incl_tax: 6000,
  special_price: 4000,
  special_price_incl_tax: 4800,
  special_from_date: '2025-01-01 00:00:00',
  special_to_date: '2025-06-30 23:59:59',
};

describe('viewedEntry', () => {
  it('records the page product with its shelf price incl. tax while the special price is active', () => {
    const now = Date.UTC(2025, 2, 1);
    expect(viewedEntry(product, now)).toEqual({
      sku: 'KED00010',
      parentSku: 'KED00010',
      viewed_at: now,
      name: 'Кеды мужские',
      url_path: 'muzhchinam/obuv/kedy/kedy-10.html',
      image: '/k/e/ked-10.jpg',
      price: 4800,
    });
  });

  it('records the regular price once the special price has expired (supplement §7)', () => {
    expect(viewedEntry(product, Date.UTC(2025, 7, 1)).price).toBe(6000);
  });
});
