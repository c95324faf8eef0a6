// The cart line of a product page's choice (spec §4 "Add to cart"): which sku goes in the cart (the chosen
// child of a configurable), at which shelf price incl. tax, with which image and option labels, or why it
// cannot go in (options missing, a combination no child has, out of stock). Pure: the page shows the outcome.
import type { ConfigurableOption, ProductDocument } from '#shared/contract/entities.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { isChildAvailable, type VariantChild } from '#shared/domain/variants.ts';
import type { CartItem } from './store';

export type CartLineOutcome =
  | { kind: 'line'; line: Omit<CartItem, 'qty'> }
  /** Spec §4: 'Please select all product options.' as a hint by the options. */
  | { kind: 'choose-options' }
  /** Spec §8: 'No such configuration for the product. Please do choose another combination of attributes.' */
  | { kind: 'bad-combination' }
  /** Spec §8: 'The product is out of stock and cannot be added to the cart!' */
  | { kind: 'out-of-stock' };

/** The label of each option and the label of its chosen value, in the product's option order. */
function chosenLabels(
  options: readonly ConfigurableOption[],
  selection: Readonly<Record<string, string>>,
): CartItem['options'] {
  return options.map((option) => ({
    label: option.label,
    value: option.values.find((value) => String(value.value_index) === selection[option.attribute_code])?.label ?? '',
  }));
}

/**
 * @param variant the child matching the whole selection, when there is one (shared/domain/variants.ts
 *   findExactVariant).
 */
export function cartLineFor(
  product: ProductDocument,
  selection: Readonly<Record<string, string>>,
  variant: VariantChild | undefined,
): CartLineOutcome {
  const options = product.configurable_options ?? [];
  let sku = product.sku;
  let inStock = product.stock.is_in_stock;
  if (product.type_id === 'configurable') {
    if (!options.every((option) => selection[option.attribute_code] !== undefined)) return { kind: 'choose-options' };
    if (!variant) return { kind: 'bad-combination' };
    sku = variant.sku;
    inStock = isChildAvailable(variant);
  }
  if (!inStock) return { kind: 'out-of-stock' };
  const priced = variant ? { ...product, ...variant } : product;
  return {
    kind: 'line',
    line: {
      sku,
      parentSku: product.sku,
      name: product.name,
      price: shelfPrice(priced).current,
      image: (variant?.image as string | undefined) ?? product.image,
      type_id: product.type_id,
      options: chosenLabels(options, selection),
    },
  };
}
