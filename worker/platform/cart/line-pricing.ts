// Current catalogue prices of cart and order lines (contract §1.3, §4.2; supplement §3, §7): every line is
// priced from the tax-processed catalogue document at the moment of the call, never from a price a client
// sent or the price stored when the line was added. One catalogue read for all lines. A line is its sku
// (a configurable's child, or the parent plus configurable_item_options) and its product_option: custom
// option values (gift wrapping, express tailoring +10 %) and bundle choices change its price, exactly as
// the product page shows it (shared/domain/product-type-price.ts).
import type { StoreCode } from '#shared/config/store-views.ts';
import { shelfPrice, type PricedProduct } from '#shared/domain/price.ts';
import { bundleShelfPrice, withCustomOptions } from '#shared/domain/product-type-price.ts';
import {
  productTaxRate,
  selectedCustomOptionValues,
  type BundleOptionSelection,
  type CustomOptionSelection,
} from '#shared/domain/tax/index.ts';
import { processHits } from '#worker/platform/catalog/hit-processing.ts';
import { findProductsBySkus, matchSkus } from '#worker/platform/product/product-lookup.ts';
import { productTaxOptions } from '#worker/platform/tax/product-processor.ts';
import { childByOptions, type ItemOption } from './cart-product';

type Doc = Record<string, unknown>;

export interface LineRequest {
  sku: string;
  productOption?: unknown;
}

export interface PricedLine {
  /** The sku of the line (a configurable's child). */
  sku: string;
  /** The configurable parent's sku, when the line is a child. */
  parentSku?: string;
  name: string;
  productType: string;
  priceInclTax: number;
  taxPercent: number;
  options: Array<{ label: string; value: string }>;
}

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

function extensionList<T>(productOption: unknown, key: string): T[] {
  if (!isRecord(productOption) || !isRecord(productOption.extension_attributes)) return [];
  const list = productOption.extension_attributes[key];
  return Array.isArray(list) ? (list as T[]) : [];
}

/** The chosen configurable options as Magento's totals list them: `[{label:'Размер',value:'38'}]`. */
function configurableLabels(parent: Doc, child: Doc): Array<{ label: string; value: string }> {
  const options = Array.isArray(parent.configurable_options) ? (parent.configurable_options as Doc[]) : [];
  const labels: Array<{ label: string; value: string }> = [];
  for (const option of options) {
    const code = option.attribute_code;
    if (typeof code !== 'string') continue;
    const values = Array.isArray(option.values) ? (option.values as Doc[]) : [];
    const value = values.find((v) => String(v.value_index) === String(child[code]));
    if (value && typeof value.label === 'string')
      labels.push({ label: String(option.label ?? code), value: value.label });
  }
  return labels;
}

/**
 * Prices every request (null for an unknown, disabled or not sellable line: a bare configurable parent).
 * `now` decides the special price windows.
 */
export async function priceLines(
  db: D1Database,
  store: StoreCode,
  requests: readonly LineRequest[],
  now: number = Date.now(),
): Promise<Array<PricedLine | null>> {
  if (requests.length === 0) return [];
  const skus = [...new Set(requests.map((request) => request.sku))];
  const found = await findProductsBySkus(db, store, skus);
  const priced = await processHits(db, 'product', store, found);
  const taxOptions = await productTaxOptions(db, store, { now });
  return requests.map((request) => {
    const match = matchSkus([request.sku], priced)[0];
    if (!match) return null;
    const { product } = match;
    if (Number(product.status) !== 1) return null;
    let child = match.child;
    if (!child && product.type_id === 'configurable')
      child = childByOptions(product, extensionList<ItemOption>(request.productOption, 'configurable_item_options'));
    if (!child && product.type_id === 'configurable') return null;
    if (child && Number(child.status ?? 1) !== 1) return null;
    const line = child ?? product;

    // A bundle without chosen selections costs its default links (as its page and listing show it).
    const bundleSelections = extensionList<BundleOptionSelection>(request.productOption, 'bundle_options');
    let price =
      product.type_id === 'bundle' && !child
        ? bundleShelfPrice(
            product as unknown as PricedProduct,
            bundleSelections.length > 0 ? bundleSelections : undefined,
            now,
          )
        : shelfPrice(line as unknown as PricedProduct, now);
    const customSelections = extensionList<CustomOptionSelection>(request.productOption, 'custom_options');
    if (customSelections.length > 0)
      price = withCustomOptions(price, selectedCustomOptionValues(product.custom_options, customSelections));

    // The tax class is the product's (children carry none of their own in the index).
    const rate = productTaxRate(line.tax_class_id === undefined ? product : line, taxOptions);
    return {
      sku: String(line.sku),
      ...(child ? { parentSku: String(product.sku) } : {}),
      name: String(line.name ?? product.name ?? line.sku),
      productType: child ? 'configurable' : String(product.type_id ?? 'simple'),
      priceInclTax: price.current,
      taxPercent: rate ? Number(rate.rate) || 0 : 0,
      options: child ? configurableLabels(product, child) : [],
    };
  });
}
