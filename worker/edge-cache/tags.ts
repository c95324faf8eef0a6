// Cache tags (ADR 012): `P{id}` for every product and `C{id}` for every category an answer shows, read
// from the answer itself, and their index in D1 (`edge_cache_tags`, migration 0005) so that a purge
// finds its entries without scanning the cache. Index writes happen in ctx.waitUntil, never on the
// hit path. Rows expire with their entries (migration 0007, ADR 016), and the table has a row budget
// (ADR 059): one entry writes at most MAX_TAGS_PER_ENTRY rows, and a store that finds the table over
// budget evicts API answers, then pages, oldest first, so cache-busting requests cannot grow it without end.
import { DEFAULT_TAG_ROWS, MAX_TAGS_PER_ENTRY } from '#shared/config/input-limits.ts';
import { cache } from './entry';
import { forgetHeldPage } from './hot-pages';
import { indexedTags, wildcardOf } from './tag-rows';

export { tagRowBudget } from './tag-rows';
/** Eviction brings the table down to this share of the budget, so it does not run again on the next store. */
const EVICT_DOWN_TO = 0.9;
/** Entries one eviction drops at most: more than one entry writes rows, so each store frees what it added. */
const EVICT_KEYS = 500;
/** D1 binds at most 100 parameters per statement. */
const CHUNK = 90;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown): string | undefined =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+$/.test(v)) ? String(v) : undefined;

function addEntity(tags: Set<string>, type: string | undefined, source: Record<string, unknown>): void {
  const id = idOf(source.id);
  if (type === 'category') {
    if (id) tags.add(`C${id}`);
    return;
  }
  if (type !== 'product') return;
  if (id) tags.add(`P${id}`);
  // A listing of category 4 shows the products in it: purging C4 must drop that listing too.
  if (Array.isArray(source.category_ids)) for (const c of source.category_ids) if (idOf(c)) tags.add(`C${idOf(c)}`);
}

/** Entity type of a catalogue path `/api/catalog/<index>/<type>/_search`. */
function catalogType(pathname: string): string | undefined {
  const parts = pathname.split('/');
  return parts[2] === 'catalog' ? parts[4] : undefined;
}

/** Tags of an API answer (standard and compact catalogue answers, url map hits, product render lists). */
export function collectTags(pathname: string, body: unknown): string[] {
  const tags = new Set<string>();
  const pathType = catalogType(pathname);
  if (isRecord(body)) {
    const hits = isRecord(body.hits) ? body.hits.hits : body.hits;
    if (Array.isArray(hits)) {
      for (const hit of hits) {
        if (!isRecord(hit)) continue;
        const source = isRecord(hit._source) ? hit._source : hit; // compact hits are the source itself
        // The path names the entity of a catalogue search (ES 7 hits say `_type: "_doc"`).
        addEntity(tags, pathType ?? (typeof hit._type === 'string' ? hit._type : undefined), source);
      }
    }
    if (isRecord(body._source)) addEntity(tags, typeof body._type === 'string' ? body._type : undefined, body._source);
    const result = isRecord(body.result) ? body.result : undefined;
    if (result && Array.isArray(result.items)) {
      for (const item of result.items) if (isRecord(item)) addEntity(tags, 'product', item);
    }
  }
  return [...tags];
}

/** Parses `P123,C4` into valid, distinct tags. */
export function parseTags(raw: string | null | undefined): string[] {
  return [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => /^[A-Za-z][\w-]{0,63}$/.test(t)),
    ),
  ];
}

/** Expired tag rows one store removes (migration 0007): bounded, so a store never waits on a long sweep. */
const SWEEP_ROWS = 500;

/** What an entry holds (migration 0013): an API answer is cheaper to rebuild than a rendered page. */
export type EntryKind = 'answer' | 'page';

export interface RecordTagsOptions {
  now?: number;
  /** The table's row budget (tagRowBudget). */
  maxRows?: number;
  /** Default `answer`. Over the budget, answers are evicted before pages. */
  kind?: EntryKind;
}

/**
 * Indexes an entry's tags as its rows (indexedTags) until `expiresAt` (ms, the entry's own lifetime: rows die
 * with their entries), sweeps up to SWEEP_ROWS expired rows in the same batch and counts the table. Over the
 * budget, the oldest entries are evicted (evictOldest). Returns the rows written, which the entry's `Cache-Tag`
 * header carries too, and how many entries were evicted.
 */
export async function recordTags(
  db: D1Database,
  cacheKey: string,
  tags: readonly string[],
  expiresAt: number,
  { now = Date.now(), maxRows = DEFAULT_TAG_ROWS, kind = 'answer' }: RecordTagsOptions = {},
): Promise<{ rows: string[]; evicted: number }> {
  const rows = indexedTags(tags);
  if (rows.length === 0) return { rows, evicted: 0 };
  const upsert = db.prepare(
    'INSERT INTO edge_cache_tags (tag, cache_key, expires_at, entry_kind) VALUES (?, ?, ?, ?) ON CONFLICT (tag, cache_key) DO UPDATE SET expires_at = excluded.expires_at, entry_kind = excluded.entry_kind',
  );
  const sweep = db
    .prepare(
      'DELETE FROM edge_cache_tags WHERE (tag, cache_key) IN (SELECT tag, cache_key FROM edge_cache_tags WHERE expires_at < ? LIMIT ?)',
    )
    .bind(now, SWEEP_ROWS);
  // Counting stops a little past the budget: the cost stays bounded by the budget, not by the table.
  const count = db
    .prepare('SELECT COUNT(*) AS n FROM (SELECT 1 FROM edge_cache_tags LIMIT ?)')
    .bind(maxRows + MAX_TAGS_PER_ENTRY * 10);
  const results = await db.batch<{ n: number }>([
    ...rows.map((tag) => upsert.bind(tag, cacheKey, expiresAt, kind)),
    sweep,
    count,
  ]);
  const total = results.at(-1)?.results[0]?.n ?? 0;
  const evicted = total <= maxRows ? 0 : await evictOldest(db, total - Math.floor(maxRows * EVICT_DOWN_TO), cacheKey);
  return { rows, evicted };
}

/**
 * Drops entries until about `rows` tag rows are freed (at most EVICT_KEYS entries): API answers before pages (a
 * page costs a render), each kind by soonest expiry, which is the oldest store: a popular entry is stored again
 * at each revalidation. First from the cache, then their rows, the order a purge keeps, so an entry that can be
 * hit stays purgeable. `keep` (the entry just stored) is never among them. Returns the number of entries dropped.
 */
async function evictOldest(db: D1Database, rows: number, keep: string): Promise<number> {
  const { results } = await db
    .prepare(
      "SELECT cache_key, COUNT(*) AS n FROM edge_cache_tags WHERE cache_key != ? GROUP BY cache_key ORDER BY MAX(entry_kind = 'page'), MIN(expires_at) LIMIT ?",
    )
    .bind(keep, EVICT_KEYS)
    .all<{ cache_key: string; n: number }>();
  const keys: string[] = [];
  let freed = 0;
  for (const row of results) {
    if (freed >= rows) break;
    keys.push(row.cache_key);
    freed += row.n;
  }
  await Promise.all(keys.map((key) => cache().delete(key)));
  for (const key of keys) forgetHeldPage(key);
  await forgetKeys(db, keys);
  return keys.length;
}

/** The keys of the entries carrying any of `tags`, or the wildcard of their kind (indexedTags). */
export async function keysForTags(db: D1Database, tags: readonly string[]): Promise<string[]> {
  const keys = new Set<string>();
  const wanted = [...new Set([...tags, ...tags.map(wildcardOf)])];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    const { results } = await db
      .prepare(`SELECT DISTINCT cache_key FROM edge_cache_tags WHERE tag IN (${chunk.map(() => '?').join(',')})`)
      .bind(...chunk)
      .all<{ cache_key: string }>();
    for (const row of results) keys.add(row.cache_key);
  }
  return [...keys];
}

/** Drops every tag row of the given keys (their entries are gone). */
export async function forgetKeys(db: D1Database, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    await db
      .prepare(`DELETE FROM edge_cache_tags WHERE cache_key IN (${chunk.map(() => '?').join(',')})`)
      .bind(...chunk)
      .run();
  }
}
