// The shop's size charts (supplement §2 size scales; spec §3 size guide: brand, gender, age, productStyle,
// metaCollection; issue 10), written into the `size-guide` CMS page as tables whose data attributes say
// what each chart is for (the format of shared/domain/size-guide.ts). Sizes follow the seed's scales
// (./options.ts SIZE_SCALES): shoes RU 35-46 and 26-34, clothing RU 40-56, children's clothing by height.
// A measure is the body measurement in cm a size is made for.
import type { Localized } from './localized';

export interface SeedSizeColumn {
  label: Localized;
  sizeType?: string;
  measure?: string;
}

export interface SeedSizeChart {
  id: string;
  productStyle: 'shoes' | 'clothing';
  age: 'adult' | 'kids';
  genders: readonly string[];
  brand?: string;
  caption: Localized;
  columns: readonly SeedSizeColumn[];
  /** Cells as numbers or texts, one per column. */
  rows: ReadonlyArray<ReadonlyArray<number | string>>;
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const RU_SIZE: SeedSizeColumn = { label: { ru: 'Размер RU', en: 'RU size' }, sizeType: 'RU' };
const EU_SIZE: SeedSizeColumn = { label: { ru: 'Размер EU', en: 'EU size' }, sizeType: 'EU' };
const INT_SIZE: SeedSizeColumn = { label: { ru: 'Размер INT', en: 'INT size' }, sizeType: 'INT' };
const FOOT: SeedSizeColumn = { label: { ru: 'Длина стопы, см', en: 'Foot length, cm' }, measure: 'foot' };
const CHEST: SeedSizeColumn = { label: { ru: 'Обхват груди, см', en: 'Chest, cm' }, measure: 'chest' };
const WAIST: SeedSizeColumn = { label: { ru: 'Обхват талии, см', en: 'Waist, cm' }, measure: 'waist' };
const HIPS: SeedSizeColumn = { label: { ru: 'Обхват бёдер, см', en: 'Hips, cm' }, measure: 'hips' };
const HEIGHT: SeedSizeColumn = { label: { ru: 'Рост, см', en: 'Height, cm' }, measure: 'height' };

/** Shoe sizes: EU is RU + 1; the foot grows 0.5 cm a size. */
const shoeRows = (from: number, to: number, firstFoot: number) =>
  range(from, to).map((ru, i) => [ru, ru + 1, firstFoot + i * 0.5]);

const WOMEN_INT = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
const MEN_INT = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
const KIDS_AGE = ['2–3', '3–4', '4–5', '5–6', '6–7', '7–8', '8–9', '9–10', '10–11', '11–12'];
const KIDS_CHEST = [52, 54, 56, 58, 60, 64, 66, 68, 72, 76];

export const SIZE_CHARTS: readonly SeedSizeChart[] = [
  {
    id: 'shoes-adult',
    productStyle: 'shoes',
    age: 'adult',
    genders: ['women', 'men', 'unisex'],
    caption: { ru: 'Обувь для взрослых', en: 'Adult footwear' },
    columns: [RU_SIZE, EU_SIZE, FOOT],
    rows: shoeRows(35, 46, 22.5),
  },
  {
    // Winter boots with a thick lining: the brand's shoes run half a size small.
    id: 'shoes-adult-severnyi-veter',
    productStyle: 'shoes',
    age: 'adult',
    genders: ['women', 'men', 'unisex'],
    brand: 'severnyi-veter',
    caption: {
      ru: 'Обувь «Северный ветер» (маломерит на полразмера)',
      en: 'Severny Veter footwear (runs half a size small)',
    },
    columns: [RU_SIZE, EU_SIZE, FOOT],
    rows: shoeRows(35, 46, 22),
  },
  {
    id: 'shoes-kids',
    productStyle: 'shoes',
    age: 'kids',
    genders: [],
    caption: { ru: 'Детская обувь', en: 'Kids footwear' },
    columns: [RU_SIZE, EU_SIZE, FOOT],
    rows: shoeRows(26, 34, 16.5),
  },
  {
    id: 'clothing-women',
    productStyle: 'clothing',
    age: 'adult',
    genders: ['women'],
    caption: { ru: 'Женская одежда', en: "Women's clothing" },
    columns: [RU_SIZE, INT_SIZE, CHEST, WAIST, HIPS],
    rows: range(40, 56, 2).map((ru, i) => [ru, WOMEN_INT[i] ?? '', ru * 2, ru * 2 - 18, ru * 2 + 8]),
  },
  {
    // Unisex clothing is cut on the men's pattern.
    id: 'clothing-men',
    productStyle: 'clothing',
    age: 'adult',
    genders: ['men', 'unisex'],
    caption: { ru: 'Мужская одежда', en: "Men's clothing" },
    columns: [RU_SIZE, INT_SIZE, CHEST, WAIST],
    rows: range(44, 56, 2).map((ru, i) => [ru, MEN_INT[i] ?? '', ru * 2, ru * 2 - 12]),
  },
  {
    id: 'clothing-kids',
    productStyle: 'clothing',
    age: 'kids',
    genders: [],
    caption: { ru: 'Детская одежда (размер — рост)', en: "Kids' clothing (the size is the height)" },
    columns: [RU_SIZE, { label: { ru: 'Возраст, лет', en: 'Age, years' } }, HEIGHT, CHEST],
    rows: range(98, 152, 6).map((height, i) => [height, KIDS_AGE[i] ?? '', height, KIDS_CHEST[i] ?? 0]),
  },
];
