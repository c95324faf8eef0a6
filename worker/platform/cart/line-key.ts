// The identity of a cart line (ADR 030; contract §4.1 productsEquals: lines with custom or bundle options are
// the same line only with the same options): the sku plus this options key, a canonical form of the chosen
// custom option values and bundle selections ('' when there are none: `cart_items.options_key` default). Configurable options need nothing more: the sku is the child's.
// Canonical = sorted by option id, values as strings, so the key does not depend on the order VSF sent them in.
// The product_option is already bounded (shared/contract/cart.ts), so the key is too.
import type { ProductOption } from '#shared/contract/cart.ts';

type Id = string | number;

const byId = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;

export function optionsKey(productOption: ProductOption | undefined): string {
  const attributes = productOption?.extension_attributes;
  const custom = (attributes?.custom_options ?? [])
    .filter((option) => option.option_value !== null && option.option_value !== undefined && option.option_value !== '')
    .map((option) => [String(option.option_id), String(option.option_value as Id)] as const)
    .sort(byId);
  const bundle = (attributes?.bundle_options ?? [])
    .map(
      (option) =>
        [
          String(option.option_id),
          String(option.option_qty ?? 1),
          option.option_selections.map(String).sort().join(','),
        ] as const,
    )
    .sort(byId);
  if (custom.length === 0 && bundle.length === 0) return '';
  return JSON.stringify({ c: custom, b: bundle });
}
