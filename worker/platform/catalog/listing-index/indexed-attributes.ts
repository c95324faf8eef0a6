// Which facet attributes the listing index loads: the hot listing attributes of ADR 008 (filters,
// sorts, aggregations of every category page) plus what the storefront's product lists sort and filter
// on. Any other attribute the catalogue has makes a request fall back to SQL; an attribute NO document
// has is an empty column (e.g. `category_ids_options` of a catalog-scope category filter).
import { DOC_VALUE_ATTRIBUTES } from '#worker/platform/storage/doc-values.ts';

const LIST_ATTRIBUTES = [
  'category_ids', // every category page (client/pages/category)
  'category.category_id',
  'id', // filters on id (menus, related products); the id sort reads documents.id
  'created_at', // home and product page lists sort by created_at desc (client/pages/home, product)
  'updated_at',
  'position',
  'regular_price',
  'stock.qty',
];

export const INDEXED_ATTRIBUTES: readonly string[] = [...new Set([...DOC_VALUE_ATTRIBUTES, ...LIST_ATTRIBUTES])];

/** The entity the index is built for: only product listings are large. */
export const INDEXED_ENTITY = 'product';
