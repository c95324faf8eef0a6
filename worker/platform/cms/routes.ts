// `/api/ext/cms-data` (contract §1.1 X1; the cms-data extension of vue-storefront-api):
//   GET /cmsPage/:id, /cmsBlock/:id                              (store view: ?storeCode= / x-vs-store-code, default ru)
//   GET /cmsPageIdentifier/:identifier/storeId/:storeId,
//       /cmsBlockIdentifier/:identifier/storeId/:storeId         (storeId 1 = ru, 2 = en)
// → {code:200,result:<cms_page|cms_block document>}; not found → 404 string envelope; a malformed id,
// identifier or storeId → 400. (The original answered every failure as 500 with a raw Magento error,
// contract §7 item 9; here the codes say what happened.)
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { cmsIdentifierSchema, cmsIdSchema, cmsStoreIdSchema, type CmsKind } from '#shared/contract/cms.ts';
import { apiStatus, badRequest, badRequestFromZod } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { findCmsById, findCmsByIdentifier } from './lookup';

type CmsContext = Context<{ Bindings: PlatformEnv }>;

export const cmsRoutes = new Hono<{ Bindings: PlatformEnv }>();

const LABEL: Readonly<Record<CmsKind, string>> = { page: 'CMS page', block: 'CMS block' };

function notFound(c: CmsContext, kind: CmsKind, what: string, store: StoreCode): Response {
  return apiStatus(c, `No such ${LABEL[kind]} with ${what} in store view ${store}`, 404);
}

async function byId(c: CmsContext, kind: CmsKind): Promise<Response> {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const id = cmsIdSchema.safeParse(c.req.param('id'));
  if (!id.success) return badRequestFromZod(c, id.error);
  const doc = await findCmsById(c.env.DB, store.store, kind, id.data);
  return doc ? apiStatus(c, doc) : notFound(c, kind, `id ${id.data}`, store.store);
}

async function byIdentifier(c: CmsContext, kind: CmsKind): Promise<Response> {
  const identifier = cmsIdentifierSchema.safeParse(c.req.param('identifier'));
  if (!identifier.success) return badRequestFromZod(c, identifier.error);
  const store = cmsStoreIdSchema.safeParse(c.req.param('storeId'));
  if (!store.success) return badRequestFromZod(c, store.error);
  const doc = await findCmsByIdentifier(c.env.DB, store.data, kind, identifier.data);
  return doc ? apiStatus(c, doc) : notFound(c, kind, `identifier "${identifier.data}"`, store.data);
}

cmsRoutes.get('/cmsPage/:id', (c) => byId(c, 'page'));
cmsRoutes.get('/cmsBlock/:id', (c) => byId(c, 'block'));
cmsRoutes.get('/cmsPageIdentifier/:identifier/storeId/:storeId', (c) => byIdentifier(c, 'page'));
cmsRoutes.get('/cmsBlockIdentifier/:identifier/storeId/:storeId', (c) => byIdentifier(c, 'block'));
cmsRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown cms-data endpoint ${c.req.method} ${new URL(c.req.url).pathname}; use GET /api/ext/cms-data/cms{Page|Block}/<id> or cms{Page|Block}Identifier/<identifier>/storeId/<storeId>`,
    404,
  ),
);
