// What a first visit changed before its persistence had read the device (ADR 066): a page left at once — a reload, a
// full navigation, a closed tab — in the moment its saved-state chunk was still loading. `pagehide` keeps those
// stores in localStorage, synchronously; the next page puts them back before its persistence starts, which then
// merges them into the device's copy as lines added before its read. A page restored from the back/forward cache
// still has them in memory, so the kept copy is dropped then.
import type { CartItem, CartStore } from '#client/features/cart/store.ts';
import type { SavedListStore } from '#client/lib/saved-list.ts';
import type { SavedProductEntry } from '#client/lib/storage/records.ts';

const UNSAVED_KEY = 'storefront-unsaved';

interface UnsavedChanges {
  cart?: { items: CartItem[]; serverToken: string | null };
  wishlist?: SavedProductEntry[];
  compare?: SavedProductEntry[];
}

interface Stores {
  cart: CartStore;
  wishlist: SavedListStore;
  compare: SavedListStore;
}

const isEntry = (value: unknown): value is SavedProductEntry =>
  typeof value === 'object' && value !== null && typeof (value as SavedProductEntry).sku === 'string';

/** Reads and removes the kept changes; anything malformed reads as none. */
function takeUnsaved(): UnsavedChanges | null {
  try {
    const text = localStorage.getItem(UNSAVED_KEY);
    if (text === null) return null;
    localStorage.removeItem(UNSAVED_KEY);
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as UnsavedChanges) : null;
  } catch {
    return null;
  }
}

/** Puts back what the last page could not save; answers whether there was anything. */
export function restoreUnsaved({ cart, wishlist, compare }: Stores): boolean {
  const unsaved = takeUnsaved();
  if (!unsaved) return false;
  // Straight into the stores, before their persistence reads: the first read keeps them on top of the device's copy.
  if (Array.isArray(unsaved.cart?.items)) {
    const serverToken = typeof unsaved.cart.serverToken === 'string' ? unsaved.cart.serverToken : null;
    cart.setState({ items: unsaved.cart.items, serverToken });
  }
  if (Array.isArray(unsaved.wishlist)) wishlist.setState({ items: unsaved.wishlist.filter(isEntry) });
  if (Array.isArray(unsaved.compare)) compare.setState({ items: unsaved.compare.filter(isEntry) });
  return true;
}

/** Keeps, when the page is left, what changed in stores whose persistence has not read the device yet. */
export function keepUnsavedOnLeave({ cart, wishlist, compare }: Stores): void {
  window.addEventListener('pagehide', () => {
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
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    try {
      localStorage.removeItem(UNSAVED_KEY);
    } catch {
      // Nothing was kept.
    }
  });
}
