// Normalised cache keys (ADR 012): same answer ⇒ same key. The query is sorted by name (stable: repeated
// names keep their order), API keys hold only the parameters their API reads (ADR 016), tracking
// parameters and the token are dropped (never `from`: it is the
// catalogue paging offset), the store view is explicit, and a POST (url/map) is keyed by a SHA-256 of
// its canonical JSON body (the Cache API only keys GET requests, so the body hash goes into the key URL).
// Keys live on the request's own origin (a Cache API key on a foreign host is not stored by the edge).
import { namedStoreCode } from '#shared/config/store-views.ts';
import { sha256Hex } from '#shared/domain/hex.ts';
import { listingQueryString, parseListingQuery } from '#shared/domain/listing-query.ts';
import { OWN_PAGE_PARAMETERS } from '#shared/domain/page-parameters.ts';
import type { CachePolicy } from './policy';

const TRACKING = /^(utm_[a-z_]*|gclid|dclid|fbclid|yclid|ysclid|msclkid|_openstat|mc_cid|mc_eid|_ga|_gl)$/i;
const NEVER_IN_KEY = new Set(['token']);

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export async function bodyHash(text: string): Promise<string> {
  let canonical = text;
  try {
    canonical = canonicalJson(JSON.parse(text));
  } catch {
    // Not JSON: hash the raw text (the upstream answers such a body with an error anyway).
  }
  return sha256Hex(canonical);
}

/** The store view a request is for: the code it names (the rule the platform uses too), else the default view. */
export function storeViewOf(request: Request, defaultStore: string): string {
  return (
    namedStoreCode(request.headers.get('x-vs-store-code'), new URL(request.url).searchParams.get('storeCode')) ??
    defaultStore
  );
}

/**
 * The query parameters that decide an answer, sorted by name: only `allowed` ones when given (the API's
 * own parameters, ADR 016), else all but tracking parameters; never the token.
 */
export function keyParams(url: URL, allowed?: readonly string[]): Array<[string, string]> {
  return [...url.searchParams]
    .filter(([k]) => (allowed ? allowed.includes(k) : !TRACKING.test(k)) && !NEVER_IN_KEY.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The query of a page's key (ADR 059): the listing's state in its canonical form (`color=50&color=49` and
 * `color=49,50` are one entry, a malformed `page` is page 1), then the page's own parameters
 * (shared/domain/page-parameters.ts). Everything else is left out: pages do not read it.
 */
export function pageKeyQuery(url: URL): string {
  const listing = listingQueryString(parseListingQuery(url.searchParams)).slice(1);
  const own = new URLSearchParams(keyParams(url, OWN_PAGE_PARAMETERS)).toString();
  return [listing, own].filter((part) => part !== '').join('&');
}

/**
 * Key of a whole HTML page (ADR 013): the store view (decided by the url path), the scope, the path and the
 * page's own query (pageKeyQuery). Lives next to the API keys under its own `page` kind; crawlers have their own
 * `page-crawler` entries (every Suspense boundary inline, no fallbacks: ADR 002), shoppers the streamed form.
 */
export function pageCacheKeyFor(
  url: URL,
  store: string,
  scope = '',
  variant: 'shopper' | 'crawler' = 'shopper',
): string {
  const query = pageKeyQuery(url);
  const prefix = scope ? `${encodeURIComponent(store)}/${encodeURIComponent(scope)}` : encodeURIComponent(store);
  const kind = variant === 'crawler' ? 'page-crawler' : 'page';
  return `${url.origin}/__edge-cache/v1/${prefix}/${kind}${url.pathname}${query ? `?${query}` : ''}`;
}

export async function cacheKeyFor(
  request: Request,
  policy: CachePolicy,
  defaultStore: string,
  scope = '',
): Promise<string> {
  const url = new URL(request.url);
  const params = keyParams(url, policy.keyParams);
  if (request.method !== 'GET') params.push(['__body', await bodyHash(await request.clone().text())]);
  const query = new URLSearchParams(params).toString();
  const store = encodeURIComponent(storeViewOf(request, defaultStore));
  const prefix = scope ? `${store}/${encodeURIComponent(scope)}` : store;
  return `${url.origin}/__edge-cache/v1/${prefix}/${policy.kind}${url.pathname}${query ? `?${query}` : ''}`;
}
