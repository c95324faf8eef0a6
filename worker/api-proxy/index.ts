// The API proxy of /api/* (ADR 012, spec §6, §7): every API call of the storefront goes through the
// proxy, the browser's over HTTP (worker/index.ts `/api/*`) and the pages' in-process ones (the page
// handler's apiFetch), so a remote upstream serves SSR too and both share the edge cache.
//   1. /api/invalidate is the edge cache's purge endpoint, answered here.
//   2. The request is prepared: token rule (spec §6), store code (contract §0.3), body buffered.
//   3. The edge cache decides HIT / MISS / STALE / BYPASS and asks forwardApiRequest when it must.
// createApiProxy is given the worker's one platform instance (ADR 018) and returns the proxy function.
import { defaultStoreOf, type Env } from '#worker/env.ts';
import { handleInvalidate, withEdgeCache } from '#worker/edge-cache/index.ts';
import { readCatalogScope } from '#worker/edge-cache/catalog-scope.ts';
import { withState } from '#worker/edge-cache/entry.ts';
import type { PlatformApp } from '#worker/platform/index.ts';
import { apiEnvelope } from './envelope';
import { forwardApiRequest } from './forward';
import { applyStoreCode } from './store-code';
import { applyTokenRule, isOn, malformedToken } from './token';

export interface ProxyOptions {
  /** The page a server-side (SSR) call is made for: its store prefix gives the store code. */
  pageUrl?: string;
}

/** The request as the upstream receives it (on our own origin; forwarding changes only the host). */
export async function prepareApiRequest(request: Request, env: Env, options: ProxyOptions = {}): Promise<Request> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  applyTokenRule(url, headers, isOn(env.TOKEN_IN_HEADER));
  applyStoreCode(url, headers, defaultStoreOf(env), options.pageUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // Buffered (API bodies are small): the cache hashes it (url/map) and a revalidation resends it.
  const body = hasBody ? await request.arrayBuffer() : undefined;
  return new Request(url, { method: request.method, headers, body, redirect: 'manual' });
}

/** One API request through the proxy; `options.pageUrl` for the calls a page render makes. */
export type ApiProxy = (request: Request, env: Env, ctx: ExecutionContext, options?: ProxyOptions) => Promise<Response>;

/**
 * The proxy in front of `platform` (used when API_UPSTREAM is empty). With the embedded platform, every
 * key carries its catalogue version (readCatalogScope: read on every cacheable call, so a cached answer
 * never outlives the data it was computed from).
 */
export function createApiProxy(platform: PlatformApp): ApiProxy {
  return async function proxyApiRequest(request, env, ctx, options = {}) {
    const url = new URL(request.url);
    if (url.pathname === '/api/invalidate') return handleInvalidate(request, env);
    const tokenProblem = malformedToken(url);
    if (tokenProblem) return withState(apiEnvelope(400, tokenProblem), 'BYPASS');
    const prepared = await prepareApiRequest(request, env, options);
    return withEdgeCache(prepared, env, ctx, (req) => forwardApiRequest(req, env, ctx, platform), {
      keyScope: env.API_UPSTREAM ? undefined : () => readCatalogScope(env.DB),
    });
  };
}
