// The cart lines of a product page's choice (spec §4 "Add to cart"): which skus go in the cart (the chosen
// child of a configurable), at which shelf price incl. tax, with which image, option labels and
// product_option, or why nothing can go in (options missing, a combination no child has, out of stock).
// Pure: the page shows the outcome, client/features/cart/add-to-cart.ts validates and adds the lines.
import type { ProductDocument } from '#shared/contract/entities.ts';
import { configuredOptions } from '#shared/domain/product-configuration.ts';
import { netPriceField } from '#shared/domain/cart/line-price.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { isChildAvailable, type VariantChild } from '#shared/domain/variants.ts';
import type { CartItem } from './store';

/** A line to add: what it is and how many (grouped products give one line per linked product). */
export type CartLineDraft = Omit<CartItem, 'qty'> & { qty: number };

export type CartLineOutcome =
  | { kind: 'lines'; lines: CartLineDraft[] }
  /** A hint by the options naming the ones still to choose (their labels, in the product's order). */
  | { kind: 'choose-options'; missing: string[] }
  /** A grouped product with no linked product chosen (issue 11; cart-lines-by-type.ts). */
  | { kind: 'choose-quantities' }
  /** Spec §8: 'No such configuration for the product. Please do choose another combination of attributes.' */
  | { kind: 'bad-combination' }
  /** Spec §8: 'The product is out of stock and cannot be added to the cart!' */
  | { kind: 'out-of-stock' };

/**
 * @param variant the child matching the whole selection, when there is one (shared/domain/variants.ts
 *   findExactVariant).
 * @param qty how many the shopper asked for (the page's quantity input; a positive integer).
 */
export function cartLineFor(
  product: ProductDocument,
  selection: Readonly<Record<string, string>>,
  variant: VariantChild | undefined,
  qty = 1,
): CartLineOutcome {
  const options = product.configurable_options ?? [];
  let sku = product.sku;
  let inStock = product.stock.is_in_stock;
  const isConfigurable = product.type_id === 'configurable';
  if (isConfigurable) {
    const missing = options.filter((option) => selection[option.attribute_code] === undefined);
    if (missing.length > 0) return { kind: 'choose-options', missing: missing.map((option) => option.label) };
    if (!variant) return { kind: 'bad-combination' };
    sku = variant.sku;
    inStock = isChildAvailable(variant);
  }
  if (!inStock) return { kind: 'out-of-stock' };
  const priced = variant ? { ...product, ...variant } : product;
  const configured = configuredOptions(options, selection);
  return {
    kind: 'lines',
    lines: [
      {
        sku,
        parentSku: product.sku,
        name: product.name,
        qty,
        price: shelfPrice(priced).current,
        ...netPriceField(shelfPrice(priced)),
        image: (variant?.image as string | undefined) ?? product.image,
        type_id: product.type_id,
        options: configured.options,
        ...(isConfigurable ? { product_option: configured.product_option, is_configured: true } : {}),
      },
    ],
  };
}
