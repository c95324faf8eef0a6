// Exact url lookup for the url dispatcher (contract §1.6): product and category `url_path`, cms_page
// `identifier`, in one store view. One statement over the facets primary key (attr, val, rid).
import type { StoreCode } from '#shared/config/store-views.ts';
import type { UrlMapType } from '#shared/contract/url-map.ts';

export interface UrlMatch {
  type: UrlMapType;
  id: number;
  source: Record<string, unknown>;
}

/** When several entities share a url, products win over categories over cms pages (the ES query has size 1). */
const LOOKUP_SQL = `
SELECT d.entity AS entity, d.id AS id, d.doc AS doc
FROM facets f JOIN documents d ON d.rid = f.rid
WHERE f.attr IN ('url_path', 'identifier') AND f.val = ?1 AND d.store = ?2
  AND ((f.attr = 'url_path' AND d.entity IN ('product', 'category')) OR (f.attr = 'identifier' AND d.entity = 'cms_page'))
ORDER BY CASE d.entity WHEN 'product' THEN 0 WHEN 'category' THEN 1 ELSE 2 END, d.id
LIMIT 1`;

export async function findByUrl(db: D1Database, store: StoreCode, url: string): Promise<UrlMatch | null> {
  const row = await db.prepare(LOOKUP_SQL).bind(url, store).first<{ entity: UrlMapType; id: number; doc: string }>();
  if (!row) return null;
  return { type: row.entity, id: row.id, source: JSON.parse(row.doc) as Record<string, unknown> };
}
