// `/api/catalog/<index>/<type>/_search` (contract §2, K1) in request_format=search-query mode.
// Not enveloped on success (ES shape); every malformed input is a 400 envelope with a readable message.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { badRequest, methodNotAllowed } from '#worker/platform/http.ts';
import { widenChildReferences } from './child-references';
import { toCompactResponse } from './compact';
import { processHits } from './hit-processing';
import { parseSearchRequest, parseSearchTarget, type SearchRequest } from './request';
import { formatSearchResponse } from './response';
import { QueryTooComplexError, runSearch } from './search';
import { createSourceFilter } from './source-filter';

type CatalogContext = Context<{ Bindings: PlatformEnv }>;

export const catalogRoutes = new Hono<{ Bindings: PlatformEnv }>();

const USAGE = 'use /api/catalog/<index>/<entityType>/_search?request_format=search-query';

/** First value of every URL parameter. */
function urlParams(c: CatalogContext): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) if (!(key in params)) params[key] = value;
  return params;
}

async function answer(c: CatalogContext, request: SearchRequest, started: number): Promise<Response> {
  const result = await runSearch(c.env.DB, request);
  const processed = await processHits(
    c.env.DB,
    request.entity,
    request.store,
    result.hits.map((h) => h.source),
  );
  const filterSource = createSourceFilter(request.source);
  const hits = result.hits.map((hit, i) => ({ ...hit, source: filterSource(processed[i] ?? hit.source) }));
  const response = formatSearchResponse(request, { ...result, hits }, Date.now() - started);
  return c.json(request.responseFormat === 'compact' ? toCompactResponse(request.entity, response) : response);
}

async function search(c: CatalogContext): Promise<Response> {
  const started = Date.now();
  const target = parseSearchTarget(c.req.param('index') ?? '', c.req.param('type') ?? '', c.req.param('action') ?? '');
  if (!target.ok) return badRequest(c, target.message);
  const body = c.req.method === 'POST' ? await c.req.text() : undefined;
  const request = parseSearchRequest(target.value, urlParams(c), body);
  if (!request.ok) return badRequest(c, request.message);
  try {
    return await answer(c, await widenChildReferences(c.env.DB, request.value), started);
  } catch (error) {
    if (error instanceof QueryTooComplexError) return badRequest(c, error.message);
    throw error;
  }
}

catalogRoutes.on(['GET', 'POST'], '/:index/:type/:action', search);
catalogRoutes.options('/*', (c) => c.body(null, 204, { Allow: 'GET, POST, OPTIONS' }));
catalogRoutes.on(['GET', 'POST'], '/*', (c) => badRequest(c, `Unsupported catalogue URL; ${USAGE}`));
// API:src/api/catalog.ts answers other methods with "ERROR: <METHOD> request method is not supported."
catalogRoutes.all('/*', (c) =>
  methodNotAllowed(c, `ERROR: ${c.req.method} request method is not supported.`, 'GET, POST, OPTIONS'),
);
