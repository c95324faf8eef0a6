// The compare list on the device and across tabs (issue 14; ADR 037): IndexedDB store `compare` (ADR 019)
// through the shared saved-list adapter. The browser entry imports this lazily after hydration, next to the cart's.
import type { SavedListStore } from '#client/lib/saved-list.ts';
import { persistSavedList } from '#client/lib/storage/saved-list.browser.ts';

export function persistCompare(store: SavedListStore): Promise<() => void> {
  return persistSavedList(store, 'compare');
}
