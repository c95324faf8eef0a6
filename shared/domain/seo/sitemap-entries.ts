// The urls of one store view's sitemap: products, categories and CMS pages in that view's prefix.
import type { StoreCode } from '../../config/store-views';
import { categoryPath, localizedPath, productPath } from '../urls';
import { absoluteUrl } from './links';
import { w3cDate, type SitemapEntry } from './sitemap';

export interface SitemapSourceRows {
  products: ReadonlyArray<{ sku: string; slug: string; updatedAt: string | null }>;
  categories: ReadonlyArray<{ slug: string; updatedAt: string | null }>;
  cmsPages: ReadonlyArray<{ identifier: string; updatedAt: string | null }>;
}

function entry(path: string, updatedAt: string | null, origin: string): SitemapEntry {
  const lastmod = w3cDate(updatedAt);
  return { loc: absoluteUrl(path, origin), ...(lastmod ? { lastmod } : {}) };
}

export function sitemapEntries(source: SitemapSourceRows, storeCode: StoreCode, origin: string): SitemapEntry[] {
  return [
    ...source.categories.map((c) => entry(categoryPath(c, storeCode), c.updatedAt, origin)),
    ...source.products.map((p) => entry(productPath(p, storeCode), p.updatedAt, origin)),
    // CMS identifiers are routes of their own (spec §2: /size-guide, /delivery-{shop}).
    ...source.cmsPages.map((page) => entry(localizedPath(`/${encodeURIComponent(page.identifier)}`, storeCode), page.updatedAt, origin)),
  ];
}
