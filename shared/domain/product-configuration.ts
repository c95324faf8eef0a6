// A configurable product as configured by a choice (contract §4.3 configureProductAsync / setProductConfigurableOptions,
// §5.10 getProductVariant; spec §5 "A variant lookup requires parentSku, else an error"): the chosen child with
// the option labels a cart line shows (`options`: option label → value label) and the `product_option` the
// server cart takes (`configurable_item_options`: option_id = attribute_id, option_value = value_index, as strings).
import { chosenVariant, type VariantChild } from './variants';

export interface ConfigurableOptionLike {
  attribute_id: string | number;
  attribute_code: string;
  label: string;
  values: ReadonlyArray<{ value_index: number | string; label: string }>;
}

export interface ConfigurableProductLike<C extends VariantChild = VariantChild> {
  sku?: string | null;
  configurable_options?: readonly ConfigurableOptionLike[] | null;
  configurable_children?: readonly C[] | null;
}

export interface ConfiguredOptions {
  options: Array<{ label: string; value: string }>;
  product_option: {
    extension_attributes: { configurable_item_options: Array<{ option_id: string; option_value: string }> };
  };
}

/** The labels and the `product_option` of a selection, in the product's option order. */
export function configuredOptions(
  options: readonly ConfigurableOptionLike[],
  selection: Readonly<Record<string, string>>,
): ConfiguredOptions {
  return {
    options: options.map((option) => ({
      label: option.label,
      value: option.values.find((value) => String(value.value_index) === selection[option.attribute_code])?.label ?? '',
    })),
    product_option: {
      extension_attributes: {
        configurable_item_options: options.map((option) => ({
          option_id: String(option.attribute_id),
          option_value: String(selection[option.attribute_code] ?? ''),
        })),
      },
    },
  };
}

export const MISSING_PARENT_SKU = 'A variant lookup requires the parent product (parentSku)';

/**
 * Contract §5.10 getProductVariant: `{...selectedVariant, options, product_option}` of the parent's available
 * child matching the whole configuration, or undefined when no available child matches. Throws without a parent.
 */
export function getProductVariant<C extends VariantChild>(
  product: ConfigurableProductLike<C> | null | undefined,
  configuration: Readonly<Record<string, string>>,
): (C & ConfiguredOptions) | undefined {
  if (!product?.sku) throw new Error(MISSING_PARENT_SKU);
  const options = product.configurable_options ?? [];
  const variant = chosenVariant(options, product.configurable_children ?? [], configuration);
  return variant ? { ...variant, ...configuredOptions(options, configuration) } : undefined;
}
