// Custom options of the demo catalogue (issue 11 "Custom options: fixed and percent prices, option_type_id > 0
// only, a price of 0 ignored"; contract §4.2 customOption.ts; Magento `custom_options`). Regular bags get
// three: gift wrapping (checkbox, fixed prices, with a free value and a value whose option_type_id is 0 that
// never counts), a monogram (a text field with a fixed price) and the making time (a required drop-down, the
// express value a percent of the price). Bags that are components of looks and sets get none: Magento does
// not link products with required options into grouped or bundle products. Ids follow the product id, so
// both store views agree.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductPlan } from './product-plan';
import type { Localized } from './vocabulary/localized';

const TITLES = {
  wrapping: { ru: 'Подарочная упаковка', en: 'Gift wrapping' },
  box: { ru: 'Подарочная коробка', en: 'Gift box' },
  card: { ru: 'Открытка', en: 'Greeting card' },
  ribbon: { ru: 'Лента', en: 'Ribbon' },
  monogram: { ru: 'Монограмма (до 3 букв)', en: 'Monogram (up to 3 letters)' },
  making: { ru: 'Срок изготовления', en: 'Making time' },
  standard: { ru: 'Обычный, 3 дня', en: 'Standard, 3 days' },
  express: { ru: 'Срочный, 1 день', en: 'Express, 1 day' },
} as const satisfies Record<string, Localized>;

/** Prices of the options (roubles with tax, like every catalogue price; supplement §3). */
export const CUSTOM_OPTION_PRICES = { box: 300, monogram: 500, expressPercent: 10 } as const;

/** Whether a product gets custom options: the regular (not component) simple bags. */
export function hasCustomOptions(plan: ProductPlan): boolean {
  return plan.role === 'regular' && plan.type === 'simple' && plan.kind === 'bag';
}

/** The custom option fields of a product document (`has_options`/`required_options` as Magento names them). */
export function customOptionFields(plan: ProductPlan, store: StoreCode): Record<string, unknown> {
  if (!hasCustomOptions(plan)) return {};
  const optionId = (k: number) => plan.id * 10 + k;
  const valueId = (k: number, j: number) => plan.id * 100 + k * 10 + j;
  const value = (id: number, title: Localized, price: number, priceType: 'fixed' | 'percent', sort: number) => ({
    option_type_id: id,
    title: title[store],
    price,
    price_type: priceType,
    sort_order: sort,
  });
  return {
    has_options: '1',
    required_options: '1',
    custom_options: [
      {
        option_id: optionId(1),
        title: TITLES.wrapping[store],
        type: 'checkbox',
        is_require: false,
        sort_order: 1,
        values: [
          value(valueId(1, 1), TITLES.box, CUSTOM_OPTION_PRICES.box, 'fixed', 1),
          value(valueId(1, 2), TITLES.card, 0, 'fixed', 2),
          // option_type_id 0 never counts (contract §4.2): the storefront does not offer it.
          value(0, TITLES.ribbon, 150, 'fixed', 3),
        ],
      },
      {
        option_id: optionId(2),
        title: TITLES.monogram[store],
        type: 'field',
        is_require: false,
        sort_order: 2,
        price: CUSTOM_OPTION_PRICES.monogram,
        price_type: 'fixed',
        max_characters: 3,
      },
      {
        option_id: optionId(3),
        title: TITLES.making[store],
        type: 'drop_down',
        is_require: true,
        sort_order: 3,
        values: [
          value(valueId(3, 1), TITLES.standard, 0, 'fixed', 1),
          value(valueId(3, 2), TITLES.express, CUSTOM_OPTION_PRICES.expressPercent, 'percent', 2),
        ],
      },
    ],
  };
}
