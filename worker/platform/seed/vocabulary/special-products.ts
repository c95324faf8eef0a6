// Names of the products that are not clothes: gift cards (virtual), care guides (downloadable),
// looks (grouped) and sets (bundle), supplement §2 "every product type appears".
import type { Localized } from './localized';

/** Gift card nominal values in roubles. */
export const GIFT_CARD_VALUES: readonly number[] = [1000, 2000, 3000, 5000, 10000, 15000];

/** «Руководство по уходу за …» topics, in the instrumental case the phrase needs. */
export const CARE_GUIDE_TOPICS: readonly Localized[] = [
  { ru: 'обувью из замши', en: 'suede shoes' },
  { ru: 'кожаной обувью', en: 'leather shoes' },
  { ru: 'шерстяными вещами', en: 'woollen clothing' },
  { ru: 'пуховыми куртками', en: 'down jackets' },
  { ru: 'джинсами', en: 'denim' },
  { ru: 'кашемиром', en: 'cashmere' },
];

export const LOOK_NAMES: readonly Localized[] = [
  { ru: 'Осенняя прогулка', en: 'Autumn walk' },
  { ru: 'Выходные за городом', en: 'Weekend out of town' },
  { ru: 'Городской день', en: 'City day' },
  { ru: 'Первый снег', en: 'First snow' },
  { ru: 'Вечер в театре', en: 'Evening at the theatre' },
];

export const BUNDLE_OPTION_TITLES = {
  bag: { ru: 'Сумка или рюкзак', en: 'Bag or backpack' },
  scarf: { ru: 'Шарф или шапка', en: 'Scarf or hat' },
} as const satisfies Record<string, Localized>;
