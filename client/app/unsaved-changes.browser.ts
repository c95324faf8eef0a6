// What a first visit changed before its persistence had read the device (ADR 066): a page left at once — a reload, a
// full navigation, a closed tab — in the moment its saved-state chunk was still loading. `pagehide` keeps those
// stores in localStorage, synchronously; the next page puts them back before its persistence starts
// (./restore-unsaved.browser.ts), which then merges them into the device's copy as lines added before its read. A
// page restored from the back/forward cache still has them in memory, so the kept copy is dropped then.
import type { CartItem, CartStore } from '#client/features/cart/store.ts';
import type { SavedListStore } from '#client/lib/saved-list.ts';
import type { SavedProductEntry } from '#client/lib/storage/records.ts';

/** The localStorage key of the kept changes. */
export const UNSAVED_KEY = 'storefront-unsaved';

export interface UnsavedChanges {
  cart?: { items: CartItem[]; serverToken: string | null };
  wishlist?: SavedProductEntry[];
  compare?: SavedProductEntry[];
}

export interface UnsavedStores {
  cart: CartStore;
  wishlist: SavedListStore;
  compare: SavedListStore;
}

/** Whether the last page kept changes it could not save (./restore-unsaved.browser.ts puts them back). */
export function hasUnsaved(): boolean {
  try {
    return localStorage.getItem(UNSAVED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps, when the page is left, what changed in stores whose persistence has not read the device yet; returns its
 * removal.
 */
export function keepUnsavedOnLeave({ cart, wishlist, compare }: UnsavedStores): () => void {
  const keep = () => {
    const unsaved: UnsavedChanges = {};
    const { items, serverToken, deviceRead } = cart.getState();
    if (!deviceRead && (items.length > 0 || serverToken !== null)) unsaved.cart = { items, serverToken };
    if (!wishlist.getState().deviceRead && wishlist.getState().items.length > 0)
      unsaved.wishlist = wishlist.getState().items;
    if (!compare.getState().deviceRead && compare.getState().items.length > 0)
      unsaved.compare = compare.getState().items;
    if (Object.keys(unsaved).length === 0) return;
    try {
      localStorage.setItem(UNSAVED_KEY, JSON.stringify(unsaved));
    } catch {
      // Storage full or refused: nothing more can be done while the page goes.
    }
  };
  const drop = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    try {
      localStorage.removeItem(UNSAVED_KEY);
    } catch {
      // Nothing was kept.
    }
  };
  window.addEventListener('pagehide', keep);
  window.addEventListener('pageshow', drop);
  return () => {
    window.removeEventListener('pagehide', keep);
    window.removeEventListener('pageshow', drop);
  };
}
