// Products of one store view by sku, parent or configurable child (Magento's render-list answers any
// product sku; VSF matches the items back by id, children too — contract §1.5). One statement.
import type { StoreCode } from '#shared/config/store-views.ts';

type Doc = Record<string, unknown>;

const BY_SKU_SQL = `
SELECT d.doc AS doc FROM documents d
WHERE d.store = ?1 AND d.entity = 'product'
  AND d.rid IN (
    SELECT f.rid FROM facets f
    WHERE f.attr IN ('sku', 'configurable_children.sku') AND f.val IN (SELECT value FROM json_each(?2)))
ORDER BY d.id`;

/** The stored documents holding any of the skus (a parent once, however many of its children are asked). */
export async function findProductsBySkus(db: D1Database, store: StoreCode, skus: readonly string[]): Promise<Doc[]> {
  if (skus.length === 0) return [];
  const { results } = await db.prepare(BY_SKU_SQL).bind(store, JSON.stringify(skus)).all<{ doc: string }>();
  return results.map((row) => JSON.parse(row.doc) as Doc);
}

export interface SkuMatch {
  /** The product document the sku belongs to (a configurable parent for a child sku). */
  product: Doc;
  /** The configurable child when the sku is a child's. */
  child?: Doc;
}

/** Resolves every requested sku, in request order, against the (priced) documents; unknown skus are skipped. */
export function matchSkus(skus: readonly string[], products: readonly Doc[]): SkuMatch[] {
  const bySku = new Map<string, SkuMatch>();
  for (const product of products) {
    if (typeof product.sku === 'string') bySku.set(product.sku, { product });
    const children = product.configurable_children;
    if (!Array.isArray(children)) continue;
    for (const child of children as unknown[]) {
      if (typeof child !== 'object' || child === null) continue;
      const sku = (child as Doc).sku;
      if (typeof sku === 'string' && !bySku.has(sku)) bySku.set(sku, { product, child: child as Doc });
    }
  }
  const matches: SkuMatch[] = [];
  for (const sku of skus) {
    const match = bySku.get(sku);
    if (match) matches.push(match);
  }
  return matches;
}
