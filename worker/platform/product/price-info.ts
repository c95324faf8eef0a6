// Magento's price_info of a render-list item (contract §1.5) from a product the tax processor priced.
// VSF syncProductPrice maps it back: price_incl_tax = final_price, original_price_incl_tax =
// regular_price, special_price_incl_tax = special_price; net values from tax_adjustments.
import type { PriceInfo, PriceInfoAmounts } from '#shared/contract/product-render-list.ts';

type Doc = Record<string, unknown>;

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

interface PriceKeys {
  final: string;
  regular: string;
  special: string;
}

const GROSS: PriceKeys = {
  final: 'price_incl_tax',
  regular: 'original_price_incl_tax',
  special: 'special_price_incl_tax',
};
const NET: PriceKeys = { final: 'price', regular: 'original_price', special: 'special_price' };

/** Configurable children a shopper can buy (spec §4); all of them when none is available. */
function priceRangeMembers(product: Doc): Doc[] {
  const children = Array.isArray(product.configurable_children)
    ? (product.configurable_children as unknown[]).filter((c): c is Doc => typeof c === 'object' && c !== null)
    : [];
  const available = children.filter((c) => amount(c.status) < 2 && (c.stock as Doc | undefined)?.is_in_stock !== false);
  if (available.length > 0) return available;
  return children.length > 0 ? children : [product];
}

function amounts(product: Doc, members: readonly Doc[], keys: PriceKeys): PriceInfoAmounts {
  const finals = members.map((m) => amount(m[keys.final]));
  const regulars = members.map((m) => amount(m[keys.regular]) || amount(m[keys.final]));
  const final = amount(product[keys.final]);
  const special = amount(product[keys.special]);
  return {
    final_price: final,
    max_price: Math.max(final, ...finals),
    max_regular_price: Math.max(...regulars),
    minimal_regular_price: Math.min(...regulars),
    special_price: special > 0 ? special : null,
    minimal_price: Math.min(final, ...finals),
    regular_price: amount(product[keys.regular]) || final,
  };
}

export function priceInfo(product: Doc): PriceInfo {
  const members = product.type_id === 'configurable' ? priceRangeMembers(product) : [product];
  return {
    ...amounts(product, members, GROSS),
    extension_attributes: { tax_adjustments: amounts(product, members, NET) },
  };
}
