// The compare list's store (issue 14 "Wishlist and compare"; spec §3 "Wishlist and compare: items by sku";
// ADR 037): the feature named compare, at most 20 products (one more drops the oldest, with the added
// notice), and a toggle per sku with its notices.
import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, compareStoreFeature } from '#client/features/compare/feature.ts';

describe('compare store', () => {
  it('is the feature named compare with a limit of 20', () => {
    expect(compareStoreFeature.name).toBe('compare');
    expect(COMPARE_LIMIT).toBe(20);
    expect(compareStoreFeature.create().getState().items).toEqual([]);
  });

  it('toggles two products in, one out, keeping the order added', () => {
    const store = compareStoreFeature.create();
    store.getState().toggle({ sku: 'A', name: 'Alpha' });
    store.getState().toggle({ sku: 'B', name: 'Beta' });
    expect(store.getState().items.map((item) => item.sku)).toEqual(['A', 'B']);
    expect(store.getState().toggle({ sku: 'A', name: 'Alpha' })).toBe(false);
    expect(store.getState().items.map((item) => item.sku)).toEqual(['B']);
    expect(store.getState().notice).toMatchObject({ sku: 'A', name: 'Alpha', added: false });
  });

  it('holds at most 20: the 21st drops the first and is announced as added', () => {
    const store = compareStoreFeature.create();
    for (let index = 1; index <= COMPARE_LIMIT + 1; index += 1)
      store.getState().add({ sku: `S${index}`, name: `Product ${index}` });
    const skus = store.getState().items.map((item) => item.sku);
    expect(skus).toHaveLength(COMPARE_LIMIT);
    expect(skus[0]).toBe('S2');
    expect(skus.at(-1)).toBe('S21');
    expect(store.getState().notice).toMatchObject({ sku: 'S21', added: true, seq: COMPARE_LIMIT + 1 });
  });
});
