// The urls of one store view's sitemap: products, categories and CMS pages in that view's prefix.
import type { StoreCode } from '#shared/config/store-views.ts';
import { BRAND_LANDING_SLUGS } from '#shared/config/shop.ts';
import { localizedPath, type UrlScheme } from '#shared/domain/urls.ts';
import { absoluteUrl } from './links';
import { w3cDate, type SitemapEntry } from './sitemap';

export interface SitemapSourceRows {
  products: ReadonlyArray<{ sku: string; slug: string; url_path?: string | null; updatedAt: string | null }>;
  categories: ReadonlyArray<{ slug: string; url_path?: string | null; updatedAt: string | null }>;
  cmsPages: ReadonlyArray<{ identifier: string; updatedAt: string | null }>;
}

function entry(path: string, updatedAt: string | null, origin: string): SitemapEntry {
  const lastmod = w3cDate(updatedAt);
  return { loc: absoluteUrl(path, origin), ...(lastmod ? { lastmod } : {}) };
}

/** The canonical url of every entity, in the url mode of the shop (`urls`, spec §2 url dispatcher). */
export function sitemapEntries(
  source: SitemapSourceRows,
  storeCode: StoreCode,
  origin: string,
  urls: UrlScheme,
): SitemapEntry[] {
  return [
    // Brand landing pages (spec §2) are fixed routes of the shop.
    ...BRAND_LANDING_SLUGS.map((slug) => entry(localizedPath(`/${slug}`, storeCode), null, origin)),
    ...source.categories.map((c) => entry(urls.category(c, storeCode), c.updatedAt, origin)),
    ...source.products.map((p) => entry(urls.product(p, storeCode), p.updatedAt, origin)),
    // CMS identifiers are routes of their own (spec §2: /size-guide, /delivery-{shop}).
    ...source.cmsPages.map((page) => entry(urls.cmsPage(page.identifier, storeCode), page.updatedAt, origin)),
  ];
}
