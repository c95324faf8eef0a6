// The compare page's queries (issue 14): the compared products' documents by sku in one catalogue search
// (contract §2.1 `sku in [...]`; spec §3 the list holds skus only), and the labels of the comparable attributes —
// the same attribute search as the product page's table (client/pages/product/queries.ts detailAttributesQuery,
// same key, so a visit to either fills the cache for both).
import { listableProductFilters, searchCatalogQueryOptions } from '#client/lib/api/search-catalog.ts';
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import type { FilterAttribute } from '#shared/domain/listing-facets.ts';
import { DETAIL_ATTRIBUTE_CODES } from '#shared/domain/product-details.ts';

/** The compared products (listable ones: spec §5), without the fields a column never shows. */
export function comparedProductsQuery(api: ApiClient, storeCode: StoreCode, skus: readonly string[]) {
  return searchCatalogQueryOptions<ProductDocument>(api, {
    store: storeCode,
    entity: 'product',
    filters: [...listableProductFilters(), { attribute: 'sku', value: { in: [...skus] } }],
    size: Math.max(skus.length, 1),
    excludeFields: ['attributes_metadata', 'description', 'media_gallery', 'configurable_children'],
  });
}

/** Labels of the comparable attributes (brand, material, season, style, gender, age), one request per view. */
export function compareAttributesQuery(api: ApiClient, storeCode: StoreCode) {
  return {
    ...searchCatalogQueryOptions<FilterAttribute>(api, {
      store: storeCode,
      entity: 'attribute',
      filters: [{ attribute: 'attribute_code', value: { in: [...DETAIL_ATTRIBUTE_CODES] } }],
      size: DETAIL_ATTRIBUTE_CODES.length,
      includeFields: ['attribute_code', 'default_frontend_label', 'options'],
    }),
    staleTime: Infinity,
  };
}
