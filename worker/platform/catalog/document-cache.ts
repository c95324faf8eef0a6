// Per-isolate cache of PARSED stored documents for the listing index path (ADR 009, "Document cache").
// Key: (database token, catalogue version, store, rid) — the catalogue version of migrations/0004, as
// the listing index uses it. A document is only ever served for the exact version it was read at: the
// index path reads missing documents in the same D1 batch as the version check, and serves cached ones
// only when that check confirms the version they were read at. A new version of a database drops all
// of its cached documents (a generation per database token).
//
// The cached objects stay pristine: callers get a deep copy (`copyDocument`) because the tax processor
// prices documents in place. Processed (priced) documents are never cached: prices depend on the time.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CatalogVersion } from './listing-index/catalog-version';

export type StoredDocument = Record<string, unknown>;

/**
 * At most this many documents per isolate (LRU by count). A parsed ~9 KB product document takes
 * roughly 20-30 KB of heap, so ~1,000 documents ≈ 20-30 MB: 20 full pages of 50 (the bench mix at any
 * scale is 9 pages).
 */
export const DOCUMENT_CACHE_MAX_ENTRIES = 1000;

/** At most this many databases (tokens) tracked; the least recently used generation goes first. */
const MAX_DATABASES = 4;

interface Generation {
  version: number;
  /** `${store}:${rid}` → parsed document; Map order = LRU order (oldest first). */
  docs: Map<string, StoredDocument>;
}

const generations = new Map<string, Generation>();
let totalEntries = 0;
let maxEntries = DOCUMENT_CACHE_MAX_ENTRIES;

const keyOf = (store: StoreCode, rid: number) => `${store}:${rid}`;

function dropGeneration(token: string): void {
  const generation = generations.get(token);
  if (!generation) return;
  totalEntries -= generation.docs.size;
  generations.delete(token);
}

/** The generation of `version` (a new, empty one replaces an older version's: its documents are dropped). */
function generationFor(version: CatalogVersion): Generation {
  const current = generations.get(version.token);
  if (current && current.version === version.version) {
    // Most recently used database last.
    generations.delete(version.token);
    generations.set(version.token, current);
    return current;
  }
  dropGeneration(version.token);
  const generation: Generation = { version: version.version, docs: new Map() };
  generations.set(version.token, generation);
  while (generations.size > MAX_DATABASES) dropGeneration(generations.keys().next().value as string);
  return generation;
}

function evict(): void {
  while (totalEntries > maxEntries) {
    // The least recently used database first; within it the least recently used document.
    let victim: Generation | undefined;
    for (const generation of generations.values()) {
      if (generation.docs.size > 0) {
        victim = generation;
        break;
      }
    }
    if (!victim) return;
    const oldest = victim.docs.keys().next().value as string;
    victim.docs.delete(oldest);
    totalEntries--;
  }
}

/**
 * The cached documents of `rids` read at exactly `version` (rid → document, pristine: copy before
 * handing out) and the rids that are not cached. Looking up does not change the cached generation.
 */
export function lookupDocuments(
  version: CatalogVersion,
  store: StoreCode,
  rids: readonly number[],
): { found: Map<number, StoredDocument>; missing: number[] } {
  const found = new Map<number, StoredDocument>();
  const generation = generations.get(version.token);
  if (!generation || generation.version !== version.version) return { found, missing: [...rids] };
  const missing: number[] = [];
  for (const rid of rids) {
    const key = keyOf(store, rid);
    const doc = generation.docs.get(key);
    if (doc === undefined) {
      missing.push(rid);
      continue;
    }
    // Refresh its LRU position.
    generation.docs.delete(key);
    generation.docs.set(key, doc);
    found.set(rid, doc);
  }
  return { found, missing };
}

/**
 * Stores documents read from D1 in the same batch that reported `version` (the caller guarantees it).
 * A version different from the cached one drops that database's cached documents.
 */
export function storeDocuments(
  version: CatalogVersion,
  store: StoreCode,
  docs: ReadonlyMap<number, StoredDocument>,
): void {
  if (docs.size === 0 || maxEntries <= 0) return;
  const generation = generationFor(version);
  for (const [rid, doc] of docs) {
    const key = keyOf(store, rid);
    if (generation.docs.delete(key)) totalEntries--;
    generation.docs.set(key, doc);
    totalEntries++;
  }
  evict();
}

/** A version observed for a database: cached documents of any other version of it are dropped. */
export function noteCatalogVersion(version: CatalogVersion): void {
  const current = generations.get(version.token);
  if (current && current.version !== version.version) dropGeneration(version.token);
}

/** Deep copy of a JSON value (parsed documents hold only plain objects, arrays and primitives). */
export function copyDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = copyDocument(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const copied = copyDocument((value as Record<string, unknown>)[key]);
    // JSON.parse makes `__proto__` an own property; plain assignment would set the prototype instead.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copied, enumerable: true, writable: true, configurable: true });
    else out[key] = copied;
  }
  return out as T;
}

/** Size of the cache (tests, diagnostics). */
export function documentCacheStats(): { entries: number; databases: number; maxEntries: number } {
  return { entries: totalEntries, databases: generations.size, maxEntries };
}

/** Tests: empty the cache and optionally change its bound (default DOCUMENT_CACHE_MAX_ENTRIES). */
export function resetDocumentCache(limit: number = DOCUMENT_CACHE_MAX_ENTRIES): void {
  generations.clear();
  totalEntries = 0;
  maxEntries = limit;
}
