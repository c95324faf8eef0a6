// The page cache's key scope (ADR 013, ADR 014): what a stored page depends on besides its url. The deploy
// and settings fingerprint of the page setup, then, when the pages' data comes from the embedded platform,
// its catalogue version (memoised per isolate for a second, edge-cache/catalog-scope.ts). A remote
// API_UPSTREAM has no version to read: its pages rely on TTL and tag purges.
import { embeddedCatalogScope } from '#worker/edge-cache/catalog-scope.ts';
import { pageSetupOf, type PageRequestContext } from './setup';

export async function pageCacheScope(c: PageRequestContext): Promise<string> {
  const { cacheScope } = pageSetupOf(c);
  if (c.env.API_UPSTREAM) return cacheScope;
  return `${cacheScope}.${await embeddedCatalogScope(c.env.DB)}`;
}
