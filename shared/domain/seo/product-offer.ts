// The offer a product page's JSON-LD states (issue 11 "JSON-LD Product follows the chosen variant's price
// and availability"): the url's chosen child when it is one the product offers, else the product itself —
// a configurable is available while any child can be bought (spec §4), at its shelf price incl. tax.
import type { ProductDocument } from '#shared/contract/entities.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { availableChildren, isChildAvailable } from '#shared/domain/variants.ts';

export interface ProductOffer {
  sku: string;
  /** Incl. tax, the price the page shows first. */
  price: number;
  inStock: boolean;
}

export function productOffer(product: ProductDocument, childSku?: string, now: number = Date.now()): ProductOffer {
  const children = product.configurable_children ?? [];
  const child = childSku ? children.find((candidate) => candidate.sku === childSku) : undefined;
  if (child) {
    return {
      sku: child.sku,
      price: shelfPrice({ ...product, ...child }, now).current,
      inStock: isChildAvailable(child),
    };
  }
  const inStock =
    product.type_id === 'configurable' ? availableChildren(children).length > 0 : product.stock.is_in_stock;
  return { sku: product.sku, price: shelfPrice(product, now).current, inStock };
}
