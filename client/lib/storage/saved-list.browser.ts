// Keeps a saved list (../saved-list.ts: the wishlist or the compare list) in IndexedDB and tells other tabs
// when it changed (BroadcastChannel), so a reload keeps the list and another tab shows the change (issue 14
// "kept on the device and across tabs"; the cart's pattern, client/features/cart/persistence.browser.ts).
// The stores `wishlist` and `compare` exist since version 2 of the database (ADR 019): one row per sku
// (key path `sku`), indexed by `added_at`. Browser only: the features' persistence imports it lazily.
import type { SavedListStore } from '#client/lib/saved-list.ts';
import type { SavedProductEntry } from './records';
import { getStorefrontDb } from './db.browser';
import { SAVED_STATE_CHANNELS } from '#client/lib/saved-state-names.ts';

export type SavedListName = 'wishlist' | 'compare';

/** The list as the device holds it, oldest first. */
export async function readSavedList(name: SavedListName): Promise<SavedProductEntry[]> {
  const db = await getStorefrontDb();
  return db.getAllFromIndex(name, 'by-added-at');
}

/** Writes the difference between two lists in one transaction: new rows put, missing rows deleted. */
async function writeDifference(
  name: SavedListName,
  next: readonly SavedProductEntry[],
  previous: readonly SavedProductEntry[],
): Promise<void> {
  const kept = new Set(next.map((item) => item.sku));
  const before = new Map(previous.map((item) => [item.sku, item]));
  const puts = next.filter((item) => before.get(item.sku) !== item);
  const deletes = previous.filter((item) => !kept.has(item.sku)).map((item) => item.sku);
  if (puts.length === 0 && deletes.length === 0) return;
  const db = await getStorefrontDb();
  const tx = db.transaction(name, 'readwrite');
  await Promise.all([
    ...puts.map((item) => tx.store.put(item)),
    ...deletes.map((sku) => tx.store.delete(sku)),
    tx.done,
  ]);
}

/** Reads the device's list into `store`, then writes every change of it and follows other tabs' changes. */
export async function persistSavedList(store: SavedListStore, name: SavedListName): Promise<() => void> {
  const channel = new BroadcastChannel(SAVED_STATE_CHANNELS[name]);
  let applyingRemote = false;
  // Writes go one after another, in the order the shopper made the changes.
  let writing: Promise<void> = Promise.resolve();
  const announce = () => channel.postMessage({ type: `${name}-changed` });
  const write = (next: readonly SavedProductEntry[], previous: readonly SavedProductEntry[]) => {
    writing = writing
      .then(() => writeDifference(name, next, previous))
      .then(announce)
      .catch((error: unknown) => console.warn(`[${name}] the list could not be saved`, error));
  };

  const first = await readSavedList(name);
  applyingRemote = true;
  const addedBeforeRead = store.getState().restoreItems(first);
  applyingRemote = false;

  const unsubscribe = store.subscribe((state, previous) => {
    if (applyingRemote || state.items === previous.items) return;
    write(state.items, previous.items);
  });
  if (addedBeforeRead) write(store.getState().items, first);

  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== `${name}-changed`) return;
    // After this tab's own writes, so a read never overtakes them.
    writing = writing
      .then(() => readSavedList(name))
      .then((items) => {
        applyingRemote = true;
        store.getState().replaceItems(items);
        applyingRemote = false;
      })
      .catch((error: unknown) => console.warn(`[${name}] the list could not be read`, error));
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
