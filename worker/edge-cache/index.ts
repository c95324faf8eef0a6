// The edge cache of /api/* (ADR 012): a Cache API (caches.default) wrapper around an upstream function.
//   fresh entry                         → HIT, the upstream is not asked
//   stale, within stale-while-revalidate → STALE now, refreshed in ctx.waitUntil (next request HIT)
//   older, or no entry                  → ask the upstream; a 200 JSON answer is stored (MISS);
//                                         an upstream failure (5xx, incl. the proxy's 502/504) serves
//                                         the kept copy if there is one (stale-if-error, STALE)
//   personal / non-GET / unknown        → BYPASS: never read, never stored, never served stale
// Stores and tag index writes run in ctx.waitUntil, so the answer never waits for them.
import { defaultStoreOf } from '#worker/env.ts';
import { logError } from '#worker/log.ts';
import { classify, type CachePolicy } from './policy';
import { cacheKeyFor } from './key';
import { ageOf, cache, entryLifetimeSeconds, fromEntry, isStorable, toEntry, withState } from './entry';
import { collectTags, recordTags, tagRowBudget } from './tags';

export { CACHE_STATE_HEADER, type CacheState } from './entry';
export { handleInvalidate } from './invalidate';

export type Upstream = (request: Request) => Promise<Response>;

export interface EdgeCacheOptions {
  /**
   * Part of every key: the data generation the answers come from. The embedded platform passes its
   * catalogue version (migration 0004), so a D1 write is a new key space at once; a remote upstream
   * has none (TTL + tag purges). A failure to read it bypasses the cache for that request.
   */
  keyScope?: () => Promise<string>;
}

export interface EdgeCacheEnv {
  DB: D1Database;
  DEFAULT_STORE_CODE?: string;
  /** Row budget of the tag index (ADR 059); default worker/edge-cache/tags.ts DEFAULT_TAG_ROWS. */
  EDGE_CACHE_TAG_ROWS?: string;
}

/**
 * Stores a storable answer and indexes its tags; returns the client's copy (state MISS) and the store
 * work, which the caller hands to ctx.waitUntil.
 */
async function storeAnswer(
  request: Request,
  answer: Response,
  key: string,
  policy: CachePolicy,
  env: EdgeCacheEnv,
): Promise<{ response: Response; stored: Promise<void> }> {
  const body = await answer.text();
  let tags: string[] = [];
  try {
    tags = collectTags(new URL(request.url).pathname, JSON.parse(body));
  } catch {
    // A storable answer is JSON; a broken one is stored untagged (it expires by TTL).
  }
  const stored = (async () => {
    try {
      // Tags first: an entry that can be hit is always reachable by a purge.
      const now = Date.now();
      const { rows } = await recordTags(env.DB, key, tags, now + entryLifetimeSeconds(policy) * 1000, {
        now,
        maxRows: tagRowBudget(env.EDGE_CACHE_TAG_ROWS),
      });
      await cache().put(key, toEntry(body, answer, policy, rows, now));
    } catch (error) {
      logError('edge-cache.store', error);
    }
  })();
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const copy = new Response(body, { status: answer.status, headers });
  return { response: withState(copy, 'MISS'), stored };
}

export async function withEdgeCache(
  request: Request,
  env: EdgeCacheEnv,
  ctx: ExecutionContext,
  upstream: Upstream,
  options: EdgeCacheOptions = {},
): Promise<Response> {
  const decision = classify(request);
  if (!decision.cache) return withState(await upstream(request), 'BYPASS');
  const { policy } = decision;

  let key: string;
  let entry: Response | undefined;
  try {
    const scope = options.keyScope ? await options.keyScope() : '';
    key = await cacheKeyFor(request, policy, defaultStoreOf(env), scope);
    entry = await cache().match(key);
  } catch (error) {
    logError('edge-cache.match', error);
    return withState(await upstream(request), 'BYPASS');
  }

  if (entry) {
    const age = ageOf(entry);
    if (age.fresh) return fromEntry(entry, 'HIT');
    if (age.revalidatable) {
      const refresh = request.clone();
      ctx.waitUntil(
        (async () => {
          try {
            const answer = await upstream(refresh);
            if (isStorable(answer)) await (await storeAnswer(refresh, answer, key, policy, env)).stored;
          } catch (error) {
            logError('edge-cache.revalidate', error);
          }
        })(),
      );
      return fromEntry(entry, 'STALE');
    }
  }

  const answer = await upstream(request.clone());
  if (isStorable(answer)) {
    const { response, stored } = await storeAnswer(request, answer, key, policy, env);
    ctx.waitUntil(stored);
    return response;
  }
  if (entry && answer.status >= 500) {
    // Stale-if-error: the last good copy beats an error page.
    const stale = fromEntry(entry, 'STALE');
    stale.headers.set('x-storefront-upstream-status', String(answer.status));
    return stale;
  }
  return withState(answer, 'MISS');
}
