// Key scope of the embedded platform for pages (ADR 013, the rule of the API cache in ADR 012): the
// catalogue version of migration 0004, so a catalogue write is a new key space for cached pages too.
// Unlike the API cache, which reads it on every cacheable call, a page hit reuses the value read by its
// isolate during the last SCOPE_MEMO_MS: the D1 round trip was half the cost of a page hit under wrangler
// dev (bench/README.md). A write therefore reaches cached pages within SCOPE_MEMO_MS (tag purges at once).
import { CATALOG_VERSION_SQL, readCatalogVersion } from '#worker/platform/catalog/listing-index/catalog-version.ts';

export const SCOPE_MEMO_MS = 1_000;

let memo: { db: D1Database; at: number; scope: Promise<string> } | undefined;

export async function readCatalogScope(db: D1Database): Promise<string> {
  const version = readCatalogVersion(await db.prepare(CATALOG_VERSION_SQL).all());
  return `db-${version.token}-${version.version}`;
}

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
