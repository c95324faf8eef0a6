// The listing prefetch's rules (issue 15 "Offline browsing", ADR 044; spec §9 prefetch count 8, stock lists in
// chunks of 15 skus): which products, which child skus, the chunks, and when the browser allows it.
import { describe, expect, it } from 'vitest';
import {
  configurableChildSkus,
  PREFETCH_PRODUCT_COUNT,
  prefetchAllowed,
  productsToPrefetch,
  skuChunks,
} from '#client/features/listing/prefetch-plan.ts';
import { STOCK_LIST_CHUNK } from '#client/lib/api/stock-list.ts';

const listed = Array.from({ length: 12 }, (_, index) => ({ sku: `P${index + 1}` }));
const skusOf = (products: ReadonlyArray<{ sku: string }>) => products.map((product) => product.sku);

describe('productsToPrefetch', () => {
  it('takes the first 8 listed products (spec §9), in listing order', () => {
    expect(PREFETCH_PRODUCT_COUNT).toBe(8);
    expect(skusOf(productsToPrefetch(listed, () => false, new Set()))).toEqual([
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
    ]);
  });

  it('skips the ones in the query cache and the ones this page view prefetched, without reaching the 9th', () => {
    const cached = new Set(['P2', 'P5']);
    expect(skusOf(productsToPrefetch(listed, (sku) => cached.has(sku), new Set(['P1'])))).toEqual([
      'P3',
      'P4',
      'P6',
      'P7',
      'P8',
    ]);
  });

  it('takes all of a shorter listing and nothing of an empty one', () => {
    expect(skusOf(productsToPrefetch(listed.slice(0, 3), () => false, new Set()))).toEqual(['P1', 'P2', 'P3']);
    expect(productsToPrefetch([], () => false, new Set())).toEqual([]);
  });
});

describe('configurableChildSkus', () => {
  it('lists the children of configurable products once each, in listing then child order', () => {
    expect(
      configurableChildSkus([
        { type_id: 'configurable', configurable_children: [{ sku: 'A-S' }, { sku: 'A-M' }] },
        { type_id: 'simple' },
        null,
        undefined,
        { type_id: 'configurable', configurable_children: [{ sku: 'B-S' }, { sku: 'A-M' }, { sku: '' }] },
        { type_id: 'configurable' },
      ]),
    ).toEqual(['A-S', 'A-M', 'B-S']);
  });

  it('ignores children of other product types', () => {
    expect(configurableChildSkus([{ type_id: 'bundle', configurable_children: [{ sku: 'X' }] }])).toEqual([]);
  });
});

describe('skuChunks', () => {
  it('cuts 31 skus into 15 + 15 + 1 (spec §9: 15 a stock request)', () => {
    const skus = Array.from({ length: 31 }, (_, index) => `S${index + 1}`);
    expect(STOCK_LIST_CHUNK).toBe(15);
    const chunks = skuChunks(skus, STOCK_LIST_CHUNK);
    expect(chunks.map((chunk) => chunk.length)).toEqual([15, 15, 1]);
    expect(chunks[0]?.[0]).toBe('S1');
    expect(chunks[1]?.[0]).toBe('S16');
    expect(chunks[2]).toEqual(['S31']);
  });

  it('keeps exactly 15 in one chunk and none in none', () => {
    expect(
      skuChunks(
        Array.from({ length: 15 }, (_, index) => `S${index}`),
        STOCK_LIST_CHUNK,
      ),
    ).toHaveLength(1);
    expect(skuChunks([], STOCK_LIST_CHUNK)).toEqual([]);
  });
});

describe('prefetchAllowed', () => {
  const fast = { online: true, visibility: 'visible' };

  it('allows a visible, online tab with no connection information or a fast one', () => {
    expect(prefetchAllowed(fast)).toBe(true);
    expect(prefetchAllowed({ ...fast, saveData: false, effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ ...fast, effectiveType: '3g' })).toBe(true);
  });

  it('refuses offline, in a hidden tab, with data saving on, and on 2G or slow 2G', () => {
    expect(prefetchAllowed({ ...fast, online: false })).toBe(false);
    expect(prefetchAllowed({ ...fast, visibility: 'hidden' })).toBe(false);
    expect(prefetchAllowed({ ...fast, saveData: true })).toBe(false);
    expect(prefetchAllowed({ ...fast, effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ ...fast, effectiveType: 'slow-2g' })).toBe(false);
  });
});
