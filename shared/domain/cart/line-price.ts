// The unit price a cart or order line shows: with VAT, or without it when the shopper chose prices without VAT and
// the line knows its net (lines added before the net was kept, or of a product the tax processor never priced, show
// the price with VAT, unlabelled: a guessed net could be wrong). What is charged is always the grand total.
import type { TaxDisplay } from '#shared/domain/price.ts';

export interface LinePrices {
  /** Unit price with VAT. */
  price: number;
  /** Unit price without VAT, when known. */
  price_excl_tax?: number;
}

/** The unit price to show and whether it is the one without VAT (then labelled «без НДС» / "excl. VAT"). */
export function shownLinePrice(line: LinePrices, display: TaxDisplay): { unit: number; exclTax: boolean } {
  if (display === 'excl' && typeof line.price_excl_tax === 'number' && line.price_excl_tax > 0)
    return { unit: line.price_excl_tax, exclTax: true };
  return { unit: line.price, exclTax: false };
}

/** The net field a new line keeps from its shelf price (nothing when the net is unknown). */
export function netPriceField(price: { excl?: { current: number } }): { price_excl_tax?: number } {
  return price.excl ? { price_excl_tax: price.excl.current } : {};
}
