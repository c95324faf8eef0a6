// Product visits not yet in the device's database: a device that holds nothing else has no database to open, and
// opening one for a visit would load the storage code (~2.6 KB gzip) on the page and make every later page load the
// saved-state code as well (ADR 066). So a visit is kept in localStorage, synchronously and in the list's own order
// and limit, and goes into IndexedDB (./record.browser.ts `flushPendingVisits`) when that code is loaded anyway: the
// saved state's start on a device that has a database, or a read of the list.
import { addRecentlyViewed, newestFirst } from '#shared/domain/recently-viewed.ts';
import type { RecentlyViewedEntry } from '#client/lib/storage/records.ts';

/** The localStorage key of the visits kept for the database. */
export const PENDING_VISITS_KEY = 'storefront-viewed';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Client code is type-checked for the worker too (no DOM library); the server has no storage. */
function storage(): StorageLike {
  const found = (globalThis as { localStorage?: StorageLike }).localStorage;
  if (!found) throw new Error('no localStorage here');
  return found;
}

function isEntry(value: unknown): value is RecentlyViewedEntry {
  const entry = value as Partial<RecentlyViewedEntry> | null;
  return typeof entry?.sku === 'string' && typeof entry.viewed_at === 'number' && typeof entry.name === 'string';
}

/** The kept visits, newest first; none when localStorage is unreadable or holds something else. */
export function pendingVisits(): RecentlyViewedEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(PENDING_VISITS_KEY) ?? '[]');
    return Array.isArray(parsed) ? newestFirst(parsed.filter(isEntry)) : [];
  } catch {
    return [];
  }
}

/** Keeps a visit; false when localStorage refused it (the caller writes it to the database instead). */
export function keepVisit(entry: RecentlyViewedEntry): boolean {
  try {
    storage().setItem(PENDING_VISITS_KEY, JSON.stringify(addRecentlyViewed(pendingVisits(), entry).list));
    return true;
  } catch {
    return false;
  }
}

/** Drops the kept visits that are now in the database (a visit kept meanwhile, by another tab, stays). */
export function forgetPendingVisits(written: readonly RecentlyViewedEntry[]): void {
  const done = new Set(written.map((entry) => `${entry.sku}@${entry.viewed_at}`));
  const left = pendingVisits().filter((entry) => !done.has(`${entry.sku}@${entry.viewed_at}`));
  try {
    if (left.length === 0) storage().removeItem(PENDING_VISITS_KEY);
    else storage().setItem(PENDING_VISITS_KEY, JSON.stringify(left));
  } catch {
    // The visits stay kept; the next flush writes them again (a put by sku: the same row, no duplicate).
  }
}
