// The recently viewed list's rule (issue 11 "Recently viewed"; spec §2 my-recently-viewed, DESIGN §6): every
// product page visit puts the product first, one entry per sku (a revisit moves it up, it is not listed
// twice), and only the newest RECENTLY_VIEWED_LIMIT are kept. Pure, so the IndexedDB writer
// (client/features/recently-viewed/record.browser.ts) and its tests share one rule.

export const RECENTLY_VIEWED_LIMIT = 20;

export interface Viewed {
  sku: string;
  /** Epoch ms of the visit. */
  viewed_at: number;
}

/** Newest first; equal times keep sku order so the result does not depend on storage order. */
export function newestFirst<T extends Viewed>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.viewed_at - a.viewed_at || a.sku.localeCompare(b.sku));
}

/**
 * The list after a visit: `visit` first, any older entry of its sku dropped, cut to `limit`. `removed` are the
 * skus of the entries that fell off the end (the writer deletes their rows; a revisited sku is replaced, not removed).
 */
export function addRecentlyViewed<T extends Viewed>(
  entries: readonly T[],
  visit: T,
  limit: number = RECENTLY_VIEWED_LIMIT,
): { list: T[]; removed: string[] } {
  const others = newestFirst(entries.filter((entry) => entry.sku !== visit.sku));
  const list = [visit, ...others].slice(0, Math.max(0, limit));
  const kept = new Set(list.map((entry) => entry.sku));
  const removed = others.filter((entry) => !kept.has(entry.sku)).map((entry) => entry.sku);
  return { list, removed };
}
