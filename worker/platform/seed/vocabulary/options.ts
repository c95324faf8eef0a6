// Option vocabularies of the descriptive attributes (supplement §2: brand, size, color, style,
// gender, age, material, season, new, sale). Codes are stable keys; option ids are assigned in
// attributes.ts from the order of these lists, so append, never reorder.
import type { Localized } from './localized';

/**
 * Other words shoppers type for an option (issue 10): indexed for text search with the option's label,
 * never shown. Mostly the adjective of a noun label («кожаные» ботинки for «Натуральная кожа», «зимние»
 * for «Зима»): the analyzer stems them apart (кожан / кож), so the label alone would not be found.
 */
export interface SearchForms {
  ru?: readonly string[];
  en?: readonly string[];
}

export interface ColorWord {
  /** Latin code used in child SKUs and image paths (`/product/sneakers/black/1.svg`). */
  code: string;
  label: Localized;
  /** Fill of the generated SVG illustration. */
  hex: string;
  forms?: SearchForms;
}

export const COLORS: readonly ColorWord[] = [
  { code: 'black', label: { ru: 'Чёрный', en: 'Black' }, hex: '#2b2b2e' },
  { code: 'white', label: { ru: 'Белый', en: 'White' }, hex: '#f4f4f0' },
  { code: 'beige', label: { ru: 'Бежевый', en: 'Beige' }, hex: '#d9c3a5' },
  { code: 'grey', label: { ru: 'Серый', en: 'Grey' }, hex: '#8d9096', forms: { en: ['gray'] } },
  { code: 'navy', label: { ru: 'Тёмно-синий', en: 'Navy' }, hex: '#27365c', forms: { en: ['dark blue'] } },
  { code: 'blue', label: { ru: 'Синий', en: 'Blue' }, hex: '#3f6fc4' },
  { code: 'red', label: { ru: 'Красный', en: 'Red' }, hex: '#c8373b' },
  { code: 'burgundy', label: { ru: 'Бордовый', en: 'Burgundy' }, hex: '#7a2234', forms: { ru: ['бордо'] } },
  { code: 'green', label: { ru: 'Зелёный', en: 'Green' }, hex: '#3f8a52' },
  { code: 'khaki', label: { ru: 'Хаки', en: 'Khaki' }, hex: '#8a8455' },
  { code: 'brown', label: { ru: 'Коричневый', en: 'Brown' }, hex: '#7b5034' },
  { code: 'pink', label: { ru: 'Розовый', en: 'Pink' }, hex: '#e6a3b8' },
  { code: 'yellow', label: { ru: 'Жёлтый', en: 'Yellow' }, hex: '#e8c547' },
];

export const COLOR_BY_CODE: ReadonlyMap<string, ColorWord> = new Map(COLORS.map((c) => [c.code, c]));

/** Size scales (supplement §2): shoes RU 35-46, clothing RU 40-56 and XS-XXL, children's sizes. */
export const SIZE_SCALES = {
  shoes: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  kidsShoes: ['26', '27', '28', '29', '30', '31', '32', '33', '34'],
  clothingRu: ['40', '42', '44', '46', '48', '50', '52', '54', '56'],
  letters: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  /** Children's clothing is sized by height in cm, as in Russian shops. */
  kidsHeight: ['98', '104', '110', '116', '122', '128', '134', '140', '146', '152'],
  /** Head circumference, cm. */
  hats: ['54', '55', '56', '57', '58', '59'],
  /** Belt length, cm. */
  belts: ['85', '90', '95', '100', '105', '110', '115', '120'],
} as const;
export type SizeScale = keyof typeof SIZE_SCALES;

/** One size option per distinct label: shoe 40 and clothing 40 share an option, as a filter expects. */
export const SIZE_LABELS: readonly string[] = [...new Set(Object.values(SIZE_SCALES).flat())];

export interface OptionWord {
  code: string;
  label: Localized;
  forms?: SearchForms;
}

export const MATERIALS: readonly OptionWord[] = [
  { code: 'leather', label: { ru: 'Натуральная кожа', en: 'Leather' }, forms: { ru: ['кожаный'] } },
  { code: 'suede', label: { ru: 'Замша', en: 'Suede' }, forms: { ru: ['замшевый'] } },
  { code: 'textile', label: { ru: 'Текстиль', en: 'Textile' }, forms: { ru: ['текстильный'] } },
  { code: 'cotton', label: { ru: 'Хлопок', en: 'Cotton' }, forms: { ru: ['хлопковый'] } },
  { code: 'wool', label: { ru: 'Шерсть', en: 'Wool' }, forms: { ru: ['шерстяной'], en: ['woollen'] } },
  { code: 'polyester', label: { ru: 'Полиэстер', en: 'Polyester' }, forms: { ru: ['полиэстеровый'] } },
  { code: 'denim', label: { ru: 'Деним', en: 'Denim' }, forms: { ru: ['джинсовый'] } },
  { code: 'linen', label: { ru: 'Лён', en: 'Linen' }, forms: { ru: ['льняной'] } },
  { code: 'cashmere', label: { ru: 'Кашемир', en: 'Cashmere' }, forms: { ru: ['кашемировый'] } },
  { code: 'faux-leather', label: { ru: 'Искусственная кожа', en: 'Faux leather' }, forms: { ru: ['экокожа'] } },
  { code: 'rubber', label: { ru: 'Резина', en: 'Rubber' }, forms: { ru: ['резиновый'] } },
];

export const STYLES: readonly OptionWord[] = [
  { code: 'casual', label: { ru: 'Повседневный', en: 'Casual' } },
  { code: 'sport', label: { ru: 'Спортивный', en: 'Sport' } },
  { code: 'classic', label: { ru: 'Классический', en: 'Classic' } },
  { code: 'business', label: { ru: 'Деловой', en: 'Business' } },
  { code: 'evening', label: { ru: 'Вечерний', en: 'Evening' } },
  { code: 'street', label: { ru: 'Уличный', en: 'Streetwear' }, forms: { en: ['street'] } },
];

export const SEASONS: readonly OptionWord[] = [
  { code: 'winter', label: { ru: 'Зима', en: 'Winter' }, forms: { ru: ['зимний'] } },
  { code: 'spring', label: { ru: 'Весна', en: 'Spring' }, forms: { ru: ['весенний'] } },
  { code: 'summer', label: { ru: 'Лето', en: 'Summer' }, forms: { ru: ['летний'] } },
  { code: 'autumn', label: { ru: 'Осень', en: 'Autumn' }, forms: { ru: ['осенний'], en: ['fall'] } },
  { code: 'all-season', label: { ru: 'Всесезонный', en: 'All season' } },
];

export const GENDERS: readonly OptionWord[] = [
  { code: 'women', label: { ru: 'Женский', en: 'Women' } },
  { code: 'men', label: { ru: 'Мужской', en: 'Men' } },
  { code: 'unisex', label: { ru: 'Унисекс', en: 'Unisex' } },
];

export const AGES: readonly OptionWord[] = [
  { code: 'adult', label: { ru: 'Взрослый', en: 'Adult' } },
  { code: 'kids', label: { ru: 'Детский', en: 'Kids' } },
];

/** Yes/no flags `new` and `sale`: option values are '0' and '1' (contract §3.2: "new":"1"). */
export const FLAG_OPTIONS: readonly { value: '0' | '1'; label: Localized }[] = [
  { value: '0', label: { ru: 'Нет', en: 'No' } },
  { value: '1', label: { ru: 'Да', en: 'Yes' } },
];
