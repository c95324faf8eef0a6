// What the edge cache may keep, and for how long (ADR 012). Everything personal or state-changing is a
// BYPASS: requests with a user token, cart/user/order calls, and every non-GET method except the url
// map (a POST in the contract, M1, keyed by a hash of its body).
//
// Seam for the later step of issue 4: anonymous HTML pages get their own kind here ('page', per store
// view); until then this policy only ever sees /api/* requests and HTML is never cached.

export type CacheKind = 'catalog' | 'url-map' | 'url' | 'cms' | 'product';

export interface CachePolicy {
  kind: CacheKind;
  /** Fresh for this many seconds: served as HIT without asking the upstream. */
  ttl: number;
  /** Then stale-while-revalidate for this many seconds: served as STALE, refreshed in waitUntil. */
  swr: number;
  /** Kept this many seconds past the TTL as a stale-if-error copy (spec §9 output cache TTL 86400 s). */
  sie: number;
}

export type Classification = { cache: true; policy: CachePolicy } | { cache: false; reason: string };

const STALE_IF_ERROR = 86_400;
const POLICIES: Record<CacheKind, CachePolicy> = {
  catalog: { kind: 'catalog', ttl: 300, swr: 600, sie: STALE_IF_ERROR },
  'url-map': { kind: 'url-map', ttl: 600, swr: 1800, sie: STALE_IF_ERROR },
  url: { kind: 'url', ttl: 600, swr: 1800, sie: STALE_IF_ERROR },
  cms: { kind: 'cms', ttl: 600, swr: 1800, sie: STALE_IF_ERROR },
  product: { kind: 'product', ttl: 300, swr: 600, sie: STALE_IF_ERROR },
};

const PERSONAL_PREFIXES = ['/api/cart', '/api/user', '/api/order'];

/** True when the request carries a user token (header or query, after the token rule of the proxy). */
export function hasUserToken(request: Request): boolean {
  if (request.headers.get('authorization')) return true;
  return (new URL(request.url).searchParams.get('token') ?? '') !== '';
}

export function classify(request: Request): Classification {
  const { pathname } = new URL(request.url);
  if (hasUserToken(request)) return { cache: false, reason: 'user token' };
  if (PERSONAL_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    return { cache: false, reason: 'personal call' };
  }
  if (request.method === 'POST' && pathname === '/api/url/map') return { cache: true, policy: POLICIES['url-map'] };
  if (request.method !== 'GET') return { cache: false, reason: `method ${request.method}` };
  if (pathname.startsWith('/api/catalog/')) return { cache: true, policy: POLICIES.catalog };
  if (pathname.startsWith('/api/url/')) return { cache: true, policy: POLICIES.url };
  if (pathname.startsWith('/api/ext/cms-data/')) return { cache: true, policy: POLICIES.cms };
  if (pathname.startsWith('/api/product/')) return { cache: true, policy: POLICIES.product };
  // Stock, newsletter, reviews, unknown paths: volatile or personal enough to always ask the upstream.
  return { cache: false, reason: 'not a cacheable API path' };
}
