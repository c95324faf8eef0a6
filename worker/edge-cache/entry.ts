// Cache API entries (ADR 012). The Workers Cache API has no stale-while-revalidate, so an entry records
// its own put time and policy in headers and the edge cache decides freshness itself; the entry's
// Cache-Control max-age (TTL + stale-if-error window) only bounds how long the Cache API keeps it.
import type { CachePolicy } from './policy';

export const CACHE_STATE_HEADER = 'x-storefront-cache';
export type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

export const STORED_AT_HEADER = 'x-edge-cache-stored-at';
const TTL_HEADER = 'x-edge-cache-ttl';
const SWR_HEADER = 'x-edge-cache-swr';
const ORIGIN_CC_HEADER = 'x-edge-cache-origin-cache-control';
/** The zone-level purge-by-tag header of Cloudflare, kept for a later switch to zone purges. */
const CACHE_TAG_HEADER = 'cache-tag';
const INTERNAL = [STORED_AT_HEADER, TTL_HEADER, SWR_HEADER, ORIGIN_CC_HEADER, CACHE_TAG_HEADER];

/** Headers of an upstream answer that must not be replayed from a buffered copy. */
const HOP_BY_HOP = ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'];

export function cache(): Cache {
  return caches.default;
}

/** A 200 JSON answer nobody marked private. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  if (response.headers.has('set-cookie')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

/** How long the Cache API keeps an entry (seconds): the TTL plus the longer of its stale windows. */
export function entryLifetimeSeconds(policy: CachePolicy): number {
  return policy.ttl + Math.max(policy.swr, policy.sie);
}

export function toEntry(
  body: string,
  answer: Response,
  policy: CachePolicy,
  tags: readonly string[],
  now = Date.now(),
): Response {
  const headers = new Headers(answer.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  const originCc = headers.get('cache-control');
  if (originCc) headers.set(ORIGIN_CC_HEADER, originCc);
  headers.set('cache-control', `public, max-age=${entryLifetimeSeconds(policy)}`);
  headers.set(STORED_AT_HEADER, String(now));
  headers.set(TTL_HEADER, String(policy.ttl));
  headers.set(SWR_HEADER, String(policy.swr));
  if (tags.length > 0) headers.set(CACHE_TAG_HEADER, tags.join(','));
  return new Response(body, { status: 200, headers });
}

export interface EntryAge {
  ageSeconds: number;
  fresh: boolean;
  /** Stale, but inside the stale-while-revalidate window. */
  revalidatable: boolean;
  /** How much longer the entry is fresh (0 once stale). */
  freshForMs: number;
}

export function ageOf(entry: Response, now = Date.now()): EntryAge {
  const storedAt = Number(entry.headers.get(STORED_AT_HEADER) ?? 0);
  const ttl = Number(entry.headers.get(TTL_HEADER) ?? 0);
  const swr = Number(entry.headers.get(SWR_HEADER) ?? 0);
  const ageSeconds = Math.max(0, (now - storedAt) / 1000);
  return {
    ageSeconds,
    fresh: ageSeconds <= ttl,
    revalidatable: ageSeconds <= ttl + swr,
    freshForMs: Math.max(0, (ttl - ageSeconds) * 1000),
  };
}

/** The client's copy of an entry: internal headers off, the origin's Cache-Control back, Age set. */
export function fromEntry(entry: Response, state: CacheState, now = Date.now()): Response {
  const { ageSeconds } = ageOf(entry, now);
  const headers = new Headers(entry.headers);
  const originCc = headers.get(ORIGIN_CC_HEADER);
  for (const h of INTERNAL) headers.delete(h);
  if (originCc) headers.set('cache-control', originCc);
  else headers.delete('cache-control');
  headers.set('age', String(Math.floor(ageSeconds)));
  headers.set(CACHE_STATE_HEADER, state);
  return new Response(entry.body, { status: entry.status, headers });
}

/** Any answer with the cache state header set (the original may have immutable headers). */
export function withState(response: Response, state: CacheState): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(CACHE_STATE_HEADER, state);
  return copy;
}
