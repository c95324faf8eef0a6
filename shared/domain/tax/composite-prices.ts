// Grouped and bundle prices (spec §4 "Prices", contract §4.2; VSF:core/modules/catalog/helpers/
// associatedProducts/{getProductLinkPrice,setGroupedProduct,setBundleProducts}.ts, bundleOptions.ts).
// Both start at 0: grouped sums every associated simple product at qty 1; bundle sums the chosen
// link of every option (by default the is_default link, else the first) times its qty.
// Difference from VSF: a link whose product is unknown adds nothing (VSF counted it as 1).
import { roundMoney } from './round';
import { toNumber } from './numbers';
import type { PriceDocument } from './types';

/** A linked product after tax processing: net `price` and gross `price_incl_tax`. */
export interface LinkedProductPrice {
  price: number;
  price_incl_tax: number;
}

export interface PricedLink {
  qty?: unknown;
  product?: LinkedProductPrice | null;
}

export interface CompositePrice {
  price: number;
  price_tax: number;
  price_incl_tax: number;
}

/** VSF calculateLinkQty: qty strings are parsed, a missing qty is 1; negative quantities are ignored. */
function linkQty(qty: unknown): number {
  const parsed = toNumber(qty);
  return parsed === undefined ? 1 : parsed;
}

export function sumLinkPrices(links: Iterable<PricedLink>): CompositePrice {
  let net = 0;
  let incl = 0;
  for (const link of links) {
    const qty = linkQty(link.qty);
    if (qty < 0 || !link.product) continue;
    net += link.product.price * qty;
    incl += link.product.price_incl_tax * qty;
  }
  const price = roundMoney(net);
  const priceInclTax = roundMoney(incl);
  return { price, price_tax: roundMoney(priceInclTax - price), price_incl_tax: priceInclTax };
}

const records = (value: unknown): PriceDocument[] =>
  Array.isArray(value)
    ? value.filter((v): v is PriceDocument => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];

/** setGroupedProduct: the associated simple products (`link_type` "associated", `linked_product_type` "simple"). */
export function groupedLinkedSkus(productLinks: unknown): string[] {
  const skus: string[] = [];
  for (const link of records(productLinks)) {
    if (link.link_type !== 'associated' || link.linked_product_type !== 'simple') continue;
    if (typeof link.linked_product_sku === 'string') skus.push(link.linked_product_sku);
  }
  return skus;
}

/**
 * setGroupedProduct: `product_links` with link_type "associated" and linked_product_type "simple", qty 1.
 * `qtyOf` prices the shopper's choice instead (issue 11: each linked product with its own quantity).
 */
export function groupedProductPrice(
  productLinks: unknown,
  productOf: (sku: string) => LinkedProductPrice | undefined,
  qtyOf: (sku: string) => number = () => 1,
): CompositePrice {
  return sumLinkPrices(groupedLinkedSkus(productLinks).map((sku) => ({ qty: qtyOf(sku), product: productOf(sku) })));
}

/** `product_option.extension_attributes.bundle_options[]` of a cart item (contract §1.3). */
export interface BundleOptionSelection {
  option_id: number | string;
  option_qty?: number | string;
  option_selections: Array<number | string>;
}

/** Per option the is_default link, else the first; qty = link.qty || 1 (bundleOptions.ts getBundleOptionsValues). */
export function defaultBundleSelections(bundleOptions: unknown): BundleOptionSelection[] {
  const selections: BundleOptionSelection[] = [];
  for (const option of records(bundleOptions)) {
    const links = records(option.product_links);
    const chosen = links.find((l) => l.is_default === true || l.is_default === 1) ?? links[0];
    if (!chosen || (typeof chosen.id !== 'number' && typeof chosen.id !== 'string')) continue;
    if (typeof option.option_id !== 'number' && typeof option.option_id !== 'string') continue;
    selections.push({
      option_id: option.option_id,
      option_qty: toNumber(chosen.qty) || 1,
      option_selections: [chosen.id],
    });
  }
  return selections;
}

/**
 * calculateBundlePriceByOptions: for every selection the link whose id equals its first selection, at
 * the selection's qty. `productOf` prices a link (the client passes the fetched linked product).
 */
export function bundleProductPrice(
  bundleOptions: unknown,
  productOf: (link: PriceDocument) => LinkedProductPrice | undefined,
  selections: readonly BundleOptionSelection[] = defaultBundleSelections(bundleOptions),
): CompositePrice {
  const options = records(bundleOptions);
  const links: PricedLink[] = [];
  for (const selection of selections) {
    const option = options.find((o) => String(o.option_id) === String(selection.option_id));
    const wanted = selection.option_selections[0];
    if (!option || wanted === undefined) continue;
    const link = records(option.product_links).find((l) => String(l.id) === String(wanted));
    if (link) links.push({ qty: selection.option_qty, product: productOf(link) });
  }
  return sumLinkPrices(links);
}

/** Writes a composite price as the product's price (setGroupedProduct / setBundleProducts). */
export function applyCompositePrice(product: PriceDocument, composite: CompositePrice): void {
  product.price = composite.price;
  product.price_tax = composite.price_tax;
  product.price_incl_tax = composite.price_incl_tax;
}
