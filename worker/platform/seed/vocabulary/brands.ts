// The shop and its four fictional brands (supplement §2). Slugs are Latin and are the brand landing
// paths (/{slug} and /brand/{slug}); they must not collide with category url_paths or CMS identifiers.
import { SHOP_EMAIL, SHOP_SLUG as CONFIGURED_SHOP_SLUG } from '#shared/config/shop.ts';
import type { Localized } from './localized';

/** The fictional shop; its slug fills the `{product}` placeholder of the spec §2 CMS identifiers. */
export const SHOP = {
  name: { ru: 'Модный берег', en: 'Modny Bereg' } satisfies Localized,
  // One source with the routes of the CMS pages (shared/config/shop.ts).
  slug: CONFIGURED_SHOP_SLUG,
  phone: '+7 800 555-35-35',
  email: SHOP_EMAIL,
} as const;
export const SHOP_NAME = SHOP.name;
export const SHOP_SLUG = SHOP.slug;

export interface BrandWord {
  /** Brand document id and `brand` attribute option key. */
  code: string;
  name: Localized;
  slug: string;
  /** One line for the brand landing and product descriptions. */
  tagline: Localized;
  /** The two flagship brands have a special root category (breadcrumb label «Главная»). */
  hasRootCategory: boolean;
}

export const BRANDS: readonly BrandWord[] = [
  {
    code: 'severnyi-veter',
    name: { ru: 'Северный ветер', en: 'Severny Veter' },
    slug: 'severnyi-veter',
    tagline: {
      ru: 'Тёплая одежда и обувь для северного климата',
      en: 'Warm clothing and footwear for a northern climate',
    },
    hasRootCategory: true,
  },
  {
    code: 'lesnaya-tropa',
    name: { ru: 'Лесная тропа', en: 'Lesnaya Tropa' },
    slug: 'lesnaya-tropa',
    tagline: { ru: 'Удобные вещи для прогулок и путешествий', en: 'Comfortable things for walks and travel' },
    hasRootCategory: true,
  },
  {
    code: 'gorodskoi-ritm',
    name: { ru: 'Городской ритм', en: 'Gorodskoy Ritm' },
    slug: 'gorodskoi-ritm',
    tagline: { ru: 'Городская мода на каждый день', en: 'Everyday city fashion' },
    hasRootCategory: false,
  },
  {
    code: 'belaya-noch',
    name: { ru: 'Белая ночь', en: 'Belaya Noch' },
    slug: 'belaya-noch',
    tagline: { ru: 'Классика и вечерние образы', en: 'Classic and evening looks' },
    hasRootCategory: false,
  },
];

/** Model names appended to product names («… Северный ветер Аврора»), with their Latin spelling. */
export const MODELS: readonly Localized[] = [
  { ru: 'Аврора', en: 'Avrora' },
  { ru: 'Байкал', en: 'Baikal' },
  { ru: 'Вега', en: 'Vega' },
  { ru: 'Гроза', en: 'Groza' },
  { ru: 'Дюна', en: 'Dyuna' },
  { ru: 'Ирис', en: 'Iris' },
  { ru: 'Лада', en: 'Lada' },
  { ru: 'Мира', en: 'Mira' },
  { ru: 'Нева', en: 'Neva' },
  { ru: 'Орион', en: 'Orion' },
  { ru: 'Полярис', en: 'Polaris' },
  { ru: 'Сокол', en: 'Sokol' },
  { ru: 'Тайга', en: 'Taiga' },
  { ru: 'Урал', en: 'Ural' },
  { ru: 'Эльбрус', en: 'Elbrus' },
  { ru: 'Ясень', en: 'Yasen' },
];
