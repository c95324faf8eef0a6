// The shown price of the product types whose price follows the shopper's choice (issue 11 "Product types";
// spec §4 "Prices"; contract §4.2 "Bundle / grouped / custom options"): a grouped product at the chosen
// quantities (from the sum at qty 1), a bundle at the chosen links and quantities (from its default links),
// and custom options on top of any price. Each answer is a ShelfPrice (shared/domain/price.ts), so the
// Price component, the tax switch (with / without VAT) and the struck regular price work as for a simple
// product. The sums are the platform's own rules (shared/domain/tax/composite-prices.ts, custom-options.ts): a
// grouped product sums its linked products' shelf prices, so a linked product's special price counts only inside
// its window (supplement §7) and the regular sum is shown struck through when it is higher; a bundle sums its
// links' prices as the platform's tax processor does.
import {
  bundleProductPrice,
  customOptionPriceDelta,
  groupedProductPrice,
  roundMoney,
  type BundleOptionSelection,
  type CompositePrice,
  type CustomOptionValue,
  type LinkedProductPrice,
} from '#shared/domain/tax/index.ts';
import { shelfPrice, type PricedProduct, type ShelfPrice } from './price';

/** The shelf price of every linked product by sku (`now` decides the special price windows). */
export function linkedShelfPrices(
  products: ReadonlyArray<PricedProduct & { sku: string }>,
  now: number = Date.now(),
): Map<string, ShelfPrice> {
  return new Map(products.map((product) => [product.sku, shelfPrice(product, now)]));
}

type Amounts = (price: ShelfPrice) => LinkedProductPrice;

const currentAmounts: Amounts = (price) => ({
  price: price.excl?.current ?? price.current,
  price_incl_tax: price.current,
});
const regularAmounts: Amounts = (price) => ({
  price: price.excl?.regular ?? price.excl?.current ?? price.current,
  price_incl_tax: price.regular ?? price.current,
});

/**
 * A composite's ShelfPrice from one sum run twice (current and regular amounts). The net amounts are known
 * only when every linked product that counted has them (tax-processed documents).
 */
function compositeShelfPrice(
  sum: (amounts: (price: ShelfPrice | undefined) => LinkedProductPrice | undefined) => CompositePrice,
): ShelfPrice {
  let net = true;
  const run = (amounts: Amounts) =>
    sum((price) => {
      if (!price) return undefined;
      if (!price.excl) net = false;
      return amounts(price);
    });
  const current = run(currentAmounts);
  const regular = run(regularAmounts);
  const onSale = regular.price_incl_tax > current.price_incl_tax;
  return {
    current: current.price_incl_tax,
    ...(onSale ? { regular: regular.price_incl_tax } : {}),
    ...(net ? { excl: { current: current.price, ...(onSale ? { regular: regular.price } : {}) } } : {}),
  };
}

/**
 * A grouped product: Σ linked simple product × its quantity (contract §4.2 setGroupedProduct). Without
 * `qtyOf` every linked product counts once: the "price starting from" of issue 11.
 */
export function groupedShelfPrice(
  productLinks: unknown,
  linked: ReadonlyMap<string, ShelfPrice>,
  qtyOf?: (sku: string) => number,
): ShelfPrice {
  return compositeShelfPrice((amounts) => groupedProductPrice(productLinks, (sku) => amounts(linked.get(sku)), qtyOf));
}

/**
 * The VAT factor a tax-processed document was priced with (original gross / original net − 1, to 4 decimals: 0.22
 * for RU VAT 22 %); undefined for a document the tax processor has not priced.
 */
function documentTaxFactor(product: PricedProduct): number | undefined {
  if (product.price_incl_tax === null || product.price_incl_tax === undefined) return undefined;
  const gross = product.original_price_incl_tax ?? product.price_incl_tax;
  const net = product.original_price ?? product.price;
  return gross > 0 && net > 0 ? Math.round((gross / net - 1) * 10000) / 10000 : undefined;
}

/**
 * A bundle: Σ chosen link × its quantity (contract §4.2 calculateBundlePriceByOptions); without `selections` the
 * default links (is_default, else the first) at their own quantity. A link costs its `price` (the catalogue's
 * tax-inclusive price), as the platform prices the bundle document (worker/platform/tax/product-processor.ts), so
 * the page at the default links shows the listing's price; the net amount uses the bundle's own VAT factor, split
 * per link as the platform does. A fixed-price bundle (price_type 1) costs its own price.
 */
export function bundleShelfPrice(
  product: PricedProduct & { bundle_options?: unknown; price_type?: unknown },
  selections?: readonly BundleOptionSelection[],
  now: number = Date.now(),
): ShelfPrice {
  if (product.price_type === 1 || product.price_type === '1') return shelfPrice(product, now);
  const factor = documentTaxFactor(product);
  return compositeShelfPrice((amounts) =>
    bundleProductPrice(
      product.bundle_options,
      (link) => {
        const gross = Number(link.price);
        if (link.price === null || link.price === undefined || !Number.isFinite(gross)) return undefined;
        const net = factor === undefined ? undefined : roundMoney(gross / (1 + factor));
        return amounts({ current: gross, ...(net === undefined ? {} : { excl: { current: net } }) });
      },
      selections,
    ),
  );
}

/**
 * A price with the chosen custom option values added (contract §4.2 getCustomOptionPriceDelta): a fixed value
 * adds its amount, a percent value its share of the amount it is added to (the net share to the net price,
 * the gross share to the gross one; the regular price takes its own share).
 */
export function withCustomOptions(price: ShelfPrice, values: readonly CustomOptionValue[]): ShelfPrice {
  if (values.length === 0) return price;
  const add = (gross: number, net: number) => customOptionPriceDelta(values, { price: net, price_incl_tax: gross });
  const current = add(price.current, price.excl?.current ?? price.current);
  const result: ShelfPrice = { current: roundMoney(price.current + current.price_incl_tax) };
  if (price.regular !== undefined) {
    result.regular = roundMoney(
      price.regular + add(price.regular, price.excl?.regular ?? price.regular).price_incl_tax,
    );
  }
  if (price.excl) {
    result.excl = { current: roundMoney(price.excl.current + current.price) };
    if (price.excl.regular !== undefined) {
      const regular = add(price.regular ?? price.excl.regular, price.excl.regular);
      result.excl.regular = roundMoney(price.excl.regular + regular.price);
    }
  }
  return result;
}

/**
 * What a special price saves (issue 11 "Special price": «Экономия 1 200 ₽ (−15 %)»): the amount and the whole
 * percent of the regular price, or null when nothing is saved.
 */
export function priceSaving(amounts: { current: number; regular?: number | undefined }): {
  amount: number;
  percent: number;
} | null {
  if (amounts.regular === undefined || !(amounts.regular > amounts.current) || amounts.regular <= 0) return null;
  const amount = roundMoney(amounts.regular - amounts.current);
  return { amount, percent: Math.round((amount / amounts.regular) * 100) };
}
