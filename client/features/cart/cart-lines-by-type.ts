// The cart lines of every product type (issue 11 "Product types"; spec §4 "Add to cart", "Prices"; contract §4.2
// "Bundle / grouped / custom options", §1.3 product_option):
// - grouped: one line per linked product with a quantity above 0, at its own price (parentSku = the grouped
//   product); none chosen is refused ('choose-quantities');
// - bundle: ONE line of the bundle sku, priced at the chosen links' prices × their quantities, its selections in
//   `product_option.extension_attributes.bundle_options` and listed in the line's option labels;
// - custom options (any type): the required ones must be filled ('choose-options' names them), the line's price
//   includes their delta, the values go in `custom_options` and the labels;
// - simple, configurable, virtual (gift card), downloadable (care guide): the line of cart-line.ts.
// Pure: the page passes the product, the linked products it loaded and the shopper's choice.
import type { BundleOption, CustomOption, ProductDocument } from '#shared/contract/entities.ts';
import { netPriceField } from '#shared/domain/cart/line-price.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { bundleShelfPrice, withCustomOptions } from '#shared/domain/product-type-price.ts';
import {
  defaultBundleSelections,
  groupedLinkedSkus,
  selectedCustomOptionValues,
  type BundleOptionSelection,
} from '#shared/domain/tax/index.ts';
import type { VariantChild } from '#shared/domain/variants.ts';
import { cartLineFor, type CartLineDraft, type CartLineOutcome } from './cart-line';
import type { CartItem } from './store';

/** What the shopper chose beyond a configurable's options. */
export interface ProductTypeChoice {
  /** Grouped: how many of each linked product, by sku (absent = 0). */
  quantities?: Readonly<Record<string, number>>;
  /** Bundle: the chosen link and quantity of each option (absent = the defaults). */
  bundle?: readonly BundleOptionSelection[];
  /** Custom options by option_id: a field's text, a value's option_type_id, a checkbox's comma-joined ids. */
  custom?: Readonly<Record<string, string>>;
}

type Labels = CartItem['options'];

/** The bundle's selections as the server cart takes them (contract §1.3: numbers). */
function bundleItemOptions(selections: readonly BundleOptionSelection[]) {
  return selections.map((selection) => ({
    option_id: Number(selection.option_id),
    option_qty: Number(selection.option_qty ?? 1),
    option_selections: selection.option_selections.map(Number),
  }));
}

/** «Сумка … × 1» for every chosen link, labelled by its option's title. */
function bundleLabels(
  options: readonly BundleOption[],
  selections: readonly BundleOptionSelection[],
  linked: ReadonlyMap<string, ProductDocument>,
): Labels {
  return selections.flatMap((selection) => {
    const option = options.find((o) => String(o.option_id) === String(selection.option_id));
    const link = option?.product_links.find((l) => String(l.id) === String(selection.option_selections[0]));
    if (!option || !link) return [];
    return [{ label: option.title, value: `${linked.get(link.sku)?.name ?? link.sku} × ${selection.option_qty ?? 1}` }];
  });
}

/** The chosen (non-empty) custom option values, in the product's option order. */
function chosenCustomOptions(options: readonly CustomOption[], custom: Readonly<Record<string, string>>) {
  return options.flatMap((option) => {
    const value = (custom[String(option.option_id)] ?? '').trim();
    return value === '' ? [] : [{ option, value }];
  });
}

/** Labels of the chosen custom options: a field's text, the titles of the chosen values. */
function customLabels(chosen: ReturnType<typeof chosenCustomOptions>): Labels {
  return chosen.map(({ option, value }) => {
    if (option.type === 'field' || option.type === 'area') return { label: option.title, value };
    const ids = new Set(value.split(','));
    const titles = (option.values ?? []).filter((v) => ids.has(String(v.option_type_id))).map((v) => v.title);
    return { label: option.title, value: titles.join(', ') };
  });
}

/** Grouped: a line per linked product with a quantity (issue 11: "grouped with two quantities → two lines"). */
function groupedLines(
  product: ProductDocument,
  linked: ReadonlyMap<string, ProductDocument>,
  quantities: Readonly<Record<string, number>>,
  now: number,
): CartLineOutcome {
  const lines: CartLineDraft[] = [];
  for (const sku of groupedLinkedSkus(product.product_links)) {
    const item = linked.get(sku);
    const qty = quantities[sku] ?? 0;
    if (!item || !(qty > 0)) continue;
    if (!item.stock.is_in_stock) return { kind: 'out-of-stock' };
    lines.push({
      sku: item.sku,
      parentSku: product.sku,
      name: item.name,
      qty,
      price: shelfPrice(item, now).current,
      ...netPriceField(shelfPrice(item, now)),
      image: item.image,
      type_id: item.type_id,
      options: [],
    });
  }
  return lines.length > 0 ? { kind: 'lines', lines } : { kind: 'choose-quantities' };
}

/**
 * The lines of a product page's choice, for every product type.
 * @param linked the products a grouped or bundle product links to, by sku (the page loads them).
 * @param qty the page's quantity (not used by grouped products: each linked product has its own).
 */
export function cartLinesFor(
  product: ProductDocument,
  selection: Readonly<Record<string, string>>,
  variant: VariantChild | undefined,
  qty: number,
  choice: ProductTypeChoice,
  linked: ReadonlyMap<string, ProductDocument>,
  now: number = Date.now(),
): CartLineOutcome {
  if (product.type_id === 'grouped') return groupedLines(product, linked, choice.quantities ?? {}, now);

  const customOptions = product.custom_options ?? [];
  const chosen = chosenCustomOptions(customOptions, choice.custom ?? {});
  const missingCustom = customOptions
    .filter((option) => option.is_require && !chosen.some((c) => c.option === option))
    .map((option) => option.title);

  let outcome: CartLineOutcome;
  let price: ReturnType<typeof shelfPrice>;
  if (product.type_id === 'bundle') {
    const options = product.bundle_options ?? [];
    const selections = choice.bundle ?? defaultBundleSelections(options);
    price = bundleShelfPrice(product, selections, now);
    outcome = product.stock.is_in_stock
      ? {
          kind: 'lines',
          lines: [
            {
              sku: product.sku,
              parentSku: product.sku,
              name: product.name,
              qty,
              price: price.current,
              ...netPriceField(price),
              image: product.image,
              type_id: product.type_id,
              options: bundleLabels(options, selections, linked),
              product_option: { extension_attributes: { bundle_options: bundleItemOptions(selections) } },
            },
          ],
        }
      : { kind: 'out-of-stock' };
  } else {
    outcome = cartLineFor(product, selection, variant, qty);
    price = shelfPrice(variant ? { ...product, ...variant } : product, now);
  }

  if (outcome.kind === 'choose-options')
    return { kind: 'choose-options', missing: [...outcome.missing, ...missingCustom] };
  if (outcome.kind !== 'lines') return outcome;
  if (missingCustom.length > 0) return { kind: 'choose-options', missing: missingCustom };
  if (chosen.length === 0) return outcome;

  const values = selectedCustomOptionValues(
    customOptions,
    chosen.map(({ option, value }) => ({ option_id: option.option_id, option_value: value })),
  );
  return {
    kind: 'lines',
    lines: outcome.lines.map((line) => ({
      ...line,
      price: withCustomOptions(price, values).current,
      ...netPriceField(withCustomOptions(price, values)),
      options: [...line.options, ...customLabels(chosen)],
      product_option: {
        extension_attributes: {
          ...line.product_option?.extension_attributes,
          custom_options: chosen.map(({ option, value }) => ({
            option_id: String(option.option_id),
            option_value: value,
          })),
        },
      },
    })),
  };
}
