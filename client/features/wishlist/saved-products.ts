// The wishlist's products (spec §3 "Wishlist and compare: items by sku"): the device keeps only skus, the panel
// reads the tiles' fields of all of them in one catalogue search (`sku in [...]`, contract §2.1), listable ones
// only (spec §5: a product taken off sale is not offered), in the order the shopper added them.
import { useQuery } from '@tanstack/react-query';
import {
  listableProductFilters,
  PRODUCT_TILE_FIELDS,
  searchCatalogQueryOptions,
} from '#client/lib/api/search-catalog.ts';
import type { TileProduct } from '#client/components/product-tile.tsx';
import type { SavedProductEntry } from '#client/lib/storage/records.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';

/** The saved products the catalogue still lists, in the list's order; null while they load. */
export function useWishlistProducts(items: readonly SavedProductEntry[]) {
  const api = useApi();
  const storeCode = useStoreCode();
  // Sorted in the key, so adding one product to a list of many asks again, but reordering never does.
  const skus = [...new Set(items.map((item) => item.sku))].sort();
  const query = useQuery({
    ...searchCatalogQueryOptions<TileProduct>(api, {
      store: storeCode,
      entity: 'product',
      filters: [...listableProductFilters(), { attribute: 'sku', value: { in: skus } }],
      size: Math.max(skus.length, 1),
      includeFields: PRODUCT_TILE_FIELDS,
    }),
    enabled: skus.length > 0,
  });
  const bySku = new Map((query.data?.items ?? []).map((product) => [product.sku, product]));
  const products = items.flatMap((item) => bySku.get(item.sku) ?? []);
  return { products, isPending: skus.length > 0 && query.isPending, isError: query.isError, refetch: query.refetch };
}
