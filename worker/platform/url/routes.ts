// `POST /api/url/map` (contract §1.6, M1): the raw index hit for a url, or JSON null (HTTP 200).
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '../../env';
import { DEFAULT_STORE_CODE, isStoreCode, STORE_CODES, STORE_VIEWS, type StoreCode } from '../../../shared/config/store-views';
import { describeZodError } from '../../../shared/contract/envelope';
import { URL_MAP_ALWAYS_INCLUDED, urlMapRequestSchema, type UrlMapResponse } from '../../../shared/contract/url-map';
import { processHits } from '../catalog/hit-processing';
import { createSourceFilter } from '../catalog/source-filter';
import { apiStatus, badRequest } from '../http';
import { findByUrl } from './lookup';

type UrlContext = Context<{ Bindings: PlatformEnv }>;

export const urlRoutes = new Hono<{ Bindings: PlatformEnv }>();

/** contract §0.3 getCurrentStoreCode: header `x-vs-store-code` ?? query `storeCode`; default view otherwise. */
function storeCodeOf(c: UrlContext): { ok: true; store: StoreCode } | { ok: false; message: string } {
  const code = c.req.header('x-vs-store-code') ?? c.req.query('storeCode');
  if (code === undefined || code === '') return { ok: true, store: DEFAULT_STORE_CODE };
  if (isStoreCode(code)) return { ok: true, store: code };
  return { ok: false, message: `Unknown store code "${code}"; expected one of ${STORE_CODES.join(', ')}` };
}

async function readJson(c: UrlContext): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

urlRoutes.post('/map', async (c) => {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const json = await readJson(c);
  if (!json.ok) return badRequest(c, 'Malformed JSON in the request body');
  if (typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
    return badRequest(c, 'The request body must be a JSON object {"url": …}');
  }
  if (!('url' in json.value) || json.value.url === null || json.value.url === undefined) return badRequest(c, 'Missing url');
  const body = urlMapRequestSchema.safeParse(json.value);
  if (!body.success) return badRequest(c, describeZodError(body.error));
  // VSF strips the leading slash and the store prefix; strip a leading slash that slipped through.
  const url = body.data.url.replace(/^\/+/, '');
  if (url === '') return badRequest(c, 'Missing url');

  const match = await findByUrl(c.env.DB, store.store, url);
  if (!match) return c.json(null satisfies UrlMapResponse);

  const [processed] = await processHits(match.type, store.store, [match.source]);
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

urlRoutes.all('/map', (c) => apiStatus(c, `ERROR: ${c.req.method} request method is not supported; use POST /api/url/map`, 405));
