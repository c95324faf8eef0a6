// The "hot" facet attributes: the ones every product listing filters, sorts or aggregates on (spec §5
// visibility/status, the default filters of spec §9 and their `_options`, prices). Migration 0003
// copies their facet rows into the narrow, document-clustered table `doc_values` (ADR 008), so that
// per-document checks, sort keys and aggregations read a few small pages instead of probing the large
// `facets` indexes. Keep this list and the one in migrations/0003_catalog_doc_values.sql equal
// (tests/worker/platform/storage/doc-values.test.ts checks it).
import { DEFAULT_FILTERS } from '#shared/config/constants.ts';

const LISTING_ATTRIBUTES = [
  'visibility',
  'status',
  'type_id',
  'price',
  'final_price',
  'special_price',
  'new',
  'sale',
  'stock.is_in_stock',
];
const FILTER_ATTRIBUTES = DEFAULT_FILTERS.filter((field) => field !== 'price').flatMap((field) => [
  field,
  `${field}_options`,
]);

export const DOC_VALUE_ATTRIBUTES: ReadonlySet<string> = new Set([...LISTING_ATTRIBUTES, ...FILTER_ATTRIBUTES]);

export const DOC_VALUES_TABLE = 'doc_values';
export const FACETS_TABLE = 'facets';

/** The table that holds an attribute's values with the document-clustered key (rid, attr, …). */
export function perDocumentTable(attribute: string): typeof DOC_VALUES_TABLE | typeof FACETS_TABLE {
  return DOC_VALUE_ATTRIBUTES.has(attribute) ? DOC_VALUES_TABLE : FACETS_TABLE;
}
