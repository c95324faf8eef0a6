// Whole-page edge cache of anonymous HTML (ADR 013) as a Hono middleware (ADR 018): home, category, product
// and every other anonymous page per store view, in caches.default next to the API entries (same entry
// headers, same tag index, same purge endpoint). The page handler after it renders; this decides whether it
// has to.
//   fresh entry                          → HIT: the stored document with a NEW CSP nonce (body + header)
//   stale, within stale-while-revalidate → STALE now (new nonce too), re-rendered in ctx.waitUntil
//   older, or no entry                   → the handler renders and streams to the shopper (MISS); a tee'd
//                                          copy is read to the end in ctx.waitUntil and stored only if the
//                                          document completed with status 200 and no render error
//   a render answering 5xx with a kept entry → the kept copy (STALE, stale-if-error)
//   token / session cookie / non-GET / private pages → BYPASS: never read, never stored
import type { Context, MiddlewareHandler, Next } from 'hono';
import { defaultStoreOf, type Env } from '#worker/env.ts';
import { logError } from '#worker/log.ts';
import { createNonce as newNonce } from '#worker/pages/content-security-policy.ts';
import { isBot } from '#worker/pages/bots.ts';
import {
  ageOf,
  cache,
  CACHE_STATE_HEADER,
  entryLifetimeSeconds,
  fromEntry,
  STORED_AT_HEADER,
  toEntry,
  type CacheState,
} from './entry';
import { forgetHeldPage, heldPage, holdPage } from './hot-pages';
import { rewriteNonceInPlace, shiftQueryTimesInPlace } from './html-rewrite';
import { pageCacheKeyFor } from './key';
import { classifyPage, type CachePolicy } from './policy';
import { recordTags, tagRowBudget } from './tags';

/** What the renderer reports once the document has been written to the end. */
export interface PageRenderInfo {
  /** `P{id}` / `C{id}` of what the page shows (worker/edge-cache/page-tags.ts). */
  tags: string[];
  /** Errors logged while rendering (a failed Suspense boundary): such a document is never stored. */
  renderErrors: number;
  /** The CSP nonce written into the document and its header. */
  nonce: string;
}

/** The variables the middleware shares with the steps around it. */
export interface PageCacheVariables {
  /** Read: the request the page is for, when an earlier step replaced it (worker/guards/page-path.ts). */
  pageRequest?: Request;
  /** Set for the handler after it: to be called just before the document's stream closes. */
  pageRendered?: (info: PageRenderInfo) => void;
}

/** The Hono environment the middleware runs in. */
export interface PageCacheEnv {
  Bindings: Env;
  Variables: PageCacheVariables;
}

type PageCacheContext = Context<PageCacheEnv>;

export interface PageCacheOptions {
  /** The CSP header of a page for a nonce: a cached copy gets a new nonce and the header to match. */
  contentSecurityPolicy: (c: PageCacheContext, nonce: string) => string;
  /**
   * Re-renders a stale page in the background with a request of its own: the app is asked again
   * (`app.fetch(request, c.env, c.executionCtx)`), so the refresh takes the whole page pipeline and this
   * middleware stores it. The shopper's request is not reused: its signal aborts when they leave.
   */
  revalidate: (request: Request, c: PageCacheContext) => Response | Promise<Response>;
  /**
   * Part of the key besides store, path and query: what else a stored page depends on (the deploy, the
   * settings, the embedded platform's catalogue version). A failure to compute it bypasses the cache.
   */
  keyScope?: (c: PageCacheContext) => Promise<string> | string;
  /** Tooling note G6: a cached page is sent with `content-encoding: identity` too when streams are. */
  identityEncoding?: (c: PageCacheContext) => boolean;
  /** A fresh CSP nonce (default: worker/pages/content-security-policy.ts createNonce). */
  createNonce?: () => string;
}

/** The nonce an entry was rendered with; dropped from the shopper's copy. */
const NONCE_HEADER = 'x-edge-cache-nonce';
/** Set on a stale-if-error copy: the status the failed render answered. */
const RENDER_STATUS_HEADER = 'x-storefront-render-status';

/**
 * Background refreshes this middleware started (see `revalidate`): such a request skips the lookup and
 * renders. Object identity, so no client can send a request that counts as one.
 */
const refreshes = new WeakSet<Request>();

function withPageState(response: Response, state: CacheState): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(CACHE_STATE_HEADER, state);
  return copy;
}

/**
 * Makes `response` the answer. Hono copies the headers of the answer already set onto a new one; the
 * stale copy that replaces a failed render must not inherit the error page's CSP and `no-store`.
 */
function answerWith(c: PageCacheContext, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/** A stored page may be written only from a complete, error-free 200 HTML document. */
function isStorablePage(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
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
  env: Pick<Env, 'DB' | 'EDGE_CACHE_TAG_ROWS'>,
): Promise<void> {
  try {
    const body = await new Response(branch).text();
    const done = info();
    if (!done || done.renderErrors > 0) return; // incomplete or partly failed: never cached
    const now = Date.now();
    const { rows } = await recordTags(env.DB, key, done.tags, now + entryLifetimeSeconds(policy) * 1000, {
      now,
      maxRows: tagRowBudget(env.EDGE_CACHE_TAG_ROWS),
      kind: 'page',
    });
    const entry = toEntry(body, answer, policy, rows, now);
    entry.headers.set(NONCE_HEADER, done.nonce);
    entry.headers.delete('x-request-id'); // the render's; a copy answers with its own request's id
    entry.headers.delete('vary'); // the key is a url string; the shopper's copy gets it back
    await cache().put(key, entry);
    forgetHeldPage(key);
  } catch (error) {
    logError('page-cache.store', error);
  }
}

/**
 * Page cache middleware for Hono: the edge's whole-page cache of anonymous HTML (ADR 013).
 *
 * @param options.contentSecurityPolicy - The page's CSP header for a nonce.
 * @param options.revalidate - Asks the app again for a stale page (a request of the middleware's own).
 * @param options.keyScope - Part of every key: what else a stored page depends on.
 * @param options.identityEncoding - Whether a copy is sent with `content-encoding: identity`.
 * @param options.createNonce - A fresh CSP nonce.
 * @returns The middleware. It works on `c.var.pageRequest` when an earlier step set it, else on the request;
 *   the handler after it reports each document it renders through `c.var.pageRendered`.
 *
 * @example
 * ```ts
 * const app = new Hono<{ Bindings: Env; Variables: PageCacheVariables }>();
 * app.get(
 *   '*',
 *   pageCache({
 *     contentSecurityPolicy: (_c, nonce) => `script-src 'nonce-${nonce}'`,
 *     revalidate: (request, c) => app.fetch(request, c.env, c.executionCtx),
 *   }),
 *   (c) => renderPage({ request: c.req.raw, onComplete: c.var.pageRendered }),
 * );
 * ```
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<PageCacheEnv> {
  const createNonce = options.createNonce ?? newNonce;

  /** The shopper's copy of an entry: fresh nonce in body and CSP, query times moved, the cache state. */
  async function serveEntry(c: PageCacheContext, entry: Response, state: CacheState): Promise<Response> {
    const oldNonce = entry.headers.get(NONCE_HEADER) ?? '';
    const storedAt = Number(entry.headers.get(STORED_AT_HEADER) ?? Date.now());
    const served = fromEntry(entry, state);
    const headers = new Headers(served.headers);
    headers.delete(NONCE_HEADER);
    headers.set('vary', 'accept-encoding');
    if (options.identityEncoding?.(c)) headers.set('content-encoding', 'identity');
    const bytes = new Uint8Array(await served.arrayBuffer());
    if (oldNonce) {
      const nonce = createNonce();
      headers.set('content-security-policy', options.contentSecurityPolicy(c, nonce));
      rewriteNonceInPlace(bytes, oldNonce, nonce);
    }
    shiftQueryTimesInPlace(bytes, Date.now() - storedAt);
    return new Response(bytes, { status: served.status, headers });
  }

  /** Lets the handler render; a storable answer is tee'd: one branch to the shopper, one to the store. */
  async function renderAndStore(c: PageCacheContext, next: Next, key: string, policy: CachePolicy): Promise<Response> {
    let info: PageRenderInfo | undefined;
    c.set('pageRendered', (done) => {
      info = done;
    });
    await next();
    const answer = c.res;
    if (!isStorablePage(answer)) return answer;
    const [toShopper, toCache] = answer.body!.tee();
    c.executionCtx.waitUntil(storeWhenComplete(toCache, answer, () => info, key, policy, c.env));
    return new Response(toShopper, answer);
  }

  /** Serves the stale entry now and asks the app for a new render in the background. */
  function serveStaleAndRevalidate(c: PageCacheContext, request: Request, entry: Response): Promise<Response> {
    const refresh = new Request(request.url, { headers: request.headers });
    refreshes.add(refresh);
    c.executionCtx.waitUntil(
      (async () => {
        try {
          const answer = await options.revalidate(refresh, c);
          // The stored branch is tee'd from this body: reading it lets the store finish.
          await answer.body?.pipeTo(new WritableStream());
        } catch (error) {
          logError('page-cache.revalidate', error);
        }
      })(),
    );
    return serveEntry(c, entry, 'STALE');
  }

  return async function pageCache(c, next) {
    const request = c.var.pageRequest ?? c.req.raw;
    const decision = classifyPage(request, defaultStoreOf(c.env));
    if (!decision.cache) {
      await next();
      answerWith(c, withPageState(c.res, 'BYPASS'));
      return;
    }
    const { policy } = decision;

    let key: string;
    let entry: Response | undefined;
    try {
      const scope = options.keyScope ? await options.keyScope(c) : '';
      const variant = isBot(request.headers.get('user-agent')) ? 'crawler' : 'shopper';
      key = pageCacheKeyFor(new URL(request.url), decision.store, scope, variant);
      if (!refreshes.has(c.req.raw)) {
        const hot = heldPage(key);
        if (hot) return serveEntry(c, hot, 'HIT');
        entry = await cache().match(key);
      }
    } catch (error) {
      logError('page-cache.match', error);
      await next();
      answerWith(c, withPageState(c.res, 'BYPASS'));
      return;
    }

    if (entry) {
      const age = ageOf(entry);
      if (age.fresh) return serveEntry(c, await holdPage(key, entry, Date.now() + age.freshForMs), 'HIT');
      if (age.revalidatable) return serveStaleAndRevalidate(c, request, entry);
    }

    const answer = await renderAndStore(c, next, key, policy);
    if (entry && answer.status >= 500) {
      // Stale-if-error: the last good copy beats the error page.
      await answer.body?.cancel();
      const stale = await serveEntry(c, entry, 'STALE');
      stale.headers.set(RENDER_STATUS_HEADER, String(answer.status));
      answerWith(c, stale);
      return;
    }
    answerWith(c, withPageState(answer, 'MISS'));
  };
}
