// What a shopper sees as the price of a product (spec §1 "see prices with or without tax", §4 "Prices";
// supplement §3, §7; issue 11 "Prices with and without tax"). Catalogue prices are tax-inclusive at the
// source (supplement §3); when the platform's tax processor has run, the *_incl_tax fields carry the shelf
// price with VAT and the plain fields (price, special_price, original_price) the same amounts without it.
// The special price's from/to window is decided once and applies to both amounts.
import { isSpecialPriceActive } from './special-price';

export interface PricedProduct {
  price: number;
  price_incl_tax?: number | null;
  special_price?: number | null;
  special_price_incl_tax?: number | null;
  original_price?: number | null;
  original_price_incl_tax?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
}

/** How prices are shown (issue 11): with tax (the default, what the server renders) or without it. */
export type TaxDisplay = 'incl' | 'excl';

export const DEFAULT_TAX_DISPLAY: TaxDisplay = 'incl';

export interface ShownAmounts {
  /** The price to pay. */
  current: number;
  /** The regular price when a special price applies (shown struck through). */
  regular?: number;
}

export interface ShelfPrice extends ShownAmounts {
  /** The same amounts without tax; absent when the product was not tax-processed (the net is unknown). */
  excl?: ShownAmounts;
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

export function shelfPrice(product: PricedProduct, now: number = Date.now()): ShelfPrice {
  const regular = product.original_price_incl_tax ?? product.price_incl_tax ?? product.price;
  const special = product.special_price_incl_tax || product.special_price;
  // The net fields mean "without tax" only once the tax processor has written the *_incl_tax ones.
  const processed = product.price_incl_tax !== null && product.price_incl_tax !== undefined;
  // A listing that left original_price out: the regular price's net from the document's own tax ratio.
  const netRegular =
    product.original_price ??
    (processed && product.price_incl_tax
      ? roundCents((regular * product.price) / product.price_incl_tax)
      : product.price);
  // Supplement §7: an expired special price never shows.
  if (
    special &&
    special > 0 &&
    special < regular &&
    isSpecialPriceActive(product.special_from_date, product.special_to_date, now)
  ) {
    const netSpecial = product.special_price;
    return {
      current: special,
      regular,
      ...(processed && isAmount(netSpecial) ? { excl: { current: netSpecial, regular: netRegular } } : {}),
    };
  }
  return {
    current: product.price_incl_tax ?? product.price,
    ...(processed ? { excl: { current: product.price } } : {}),
  };
}

/** The amounts to show for a tax display; `exclTax` is true only when the net amounts are really shown. */
export function shownPrice(price: ShelfPrice, display: TaxDisplay): ShownAmounts & { exclTax: boolean } {
  const amounts = display === 'excl' && price.excl ? price.excl : price;
  return {
    current: amounts.current,
    ...(amounts.regular !== undefined ? { regular: amounts.regular } : {}),
    exclTax: display === 'excl' && price.excl !== undefined,
  };
}
