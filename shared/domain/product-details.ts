// The product page's attributes table (issue 11 "Page content": brand, material, season, style, gender, age):
// one row per attribute the product has, named by the attribute entity's label in the view (`Бренд`, `Brand`)
// and showing its options' labels, never the raw option ids of the document (contract §2.8 optionLabel, as the
// listing filters do; `material` is a multiselect, a list of ids). Pure: no React, no DOM.
import type { FilterAttribute } from './listing-facets';

/** The attributes of the table, in the order of issue 11. */
export const DETAIL_ATTRIBUTE_CODES = ['brand', 'material', 'season', 'style', 'gender', 'age'] as const;
export type DetailAttributeCode = (typeof DETAIL_ATTRIBUTE_CODES)[number];

export interface DetailRow {
  code: DetailAttributeCode;
  label: string;
  /** Option labels, joined with ', ' for a multiselect. */
  value: string;
}

/** The option ids of a document field: `'160'`, `160`, `[12, 14]` or `'12,14'` (a multiselect as the index may hold it). */
export function optionIds(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.flatMap(optionIds);
  if (typeof raw === 'number' && Number.isFinite(raw)) return [String(raw)];
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  return [];
}

/**
 * The rows: an attribute the product does not have, or whose options have no label in the view (an id the
 * entity does not know), is left out instead of showing a number.
 */
export function detailRows(
  product: Readonly<Record<string, unknown>>,
  attributes: readonly FilterAttribute[],
): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const code of DETAIL_ATTRIBUTE_CODES) {
    const attribute = attributes.find((candidate) => candidate.attribute_code === code);
    if (!attribute) continue;
    const labels = optionIds(product[code])
      .map((id) => attribute.options.find((option) => option.value === id)?.label)
      .filter((label): label is string => Boolean(label));
    if (labels.length > 0) rows.push({ code, label: attribute.default_frontend_label, value: labels.join(', ') });
  }
  return rows;
}
