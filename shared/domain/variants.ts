// Configurable variant selection (contract §4.3, spec §4 "Product loading"; issue 11 "Variants"): which
// children a configurable offers, the best child for a choice, the values chosen before any click and which
// values are unavailable with the rest of the choice. Pure, so the server render and hydration agree.

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

/** Spec §4: the children a configurable offers (in stock, status below 2); none left means 'No available product variants'. */
export function availableChildren<C extends VariantChild>(children: readonly C[]): C[] {
  return children.filter(isChildAvailable);
}

/**
 * Issue 11: an option with one possible value (among the available children) is chosen from the start, so a
 * product in one colour needs only a size. Options with several values stay unchosen until the shopper picks.
 */
export function preselectedSelection(
  options: ReadonlyArray<{ attribute_code: string }>,
  children: readonly VariantChild[],
): Record<string, string> {
  const offered = availableChildren(children);
  const selection: Record<string, string> = {};
  for (const option of options) {
    const values = new Set(
      offered
        .map((child) => child[option.attribute_code])
        .filter((value) => value !== undefined && value !== null)
        .map(String),
    );
    const [only] = values;
    if (values.size === 1 && only !== undefined) selection[option.attribute_code] = only;
  }
  return selection;
}

/**
 * Issue 11 / contract §4.3: choosing `value` of option `code` selects the best variant: among the available
 * children that have the chosen value, the one matching most of the other selected attributes, ties going to
 * the lower price (findConfigurableVariant); the other options then follow that child. Restricting to the
 * chosen value first keeps a tie from landing on a child without it (the original's plain reduce could).
 * Undefined when no available child has the value at all.
 */
export function bestVariantFor<C extends VariantChild>(
  children: readonly C[],
  selection: Readonly<Record<string, string>>,
  code: string,
  value: string,
): C | undefined {
  const withValue = children.filter((child) => String(child[code]) === value);
  return findConfigurableVariant(withValue, { ...selection, [code]: value }) as C | undefined;
}

/**
 * The selection the page starts with (server render and hydration alike): the url's child when the product
 * offers it (available), else the single-value options preselected.
 */
export function initialSelection(
  options: ReadonlyArray<{ attribute_code: string }>,
  children: readonly VariantChild[],
  childSku: string | undefined,
): Record<string, string> {
  const child = childSku ? children.find((candidate) => candidate.sku === childSku) : undefined;
  if (child && isChildAvailable(child)) return selectionOfChild(options, child);
  return preselectedSelection(options, children);
}

/** The available child matching a complete selection (every option chosen), else undefined. */
export function chosenVariant<C extends VariantChild>(
  options: ReadonlyArray<{ attribute_code: string }>,
  children: readonly C[],
  selection: Readonly<Record<string, string>>,
): C | undefined {
  if (options.length === 0 || !options.every((option) => selection[option.attribute_code] !== undefined)) {
    return undefined;
  }
  return findExactVariant(availableChildren(children), selection) as C | undefined;
}
