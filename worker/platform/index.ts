// The embedded platform's public surface (DESIGN.md §5, ADR 018): everything the edge layers (api-proxy,
// edge-cache, pages, seo) may use of worker/platform. The rest of the folder is the platform's own and may
// change shape freely; the seed (worker/platform/seed) is imported by scripts and tests on its own.
import { CATALOG_VERSION_SQL, readCatalogVersion, type CatalogVersion } from './catalog/listing-index/catalog-version';

export { API_VERSION, createPlatformApp, type PlatformApp } from './app';
export type { PlatformEnv } from './env';
export type { CatalogVersion } from './catalog/listing-index/catalog-version';

/**
 * The catalogue version of migrations/0004 (a token per database, a counter every catalogue write bumps):
 * one indexed single-row read. The edge caches put it into their keys (ADR 012, ADR 013), so a catalogue
 * write is a new key space at once.
 */
export async function currentCatalogVersion(db: D1Database): Promise<CatalogVersion> {
  return readCatalogVersion(await db.prepare(CATALOG_VERSION_SQL).all());
}
