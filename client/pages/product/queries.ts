import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { searchCatalog } from '#client/lib/api/search-catalog.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';

export interface Review {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  created_at: string;
}

/** Spec §7: a product by key is a search of size 1 with an equality filter. */
export function productBySkuQuery(api: ApiClient, storeCode: StoreCode, sku: string) {
  return queryOptions({
    queryKey: catalogKeys.productBySku(storeCode, sku),
    queryFn: async () => {
      const result = await searchCatalog<ProductDocument>(api, {
        store: storeCode,
        entity: 'product',
        filters: [{ attribute: 'sku', value: { eq: sku } }],
        size: 1,
        excludeFields: ['attributes_metadata'],
      });
      return result.items[0] ?? null;
    },
  });
}

/**
 * The configurable parent of a child sku (contract: VSF findConfigurableParent,
 * `configurable_children.sku eq <sku>`), for the spec §2 child → parent redirect.
 */
export function productByChildSkuQuery(api: ApiClient, storeCode: StoreCode, childSku: string) {
  return queryOptions({
    queryKey: catalogKeys.productParentByChildSku(storeCode, childSku),
    queryFn: async () => {
      if (childSku === '') return null;
      const result = await searchCatalog<ProductDocument>(api, {
        store: storeCode,
        entity: 'product',
        filters: [
          { attribute: 'configurable_children.sku', value: { eq: childSku } },
          { attribute: 'type_id', value: { eq: 'configurable' } },
        ],
        size: 1,
        excludeFields: ['attributes_metadata'],
      });
      return result.items[0] ?? null;
    },
  });
}

/** Approved reviews only (contract §2.4c: review_status eq 1). */
export function productReviewsQuery(api: ApiClient, storeCode: StoreCode, productId: number) {
  return queryOptions({
    queryKey: catalogKeys.reviews(storeCode, productId),
    queryFn: () =>
      searchCatalog<Review>(api, {
        store: storeCode,
        entity: 'review',
        filters: [
          { attribute: 'product_id', value: { eq: productId } },
          { attribute: 'review_status', value: { eq: 1 } },
        ],
        sort: [{ field: 'created_at', options: 'desc' }],
        size: 20,
      }),
  });
}
