// What the edge cache may keep, and for how long (ADR 012). Everything personal or state-changing is a
// BYPASS: requests with a user token, cart/user/order calls, and every non-GET method except the url
// map (a POST in the contract, M1, keyed by a hash of its body).
//
// Anonymous HTML pages (ADR 013) have their own classification below (`classifyPage`): home, category and
// product pages per store view, GET only, never with a user token or a session/token cookie.
import { storePrefixOf } from '#shared/domain/urls.ts';

export type CacheKind = 'catalog' | 'url-map' | 'url' | 'cms' | 'product' | 'page';

export interface CachePolicy {
  kind: CacheKind;
  /** Fresh for this many seconds: served as HIT without asking the upstream. */
  ttl: number;
  /** Then stale-while-revalidate for this many seconds: served as STALE, refreshed in waitUntil. */
  swr: number;
  /** Kept this many seconds past the TTL as a stale-if-error copy (spec §9 output cache TTL 86400 s). */
  sie: number;
  /**
   * The query parameters that are part of the key: those the API reads for this kind (ADR 016, issue 8
   * finding 5: any unknown parameter used to make a new key, so one client could fill the cache).
   * Undefined = every parameter but tracking ones (pages: their parameters come with the filters issue).
   */
  keyParams?: readonly string[];
}

export type Classification = { cache: true; policy: CachePolicy } | { cache: false; reason: string };

const STALE_IF_ERROR = 86_400;
/**
 * Parameters each cached API reads (contract §1.1, §2.1; the embedded platform's schemas, which ignore
 * anything else). `storeCode` is always explicit after the proxy (api-proxy/store-code.ts).
 */
const CATALOG_PARAMS = [
  'request',
  'request_format',
  'response_format',
  'from',
  'size',
  'sort',
  'q',
  '_source_include',
  '_source_exclude',
  '_source_includes',
  '_source_excludes',
  'storeCode',
];
const POLICIES: Record<Exclude<CacheKind, 'page'>, CachePolicy> = {
  catalog: { kind: 'catalog', ttl: 300, swr: 600, sie: STALE_IF_ERROR, keyParams: CATALOG_PARAMS },
  'url-map': { kind: 'url-map', ttl: 600, swr: 1800, sie: STALE_IF_ERROR, keyParams: ['storeCode'] },
  url: { kind: 'url', ttl: 600, swr: 1800, sie: STALE_IF_ERROR, keyParams: ['url', 'storeCode'] },
  cms: { kind: 'cms', ttl: 600, swr: 1800, sie: STALE_IF_ERROR, keyParams: ['storeCode'] },
  product: {
    kind: 'product',
    ttl: 300,
    swr: 600,
    sie: STALE_IF_ERROR,
    keyParams: ['skus', 'currencyCode', 'storeId', 'userGroupId', 'storeCode'],
  },
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

// Pages (ADR 013) ------------------------------------------------------------------------------------

/** Fresh / stale-while-revalidate / stale-if-error seconds of a cached HTML page. */
export const PAGE_TTL_SECONDS = 300;
export const PAGE_SWR_SECONDS = 600;
/** An HTML page is kept one hour past its TTL as the copy served when a render fails (500). */
export const PAGE_STALE_IF_ERROR_SECONDS = 3_600;
export const PAGE_POLICY: CachePolicy = {
  kind: 'page',
  ttl: PAGE_TTL_SECONDS,
  swr: PAGE_SWR_SECONDS,
  sie: PAGE_STALE_IF_ERROR_SECONDS,
};

/**
 * Routes whose HTML is personal or transactional (spec §2 checkout, order confirmations, my-account,
 * create-password, compare) or the error route: never stored. Every other page is anonymous by design
 * (ADR 013): home, category and product pages at /c/, /p/ or their url_path (url dispatcher), brand
 * landing pages, static and CMS pages. Only complete 200 documents are stored, so 404s never are.
 */
const PRIVATE_PAGE = /^\/(?:checkout(?:-success|-thankyou)?|order-success|my-account|customer|compare|error)(?:\/|$)/;
/** Cookies that would make a page personal (none exist yet; a future login must use such a name). */
const PERSONAL_COOKIE = /(?:^|;\s*)[^=;]*(?:token|session|auth)[^=;]*=/i;

export type PageClassification = { cache: true; store: string; policy: CachePolicy } | { cache: false; reason: string };

export function classifyPage(request: Request, defaultStore: string): PageClassification {
  if (request.method !== 'GET') return { cache: false, reason: `method ${request.method}` };
  if (hasUserToken(request)) return { cache: false, reason: 'user token' };
  if (PERSONAL_COOKIE.test(request.headers.get('cookie') ?? '')) return { cache: false, reason: 'session cookie' };
  const pathname = new URL(request.url).pathname;
  // The store prefix of a page path (`/en/…` → en); unprefixed paths are the default view's.
  const store = storePrefixOf(pathname);
  const path = store ? pathname.slice(store.length + 1) || '/' : pathname;
  if (PRIVATE_PAGE.test(path)) return { cache: false, reason: 'not a cacheable page' };
  return { cache: true, store: store ?? defaultStore, policy: PAGE_POLICY };
}
