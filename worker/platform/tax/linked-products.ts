// Products a grouped product links to (spec §4: "Grouped sums each linked product at qty 1"). VSF
// fetches them by sku on the client; the processor does it for the whole page in ONE statement, and
// only when the page holds a grouped product.
import type { StoreCode } from '#shared/config/store-views.ts';

type Doc = Record<string, unknown>;

const LINKED_SQL = `
SELECT d.doc AS doc FROM documents d
WHERE d.store = ?1 AND d.entity = 'product'
  AND d.rid IN (SELECT f.rid FROM facets f WHERE f.attr = 'sku' AND f.val IN (SELECT value FROM json_each(?2)))`;

/** Skus of the associated simple products of every grouped document (VSF setGroupedProduct filter). */
export function groupedLinkSkus(docs: readonly Doc[]): string[] {
  const skus = new Set<string>();
  for (const doc of docs) {
    if (doc.type_id !== 'grouped' || !Array.isArray(doc.product_links)) continue;
    for (const link of doc.product_links as unknown[]) {
      if (typeof link !== 'object' || link === null) continue;
      const l = link as Doc;
      if (
        l.link_type === 'associated' &&
        l.linked_product_type === 'simple' &&
        typeof l.linked_product_sku === 'string'
      ) {
        skus.add(l.linked_product_sku);
      }
    }
  }
  return [...skus];
}

/** The linked products, by sku, as stored (not yet priced). */
export async function loadProductsBySku(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
): Promise<Map<string, Doc>> {
  const bySku = new Map<string, Doc>();
  if (skus.length === 0) return bySku;
  const { results } = await db.prepare(LINKED_SQL).bind(store, JSON.stringify(skus)).all<{ doc: string }>();
  for (const row of results) {
    const doc = JSON.parse(row.doc) as Doc;
    if (typeof doc.sku === 'string') bySku.set(doc.sku, doc);
  }
  return bySku;
}
