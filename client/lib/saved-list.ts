// A list of products the shopper keeps on this device by sku (spec §3 "Wishlist and compare: items by sku";
// issue 14 "Wishlist and compare"): one store shape for both lists, so the wishlist and the compare feature
// (which may not import each other, ADR 020) share the rules instead of copying them. A zustand store that
// never touches storage (it renders on the server); ./storage/saved-list.browser.ts keeps it in IndexedDB and
// in step across tabs. The store's `notice` names the shopper's last own change, which the app turns into the
// spec §8 success notification (a change read from the device or another tab makes none). ADR 037.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { SavedProductEntry } from '#client/lib/storage/records.ts';

/** What a toggle knows of a product: its sku (the page's, a configurable's parent) and its name (the notice). */
export interface SavedProduct {
  sku: string;
  name: string;
}

/** The shopper's last own change of the list: the app shows it once (spec §8 success messages). */
export interface SavedListNotice {
  sku: string;
  name: string;
  added: boolean;
  /** Grows with every change, so the same product added twice is two notices. */
  seq: number;
}

export interface SavedListState {
  /** Oldest first: the order the shopper added them in (the IndexedDB index `by-added-at`). */
  items: SavedProductEntry[];
  /** True once the device's list has been read (until then the list shows as empty, as on the server). */
  loaded: boolean;
  /** True once the device's copy has been merged in (a device with nothing saved is `loaded` before that). */
  deviceRead: boolean;
  notice: SavedListNotice | null;
  /** Adds or removes the product; answers whether it is in the list now. */
  toggle(product: SavedProduct): boolean;
  add(product: SavedProduct): void;
  remove(product: SavedProduct): void;
  /** The device's list (another tab changed it): taken as it is, no notice. */
  replaceItems(items: readonly SavedProductEntry[]): void;
  /**
   * The first read of the device's list: what the shopper added before it (a quick first tap) is kept on
   * top of it. Answers whether anything was kept (then the merged list has to be written back).
   */
  restoreItems(items: readonly SavedProductEntry[]): boolean;
  /** The device has saved nothing (client/app/saved-state.browser.ts): the empty list is the known one. */
  markNothingSaved(): void;
  /**
   * What a page left early could not save (client/app/restore-unsaved.browser.ts): joined under this page's own
   * entries, in the order added, within the limit; the device's copy is still to be read.
   */
  addKept(entries: readonly SavedProductEntry[]): void;
  /** Spec §4 logout: the list is cleared. */
  clear(): void;
}

export type SavedListStore = ReturnType<typeof createSavedListStore>;

export interface SavedListOptions {
  /** At most this many entries: adding one more drops the oldest (ADR 037). */
  limit: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Whether `sku` is in the list. */
export function hasSku(items: readonly SavedProductEntry[], sku: string): boolean {
  return items.some((item) => item.sku === sku);
}

/** Oldest first by `added_at`, the sku breaking ties (two tabs, the same millisecond). */
export function byAddedAt(items: readonly SavedProductEntry[]): SavedProductEntry[] {
  return [...items].sort((a, b) => a.added_at - b.added_at || a.sku.localeCompare(b.sku));
}

export function createSavedListStore({ limit, now = Date.now }: SavedListOptions) {
  let seq = 0;
  const notice = (product: SavedProduct, added: boolean): SavedListNotice => ({
    sku: product.sku,
    name: product.name,
    added,
    seq: ++seq,
  });
  /** Older entries with newer ones on top, in the order added, the oldest dropped beyond the limit. */
  const onTopOf = (older: readonly SavedProductEntry[], newer: readonly SavedProductEntry[]) =>
    byAddedAt([...older, ...newer]).slice(-limit);
  return createStore<SavedListState>()((set, get) => ({
    items: [],
    loaded: false,
    deviceRead: false,
    notice: null,
    toggle(product) {
      if (hasSku(get().items, product.sku)) {
        get().remove(product);
        return false;
      }
      get().add(product);
      return true;
    },
    add(product) {
      const { items } = get();
      if (hasSku(items, product.sku)) return;
      // Never before the newest entry: a clock set back must not put the new product first.
      const addedAt = Math.max(now(), ...items.map((item) => item.added_at + 1));
      const entry: SavedProductEntry = { sku: product.sku, parentSku: product.sku, added_at: addedAt };
      set({ items: [...items, entry].slice(-limit), notice: notice(product, true) });
    },
    remove(product) {
      const { items } = get();
      if (!hasSku(items, product.sku)) return;
      set({ items: items.filter((item) => item.sku !== product.sku), notice: notice(product, false) });
    },
    replaceItems(items) {
      set({ items: byAddedAt(items).slice(-limit), loaded: true, deviceRead: true });
    },
    restoreItems(stored) {
      const addedBefore = get().items.filter((item) => !hasSku(stored, item.sku));
      set({ items: onTopOf(stored, addedBefore), loaded: true, deviceRead: true });
      return addedBefore.length > 0;
    },
    markNothingSaved() {
      set({ loaded: true });
    },
    addKept(entries) {
      const { items } = get();
      set({
        items: onTopOf(
          entries.filter((entry) => !hasSku(items, entry.sku)),
          items,
        ),
      });
    },
    clear() {
      set({ items: [] });
    },
  }));
}

const NOTHING_SAVED: SavedProductEntry[] = [];

/**
 * The list as a component shows it: empty and not loaded on the server and while hydrating (the server
 * snapshot, so a late-hydrating Suspense boundary renders as the server did, ADR 061), then the device's.
 */
export function useSavedList(store: SavedListStore): { items: SavedProductEntry[]; loaded: boolean } {
  const items = useSyncExternalStore(
    store.subscribe,
    () => store.getState().items,
    () => NOTHING_SAVED,
  );
  const loaded = useSyncExternalStore(
    store.subscribe,
    () => store.getState().loaded,
    () => false,
  );
  return { items, loaded };
}

/** Whether `sku` is in the list, false on the server and while hydrating (as `useSavedList`). */
export function useIsSaved(store: SavedListStore, sku: string): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => hasSku(store.getState().items, sku),
    () => false,
  );
}
