// Stock items by sku from the catalogue index (contract §1.3: products carry `stock`, configurable
// children carry their own `stock` inside the parent's `configurable_children`). Parent skus are
// found through the facet `sku`, child skus through `configurable_children.sku` (both on the facets
// primary key (attr, val, rid)); only the stock objects leave D1, never the whole documents.
import type { StoreCode } from '#shared/config/store-views.ts';

/** D1 allows 100 bound parameters per statement: the store code plus at most this many skus. */
const SKUS_PER_STATEMENT = 90;

export interface StoredStock {
  sku: string;
  /** Entity id of the product or child the stock belongs to. */
  productId: number;
  /** The `stock` object as stored (a full §1.3 item on products, the short one on children), or null. */
  stock: Record<string, unknown> | null;
}

function lookupSql(count: number): string {
  const params = Array.from({ length: count }, (_, i) => `?${i + 2}`).join(',');
  return `
SELECT 0 AS pref, f.val AS sku, d.id AS product_id, json_extract(d.doc, '$.stock') AS stock
FROM facets f JOIN documents d ON d.rid = f.rid
WHERE f.attr = 'sku' AND f.val IN (${params}) AND d.store = ?1 AND d.entity = 'product'
UNION ALL
SELECT 1 AS pref, f.val AS sku, json_extract(c.value, '$.id') AS product_id, json_extract(c.value, '$.stock') AS stock
FROM facets f JOIN documents d ON d.rid = f.rid JOIN json_each(d.doc, '$.configurable_children') c
WHERE f.attr = 'configurable_children.sku' AND f.val IN (${params}) AND d.store = ?1 AND d.entity = 'product'
  AND json_extract(c.value, '$.sku') = f.val
ORDER BY pref, product_id`;
}

interface StockRow {
  pref: number;
  sku: string;
  product_id: number | null;
  stock: string | null;
}

function parseStock(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The stored stock of every known sku among `skus` (duplicates are looked up once). A sku that is both
 * a product and a child (not the case in the demo data) resolves to the product; among several
 * products, the lowest id wins.
 */
export async function findStockBySkus(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
): Promise<Map<string, StoredStock>> {
  const distinct = [...new Set(skus)];
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < distinct.length; start += SKUS_PER_STATEMENT) {
    const chunk = distinct.slice(start, start + SKUS_PER_STATEMENT);
    statements.push(db.prepare(lookupSql(chunk.length)).bind(store, ...chunk));
  }
  const found = new Map<string, StoredStock>();
  if (statements.length === 0) return found;
  const results = await db.batch<StockRow>(statements);
  for (const { results: rows } of results) {
    for (const row of rows) {
      if (found.has(row.sku) || row.product_id === null) continue;
      found.set(row.sku, { sku: row.sku, productId: row.product_id, stock: parseStock(row.stock) });
    }
  }
  return found;
}
