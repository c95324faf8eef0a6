// The API proxy of /api/* (ADR 012, spec §6, §7): every API call of the storefront goes through
// proxyApiRequest, the browser's over HTTP (worker/index.ts `/api/*`) and the pages' in-process ones
// (render.tsx apiFetch), so a remote upstream serves SSR too and both share the edge cache.
//   1. /api/invalidate is the edge cache's purge endpoint, answered here.
//   2. The request is prepared: token rule (spec §6), store code (contract §0.3), body buffered.
//   3. The edge cache decides HIT / MISS / STALE / BYPASS and asks forwardApiRequest when it must.
import type { Env } from '#worker/env.ts';
import { handleInvalidate, withEdgeCache } from '#worker/edge-cache/index.ts';
import { CATALOG_VERSION_SQL, readCatalogVersion } from '#worker/platform/catalog/listing-index/catalog-version.ts';
import { withState } from '#worker/edge-cache/entry.ts';
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
  applyStoreCode(url, headers, env.DEFAULT_STORE_CODE || 'ru', options.pageUrl);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // Buffered (API bodies are small): the cache hashes it (url/map) and a revalidation resends it.
  const body = hasBody ? await request.arrayBuffer() : undefined;
  return new Request(url, { method: request.method, headers, body, redirect: 'manual' });
}

export async function proxyApiRequest(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  options: ProxyOptions = {},
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/api/invalidate') return handleInvalidate(request, env);
  const tokenProblem = malformedToken(url);
  if (tokenProblem) return withState(apiEnvelope(400, tokenProblem), 'BYPASS');
  const prepared = await prepareApiRequest(request, env, options);
  return withEdgeCache(prepared, env, ctx, (req) => forwardApiRequest(req, env, ctx), {
    keyScope: env.API_UPSTREAM ? undefined : () => embeddedCatalogScope(env.DB),
  });
}

/**
 * Key scope of the embedded platform: its catalogue version (token + counter, bumped by every write to
 * the catalogue tables), so a cached answer never outlives the data it was computed from. One indexed
 * single-row read; the platform's listing index reads the same row on every search anyway.
 */
async function embeddedCatalogScope(db: D1Database): Promise<string> {
  const version = readCatalogVersion(await db.prepare(CATALOG_VERSION_SQL).all());
  return `db-${version.token}-${version.version}`;
}
