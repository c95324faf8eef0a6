// The compare table's attribute rows (issue 14 "the comparable attributes side by side"): one row per attribute
// of the product page's table (shared/domain/product-details.ts: brand, material, season, style, gender, age)
// that at least one compared product has, named by the attribute's label in the view, each product's value as
// its options' labels (never option ids) or null when it has none. Pure.
import type { FilterAttribute } from '#shared/domain/listing-facets.ts';
import { DETAIL_ATTRIBUTE_CODES, detailRows, type DetailAttributeCode } from '#shared/domain/product-details.ts';

export interface CompareRow {
  code: DetailAttributeCode;
  label: string;
  /** One value per product, in the columns' order. */
  values: Array<string | null>;
}

export function compareRows(
  products: ReadonlyArray<Readonly<Record<string, unknown>>>,
  attributes: readonly FilterAttribute[],
): CompareRow[] {
  const perProduct = products.map((product) => new Map(detailRows(product, attributes).map((row) => [row.code, row])));
  return DETAIL_ATTRIBUTE_CODES.flatMap((code) => {
    const label = perProduct.map((rows) => rows.get(code)?.label).find(Boolean);
    if (!label) return [];
    return [{ code, label, values: perProduct.map((rows) => rows.get(code)?.value ?? null) }];
  });
}
