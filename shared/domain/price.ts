// What a shopper sees as the price of a product. Catalogue prices are tax-inclusive at the source
// (supplement §3); when the platform's tax processor has run, the *_incl_tax fields are used.
import { isSpecialPriceActive } from './special-price';

export interface PricedProduct {
  price: number;
  price_incl_tax?: number | null;
  special_price?: number | null;
  special_price_incl_tax?: number | null;
  original_price_incl_tax?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
}

export interface ShelfPrice {
  /** The price to pay. */
  current: number;
  /** The regular price when a special price applies (shown struck through). */
  regular?: number;
}

export function shelfPrice(product: PricedProduct, now: number = Date.now()): ShelfPrice {
  const regular = product.original_price_incl_tax ?? product.price_incl_tax ?? product.price;
  const special = product.special_price_incl_tax || product.special_price;
  // Supplement §7: an expired special price never shows.
  if (
    special &&
    special > 0 &&
    special < regular &&
    isSpecialPriceActive(product.special_from_date, product.special_to_date, now)
  ) {
    return { current: special, regular };
  }
  return { current: product.price_incl_tax ?? product.price };
}
