// `POST /api/url/map` (contract §1.6, M1): the raw index hit for a url, or JSON null (HTTP 200).
// `GET /api/url?url=` (contract §1.1 mounts /api/url; config urlModule.endpoint): the VSF route data
// of a url, enveloped — the same lookup as the map, then the client transform of §1.6 (route-data.ts).
import { Hono } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { STORE_VIEWS } from '#shared/config/store-views.ts';
import { describeZodError } from '#shared/contract/envelope.ts';
import { URL_MAP_ALWAYS_INCLUDED, urlMapRequestSchema, type UrlMapResponse } from '#shared/contract/url-map.ts';
import { processHits } from '#worker/platform/catalog/hit-processing.ts';
import { createSourceFilter } from '#worker/platform/catalog/source-filter.ts';
import { apiStatus, badRequest, readJsonBody, methodNotAllowed } from '#worker/platform/http.ts';
import { parseDispatchUrl } from './dispatch-url';
import { findByUrl } from './lookup';
import { PAGE_NOT_FOUND, parametrizeRouteData, transformMatch, type RouteData } from './route-data';
import { storeCodeOf } from './store-code';

export const urlRoutes = new Hono<{ Bindings: PlatformEnv }>();

urlRoutes.post('/map', async (c) => {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  if (typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
    return badRequest(c, 'The request body must be a JSON object {"url": …}');
  }
  if (!('url' in json.value) || json.value.url === null || json.value.url === undefined)
    return badRequest(c, 'Missing url');
  const body = urlMapRequestSchema.safeParse(json.value);
  if (!body.success) return badRequest(c, describeZodError(body.error));
  // VSF strips the leading slash and the store prefix; strip a leading slash that slipped through.
  const url = body.data.url.replace(/^\/+/, '');
  if (url === '') return badRequest(c, 'Missing url');

  const match = await findByUrl(c.env.DB, store.store, url);
  if (!match) return c.json(null satisfies UrlMapResponse);

  const [processed] = await processHits(c.env.DB, match.type, store.store, [match.source]);
  const includeFields = body.data.includeFields;
  const filterSource = createSourceFilter({
    // API:src/api/url/map.ts: any includeFields array (even empty) plus the always-included keys.
    include: includeFields ? [...includeFields, ...URL_MAP_ALWAYS_INCLUDED] : [],
    exclude: body.data.excludeFields ?? [],
  });
  const hit: UrlMapResponse = {
    _index: `${STORE_VIEWS[store.store].index}_${match.type}`,
    _type: match.type,
    _id: String(match.id),
    _score: 1,
    _source: filterSource(processed ?? match.source),
  };
  return c.json(hit);
});

urlRoutes.all('/map', (c) =>
  methodNotAllowed(c, `ERROR: ${c.req.method} request method is not supported; use POST /api/url/map`, 'POST'),
);

/**
 * `GET /api/url?url=/en/some/path.html?childSku=X` → `{code:200,result:{name,params}}`. A store code in
 * the path (`/en/…`) wins over `storeCode` / `x-vs-store-code`; nothing found (or an empty path: the
 * home page is not a dispatcher route) → 200 with the page-not-found route data; no `url` → 400.
 */
urlRoutes.get('/', async (c) => {
  const raw = c.req.query('url');
  if (raw === undefined || raw.trim() === '') return badRequest(c, 'Missing url');
  const parsed = parseDispatchUrl(raw.trim());
  if (!parsed.ok) return badRequest(c, parsed.message);
  const { path, query, storeInPath } = parsed.value;
  const store = storeInPath ? { ok: true as const, store: storeInPath } : storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const route: RouteData = path === '' ? PAGE_NOT_FOUND : transformMatch(await findByUrl(c.env.DB, store.store, path));
  return apiStatus(c, parametrizeRouteData(route, query, storeInPath));
});
