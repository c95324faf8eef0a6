// `/api/stock` (contract §1.1 S1, S2): Magento stock items from the catalogue index, with the live quantity
// orders decrement (live-stock.ts, ADR 031) as `qty` / `is_in_stock`.
//   GET /check?sku=X, GET /check/:sku → {code:200,result:stockItem}; unknown sku → 404 "No such sku: X".
//   GET /list?skus=a,b,c → {code:200,result:[stockItem…]} one item per requested sku the catalogue knows, in
//   request order (duplicates kept); unknown skus are no item, as /check answers them "No such sku", and are
//   named in `meta.unknownSkus` (ADR 058). Never a 404 for the list: the rest of a chunk is still answered.
// Deliberate fixes of the original (contract §7 item 9): a missing parameter is a 400 with a string
// message instead of a 500, an unknown sku a 404 string instead of a raw Magento error object.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { stockCheckQuerySchema, stockListQuerySchema, type FullStockItem } from '#shared/contract/stock.ts';
import { apiStatus, badRequest, badRequestFromZod } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { findStockBySkus } from './lookup';
import { liveStockBySkus } from './live-stock';
import { toFullStockItem } from './stock-item';

type StockContext = Context<{ Bindings: PlatformEnv }>;

export const stockRoutes = new Hono<{ Bindings: PlatformEnv }>();

async function check(c: StockContext, sku: string | undefined): Promise<Response> {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const query = stockCheckQuerySchema.safeParse({ sku, stockId: c.req.query('stockId') });
  if (!query.success) return badRequestFromZod(c, query.error);
  const catalogue = await findStockBySkus(c.env.DB, store.store, [query.data.sku]);
  const found = catalogue.get(query.data.sku);
  if (!found) return apiStatus(c, `No such sku: ${query.data.sku}`, 404);
  const live = await liveStockBySkus(c.env.DB, store.store, [query.data.sku], catalogue);
  return apiStatus(c, toFullStockItem(found, live.get(query.data.sku)));
}

stockRoutes.get('/check', (c) => check(c, c.req.query('sku')));
stockRoutes.get('/check/:sku', (c) => check(c, c.req.param('sku')));

stockRoutes.get('/list', async (c) => {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const query = stockListQuerySchema.safeParse({ skus: c.req.query('skus') });
  if (!query.success) return badRequestFromZod(c, query.error);
  const skus = query.data.skus;
  const found = await findStockBySkus(c.env.DB, store.store, skus);
  const live = await liveStockBySkus(c.env.DB, store.store, [...found.keys()], found);
  const items: FullStockItem[] = skus.flatMap((sku) => {
    const stored = found.get(sku);
    return stored ? [toFullStockItem(stored, live.get(sku))] : [];
  });
  const unknownSkus = [...new Set(skus.filter((sku) => !found.has(sku)))];
  return apiStatus(c, items, 200, unknownSkus.length > 0 ? { unknownSkus } : undefined);
});

stockRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown stock endpoint ${c.req.method} ${new URL(c.req.url).pathname}; use GET /api/stock/check?sku= or GET /api/stock/list?skus=`,
    404,
  ),
);
