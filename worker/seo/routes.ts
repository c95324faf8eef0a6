// Crawler files (issue 4, SEO): /robots.txt, the sitemap index /sitemap.xml and per-view sitemaps
// /sitemap-{store}.xml (split into /sitemap-{store}-2.xml ... past the sitemaps.org limits).
// Urls are absolute with the request's origin. Data comes from D1 directly (worker/seo/catalog.ts).
import { Hono } from 'hono';
import { isStoreCode, STORE_CODES, type StoreCode } from '#shared/config/store-views.ts';
import { settingsFromVars } from '#shared/config/settings.ts';
import { sitemapEntries } from '#shared/domain/seo/sitemap-entries.ts';
import { createUrlScheme } from '#shared/domain/urls.ts';
import {
  chunkSitemapEntries,
  latest,
  parseSitemapFile,
  robotsTxt,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
  type SitemapEntry,
} from '#shared/domain/seo/sitemap.ts';
import type { Env } from '#worker/env.ts';
import { loadSitemapSource } from './catalog';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back often enough; the catalogue changes slowly. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Paths crawlers should not fetch, in every store view's prefix. */
export const DISALLOWED_PATHS = [
  '/api/',
  ...['', '/ru', '/en'].flatMap((prefix) => [`${prefix}/checkout`, `${prefix}/my-account`]),
];

async function viewSitemaps(env: Env, storeCode: StoreCode, origin: string): Promise<SitemapEntry[][]> {
  // The same url mode as the pages' canonical links (spec §2 url dispatcher).
  const urls = createUrlScheme(settingsFromVars(env));
  return chunkSitemapEntries(sitemapEntries(await loadSitemapSource(env.DB, storeCode), storeCode, origin, urls));
}

export function createSeoRoutes(): Hono<{ Bindings: Env }> {
  const app = new Hono<{ Bindings: Env }>();

  app.get('/robots.txt', (c) => {
    const origin = new URL(c.req.url).origin;
    const body = robotsTxt({
      disallow: DISALLOWED_PATHS,
      sitemaps: [`${origin}/sitemap.xml`, ...STORE_CODES.map((code) => `${origin}${sitemapPath(code, 1)}`)],
    });
    return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL });
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    const sitemaps: SitemapEntry[] = [];
    for (const code of STORE_CODES) {
      const parts = await viewSitemaps(c.env, code, origin);
      parts.forEach((part, i) => {
        const lastmod = latest(part.map((entry) => entry.lastmod));
        sitemaps.push({ loc: `${origin}${sitemapPath(code, i + 1)}`, ...(lastmod ? { lastmod } : {}) });
      });
    }
    return c.body(sitemapIndexXml(sitemaps), 200, { 'content-type': XML, 'cache-control': CACHE_CONTROL });
  });

  app.get('/:file{sitemap-[a-z]{2}(?:-[0-9]+)?\\.xml}', async (c, next) => {
    const file = parseSitemapFile(c.req.param('file'), isStoreCode);
    if (!file) return next();
    const parts = await viewSitemaps(c.env, file.storeCode, new URL(c.req.url).origin);
    const part = parts[file.part - 1];
    if (!part) return next();
    return c.body(urlsetXml(part), 200, { 'content-type': XML, 'cache-control': CACHE_CONTROL });
  });

  return app;
}
