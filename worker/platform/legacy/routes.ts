// Legacy Magento backend paths of spec §7 answered from D1 (not under /api: the outer worker must
// forward `/stockists/*` and `/customer/section/load*` to the platform).
//   GET /stockists/ajax/stores?all=true        → [stockist…] (raw array; shared/contract/legacy.ts)
//   GET /customer/section/load/?sections=…     → {cart?,customer?,messages?,geoip?,form_key} (raw object)
// Store view: ?storeCode= / x-vs-store-code (default ru). Bad parameters → 400 `{code,result}`.
import { Hono } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { sectionLoadQuerySchema, stockistsQuerySchema } from '#shared/contract/legacy.ts';
import { badRequest, badRequestFromZod } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { resolveCityInfo } from './geoip';
import { loadRegions } from './places';
import { buildSections } from './sections';
import { listStockists } from './stockists';

export const legacyRoutes = new Hono<{ Bindings: PlatformEnv }>();

/** The locator points change with a deploy or a re-seed only. */
const STOCKISTS_CACHE_CONTROL = 'public, max-age=300';

legacyRoutes.get('/stockists/ajax/stores', async (c) => {
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const query = stockistsQuerySchema.safeParse({ all: c.req.query('all') });
  if (!query.success) return badRequestFromZod(c, query.error);
  const stockists = await listStockists(c.env.DB, store.store);
  return c.json(stockists, 200, { 'Cache-Control': STOCKISTS_CACHE_CONTROL });
});

for (const path of ['/customer/section/load', '/customer/section/load/']) {
  legacyRoutes.get(path, async (c) => {
    const store = storeCodeOf(c);
    if (!store.ok) return badRequest(c, store.message);
    const query = sectionLoadQuerySchema.safeParse({
      sections: c.req.query('sections'),
      force_new_section_timestamp: c.req.query('force_new_section_timestamp'),
    });
    if (!query.success) return badRequestFromZod(c, query.error);
    const { sections } = query.data;
    const cityInfo = sections.includes('geoip')
      ? resolveCityInfo(
          { city: c.req.header('cf-ipcity'), region: c.req.header('cf-region'), country: c.req.header('cf-ipcountry') },
          await loadRegions(c.env.DB),
          store.store,
        )
      : null;
    // force_new_section_timestamp is accepted and has no effect: no section is stored, data_id is always now.
    const body = buildSections({ sections, store: store.store, cityInfo, now: Math.floor(Date.now() / 1000) });
    // Per visitor (form_key, city): never cached, and the answer depends on the location headers.
    return c.json(body, 200, { 'Cache-Control': 'no-store', Vary: 'cf-ipcity, cf-region' });
  });
}
