// Product kinds of the demo catalogue: what a product is, how it is named in both languages, how it
// is sized, priced and drawn. Leaf categories are kinds per audience (supplement §2).
import type { Localized } from './localized';
import type { SizeScale } from './options';

/** Grammatical form the Russian adjectives agree with: plural (кроссовки), masculine, feminine, neuter. */
export type RuForm = 'pl' | 'm' | 'f' | 'n';

export type KindGroup = 'shoes' | 'clothing' | 'accessories';

/** Drawings the image renderer knows (worker/platform/images). */
export const IMAGE_KINDS = [
  'sneakers',
  'shoes',
  'boots',
  'sandals',
  'dress',
  'jacket',
  'jeans',
  'trousers',
  'tshirt',
  'sweater',
  'shirt',
  'bag',
  'backpack',
  'scarf',
  'hat',
  'belt',
  'giftcard',
  'document',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ProductKind {
  code: string;
  /** Three letters that start the SKU: SNK00016. */
  skuCode: string;
  group: KindGroup;
  /** Leaf category name (plural). */
  category: Localized;
  /** Noun that starts a Russian name / ends an English name. */
  noun: Localized;
  ruForm: RuForm;
  /** Modifiers already agreeing with `ruForm`: «беговые» / 'running'. */
  modifiers: readonly Localized[];
  image: ImageKind;
  /** Size scale for adults and for children; null = sold without sizes (a simple product). */
  sizes: { adult: SizeScale; kids: SizeScale } | null;
  /** Shelf price range in roubles, tax included (supplement §3). */
  price: readonly [number, number];
  materials: readonly string[];
  styles: readonly string[];
  seasons: readonly string[];
}

const kind = (k: ProductKind) => k;

export const KINDS = {
  sneakers: kind({
    code: 'sneakers',
    skuCode: 'SNK',
    group: 'shoes',
    image: 'sneakers',
    ruForm: 'pl',
    category: { ru: 'Кроссовки', en: 'Sneakers' },
    noun: { ru: 'Кроссовки', en: 'sneakers' },
    modifiers: [
      { ru: 'беговые', en: 'running' },
      { ru: 'повседневные', en: 'casual' },
      { ru: 'кожаные', en: 'leather' },
      { ru: 'сетчатые', en: 'mesh' },
      { ru: 'на платформе', en: 'platform' },
      { ru: 'баскетбольные', en: 'basketball' },
    ],
    sizes: { adult: 'shoes', kids: 'kidsShoes' },
    price: [2990, 14990],
    materials: ['textile', 'leather', 'suede', 'faux-leather'],
    styles: ['sport', 'casual', 'street'],
    seasons: ['spring', 'summer', 'autumn', 'all-season'],
  }),
  boots: kind({
    code: 'boots',
    skuCode: 'BTS',
    group: 'shoes',
    image: 'boots',
    ruForm: 'pl',
    category: { ru: 'Ботинки', en: 'Boots' },
    noun: { ru: 'Ботинки', en: 'boots' },
    modifiers: [
      { ru: 'утеплённые', en: 'insulated' },
      { ru: 'кожаные', en: 'leather' },
      { ru: 'замшевые', en: 'suede' },
      { ru: 'трекинговые', en: 'hiking' },
      { ru: 'на шнуровке', en: 'lace-up' },
    ],
    sizes: { adult: 'shoes', kids: 'kidsShoes' },
    price: [4990, 19990],
    materials: ['leather', 'suede', 'textile', 'wool'],
    styles: ['casual', 'classic', 'street'],
    seasons: ['winter', 'autumn'],
  }),
  shoes: kind({
    code: 'shoes',
    skuCode: 'SHO',
    group: 'shoes',
    image: 'shoes',
    ruForm: 'pl',
    category: { ru: 'Туфли', en: 'Dress shoes' },
    noun: { ru: 'Туфли', en: 'shoes' },
    modifiers: [
      { ru: 'классические', en: 'classic' },
      { ru: 'лаковые', en: 'patent' },
      { ru: 'на каблуке', en: 'heeled' },
      { ru: 'лодочки', en: 'pump' },
      { ru: 'замшевые', en: 'suede' },
    ],
    sizes: { adult: 'shoes', kids: 'kidsShoes' },
    price: [3990, 16990],
    materials: ['leather', 'suede', 'faux-leather'],
    styles: ['classic', 'business', 'evening'],
    seasons: ['spring', 'summer', 'autumn', 'all-season'],
  }),
  highBoots: kind({
    code: 'high-boots',
    skuCode: 'HBT',
    group: 'shoes',
    image: 'boots',
    ruForm: 'pl',
    category: { ru: 'Сапоги', en: 'High boots' },
    noun: { ru: 'Сапоги', en: 'high boots' },
    modifiers: [
      { ru: 'зимние', en: 'winter' },
      { ru: 'резиновые', en: 'rubber' },
      { ru: 'ботфорты', en: 'over-the-knee' },
      { ru: 'на меху', en: 'fur-lined' },
    ],
    sizes: { adult: 'shoes', kids: 'kidsShoes' },
    price: [5990, 24990],
    materials: ['leather', 'suede', 'rubber', 'wool'],
    styles: ['classic', 'casual'],
    seasons: ['winter', 'autumn'],
  }),
  canvasShoes: kind({
    code: 'canvas-shoes',
    skuCode: 'KED',
    group: 'shoes',
    image: 'sneakers',
    ruForm: 'pl',
    category: { ru: 'Кеды', en: 'Canvas shoes' },
    noun: { ru: 'Кеды', en: 'canvas shoes' },
    modifiers: [
      { ru: 'высокие', en: 'high-top' },
      { ru: 'низкие', en: 'low-top' },
      { ru: 'слипоны', en: 'slip-on' },
    ],
    sizes: { adult: 'shoes', kids: 'kidsShoes' },
    price: [1990, 7990],
    materials: ['textile', 'cotton', 'leather'],
    styles: ['casual', 'street'],
    seasons: ['spring', 'summer'],
  }),
  sandals: kind({
    code: 'sandals',
    skuCode: 'SND',
    group: 'shoes',
    image: 'sandals',
    ruForm: 'pl',
    category: { ru: 'Сандалии', en: 'Sandals' },
    noun: { ru: 'Сандалии', en: 'sandals' },
    modifiers: [
      { ru: 'летние', en: 'summer' },
      { ru: 'кожаные', en: 'leather' },
      { ru: 'спортивные', en: 'sport' },
    ],
    sizes: { adult: 'shoes', kids: 'kidsShoes' },
    price: [1990, 8990],
    materials: ['leather', 'textile', 'rubber'],
    styles: ['casual', 'sport'],
    seasons: ['summer'],
  }),
  dress: kind({
    code: 'dress',
    skuCode: 'DRS',
    group: 'clothing',
    image: 'dress',
    ruForm: 'n',
    category: { ru: 'Платья', en: 'Dresses' },
    noun: { ru: 'Платье', en: 'dress' },
    modifiers: [
      { ru: 'вечернее', en: 'evening' },
      { ru: 'летнее', en: 'summer' },
      { ru: 'трикотажное', en: 'knitted' },
      { ru: 'миди', en: 'midi' },
      { ru: 'льняное', en: 'linen' },
    ],
    sizes: { adult: 'clothingRu', kids: 'kidsHeight' },
    price: [2990, 17990],
    materials: ['cotton', 'linen', 'polyester', 'wool'],
    styles: ['casual', 'evening', 'classic'],
    seasons: ['spring', 'summer', 'all-season'],
  }),
  jacket: kind({
    code: 'jacket',
    skuCode: 'JKT',
    group: 'clothing',
    image: 'jacket',
    ruForm: 'f',
    category: { ru: 'Куртки', en: 'Jackets' },
    noun: { ru: 'Куртка', en: 'jacket' },
    modifiers: [
      { ru: 'пуховая', en: 'down' },
      { ru: 'демисезонная', en: 'mid-season' },
      { ru: 'кожаная', en: 'leather' },
      { ru: 'стёганая', en: 'quilted' },
      { ru: 'ветровка', en: 'windbreaker' },
    ],
    sizes: { adult: 'letters', kids: 'kidsHeight' },
    price: [5990, 29990],
    materials: ['polyester', 'leather', 'faux-leather', 'cotton'],
    styles: ['casual', 'sport', 'street'],
    seasons: ['winter', 'autumn', 'spring'],
  }),
  jeans: kind({
    code: 'jeans',
    skuCode: 'JNS',
    group: 'clothing',
    image: 'jeans',
    ruForm: 'pl',
    category: { ru: 'Джинсы', en: 'Jeans' },
    noun: { ru: 'Джинсы', en: 'jeans' },
    modifiers: [
      { ru: 'прямые', en: 'straight' },
      { ru: 'скинни', en: 'skinny' },
      { ru: 'широкие', en: 'wide-leg' },
    ],
    sizes: { adult: 'clothingRu', kids: 'kidsHeight' },
    price: [2990, 9990],
    materials: ['denim', 'cotton'],
    styles: ['casual', 'street'],
    seasons: ['all-season'],
  }),
  tshirt: kind({
    code: 'tshirt',
    skuCode: 'TSH',
    group: 'clothing',
    image: 'tshirt',
    ruForm: 'f',
    category: { ru: 'Футболки', en: 'T-shirts' },
    noun: { ru: 'Футболка', en: 't-shirt' },
    modifiers: [
      { ru: 'базовая', en: 'basic' },
      { ru: 'оверсайз', en: 'oversized' },
      { ru: 'с принтом', en: 'print' },
    ],
    sizes: { adult: 'letters', kids: 'kidsHeight' },
    price: [990, 3990],
    materials: ['cotton', 'linen', 'polyester'],
    styles: ['casual', 'sport', 'street'],
    seasons: ['summer', 'all-season'],
  }),
  sweater: kind({
    code: 'sweater',
    skuCode: 'SWT',
    group: 'clothing',
    image: 'sweater',
    ruForm: 'm',
    category: { ru: 'Свитеры', en: 'Sweaters' },
    noun: { ru: 'Свитер', en: 'sweater' },
    modifiers: [
      { ru: 'вязаный', en: 'knitted' },
      { ru: 'кашемировый', en: 'cashmere' },
      { ru: 'с горлом', en: 'turtleneck' },
    ],
    sizes: { adult: 'letters', kids: 'kidsHeight' },
    price: [2990, 14990],
    materials: ['wool', 'cashmere', 'cotton'],
    styles: ['casual', 'classic'],
    seasons: ['winter', 'autumn'],
  }),
  trousers: kind({
    code: 'trousers',
    skuCode: 'TRS',
    group: 'clothing',
    image: 'trousers',
    ruForm: 'pl',
    category: { ru: 'Брюки', en: 'Trousers' },
    noun: { ru: 'Брюки', en: 'trousers' },
    modifiers: [
      { ru: 'классические', en: 'classic' },
      { ru: 'карго', en: 'cargo' },
      { ru: 'спортивные', en: 'track' },
    ],
    sizes: { adult: 'clothingRu', kids: 'kidsHeight' },
    price: [2490, 11990],
    materials: ['cotton', 'wool', 'polyester', 'linen'],
    styles: ['classic', 'business', 'sport', 'casual'],
    seasons: ['all-season', 'spring', 'autumn'],
  }),
  shirt: kind({
    code: 'shirt',
    skuCode: 'SRT',
    group: 'clothing',
    image: 'shirt',
    ruForm: 'f',
    category: { ru: 'Рубашки', en: 'Shirts' },
    noun: { ru: 'Рубашка', en: 'shirt' },
    modifiers: [
      { ru: 'оксфорд', en: 'oxford' },
      { ru: 'льняная', en: 'linen' },
      { ru: 'в клетку', en: 'checked' },
    ],
    sizes: { adult: 'letters', kids: 'kidsHeight' },
    price: [1990, 7990],
    materials: ['cotton', 'linen'],
    styles: ['classic', 'business', 'casual'],
    seasons: ['all-season', 'summer'],
  }),
  bag: kind({
    code: 'bag',
    skuCode: 'BAG',
    group: 'accessories',
    image: 'bag',
    ruForm: 'f',
    category: { ru: 'Сумки', en: 'Bags' },
    noun: { ru: 'Сумка', en: 'bag' },
    modifiers: [
      { ru: 'кожаная', en: 'leather' },
      { ru: 'через плечо', en: 'crossbody' },
      { ru: 'шопер', en: 'tote' },
    ],
    sizes: null,
    price: [2990, 19990],
    materials: ['leather', 'faux-leather', 'textile'],
    styles: ['casual', 'classic', 'business'],
    seasons: ['all-season'],
  }),
  backpack: kind({
    code: 'backpack',
    skuCode: 'BPK',
    group: 'accessories',
    image: 'backpack',
    ruForm: 'm',
    category: { ru: 'Рюкзаки', en: 'Backpacks' },
    noun: { ru: 'Рюкзак', en: 'backpack' },
    modifiers: [
      { ru: 'городской', en: 'city' },
      { ru: 'туристический', en: 'hiking' },
      { ru: 'школьный', en: 'school' },
    ],
    sizes: null,
    price: [1990, 12990],
    materials: ['textile', 'polyester', 'leather'],
    styles: ['casual', 'sport', 'street'],
    seasons: ['all-season'],
  }),
  scarf: kind({
    code: 'scarf',
    skuCode: 'SCF',
    group: 'accessories',
    image: 'scarf',
    ruForm: 'm',
    category: { ru: 'Шарфы', en: 'Scarves' },
    noun: { ru: 'Шарф', en: 'scarf' },
    modifiers: [
      { ru: 'шерстяной', en: 'wool' },
      { ru: 'кашемировый', en: 'cashmere' },
      { ru: 'вязаный', en: 'knitted' },
    ],
    sizes: null,
    price: [990, 6990],
    materials: ['wool', 'cashmere', 'cotton'],
    styles: ['casual', 'classic'],
    seasons: ['winter', 'autumn'],
  }),
  hat: kind({
    code: 'hat',
    skuCode: 'HAT',
    group: 'accessories',
    image: 'hat',
    ruForm: 'f',
    category: { ru: 'Шапки', en: 'Hats' },
    noun: { ru: 'Шапка', en: 'hat' },
    modifiers: [
      { ru: 'вязаная', en: 'knitted' },
      { ru: 'с помпоном', en: 'bobble' },
      { ru: 'флисовая', en: 'fleece' },
    ],
    sizes: { adult: 'hats', kids: 'hats' },
    price: [990, 4990],
    materials: ['wool', 'cotton', 'polyester'],
    styles: ['casual', 'sport'],
    seasons: ['winter', 'autumn'],
  }),
  belt: kind({
    code: 'belt',
    skuCode: 'BLT',
    group: 'accessories',
    image: 'belt',
    ruForm: 'm',
    category: { ru: 'Ремни', en: 'Belts' },
    noun: { ru: 'Ремень', en: 'belt' },
    modifiers: [
      { ru: 'кожаный', en: 'leather' },
      { ru: 'классический', en: 'classic' },
      { ru: 'плетёный', en: 'braided' },
    ],
    sizes: { adult: 'belts', kids: 'belts' },
    price: [990, 5990],
    materials: ['leather', 'faux-leather', 'textile'],
    styles: ['classic', 'business', 'casual'],
    seasons: ['all-season'],
  }),
} as const satisfies Record<string, ProductKind>;
export type KindKey = keyof typeof KINDS;

export interface Audience {
  code: 'women' | 'men' | 'kids';
  category: Localized;
  /** Gender adjective per Russian form, and the English possessive. */
  adjective: Record<RuForm, string> & { en: string };
  gender: 'women' | 'men' | 'unisex';
  age: 'adult' | 'kids';
  /** Leaf categories under Обувь, Одежда, Аксессуары (3-6 each). */
  leaves: Record<KindGroup, readonly KindKey[]>;
}

export const AUDIENCES: readonly Audience[] = [
  {
    code: 'women',
    category: { ru: 'Женщинам', en: 'Women' },
    gender: 'women',
    age: 'adult',
    adjective: { pl: 'женские', m: 'женский', f: 'женская', n: 'женское', en: "Women's" },
    leaves: {
      shoes: ['sneakers', 'boots', 'shoes', 'highBoots', 'canvasShoes', 'sandals'],
      clothing: ['dress', 'jacket', 'jeans', 'tshirt', 'sweater', 'trousers'],
      accessories: ['bag', 'scarf', 'hat', 'belt'],
    },
  },
  {
    code: 'men',
    category: { ru: 'Мужчинам', en: 'Men' },
    gender: 'men',
    age: 'adult',
    adjective: { pl: 'мужские', m: 'мужской', f: 'мужская', n: 'мужское', en: "Men's" },
    leaves: {
      shoes: ['sneakers', 'boots', 'shoes', 'canvasShoes', 'sandals'],
      clothing: ['jacket', 'jeans', 'tshirt', 'sweater', 'trousers', 'shirt'],
      accessories: ['bag', 'backpack', 'belt', 'hat', 'scarf'],
    },
  },
  {
    code: 'kids',
    category: { ru: 'Детям', en: 'Kids' },
    gender: 'unisex',
    age: 'kids',
    adjective: { pl: 'детские', m: 'детский', f: 'детская', n: 'детское', en: "Kids'" },
    leaves: {
      shoes: ['sneakers', 'boots', 'highBoots', 'sandals'],
      clothing: ['jacket', 'tshirt', 'jeans', 'dress', 'sweater'],
      accessories: ['hat', 'scarf', 'backpack'],
    },
  },
];

export const GROUP_NAMES: Readonly<Record<KindGroup, Localized>> = {
  shoes: { ru: 'Обувь', en: 'Shoes' },
  clothing: { ru: 'Одежда', en: 'Clothing' },
  accessories: { ru: 'Аксессуары', en: 'Accessories' },
};
export const GROUP_ORDER: readonly KindGroup[] = ['shoes', 'clothing', 'accessories'];
