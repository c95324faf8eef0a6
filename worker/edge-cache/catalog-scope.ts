// Key scope of the embedded platform (ADR 012 for the API cache, ADR 013 for pages): the catalogue version
// of migration 0004, read through the platform's public surface (ADR 018), so a catalogue write is a new
// key space at once. The API cache reads it on every cacheable call (readCatalogScope). A page hit reuses
// the value read by its isolate during the last SCOPE_MEMO_MS (embeddedCatalogScope): the D1 round trip was
// half the cost of a page hit under wrangler dev (bench/README.md). A write therefore reaches cached pages
// within SCOPE_MEMO_MS (tag purges at once).
import { currentCatalogVersion } from '#worker/platform/index.ts';

export const SCOPE_MEMO_MS = 1_000;

/**
 * Only a value that has arrived is shared between requests, never a read in flight: workerd ties a promise's
 * I/O to the request that started it, and a request awaiting another request's D1 read is cancelled as
 * "Worker's code had hung" (HTTP 500) when that read cannot finish on its behalf (seen under `npm run bench`:
 * 0.3-0.7 % of cached product pages right after a burst of uncached renders). Concurrent misses each read
 * (one indexed row); after that, the requests of the next second share the value.
 */
let memo: { db: D1Database; at: number; scope: string } | undefined;

/** `db-{token}-{version}`: one indexed single-row read of D1. */
export async function readCatalogScope(db: D1Database): Promise<string> {
  const version = await currentCatalogVersion(db);
  return `db-${version.token}-${version.version}`;
}

/** The scope read by this isolate during the last SCOPE_MEMO_MS, else a new read. */
export async function embeddedCatalogScope(db: D1Database, now = Date.now()): Promise<string> {
  if (memo && memo.db === db && now - memo.at < SCOPE_MEMO_MS) return memo.scope;
  // A failed read throws to this request (it bypasses the cache) and is not remembered.
  const scope = await readCatalogScope(db);
  memo = { db, at: now, scope };
  return scope;
}
