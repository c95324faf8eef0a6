import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import {
  inStockFilter,
  listableProductFilters,
  PRODUCT_TILE_FIELDS,
  searchCatalog,
  searchCatalogQueryOptions,
} from '#client/lib/api/search-catalog.ts';
import type { TileProduct } from '#client/components/product-tile.tsx';
import type { AppliedFilter } from '#shared/contract/catalog-search.ts';
import { productTrail } from '#shared/domain/breadcrumbs.ts';
import type { FilterAttribute } from '#shared/domain/listing-facets.ts';
import { DETAIL_ATTRIBUTE_CODES, optionIds } from '#shared/domain/product-details.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { groupedLinkedSkus } from '#shared/domain/tax/index.ts';

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
      // The product of that very sku: the embedded API answers a configurable child's sku with its parent, for
      // VSF1's order page (ADR 055), and the child → parent redirect below must still see a child.
      return result.items.find((item) => item.sku === sku) ?? null;
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

// ---- Issue 11 "Page content": the attributes table's labels and the related products ----

/**
 * Labels of the attributes table (shared/domain/product-details.ts): the `attribute` entity of those codes,
 * through the generic catalogue search (its key holds every parameter). One request per store view, shared
 * by every product page; labels change with a catalogue import, not while a shopper browses.
 */
export function detailAttributesQuery(api: ApiClient, storeCode: StoreCode) {
  return queryOptions({
    ...searchCatalogQueryOptions<FilterAttribute>(api, {
      store: storeCode,
      entity: 'attribute',
      filters: [{ attribute: 'attribute_code', value: { in: [...DETAIL_ATTRIBUTE_CODES] } }],
      size: DETAIL_ATTRIBUTE_CODES.length,
      includeFields: ['attribute_code', 'default_frontend_label', 'options'],
    }),
    staleTime: Infinity,
  });
}

/** Issue 11: 8 related tiles. */
export const RELATED_PRODUCTS_COUNT = 8;

/** What the related search needs of the product. */
export type RelatedSource = Pick<ProductDocument, 'id' | 'category'> & { gender?: unknown };

/**
 * The related search's filters: listable (spec §5) and in stock as every listing (shared/api/catalog.ts
 * inStockFilter), in the product's deepest category (the breadcrumb's, shared/domain/breadcrumbs.ts
 * productTrail), of its gender when it has one, and not the product itself. Null when the product has no
 * category (then nothing is related).
 */
export function relatedProductFilters(product: RelatedSource): AppliedFilter[] | null {
  const deepest = productTrail(product.category).at(-1);
  if (deepest?.kind !== 'category') return null;
  const gender = optionIds(product.gender);
  return [
    ...listableProductFilters(),
    inStockFilter(),
    { attribute: 'category_ids', value: { in: [deepest.category.id] } },
    ...(gender.length > 0 ? [{ attribute: 'gender', value: { in: gender } }] : []),
    { attribute: 'id', value: { neq: product.id } },
  ];
}

/**
 * Related products (issue 11): same category and gender, in stock, 8 tiles. Secondary data: the Suspense
 * boundary around the section starts it (ADR 002, DESIGN §4), the loader does not wait for it. Newest first
 * (`created_at`), ids breaking ties, so the server and the browser list the same tiles.
 */
export function relatedProductsQuery(api: ApiClient, storeCode: StoreCode, product: RelatedSource) {
  return queryOptions({
    queryKey: catalogKeys.related(storeCode, product.id),
    queryFn: async ({ signal }): Promise<{ items: TileProduct[]; total: number }> => {
      const filters = relatedProductFilters(product);
      if (!filters) return { items: [], total: 0 };
      const result = await searchCatalog<TileProduct>(
        api,
        {
          store: storeCode,
          entity: 'product',
          filters,
          sort: [
            { field: 'created_at', options: 'desc' },
            { field: 'id', options: 'asc' },
          ],
          size: RELATED_PRODUCTS_COUNT,
          includeFields: PRODUCT_TILE_FIELDS,
        },
        { signal },
      );
      return { items: result.items, total: result.total };
    },
  });
}

/**
 * Issue 11 "Product types": the skus a grouped product (its associated simple products) or a bundle (every link of
 * every option) links to; none for the other types.
 */
export function linkedSkusOf(product: ProductDocument): string[] {
  if (product.type_id === 'grouped') return groupedLinkedSkus(product.product_links);
  if (product.type_id === 'bundle')
    return [...new Set((product.bundle_options ?? []).flatMap((option) => option.product_links.map((l) => l.sku)))];
  return [];
}

/**
 * The linked products of a grouped or bundle product in ONE search (`sku in [...]`): their names, prices and
 * stock make the page's price, so the loader awaits it (contract §4.2: VSF fetched them by sku too).
 */
export function linkedProductsQuery(api: ApiClient, storeCode: StoreCode, skus: readonly string[]) {
  return searchCatalogQueryOptions<ProductDocument>(api, {
    store: storeCode,
    entity: 'product',
    filters: [{ attribute: 'sku', value: { in: [...skus] } }],
    size: Math.max(skus.length, 1),
    excludeFields: ['attributes_metadata', 'description', 'media_gallery', 'configurable_children'],
  });
}
