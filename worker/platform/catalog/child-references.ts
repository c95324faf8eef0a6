// A configurable child addressed like a product. VSF1 spreads the chosen child over its parent (contract
// §4.3), so it names the child's id and sku where a product's are meant: the review it posts, the reviews it
// lists, the order page's thumbnail look-up by the ordered sku. Magento indexes each child as a product of its
// own (visibility 1); here a child lives inside its parent's document only (`configurable_children.id`/`.sku`
// facets, storage/indexing.ts), so such a reference is widened to the parent: a `sku` filter on products also
// matches the parent of a child sku, a `product_id` filter on reviews also the parent of a child id. ADR 055.
import type { ParsedFilter } from '#shared/contract/catalog-search.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { SearchRequest } from './request';

interface ParentRow {
  child: string;
  id: number;
  sku: string | null;
}

/** The parent product of each child id or sku among `values` (children not found are left out). */
export async function parentsOfChildren(
  db: D1Database,
  store: StoreCode,
  key: 'id' | 'sku',
  values: readonly string[],
): Promise<Map<string, { id: number; sku: string | null }>> {
  if (values.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT f.val AS child, d.id AS id, json_extract(d.doc, '$.sku') AS sku
       FROM facets f JOIN documents d ON d.rid = f.rid
       WHERE f.attr = ?1 AND f.val IN (SELECT value FROM json_each(?2)) AND d.store = ?3 AND d.entity = 'product'`,
    )
    .bind(`configurable_children.${key}`, JSON.stringify(values), store)
    .all<ParentRow>();
  return new Map(results.map((row) => [row.child, { id: row.id, sku: row.sku }]));
}

/** The product id a review names: a product's own id, or the parent of a child's; null when neither exists. */
export async function reviewedProductId(db: D1Database, store: StoreCode, productId: number): Promise<number | null> {
  const own = await db
    .prepare("SELECT id FROM documents WHERE store = ?1 AND entity = 'product' AND id = ?2")
    .bind(store, productId)
    .first<{ id: number }>();
  if (own) return own.id;
  return (await parentsOfChildren(db, store, 'id', [String(productId)])).get(String(productId))?.id ?? null;
}

/** Which filter names a product by a child's key, per entity type searched. */
const WIDENED: Partial<Record<SearchRequest['entity'], { attribute: string; key: 'id' | 'sku' }>> = {
  product: { attribute: 'sku', key: 'sku' },
  review: { attribute: 'product_id', key: 'id' },
};

const widens = (filter: ParsedFilter, attribute: string) =>
  filter.attribute === attribute &&
  filter.condition.kind === 'terms' &&
  (filter.condition.occurrence === 'must' || filter.condition.occurrence === 'should');

/** The request with every child reference widened to the child's parent (unchanged when there is none). */
export async function widenChildReferences(db: D1Database, request: SearchRequest): Promise<SearchRequest> {
  const rule = WIDENED[request.entity];
  const filters = request.query._appliedFilters;
  if (!rule || !filters.some((filter) => widens(filter, rule.attribute))) return request;
  const values = filters.flatMap((filter) =>
    widens(filter, rule.attribute) && filter.condition.kind === 'terms' ? filter.condition.values : [],
  );
  const parents = await parentsOfChildren(db, request.store, rule.key, values);
  if (parents.size === 0) return request;
  const widened = filters.map((filter): ParsedFilter => {
    if (!widens(filter, rule.attribute) || filter.condition.kind !== 'terms') return filter;
    const added = filter.condition.values.flatMap((value) => {
      const parent = parents.get(value);
      const key = parent && (rule.key === 'id' ? String(parent.id) : parent.sku);
      return key ? [key] : [];
    });
    return {
      ...filter,
      condition: { ...filter.condition, values: [...new Set([...filter.condition.values, ...added])] },
    };
  });
  return { ...request, query: { ...request.query, _appliedFilters: widened } };
}
