// The typo vocabulary of a store view (table text_terms), kept in memory per isolate: fuzzy expansion
// compares a query term with every known term of the same first letter, which is only fast in memory.
// A few thousand terms per view, independent of catalogue size (SKUs are not in it). Entries expire
// after VOCABULARY_TTL_MS so that a re-seed shows up without a restart; forgetTextVocabulary drops
// them at once (the seed and tests call it after rewriting the index in the same isolate).
import type { StoreCode } from '#shared/config/store-views.ts';
import { Vocabulary, type VocabularyEntry } from '#shared/domain/search-text/index.ts';

export const VOCABULARY_TTL_MS = 60_000;

interface CachedVocabulary {
  loadedAt: number;
  vocabulary: Promise<Vocabulary>;
}

const cache = new WeakMap<D1Database, Map<StoreCode, CachedVocabulary>>();

async function readVocabulary(db: D1Database, store: StoreCode): Promise<Vocabulary> {
  const { results } = await db
    .prepare('SELECT term, docs FROM text_terms WHERE store = ?1')
    .bind(store)
    .all<VocabularyEntry>();
  return new Vocabulary(results);
}

export function loadVocabulary(db: D1Database, store: StoreCode, now = Date.now()): Promise<Vocabulary> {
  let perStore = cache.get(db);
  if (!perStore) {
    perStore = new Map();
    cache.set(db, perStore);
  }
  const cached = perStore.get(store);
  if (cached && now - cached.loadedAt < VOCABULARY_TTL_MS) return cached.vocabulary;
  // Concurrent requests share one read; a failed read is not cached.
  const vocabulary = readVocabulary(db, store);
  const entry = { loadedAt: now, vocabulary };
  perStore.set(store, entry);
  vocabulary.catch(() => {
    if (perStore.get(store) === entry) perStore.delete(store);
  });
  return vocabulary;
}

export function forgetTextVocabulary(db: D1Database): void {
  cache.delete(db);
}
