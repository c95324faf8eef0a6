// Whole-page edge cache of anonymous HTML (ADR 013): home, category and product pages per store view, in
// caches.default next to the API entries (same entry headers, same tag index, same purge endpoint).
//   fresh entry                          → HIT: the stored document with a NEW CSP nonce (body + header)
//   stale, within stale-while-revalidate → STALE now (new nonce too), re-rendered in ctx.waitUntil
//   older, or no entry                   → render and stream it to the shopper (MISS); a tee'd copy is read
//                                          to the end in ctx.waitUntil and stored only if the document
//                                          completed with status 200 and no render error
//   a render answering 500 with a kept entry → the kept copy (STALE, stale-if-error)
//   token / session cookie / non-GET / other pages → BYPASS: never read, never stored
import { classifyPage, type CachePolicy } from './policy';
import { pageCacheKeyFor } from './key';
import { ageOf, cache, CACHE_STATE_HEADER, entryLifetimeSeconds, fromEntry, STORED_AT_HEADER, toEntry, type CacheState } from './entry';
import { recordTags } from './tags';
import { forgetHeldPage, heldPage, holdPage } from './hot-pages';
import { isBot } from '#worker/pages/bots.ts';

/** What the renderer reports once the document has been written to the end. */
export interface PageRenderInfo {
  /** `P{id}` / `C{id}` of what the page shows (worker/edge-cache/page-tags.ts). */
  tags: string[];
  /** Errors logged while rendering (a failed Suspense boundary): such a document is never stored. */
  renderErrors: number;
  /** The CSP nonce written into the document and its header. */
  nonce: string;
}

/** Renders the page; `onComplete` is called before the document stream closes. */
export type PageRenderer = (request: Request, onComplete: (info: PageRenderInfo) => void) => Promise<Response>;

export interface PageCacheOptions {
  /** The request id of this request: a cached page answers with it, not the one of the stored render. */
  requestId: string;
  /** A fresh CSP nonce (worker/pages/content-security-policy.ts createNonce). */
  createNonce: () => string;
  /** The page's CSP for a nonce (contentSecurityPolicy). */
  contentSecurityPolicy: (nonce: string) => string;
  /** Tooling note G6: a cached page is sent with `content-encoding: identity` too when streams are. */
  identityEncoding: boolean;
  /** Part of the key: the embedded platform's catalogue version (as the API cache's keyScope). */
  keyScope?: () => Promise<string>;
}

export interface PageCacheEnv {
  DB: D1Database;
  DEFAULT_STORE_CODE?: string;
}

const NONCE_HEADER = 'x-edge-cache-nonce';

function logError(where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(JSON.stringify({ level: 'error', where, message }));
}

function withPageState(response: Response, state: CacheState): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(CACHE_STATE_HEADER, state);
  return copy;
}

/** A stored page may be written only from a complete, error-free 200 HTML document. */
function isStorablePage(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

/** The shopper's copy of an entry: fresh nonce in body and CSP, this request's id, the cache state. */
async function serveEntry(entry: Response, state: CacheState, options: PageCacheOptions): Promise<Response> {
  const oldNonce = entry.headers.get(NONCE_HEADER) ?? '';
  const storedAt = Number(entry.headers.get(STORED_AT_HEADER) ?? Date.now());
  const served = fromEntry(entry, state);
  const headers = new Headers(served.headers);
  headers.delete(NONCE_HEADER);
  headers.set('x-request-id', options.requestId);
  headers.set('vary', 'accept-encoding');
  if (options.identityEncoding) headers.set('content-encoding', 'identity');
  const bytes = new Uint8Array(await served.arrayBuffer());
  if (oldNonce) {
    const nonce = options.createNonce();
    headers.set('content-security-policy', options.contentSecurityPolicy(nonce));
    rewriteNonceInPlace(bytes, oldNonce, nonce);
  }
  // The page state's query times move with the copy: the browser's query client (staleTime 60 s) must
  // see the data as fresh as the document the edge vouches for, or hydration refetches what it shows.
  shiftQueryTimesInPlace(bytes, Date.now() - storedAt);
  return new Response(bytes, { status: served.status, headers });
}

const encoder = new TextEncoder();

/**
 * Calls `found(start)` for every occurrence of `search` in `bytes`. Candidates come from the native indexOf of
 * one anchor byte, chosen rare in a Russian HTML page: an uppercase ASCII letter, a digit, `+` or `/` if the
 * pattern has one (quotes and lowercase letters are everywhere), so a scan costs little more than a copy.
 */
function forEachMatch(bytes: Uint8Array, search: Uint8Array, found: (start: number) => number | void): void {
  let anchor = search.findIndex((b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2f);
  if (anchor < 0) anchor = 0;
  const byte = search[anchor]!;
  const last = bytes.length - search.length + anchor;
  for (let at = bytes.indexOf(byte, anchor); at !== -1 && at <= last; at = bytes.indexOf(byte, at + 1)) {
    const start = at - anchor;
    let i = 0;
    while (i < search.length && bytes[start + i] === search[i]) i++;
    if (i === search.length) at = (found(start) ?? start + search.length) - 1 + anchor;
  }
}

/**
 * `nonce="OLD"` → `nonce="NEW"` in a whole buffered document (25-70 KB), overwritten in place: nonces have a
 * fixed length (createNonce: 16 random bytes in base64), so there is no decoding and no new string. Piping
 * the body through a JS TransformStream cost more than the rest of a hit under wrangler dev (bench/README.md).
 */
export function rewriteNonceInPlace(bytes: Uint8Array, oldNonce: string, newNonce: string): void {
  const search = encoder.encode(`nonce="${oldNonce}"`);
  const replacement = encoder.encode(`nonce="${newNonce}"`);
  if (search.length !== replacement.length) throw new Error('nonces of different lengths');
  forEachMatch(bytes, search, (start) => {
    bytes.set(replacement, start);
  });
}

const QUERY_TIMES = ['"dataUpdatedAt":', '"dehydratedAt":'].map((key) => encoder.encode(key));
const DIGITS = 13; // epoch milliseconds until the year 2286

/** Adds `shiftMs` to every 13-digit `"dataUpdatedAt":` / `"dehydratedAt":` of the page state, in place. */
export function shiftQueryTimesInPlace(bytes: Uint8Array, shiftMs: number): void {
  if (!(shiftMs > 0)) return;
  for (const search of QUERY_TIMES) {
    forEachMatch(bytes, search, (start) => {
      const from = start + search.length;
      let value = 0;
      for (let i = 0; i < DIGITS; i++) {
        const digit = (bytes[from + i] ?? 0) - 0x30;
        if (digit < 0 || digit > 9) return;
        value = value * 10 + digit;
      }
      const next = bytes[from + DIGITS] ?? 0;
      if (next >= 0x30 && next <= 0x39) return; // not a 13-digit number
      const shifted = String(value + Math.round(shiftMs));
      if (shifted.length === DIGITS) bytes.set(encoder.encode(shifted), from);
      return from + DIGITS;
    });
  }
}

/**
 * Reads the stored branch of a render to the end and stores it when the document completed cleanly. Tags
 * go to D1 before the put (as for API entries: an entry that can be hit is always purgeable).
 */
async function storeWhenComplete(
  branch: ReadableStream<Uint8Array>,
  answer: Response,
  info: () => PageRenderInfo | undefined,
  key: string,
  policy: CachePolicy,
  env: PageCacheEnv,
): Promise<void> {
  try {
    const body = await new Response(branch).text();
    const done = info();
    if (!done || done.renderErrors > 0) return; // incomplete or partly failed: never cached
    const now = Date.now();
    const entry = toEntry(body, answer, policy, done.tags, now);
    entry.headers.set(NONCE_HEADER, done.nonce);
    entry.headers.delete('x-request-id');
    entry.headers.delete('vary'); // the key is a url string; the shopper's copy gets it back
    await recordTags(env.DB, key, done.tags, now + entryLifetimeSeconds(policy) * 1000, now);
    await cache().put(key, entry);
    forgetHeldPage(key);
  } catch (error) {
    logError('page-cache.store', error);
  }
}

/** Renders; a storable answer is tee'd: one branch streams to the shopper, the other is stored. */
async function renderAndStore(
  request: Request,
  render: PageRenderer,
  key: string,
  policy: CachePolicy,
  env: PageCacheEnv,
  ctx: ExecutionContext,
): Promise<Response> {
  let info: PageRenderInfo | undefined;
  const answer = await render(request, (done) => {
    info = done;
  });
  if (!isStorablePage(answer)) return answer;
  const [toShopper, toCache] = answer.body!.tee();
  ctx.waitUntil(storeWhenComplete(toCache, answer, () => info, key, policy, env));
  return new Response(toShopper, answer);
}

export async function withPageCache(
  request: Request,
  env: PageCacheEnv,
  ctx: ExecutionContext,
  render: PageRenderer,
  options: PageCacheOptions,
): Promise<Response> {
  const decision = classifyPage(request, env.DEFAULT_STORE_CODE || 'ru');
  if (!decision.cache) return withPageState(await render(request, () => {}), 'BYPASS');
  const { policy } = decision;

  let key: string;
  let entry: Response | undefined;
  try {
    const scope = options.keyScope ? await options.keyScope() : '';
    const variant = isBot(request.headers.get('user-agent')) ? 'crawler' : 'shopper';
    key = pageCacheKeyFor(new URL(request.url), decision.store, scope, variant);
    const hot = heldPage(key);
    if (hot) return serveEntry(hot, 'HIT', options);
    entry = await cache().match(key);
  } catch (error) {
    logError('page-cache.match', error);
    return withPageState(await render(request, () => {}), 'BYPASS');
  }

  if (entry) {
    const age = ageOf(entry);
    if (age.fresh) {
      return serveEntry(await holdPage(key, entry, Date.now() + age.freshForMs), 'HIT', options);
    }
    if (age.revalidatable) {
      // A request of its own: the shopper's signal aborts when they leave, the re-render must not.
      const refresh = new Request(request.url, { headers: request.headers });
      ctx.waitUntil(
        (async () => {
          try {
            const answer = await renderAndStore(refresh, render, key, policy, env, ctx);
            await answer.body?.pipeTo(new WritableStream());
          } catch (error) {
            logError('page-cache.revalidate', error);
          }
        })(),
      );
      return serveEntry(entry, 'STALE', options);
    }
  }

  const answer = await renderAndStore(request, render, key, policy, env, ctx);
  if (entry && answer.status >= 500) {
    // Stale-if-error: the last good copy beats the error page.
    await answer.body?.cancel();
    const stale = await serveEntry(entry, 'STALE', options);
    stale.headers.set('x-storefront-render-status', String(answer.status));
    return stale;
  }
  return withPageState(answer, 'MISS');
}
