// Puts back what the last page changed but could not save (./unsaved-changes.browser.ts keeps it at `pagehide`;
// ADR 066): straight into the stores, before their persistence reads, so the first read keeps it on top of the
// device's copy. Part of the saved state's chunk: it runs only as that code starts.
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

/** Puts back what the last page could not save. */
export function restoreUnsaved({ cart, wishlist, compare }: UnsavedStores): void {
  const unsaved = takeUnsaved();
  if (!unsaved) return;
  // Straight into the stores, before their persistence reads: the first read keeps them on top of the device's copy.
  if (Array.isArray(unsaved.cart?.items)) {
    const serverToken = typeof unsaved.cart.serverToken === 'string' ? unsaved.cart.serverToken : null;
    cart.setState({ items: unsaved.cart.items, serverToken });
  }
  if (Array.isArray(unsaved.wishlist)) wishlist.setState({ items: unsaved.wishlist.filter(isEntry) });
  if (Array.isArray(unsaved.compare)) compare.setState({ items: unsaved.compare.filter(isEntry) });
}
