// Key scope of the embedded platform (ADR 012 for the API cache, ADR 013 for pages): the catalogue version
// of migration 0004, read through the platform's public surface (ADR 018), so a catalogue write is a new
// key space at once. The API cache reads it on every cacheable call (readCatalogScope). A page hit reuses
// the value read by its isolate during the last SCOPE_MEMO_MS (embeddedCatalogScope): the D1 round trip was
// half the cost of a page hit under wrangler dev (bench/README.md). A write therefore reaches cached pages
// within SCOPE_MEMO_MS (tag purges at once).
import { currentCatalogVersion } from '#worker/platform/index.ts';

export const SCOPE_MEMO_MS = 1_000;

let memo: { db: D1Database; at: number; scope: Promise<string> } | undefined;

/** `db-{token}-{version}`: one indexed single-row read of D1. */
export async function readCatalogScope(db: D1Database): Promise<string> {
  const version = await currentCatalogVersion(db);
  return `db-${version.token}-${version.version}`;
}

/** The scope read by this isolate during the last SCOPE_MEMO_MS, else a new read. */
export function embeddedCatalogScope(db: D1Database, now = Date.now()): Promise<string> {
  if (memo && memo.db === db && now - memo.at < SCOPE_MEMO_MS) return memo.scope;
  const scope = readCatalogScope(db);
  memo = { db, at: now, scope };
  // A failed read is not remembered: the next request asks D1 again (this one bypasses the cache).
  scope.catch(() => {
    if (memo?.scope === scope) memo = undefined;
  });
  return scope;
}
