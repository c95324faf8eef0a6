// The server-side product processor (contract §2.5 API:src/processor/product.js with
// tax.calculateServerSide = true): every product document of a response is priced with the store
// view's tax rule (contract §4.2). Documents are priced in place (they were just parsed from D1).
import type { StoreCode } from '#shared/config/store-views.ts';
import {
  applyCompositePrice,
  bundleProductPrice,
  calculateProductTax,
  groupedProductPrice,
  productTaxRate,
  rateFactor,
  splitPrice,
  type LinkedProductPrice,
  type ProductTaxOptions,
} from '#shared/domain/tax/index.ts';
import { groupedLinkSkus, loadProductsBySku } from './linked-products';
import { storeTaxConfig } from './store-tax-config';
import { loadTaxRules } from './tax-rules';

type Doc = Record<string, unknown>;

export interface ProcessProductsOptions {
  /** Group-dependent tax (render-list `userGroupId`); absent = not active. */
  userGroupId?: number | null;
  /** Epoch ms the special-price windows are evaluated at; defaults to now. */
  now?: number;
}

export async function productTaxOptions(
  db: D1Database,
  store: StoreCode,
  options: ProcessProductsOptions = {},
): Promise<ProductTaxOptions> {
  const config = storeTaxConfig(store);
  return {
    taxRules: await loadTaxRules(db, store),
    taxCountry: config.taxCountry,
    sourcePriceInclTax: config.sourcePriceInclTax,
    finalPriceInclTax: config.finalPriceInclTax,
    userGroupId: options.userGroupId ?? null,
    now: options.now ?? Date.now(),
  };
}

/** Dynamic bundles (price_type ≠ 1) cost their default links; link prices are catalogue (tax-inclusive) prices. */
function priceBundle(doc: Doc, options: ProductTaxOptions): void {
  if (doc.price_type === 1 || doc.price_type === '1' || !Array.isArray(doc.bundle_options)) return;
  const factor = rateFactor(productTaxRate(doc, options));
  const composite = bundleProductPrice(doc.bundle_options, (link): LinkedProductPrice | undefined => {
    const amount = typeof link.price === 'number' ? link.price : Number(link.price);
    if (!Number.isFinite(amount)) return undefined;
    const parts = splitPrice(amount, factor, options.sourcePriceInclTax);
    return { price: parts.net, price_incl_tax: parts.incl };
  });
  if (composite.price_incl_tax > 0) applyCompositePrice(doc, composite);
}

function priceGrouped(doc: Doc, linked: ReadonlyMap<string, LinkedProductPrice>): void {
  let found = false;
  const composite = groupedProductPrice(doc.product_links, (sku) => {
    const price = linked.get(sku);
    if (price) found = true;
    return price;
  });
  // Without any linked product in this view the indexed price is the better answer than 0.
  if (found) applyCompositePrice(doc, composite);
}

async function linkedPrices(db: D1Database, store: StoreCode, docs: readonly Doc[], options: ProductTaxOptions) {
  const prices = new Map<string, LinkedProductPrice>();
  const skus = groupedLinkSkus(docs);
  if (skus.length === 0) return prices;
  for (const [sku, product] of await loadProductsBySku(db, store, skus)) {
    calculateProductTax(product, options);
    prices.set(sku, { price: Number(product.price) || 0, price_incl_tax: Number(product.price_incl_tax) || 0 });
  }
  return prices;
}

/** Prices every product document of one store view (in place) and returns the same array. */
export async function processProducts<T extends Doc>(
  db: D1Database,
  store: StoreCode,
  docs: T[],
  options: ProcessProductsOptions = {},
): Promise<T[]> {
  if (docs.length === 0) return docs;
  const taxOptions = await productTaxOptions(db, store, options);
  const linked = await linkedPrices(db, store, docs, taxOptions);
  for (const doc of docs) {
    calculateProductTax(doc, taxOptions);
    if (doc.type_id === 'bundle') priceBundle(doc, taxOptions);
    else if (doc.type_id === 'grouped') priceGrouped(doc, linked);
  }
  return docs;
}
