// The recently viewed list on the device (issue 11 "Recently viewed"; DESIGN §6: local only, IndexedDB): the
// writer every product page visit calls after hydration, and the reader for the my-account block
// (spec §2 my-recently-viewed). Browser only (the product page imports it lazily, as the entry does the
// cart's persistence), through the one database module (ADR 019: store `recently-viewed`, one row per sku,
// index `by-viewed-at`). The list's rule (first, deduplicated, 20 kept) is shared/domain/recently-viewed.ts.
import { addRecentlyViewed, newestFirst, RECENTLY_VIEWED_LIMIT } from '#shared/domain/recently-viewed.ts';
import { getStorefrontDb } from '#client/lib/storage/db.browser.ts';
import type { RecentlyViewedEntry } from '#client/lib/storage/records.ts';
import { forgetPendingVisits, pendingVisits } from './pending-visits';
import { viewedEntry, type ViewedProduct } from './viewed-entry';

/**
 * Records a visit: the entry goes first (its sku's older row is replaced, the key path is the sku) and the
 * rows beyond the newest `limit` are deleted, in one transaction so two tabs cannot interleave a read and a trim.
 */
export async function recordVisit(entry: RecentlyViewedEntry, limit: number = RECENTLY_VIEWED_LIMIT): Promise<void> {
  const db = await getStorefrontDb();
  const tx = db.transaction('recently-viewed', 'readwrite');
  const { removed } = addRecentlyViewed(await tx.store.getAll(), entry, limit);
  await Promise.all([tx.store.put(entry), ...removed.map((sku) => tx.store.delete(sku)), tx.done]);
}

/** Records a product page visit now. */
export function recordProductView(product: ViewedProduct): Promise<void> {
  return recordVisit(viewedEntry(product, Date.now()));
}

/**
 * Writes the visits kept in localStorage (./pending-visits.ts) into the database, oldest first, so each goes first in
 * its turn as it did when it happened; then forgets them.
 */
export async function flushPendingVisits(): Promise<void> {
  const kept = pendingVisits();
  if (kept.length === 0) return;
  for (const entry of [...kept].reverse()) await recordVisit(entry);
  forgetPendingVisits(kept);
}

/** The list, newest first (for the my-account block), with the visits still kept for the database. */
export async function readRecentlyViewed(): Promise<RecentlyViewedEntry[]> {
  await flushPendingVisits();
  const db = await getStorefrontDb();
  return newestFirst(await db.getAll('recently-viewed'));
}
