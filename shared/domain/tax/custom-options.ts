// Custom option price deltas (spec §4 "Prices"; VSF:core/modules/catalog/helpers/customOption.ts
// getCustomOptionValues + getCustomOptionPriceDelta, contract §4.2): a fixed value adds its price to
// both net and gross; a percent value adds that share of the product's price (net of the net price,
// gross of the gross price). Values count only with option_type_id > 0; a price of 0 is ignored.
// Issue 11 addition: a `field`/`area` option (a text, e.g. a monogram) has no values; its own price and
// price_type count once its text is not empty (Magento charges it; VSF found no value and added nothing).
import { roundMoney } from './round';
import { toNumber } from './numbers';

export interface CustomOptionValue {
  option_type_id: number;
  price: number;
  price_type: 'fixed' | 'percent';
}

/** `product_option.extension_attributes.custom_options[]`: a value id, or comma-joined ids for checkboxes. */
export interface CustomOptionSelection {
  option_id: number | string;
  option_value?: string | number | null;
}

export interface PriceDelta {
  price: number;
  price_incl_tax: number;
}

function toValue(raw: unknown): CustomOptionValue | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as Record<string, unknown>;
  const id = toNumber(value.option_type_id);
  const price = toNumber(value.price);
  const priceType = value.price_type;
  if (id === undefined || price === undefined || (priceType !== 'fixed' && priceType !== 'percent')) return undefined;
  return { option_type_id: id, price, price_type: priceType };
}

/** The values of `customOptions` (the product's `custom_options`) that the selections pick. */
export function selectedCustomOptionValues(
  customOptions: unknown,
  selections: readonly CustomOptionSelection[],
): CustomOptionValue[] {
  if (!Array.isArray(customOptions)) return [];
  const picked: CustomOptionValue[] = [];
  for (const selection of selections) {
    if (selection.option_value === null || selection.option_value === undefined || selection.option_value === '')
      continue;
    const option = customOptions.find(
      (o: unknown) =>
        typeof o === 'object' &&
        o !== null &&
        String((o as Record<string, unknown>).option_id) === String(selection.option_id),
    ) as Record<string, unknown> | undefined;
    if (!option) continue;
    if (option.type === 'field' || option.type === 'area') {
      const value = toValue({ ...option, option_type_id: option.option_id });
      if (value && value.option_type_id > 0 && String(selection.option_value).trim() !== '') picked.push(value);
      continue;
    }
    if (!Array.isArray(option.values)) continue;
    const ids = new Set(String(selection.option_value).split(','));
    for (const raw of option.values) {
      const value = toValue(raw);
      if (value && value.option_type_id > 0 && ids.has(String(value.option_type_id))) picked.push(value);
    }
  }
  return picked;
}

export function customOptionPriceDelta(
  values: readonly CustomOptionValue[],
  base: { price: number; price_incl_tax: number },
): PriceDelta {
  let net = 0;
  let incl = 0;
  for (const value of values) {
    if (value.option_type_id <= 0 || value.price === 0) continue;
    if (value.price_type === 'fixed') {
      net += value.price;
      incl += value.price;
    } else {
      net += (value.price / 100) * base.price;
      incl += (value.price / 100) * base.price_incl_tax;
    }
  }
  return { price: roundMoney(net), price_incl_tax: roundMoney(incl) };
}
