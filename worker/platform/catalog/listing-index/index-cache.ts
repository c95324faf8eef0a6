// One listing index per (database, store view) per isolate, built on first use and replaced when the
// catalogue version moves (catalog-version.ts). Concurrent requests share one build.
import type { StoreCode } from '#shared/config/store-views.ts';
import { buildListingIndex, type ListingIndex } from './build-index';
import type { CatalogVersion } from './catalog-version';
import { sameVersion } from './catalog-version';

const builds = new WeakMap<D1Database, Map<StoreCode, Promise<ListingIndex>>>();

function storesOf(db: D1Database): Map<StoreCode, Promise<ListingIndex>> {
  let stores = builds.get(db);
  if (!stores) {
    stores = new Map();
    builds.set(db, stores);
  }
  return stores;
}

function startBuild(db: D1Database, store: StoreCode): Promise<ListingIndex> {
  const stores = storesOf(db);
  const build = buildListingIndex(db, store);
  stores.set(store, build);
  // A failed build must not stick: the next request tries again.
  build.catch(() => {
    if (stores.get(store) === build) stores.delete(store);
  });
  return build;
}

/** The cached index, or a new one when there is none yet. */
export function listingIndexFor(db: D1Database, store: StoreCode): Promise<ListingIndex> {
  return storesOf(db).get(store) ?? startBuild(db, store);
}

/** The cached index if one is built or building, without starting a build. */
export function cachedListingIndex(db: D1Database, store: StoreCode): Promise<ListingIndex> | undefined {
  return storesOf(db).get(store);
}

/** A fresh index for a catalogue now at `current` (unless another request already built one for it). */
export async function rebuildListingIndex(
  db: D1Database,
  stale: ListingIndex,
  current: CatalogVersion,
): Promise<ListingIndex> {
  const cached = storesOf(db).get(stale.store);
  if (cached) {
    const index = await cached;
    if (index !== stale && sameVersion(index.version, current)) return index;
  }
  return startBuild(db, stale.store);
}

/** Drops every cached index of a database (tests). */
export function forgetListingIndexes(db: D1Database): void {
  builds.delete(db);
}
