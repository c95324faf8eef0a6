// Tax and price calculation shared by the platform (server-side processor, contract §4.2) and the
// browser (offline totals). Pure and isomorphic: no Workers, Node or DOM APIs.
export { roundTo, roundMoney } from './round';
export type { PriceDocument, PriceParts, ProductTaxOptions, TaxedPriceFields, TaxRate, TaxRule } from './types';
export { findTaxRate, type RateQuery } from './rate';
export { splitPrice, assignPrice, readPrice, type PriceTarget } from './single-price';
export { updateProductPrices, type PriceFlags } from './product-prices';
export { calculateProductTax, productTaxRate, rateFactor } from './calculate-product-tax';
export {
  applyCompositePrice,
  bundleProductPrice,
  defaultBundleSelections,
  groupedLinkedSkus,
  groupedProductPrice,
  sumLinkPrices,
  type BundleOptionSelection,
  type CompositePrice,
  type LinkedProductPrice,
  type PricedLink,
} from './composite-prices';
export {
  customOptionPriceDelta,
  selectedCustomOptionValues,
  type CustomOptionSelection,
  type CustomOptionValue,
  type PriceDelta,
} from './custom-options';
export { isSpecialPriceActive } from '#shared/domain/special-price.ts';
