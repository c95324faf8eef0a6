// Lines the customer had saved from another device, completed from the catalogue after the merge (ADR 042 step 5;
// contract C2 `ServerCartItem` carries no image, no parent sku and no option labels): one catalogue search
// (contract §2.3 `or` group: `sku` or `configurable_children.sku`, as VSF findConfigurableParent) finds their
// products, then each such line gets what a line added on this device has (client/features/cart/cart-line.ts
// cartLineFor): the configurable parent's sku, the child's image or the product's, the product's name in the
// store view and the configured option labels (shared/domain/product-configuration.ts configuredOptions).
// `completeLinesFromCatalogue` is pure (unit-tested); `findLineProducts` asks the catalogue (workerd-tested).
import type { ApiClient } from '#shared/api/client.ts';
import { CATALOG } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { AppliedFilter } from '#shared/contract/catalog-search.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { configuredOptions } from '#shared/domain/product-configuration.ts';
import { selectionOfChild } from '#shared/domain/variants.ts';
import { searchCatalog } from '#client/lib/api/search-catalog.ts';
import type { CartItem } from './store';

/** The product fields a line is completed from (the search asks only for these). */
export type CatalogueProduct = Pick<
  ProductDocument,
  'sku' | 'name' | 'type_id' | 'image' | 'configurable_options' | 'configurable_children'
>;

const PRODUCT_FIELDS = [
  'sku',
  'name',
  'type_id',
  'image',
  'configurable_options',
  'configurable_children',
] as const satisfies ReadonlyArray<keyof CatalogueProduct>;

/** A line as the server described it: no image (lineFromServer); a device line always has one. */
const isIncomplete = (line: CartItem): boolean => line.image === '';

/** The skus to look up: those of the incomplete lines, each once, at most one filter's worth (spec §9). */
export function skusToComplete(lines: readonly CartItem[]): string[] {
  return [...new Set(lines.filter(isIncomplete).map((line) => line.sku))].slice(0, CATALOG.maxQuerySize);
}

/** The search's filters: a product of that sku, or a configurable with a child of that sku (one OR group). */
export function catalogueFiltersFor(skus: readonly string[]): AppliedFilter[] {
  return [
    { attribute: 'sku', value: { or: [...skus] } },
    { attribute: 'configurable_children.sku', value: { or: [...skus] } },
  ];
}

function completedLine(line: CartItem, products: readonly CatalogueProduct[]): CartItem {
  // A configurable's child first: that is what the device would have put in the cart (cartLineFor).
  for (const product of products) {
    if (product.type_id !== 'configurable') continue;
    const child = product.configurable_children?.find((candidate) => candidate.sku === line.sku);
    if (!child) continue;
    const options = product.configurable_options ?? [];
    return {
      ...line,
      parentSku: product.sku,
      name: product.name,
      image: child.image ?? product.image,
      options: configuredOptions(options, selectionOfChild(options, child)).options,
    };
  }
  const own = products.find((product) => product.sku === line.sku);
  return own ? { ...line, parentSku: own.sku, name: own.name, image: own.image } : line;
}

/**
 * The lines with those the server described (empty image) completed from their products; a line whose
 * product is not among them stays as it is, and every other line is returned untouched.
 */
export function completeLinesFromCatalogue(
  lines: readonly CartItem[],
  products: readonly CatalogueProduct[],
): CartItem[] {
  return lines.map((line) => (isIncomplete(line) ? completedLine(line, products) : line));
}

/** A sku is found as itself, through its configurable parent, or both (a child also sold on its own). */
const MATCHES_PER_SKU = 2;

/** One catalogue search for the products of the incomplete lines (none asked when every line is complete). */
export async function findLineProducts(
  api: ApiClient,
  store: StoreCode,
  lines: readonly CartItem[],
): Promise<CatalogueProduct[]> {
  const skus = skusToComplete(lines);
  if (skus.length === 0) return [];
  const result = await searchCatalog<CatalogueProduct>(api, {
    store,
    entity: 'product',
    filters: catalogueFiltersFor(skus),
    size: Math.min(skus.length * MATCHES_PER_SKU, CATALOG.maxQuerySize),
    includeFields: PRODUCT_FIELDS,
  });
  return result.items;
}
