// UTIL:src/taxCalc/calculateProductTax.ts (contract §4.2): find the rate for the product's tax class and
// the store view's country, then price the product with it; without a rate the prices stay as they
// are and carry no tax (price_incl_tax = price, tax 0). Mutates and returns the product: it runs on
// every product hit of every search, so it writes into the parsed document instead of copying it.
import { toNumber } from './numbers';
import { updateProductPrices, type PriceFlags } from './product-prices';
import { findTaxRate } from './rate';
import type { PriceDocument, ProductTaxOptions, TaxedPriceFields, TaxRate } from './types';

/** "Tax rates are percent divided by 100" (spec §9). */
export function rateFactor(rate: TaxRate | undefined): number {
  return rate ? (toNumber(rate.rate) ?? 0) / 100 : 0;
}

export function productTaxRate(product: PriceDocument, options: ProductTaxOptions): TaxRate | undefined {
  return findTaxRate(options.taxRules, {
    productTaxClassId: product.tax_class_id,
    taxCountry: options.taxCountry,
    taxRegion: options.taxRegion,
    userGroupId: options.userGroupId,
  });
}

function clearTax(doc: PriceDocument): void {
  doc.price_incl_tax = doc.price;
  doc.price_tax = 0;
  doc.special_price_incl_tax = 0;
  doc.special_price_tax = 0;
}

export function calculateProductTax<T extends PriceDocument>(
  product: T,
  options: ProductTaxOptions,
): T & TaxedPriceFields {
  const flags: PriceFlags = {
    sourcePriceInclTax: options.sourcePriceInclTax,
    finalPriceInclTax: options.finalPriceInclTax,
    now: options.now,
  };
  const rate = productTaxRate(product, options);
  updateProductPrices(product, rateFactor(rate), flags);
  if (rate) return product as T & TaxedPriceFields;
  // No rate: UTIL prices with rate 0, then states explicitly that nothing is taxed.
  clearTax(product);
  const children = product.configurable_children;
  if (Array.isArray(children)) {
    for (const child of children) if (typeof child === 'object' && child !== null) clearTax(child as PriceDocument);
  }
  return product as T & TaxedPriceFields;
}
