// What a cart line is for a sku (contract §1.3): a simple product, or a configurable child given by its
// own sku or by the parent sku plus `configurable_item_options` (option_id = attribute_id,
// option_value = value_index), priced by the tax processor like every catalogue answer.
import type { StoreCode } from '#shared/config/store-views.ts';
import { isChildAvailable, type VariantChild } from '#shared/domain/variants.ts';
import { processHits } from '#worker/platform/catalog/hit-processing.ts';
import { findProductsBySkus, matchSkus } from '#worker/platform/product/product-lookup.ts';

type Doc = Record<string, unknown>;

export interface CartProduct {
  sku: string;
  name: string;
  /** Unit price excluding tax (Magento's quote item price). */
  price: number;
  productType: string;
  inStock: boolean;
}

export interface ItemOption {
  option_id: string | number;
  option_value: string | number;
}

export function childByOptions(parent: Doc, options: readonly ItemOption[]): Doc | undefined {
  const configurable = Array.isArray(parent.configurable_options) ? (parent.configurable_options as Doc[]) : [];
  const wanted = new Map<string, string>();
  for (const option of options) {
    const attribute = configurable.find((candidate) => String(candidate.attribute_id) === String(option.option_id));
    if (typeof attribute?.attribute_code === 'string')
      wanted.set(attribute.attribute_code, String(option.option_value));
  }
  if (wanted.size === 0 || wanted.size !== configurable.length) return undefined;
  const children = Array.isArray(parent.configurable_children) ? (parent.configurable_children as Doc[]) : [];
  return children.find((child) => [...wanted].every(([code, value]) => String(child[code]) === value));
}

export async function resolveCartProduct(
  db: D1Database,
  store: StoreCode,
  sku: string,
  options: readonly ItemOption[] = [],
): Promise<CartProduct | null> {
  const found = await findProductsBySkus(db, store, [sku]);
  const priced = await processHits(db, 'product', store, found);
  const match = matchSkus([sku], priced)[0];
  if (!match) return null;
  const { product } = match;
  let child = match.child;
  if (!child && product.type_id === 'configurable') child = childByOptions(product, options);
  // A configurable parent alone is not a sellable line: a child must be chosen.
  if (!child && product.type_id === 'configurable') return null;
  if (Number(product.status) !== 1) return null;
  const line = child ?? product;
  const price = typeof line.price === 'number' ? line.price : Number(line.price ?? 0);
  return {
    sku: String(line.sku),
    name: String(line.name ?? product.name ?? line.sku),
    price: Math.round(price * 100) / 100,
    productType: child ? 'configurable' : String(product.type_id ?? 'simple'),
    // Spec §4's availability rule for variants holds for any line: enabled and in stock.
    inStock: isChildAvailable(product as unknown as VariantChild) && isChildAvailable(line as unknown as VariantChild),
  };
}
