// Attribute documents (contract §3.5) and the option ids products refer to. Colour 93 and size 142
// are the ids of the original demo (contract §3.2); option ids are fixed ranges per attribute so
// that they never shift when a vocabulary list grows at its end.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Localized } from './vocabulary/localized';
import { BRANDS } from './vocabulary/brands';
import {
  AGES,
  COLORS,
  FLAG_OPTIONS,
  GENDERS,
  MATERIALS,
  SEASONS,
  SIZE_LABELS,
  STYLES,
  type OptionWord,
  type SearchForms,
} from './vocabulary/options';

export const ATTRIBUTE_CODES = [
  'brand',
  'size',
  'color',
  'style',
  'gender',
  'age',
  'material',
  'season',
  'new',
  'sale',
] as const;
export type AttributeCode = (typeof ATTRIBUTE_CODES)[number];

export const ATTRIBUTE_IDS: Readonly<Record<AttributeCode, number>> = {
  brand: 83,
  color: 93,
  size: 142,
  style: 150,
  gender: 151,
  age: 152,
  material: 153,
  season: 154,
  new: 155,
  sale: 156,
};

const LABELS: Readonly<Record<AttributeCode, Localized>> = {
  brand: { ru: 'Бренд', en: 'Brand' },
  size: { ru: 'Размер', en: 'Size' },
  color: { ru: 'Цвет', en: 'Color' },
  style: { ru: 'Стиль', en: 'Style' },
  gender: { ru: 'Пол', en: 'Gender' },
  age: { ru: 'Возраст', en: 'Age' },
  material: { ru: 'Материал', en: 'Material' },
  season: { ru: 'Сезон', en: 'Season' },
  new: { ru: 'Новинка', en: 'New' },
  sale: { ru: 'Распродажа', en: 'Sale' },
};

interface AttributeOption {
  /** Stable key: colour code, size label, brand code, ... */
  key: string;
  value: string;
  label: Localized;
  forms?: SearchForms;
}

function ranged(first: number, words: readonly OptionWord[]): AttributeOption[] {
  return words.map((w, i) => ({ key: w.code, value: String(first + i), label: w.label, forms: w.forms }));
}

/** Option lists per attribute; `value` is the option id as the index stores it (a string). */
const OPTIONS: Readonly<Record<AttributeCode, readonly AttributeOption[]>> = {
  color: COLORS.map((c, i) => ({ key: c.code, value: String(49 + i), label: c.label, forms: c.forms })),
  size: SIZE_LABELS.map((s, i) => ({ key: s, value: String(167 + i), label: { ru: s, en: s } })),
  brand: BRANDS.map((b, i) => ({ key: b.code, value: String(220 + i), label: b.name })),
  style: ranged(230, STYLES),
  gender: ranged(240, GENDERS),
  age: ranged(245, AGES),
  material: ranged(250, MATERIALS),
  season: ranged(270, SEASONS),
  new: FLAG_OPTIONS.map((f) => ({ key: f.value, value: f.value, label: f.label })),
  sale: FLAG_OPTIONS.map((f) => ({ key: f.value, value: f.value, label: f.label })),
};

const OPTION_INDEX = new Map<string, AttributeOption>();
for (const code of ATTRIBUTE_CODES) for (const o of OPTIONS[code]) OPTION_INDEX.set(`${code}:${o.key}`, o);

function option(code: AttributeCode, key: string): AttributeOption {
  const found = OPTION_INDEX.get(`${code}:${key}`);
  if (!found) throw new Error(`No ${code} option '${key}' in the seed vocabulary`);
  return found;
}

/** Option id as stored on products and children (a string, contract §3.2: "color":"53"). */
export function optionValue(code: AttributeCode, key: string): string {
  return option(code, key).value;
}

/** Option id as a number (parent `color_options`, configurable `value_index`). */
export function optionId(code: AttributeCode, key: string): number {
  return Number(option(code, key).value);
}

export function optionLabel(code: AttributeCode, key: string, store: StoreCode): string {
  return option(code, key).label[store];
}

/** The option's label and the other words shoppers type for it (text search, issue 10). */
export function optionSearchWords(code: AttributeCode, key: string, store: StoreCode): string[] {
  const found = option(code, key);
  return [found.label[store], ...(found.forms?.[store] ?? [])];
}

export function attributeLabel(code: AttributeCode, store: StoreCode): string {
  return LABELS[code][store];
}

/** Attribute document of contract §3.5: option values are strings, the first option is blank. */
export function attributeDocument(code: AttributeCode, store: StoreCode): Record<string, unknown> {
  const id = ATTRIBUTE_IDS[code];
  const isFlag = code === 'new' || code === 'sale';
  return {
    attribute_id: id,
    id,
    attribute_code: code,
    frontend_input: code === 'material' ? 'multiselect' : isFlag ? 'boolean' : 'select',
    default_frontend_label: LABELS[code][store],
    frontend_labels: null,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: '1',
    is_filterable: true,
    is_comparable: '1',
    used_in_product_listing: '1',
    scope: 'global',
    entity_type_id: '4',
    backend_type: code === 'material' ? 'varchar' : 'int',
    default_value: '',
    position: ATTRIBUTE_CODES.indexOf(code),
    options: [{ label: ' ', value: '' }, ...OPTIONS[code].map((o) => ({ label: o.label[store], value: o.value }))],
  };
}

export function attributeDocuments(store: StoreCode): Record<string, unknown>[] {
  return ATTRIBUTE_CODES.map((code) => attributeDocument(code, store));
}
