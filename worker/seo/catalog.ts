// What the sitemaps list, read straight from the catalogue index on D1 (migrations/0001): one small
// query per entity, selecting only the fields a url needs. The visibility rules are spec §4's:
// products with status 1 and visibility 2 (catalog) or 4 (catalog, search); active categories;
// active CMS pages.
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';

export interface SitemapSource {
  products: Array<{ sku: string; slug: string; url_path: string | null; updatedAt: string | null }>;
  categories: Array<{ slug: string; url_path: string | null; updatedAt: string | null }>;
  cmsPages: Array<{ identifier: string; updatedAt: string | null }>;
}

const PRODUCTS_SQL = `SELECT json_extract(doc, '$.sku') AS sku, json_extract(doc, '$.slug') AS slug,
  json_extract(doc, '$.url_path') AS url_path,
  json_extract(doc, '$.updated_at') AS updatedAt
FROM documents
WHERE store = ?1 AND entity = 'product'
  AND json_extract(doc, '$.status') = 1 AND json_extract(doc, '$.visibility') IN (2, 4)
ORDER BY id`;

const CATEGORIES_SQL = `SELECT json_extract(doc, '$.slug') AS slug, json_extract(doc, '$.url_path') AS url_path,
  json_extract(doc, '$.updated_at') AS updatedAt
FROM documents
WHERE store = ?1 AND entity = 'category' AND json_extract(doc, '$.is_active') = 1
ORDER BY id`;

const CMS_PAGES_SQL = `SELECT json_extract(doc, '$.identifier') AS identifier, json_extract(doc, '$.update_time') AS updatedAt
FROM documents
WHERE store = ?1 AND entity = 'cms_page' AND json_extract(doc, '$.active') = 1
ORDER BY id`;

export async function loadSitemapSource(db: D1Database, storeCode: StoreCode): Promise<SitemapSource> {
  const store = STORE_VIEWS[storeCode].storeCode;
  const [products, categories, cmsPages] = await db.batch<Record<string, string | null>>([
    db.prepare(PRODUCTS_SQL).bind(store),
    db.prepare(CATEGORIES_SQL).bind(store),
    db.prepare(CMS_PAGES_SQL).bind(store),
  ]);
  return {
    products: (products?.results ?? [])
      .filter((row) => row.sku && row.slug)
      .map((row) => ({
        sku: row.sku!,
        slug: row.slug!,
        url_path: row.url_path ?? null,
        updatedAt: row.updatedAt ?? null,
      })),
    categories: (categories?.results ?? [])
      .filter((row) => row.slug)
      .map((row) => ({ slug: row.slug!, url_path: row.url_path ?? null, updatedAt: row.updatedAt ?? null })),
    cmsPages: (cmsPages?.results ?? [])
      .filter((row) => row.identifier)
      .map((row) => ({ identifier: row.identifier!, updatedAt: row.updatedAt ?? null })),
  };
}
