// Puts back what the last page changed but could not save (./unsaved-changes.browser.ts keeps it at `pagehide`;
// ADR 066): into the stores through their own actions, before their persistence reads, so the first read keeps it
// on top of the device's copy. Part of the saved state's chunk: it runs only as that code starts.
import type { SavedProductEntry } from '#client/lib/storage/records.ts';
import { UNSAVED_KEY, type UnsavedChanges, type UnsavedStores } from './unsaved-changes.browser';

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

/**
 * Puts back what the last page could not save, on top of what this page changed meanwhile (this chunk may arrive
 * after a first tap): kept cart lines are added as the shopper added them, kept list entries joined.
 */
export function restoreUnsaved({ cart, wishlist, compare }: UnsavedStores): void {
  const unsaved = takeUnsaved();
  if (!unsaved) return;
  if (Array.isArray(unsaved.cart?.items)) {
    for (const { qty, ...line } of unsaved.cart.items) {
      try {
        cart.getState().addItem(line, qty);
      } catch {
        // A malformed quantity: that line is not put back.
      }
    }
    const { serverToken } = unsaved.cart;
    if (typeof serverToken === 'string' && cart.getState().serverToken === null)
      cart.getState().setServerToken(serverToken);
  }
  if (Array.isArray(unsaved.wishlist)) wishlist.getState().addKept(unsaved.wishlist.filter(isEntry));
  if (Array.isArray(unsaved.compare)) compare.getState().addKept(unsaved.compare.filter(isEntry));
}
