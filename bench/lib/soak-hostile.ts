// The hostile stream of the soak (issue 8): the requests of the findings, sent in a loop by a second
// client at a bounded rate and concurrency while the normal traffic runs. Each request is aborted after
// HOSTILE_TIMEOUT_MS and counted as a timeout, so a request that freezes the worker shows up here (and as
// timeouts of the normal traffic) instead of stalling the soak.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { exchange, type ExchangeRequest } from './soak-http';

export const HOSTILE_TIMEOUT_MS = 5_000;

export interface HostileContext {
  /** A guest cart of the hostile client's own (the update route reads the body only for a real cart). */
  cartId: string;
  /** A sku the cart accepts, so a hostile product_option gets past the product check to storage. */
  sku: string;
  /** A url_path the url map finds, so its `excludeFields` really filter a document. */
  urlPath: string;
  /** A category page (`/women/shoes`), which the stream asks with a new filter value each time. */
  categoryPage: string;
}

export interface HostileRequest {
  id: string;
  what: string;
  /** Each instance is a new edge-cache key (it writes tag rows: bench/lib/soak-tag-index.ts). */
  busting?: boolean;
  /** The next instance of this request; some vary (random query values) so that the edge cache cannot answer them. */
  next(): ExchangeRequest & { path: string };
}

const SEARCH = '/api/catalog/vue_storefront_catalog/product/_search';
const JSON_HEADERS = { 'content-type': 'application/json' };
const encoder = new TextEncoder();
/** A shopper's twelve words with typos (fuzzy expansion of every term); rotated each time for a new cache key. */
const TYPO_WORDS = [
  'кросовки',
  'женскии',
  'чорные',
  'кожанныи',
  'зимнии',
  'обув',
  'размер',
  'сорак',
  'адин',
  'пальто',
  'свитир',
  'джынсы',
];

/** Built once and kept: the client should spend its CPU sending megabytes, not building them each time. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

function cartUpdate(context: HostileContext, productOption: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(
    `{"cartItem":{"sku":${JSON.stringify(context.sku)},"qty":1,"quoteId":"${context.cartId}","product_option":${productOption}}}`,
  );
}

/** `{"d":{"d":…{}…}}`: `depth` nested objects. */
function deepObject(depth: number): string {
  return `${'{"d":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

/** A product_option of about `bytes` bytes: many small option objects (parsing and validating them is the cost). */
function wideProductOption(bytes: number): string {
  const option = '{"option_id":"1","option_value":"xxxxxxxxxxxxxxxxxxxxxxxx"}';
  const count = Math.ceil(bytes / (option.length + 1));
  return `{"extension_attributes":{"custom_options":[${Array(count).fill(option).join(',')}]}}`;
}

export function hostileRequests(context: HostileContext): HostileRequest[] {
  const deepCart = once(() => cartUpdate(context, deepObject(10_000)));
  const bigCart = once(() => cartUpdate(context, wideProductOption(3 * 1024 * 1024)));
  const bigUrlMap = once(() => encoder.encode(`{"url":"x","pad":"${'a'.repeat(5 * 1024 * 1024)}"}`));
  const longPath = `/${'a'.repeat(2099)}`;
  let typoRound = 0;
  const fixed =
    (path: string, extra: ExchangeRequest = {}) =>
    () => ({ path, ...extra });
  const post = (path: string, body: () => string | Uint8Array<ArrayBuffer>) => () => ({
    path,
    method: 'POST',
    headers: JSON_HEADERS,
    body: body(),
  });
  const redosSearch = (stars: number) =>
    fixed(`${SEARCH}?request_format=search-query&from=3&size=20&_source_exclude=${'*'.repeat(stars)}Q`);
  const redosUrlMap = (url: string, stars: number) =>
    post('/api/url/map', () => JSON.stringify({ url, excludeFields: [`${'*'.repeat(stars)}Q`] }));
  return [
    { id: 'redos-search-5', what: 'GET product _search `_source_exclude=*****Q`', next: redosSearch(5) },
    { id: 'redos-search-25', what: 'the same with 25 stars', next: redosSearch(25) },
    {
      id: 'redos-urlmap-6',
      what: 'POST /api/url/map `{"url":"x","excludeFields":["******Q"]}`',
      next: redosUrlMap('x', 6),
    },
    {
      id: 'redos-urlmap-25',
      what: 'the same with 25 stars and a url that is found (the filter runs)',
      next: redosUrlMap(context.urlPath, 25),
    },
    {
      id: 'typo-12-words',
      what: 'anonymous `_searchText` of 12 misspelt words (a new cache key each time)',
      next: () => {
        const shift = typoRound++ % TYPO_WORDS.length;
        const text = [...TYPO_WORDS.slice(shift), ...TYPO_WORDS.slice(0, shift)].join(' ');
        const request = JSON.stringify({ _appliedFilters: [], _searchText: text });
        return { path: `${SEARCH}?${new URLSearchParams({ request_format: 'search-query', size: '50', request })}` };
      },
    },
    {
      id: 'cms-empty-store-header',
      what: 'GET /api/ext/cms-data/cmsPage/1?storeCode=en with an empty `x-vs-store-code`',
      next: fixed('/api/ext/cms-data/cmsPage/1?storeCode=en', { headers: { 'x-vs-store-code': '' } }),
    },
    {
      id: 'new-key-api',
      what: 'GET product _search `&zz=<random>` (unknown param, new cache key)',
      next: () => ({ path: `${SEARCH}?request_format=search-query&size=1&zz=${randomUUID()}` }),
    },
    {
      id: 'new-key-page',
      what: 'GET /?zz=<random> (a parameter no page reads: the home page’s entry, ADR 059)',
      next: () => ({ path: `/?zz=${randomUUID()}` }),
    },
    {
      id: 'busting-from',
      what: 'GET product _search `size=50&from=<random>` (a new cache key of 50 products each time)',
      busting: true,
      next: () => ({ path: `${SEARCH}?request_format=search-query&size=50&from=${randomInt(1000)}` }),
    },
    {
      id: 'busting-source-include',
      what: 'GET product _search `_source_include=id,<random>` (a junk field, a new cache key each time)',
      busting: true,
      next: () => ({ path: `${SEARCH}?request_format=search-query&size=50&_source_include=id,zz${randomInt(1e9)}` }),
    },
    {
      id: 'busting-category-filter',
      what: 'GET a category page `?color=<random option id>` (a filter the page reads: a new page cache key and a render each time)',
      busting: true,
      next: () => ({ path: `${context.categoryPage}?color=${randomInt(1e9)}` }),
    },
    {
      id: 'size-4000',
      what: 'anonymous GET product _search `size=4000`',
      next: fixed(`${SEARCH}?request_format=search-query&size=4000`),
    },
    {
      id: 'cart-deep-option',
      what: 'POST /api/cart/update, product_option 10,000 objects deep',
      next: post(`/api/cart/update?cartId=${context.cartId}`, deepCart),
    },
    {
      id: 'cart-3mb-option',
      what: 'POST /api/cart/update, a 3 MB product_option',
      next: post(`/api/cart/update?cartId=${context.cartId}`, bigCart),
    },
    { id: 'page-%0A', what: 'GET /%0A', next: fixed('/%0A') },
    { id: 'page-a%0Ab', what: 'GET /a%0Ab', next: fixed('/a%0Ab') },
    { id: 'page-%E2%80%A8', what: 'GET /%E2%80%A8 (U+2028)', next: fixed('/%E2%80%A8') },
    { id: 'page-2100-chars', what: 'GET a 2,100-character path', next: fixed(longPath) },
    { id: 'urlmap-5mb-body', what: 'POST /api/url/map with a 5 MB body', next: post('/api/url/map', bigUrlMap) },
    {
      id: 'img-put',
      what: 'PUT /img/104/104/resize/x.jpg',
      next: fixed('/img/104/104/resize/x.jpg', { method: 'PUT' }),
    },
  ];
}

export interface HostileCount {
  id: string;
  sent: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Aborted by us after HOSTILE_TIMEOUT_MS. */
  timeouts: number;
  /** No answer: connection refused or reset. */
  connectionErrors: number;
  /** Time to the answer (or the abort) of each request sent, ms, in order sent. */
  ms: number[];
  lastError?: string;
}

export interface HostileSettings {
  concurrency: number;
  /** Requests started per second at most, over all workers. */
  ratePerS: number;
}

export interface HostileStream {
  /** Sends until `deadline` (a performance.now() time), then resolves once its requests in flight are over. */
  runUntil(deadline: number): Promise<void>;
  /** Per request, everything sent so far. */
  counts: HostileCount[];
}

/**
 * Loops over the requests in order, resuming where the last `runUntil` stopped (so short slices still reach
 * every request). Bounded: `concurrency` in flight, `ratePerS` starts per second, nothing started after the
 * deadline, and each request ends within HOSTILE_TIMEOUT_MS, so a run is over at most that long after it.
 */
export function hostileStream(
  baseURL: string,
  requests: readonly HostileRequest[],
  settings: HostileSettings,
): HostileStream {
  const counts = requests.map((r): HostileCount => ({
    id: r.id,
    sent: 0,
    statuses: {},
    timeouts: 0,
    connectionErrors: 0,
    ms: [],
  }));
  const gapMs = 1000 / settings.ratePerS;
  let index = 0;
  const runUntil = async (deadline: number) => {
    let nextStart = performance.now();
    const worker = async () => {
      for (;;) {
        const start = Math.max(performance.now(), nextStart);
        if (start >= deadline) return;
        nextStart = start + gapMs;
        await sleep(start - performance.now());
        const i = index++ % requests.length;
        const request = requests[i];
        const count = counts[i];
        if (!request || !count) return;
        const { path, ...init } = request.next();
        count.sent++;
        const answer = await exchange(`${baseURL}${path}`, init, HOSTILE_TIMEOUT_MS);
        count.ms.push(answer.ms);
        if (answer.status !== null) count.statuses[answer.status] = (count.statuses[answer.status] ?? 0) + 1;
        else if (answer.failure === 'timeout') count.timeouts++;
        else {
          count.connectionErrors++;
          count.lastError = answer.errorMessage;
        }
      }
    };
    await Promise.all(Array.from({ length: settings.concurrency }, worker));
  };
  return { runUntil, counts };
}

/** Errors of the hostile stream: it may be refused (4xx), but not time out, lose its connection, or get a 5xx. */
export function hostileErrors(count: HostileCount): number {
  const fiveHundreds = Object.entries(count.statuses).reduce(
    (sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0),
    0,
  );
  return count.timeouts + count.connectionErrors + fiveHundreds;
}
