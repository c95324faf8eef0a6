// The /gift-card page's data: the shop's text about its gift cards (the CMS page `gift-card`) and the gift cards
// themselves — the catalogue's virtual products that a shopper can buy, cheapest first — so the page explains them
// and links to each. Prefetched by the loader: the server renders both.
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import {
  listableProductFilters,
  PRODUCT_TILE_FIELDS,
  searchCatalogQueryOptions,
} from '#client/lib/api/search-catalog.ts';
import type { TileProduct } from '#client/components/product-tile.tsx';

/** More than the shop sells (its cards run from 1 000 to 15 000 ₽ in a few amounts). */
const GIFT_CARDS_SHOWN = 24;

export function giftCardsQuery(api: ApiClient, storeCode: StoreCode) {
  return searchCatalogQueryOptions<TileProduct>(api, {
    store: storeCode,
    entity: 'product',
    filters: [...listableProductFilters(), { attribute: 'type_id', value: { eq: 'virtual' } }],
    sort: [
      { field: 'price', options: 'asc' },
      { field: 'id', options: 'asc' },
    ],
    size: GIFT_CARDS_SHOWN,
    includeFields: PRODUCT_TILE_FIELDS,
  });
}
