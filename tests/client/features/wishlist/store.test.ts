// The wishlist's store (issue 14 "Wishlist and compare"; spec §3 "Wishlist and compare: items by sku"; ADR 037):
// the shared saved-list rules as the wishlist feature builds them — a toggle adds and removes by sku in the
// order added, each own change is a notice for the spec §8 message, a list read from the device or another
// tab is no notice, a product added before the first read is kept on top of the device's list, the limit
// drops the oldest.
import { describe, expect, it } from 'vitest';
import { byAddedAt, createSavedListStore, hasSku } from '#client/lib/saved-list.ts';
import { WISHLIST_LIMIT, wishlistStoreFeature } from '#client/features/wishlist/feature.ts';

const TEE = { sku: 'WS01', name: 'Gwyn Endurance Tee' };
const BAG = { sku: 'BPK00006', name: 'Backpack' };

/** A store whose clock reads 1000, 2000, 3000 … */
function storeWithClock() {
  let time = 0;
  return createSavedListStore({ limit: WISHLIST_LIMIT, now: () => (time += 1000) });
}

describe('wishlist store', () => {
  it('is the feature named wishlist, empty and not loaded (what the server renders)', () => {
    const store = wishlistStoreFeature.create();
    expect(wishlistStoreFeature.name).toBe('wishlist');
    expect(store.getState().items).toEqual([]);
    expect(store.getState().loaded).toBe(false);
    expect(store.getState().notice).toBeNull();
  });

  it('toggles a product in and out by sku, with a notice each time', () => {
    const store = storeWithClock();
    expect(store.getState().toggle(TEE)).toBe(true);
    expect(store.getState().items).toEqual([{ sku: 'WS01', parentSku: 'WS01', added_at: 1000 }]);
    expect(store.getState().notice).toEqual({ sku: 'WS01', name: 'Gwyn Endurance Tee', added: true, seq: 1 });
    expect(store.getState().toggle(TEE)).toBe(false);
    expect(store.getState().items).toEqual([]);
    expect(store.getState().notice).toEqual({ sku: 'WS01', name: 'Gwyn Endurance Tee', added: false, seq: 2 });
  });

  it('keeps the order added; adding a saved product or removing an absent one changes nothing', () => {
    const store = storeWithClock();
    store.getState().add(TEE);
    store.getState().add(BAG);
    const before = store.getState();
    store.getState().add(TEE);
    store.getState().remove({ sku: 'NONE', name: 'None' });
    expect(store.getState()).toBe(before);
    expect(store.getState().items.map((item) => item.sku)).toEqual(['WS01', 'BPK00006']);
    expect(hasSku(store.getState().items, 'BPK00006')).toBe(true);
  });

  it('never dates a new product before the newest (a clock set back)', () => {
    const times = [5000, 1000];
    const store = createSavedListStore({ limit: WISHLIST_LIMIT, now: () => times.shift() ?? 0 });
    store.getState().add(TEE);
    store.getState().add(BAG);
    expect(store.getState().items.map((item) => [item.sku, item.added_at])).toEqual([
      ['WS01', 5000],
      ['BPK00006', 5001],
    ]);
  });

  it('takes a list from another tab as it is, sorted by date, loaded, with no notice', () => {
    const store = storeWithClock();
    store.getState().replaceItems([
      { sku: 'B', parentSku: 'B', added_at: 20 },
      { sku: 'A', parentSku: 'A', added_at: 10 },
    ]);
    expect(store.getState().items.map((item) => item.sku)).toEqual(['A', 'B']);
    expect(store.getState().loaded).toBe(true);
    expect(store.getState().notice).toBeNull();
  });

  it('keeps a product added before the first read on top of the device list, and says so', () => {
    const store = storeWithClock();
    store.getState().add(TEE); // added_at 1000
    const stored = [{ sku: 'OLD', parentSku: 'OLD', added_at: 500 }];
    expect(store.getState().restoreItems(stored)).toBe(true);
    expect(store.getState().items.map((item) => item.sku)).toEqual(['OLD', 'WS01']);
    expect(store.getState().restoreItems(store.getState().items)).toBe(false);
  });

  it('on a device with nothing saved, is known empty at once and keeps what is added until its first read', () => {
    const store = storeWithClock();
    store.getState().markNothingSaved();
    expect(store.getState().loaded).toBe(true);
    store.getState().add(TEE);
    expect(store.getState().restoreItems([])).toBe(true);
    expect(store.getState().items.map((item) => item.sku)).toEqual(['WS01']);
  });

  it('joins what a page left early could not save under its own entries, in the order added, within the limit', () => {
    const store = createSavedListStore({ limit: 2, now: () => 3000 });
    store.getState().add(TEE); // added_at 3000
    store.getState().addKept([
      { sku: 'OLD-1', parentSku: 'OLD-1', added_at: 100 },
      { sku: 'OLD-2', parentSku: 'OLD-2', added_at: 200 },
      { sku: 'WS01', parentSku: 'WS01', added_at: 50 },
    ]);
    expect(store.getState().items.map((item) => item.sku)).toEqual(['OLD-2', 'WS01']);
    expect(store.getState().deviceRead).toBe(false);
  });

  it(`holds at most ${WISHLIST_LIMIT} products: one more drops the oldest`, () => {
    const store = storeWithClock();
    for (let index = 0; index <= WISHLIST_LIMIT; index += 1)
      store.getState().add({ sku: `S${index}`, name: `P${index}` });
    const skus = store.getState().items.map((item) => item.sku);
    expect(skus).toHaveLength(WISHLIST_LIMIT);
    expect(skus[0]).toBe('S1');
    expect(skus.at(-1)).toBe(`S${WISHLIST_LIMIT}`);
  });

  it('clears (spec §4 logout)', () => {
    const store = storeWithClock();
    store.getState().add(TEE);
    store.getState().clear();
    expect(store.getState().items).toEqual([]);
  });

  it('sorts by date with the sku breaking ties', () => {
    expect(
      byAddedAt([
        { sku: 'b', parentSku: 'b', added_at: 1 },
        { sku: 'a', parentSku: 'a', added_at: 1 },
        { sku: 'c', parentSku: 'c', added_at: 0 },
      ]).map((item) => item.sku),
    ).toEqual(['c', 'a', 'b']);
  });
});
