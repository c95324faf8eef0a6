// Configurable variant selection (contract §4.3, spec §4 "Product loading").

export interface VariantChild {
  sku: string;
  status: number;
  price: number;
  price_incl_tax?: number | null;
  original_price_incl_tax?: number | null;
  stock?: { is_in_stock: boolean; qty?: number } | undefined;
  [attribute: string]: unknown;
}

/** Selected option values by attribute code, e.g. `{ size: '167', color: '49' }`. */
export type VariantConfiguration = Record<string, string | number | null | undefined> & { sku?: string };

export function isChildAvailable(child: VariantChild): boolean {
  // Spec §4: children with status 2 or higher, or out of stock, are not offered.
  if (child.status >= 2) return false;
  return !child.stock || child.stock.is_in_stock;
}

function matchLevel(configuration: VariantConfiguration | null, child: VariantChild | undefined): number {
  if (!configuration || !child) return 0;
  let level = 0;
  for (const [code, value] of Object.entries(configuration)) {
    if (code === 'price' || code === 'sku' || value === null || value === undefined) continue;
    if (String(value) === String(child[code])) level += 1;
  }
  return level;
}

function comparablePrice(child: VariantChild): number {
  return child.price_incl_tax || child.original_price_incl_tax || child.price;
}

/** Spec §4: ties go to the lower price; an equal price keeps the earlier child. */
function lowestPrice(prev: VariantChild | undefined, next: VariantChild): VariantChild {
  if (!prev) return next;
  return comparablePrice(next) < comparablePrice(prev) ? next : prev;
}

/**
 * The best variant: an exact sku match wins, otherwise the child matching most selected attributes,
 * ties going to the lower price. Unavailable children are skipped.
 */
export function findConfigurableVariant(
  children: readonly VariantChild[],
  configuration: VariantConfiguration | null,
): VariantChild | undefined {
  let best: VariantChild | undefined;
  for (const child of children) {
    if (!isChildAvailable(child)) continue;
    if (configuration?.sku && child.sku === configuration.sku) return child;
    const previous = matchLevel(configuration, best);
    const current = matchLevel(configuration, child);
    if (current === previous) best = lowestPrice(best, child);
    else if (current > previous) best = child;
  }
  return best;
}

/** The child whose every configured attribute equals the selection (no partial matches). */
export function findExactVariant(
  children: readonly VariantChild[],
  selection: Record<string, string>,
): VariantChild | undefined {
  const codes = Object.keys(selection);
  return children.find((child) => codes.every((code) => String(child[code]) === selection[code]));
}

/**
 * Spec §4: an option value can be chosen when an available child has it and agrees with every other
 * option already chosen (the option being changed does not count).
 */
export function isOptionValueAvailable(
  children: readonly VariantChild[],
  selection: Readonly<Record<string, string>>,
  code: string,
  value: string,
): boolean {
  return children.some(
    (child) =>
      isChildAvailable(child) &&
      String(child[code]) === value &&
      Object.entries(selection).every(([other, chosen]) => other === code || String(child[other]) === chosen),
  );
}

/** The selection that a child stands for: its value of every configurable option (none for no child). */
export function selectionOfChild(
  options: ReadonlyArray<{ attribute_code: string }>,
  child: VariantChild | undefined,
): Record<string, string> {
  const selection: Record<string, string> = {};
  if (!child) return selection;
  for (const option of options) {
    const value = child[option.attribute_code];
    if (value !== undefined && value !== null) selection[option.attribute_code] = String(value);
  }
  return selection;
}
