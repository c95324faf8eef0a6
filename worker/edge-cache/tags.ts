// Cache tags (ADR 012): `P{id}` for every product and `C{id}` for every category an answer shows, read
// from the answer itself, and their index in D1 (`edge_cache_tags`, migration 0005) so that a purge
// finds its entries without scanning the cache. Index writes happen in ctx.waitUntil, never on the
// hit path. Rows expire with their entries (migration 0007, ADR 016).

const MAX_TAGS = 200;
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
  return [...tags].slice(0, MAX_TAGS);
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

/**
 * Indexes an entry's tags until `expiresAt` (ms, the entry's own lifetime: rows die with their entries),
 * and sweeps up to SWEEP_ROWS expired rows in the same batch.
 */
export async function recordTags(
  db: D1Database,
  cacheKey: string,
  tags: readonly string[],
  expiresAt: number,
  now = Date.now(),
): Promise<void> {
  if (tags.length === 0) return;
  const upsert = db.prepare(
    'INSERT INTO edge_cache_tags (tag, cache_key, expires_at) VALUES (?, ?, ?) ON CONFLICT (tag, cache_key) DO UPDATE SET expires_at = excluded.expires_at',
  );
  const sweep = db
    .prepare(
      'DELETE FROM edge_cache_tags WHERE (tag, cache_key) IN (SELECT tag, cache_key FROM edge_cache_tags WHERE expires_at < ? LIMIT ?)',
    )
    .bind(now, SWEEP_ROWS);
  await db.batch([...tags.map((tag) => upsert.bind(tag, cacheKey, expiresAt)), sweep]);
}

export async function keysForTags(db: D1Database, tags: readonly string[]): Promise<string[]> {
  const keys = new Set<string>();
  for (let i = 0; i < tags.length; i += CHUNK) {
    const chunk = tags.slice(i, i + CHUNK);
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
