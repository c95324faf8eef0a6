// The fixed query list of `npm run bench:precision` (issue 10 "Search quality on the platform", supplement
// §4): real shopper queries of every kind, each with the rule that says which products answer it. A rule
// reads the product's attributes, categories and Russian name (the same product has the same id, SKU and
// attributes in both store views, so English queries are judged by the same facts); relevant products
// are never hand-picked ids, so the rules keep judging correctly when the seed changes.
import { optionValue, type AttributeCode } from '#worker/platform/seed/attributes.ts';
import { BRANDS } from '#worker/platform/seed/vocabulary/brands.ts';
import { AGES, COLORS, GENDERS, MATERIALS, SEASONS, STYLES } from '#worker/platform/seed/vocabulary/options.ts';

export type QueryKind =
  | 'kind'
  | 'colour+kind'
  | 'material+kind'
  | 'gender+kind'
  | 'season+kind'
  | 'style+kind'
  | 'brand'
  | 'typo'
  | 'layout'
  | 'translit'
  | 'sku'
  | 'english';

/** What a rule may read of a product: its attribute option codes, leaf categories and Russian name. */
export interface ProductFacts {
  id: number;
  sku: string;
  /** SKUs of the configurable children. */
  childSkus: string[];
  /** Russian name, folded to lower case with ё → е. */
  name: string;
  /** Last url_path segment of each category: 'krossovki', 'sapogi', … (the same in both views). */
  categories: Set<string>;
  /** Colour codes of the product or of one of its in-stock children (issue 10: what «чёрные» must find). */
  colors: Set<string>;
  materials: Set<string>;
  season: string | null;
  style: string | null;
  gender: string | null;
  age: string | null;
  brand: string | null;
}

export interface PrecisionQuery {
  kind: QueryKind;
  store: 'ru' | 'en';
  text: string;
  /** The rule in words, for the table. */
  rule: string;
  relevant(product: ProductFacts): boolean;
}

/** Option value (as documents store it) → option code, per attribute. */
function reverse(code: AttributeCode, words: ReadonlyArray<{ code: string }>): Map<string, string> {
  return new Map(words.map((w) => [optionValue(code, w.code), w.code]));
}

const OPTION_CODES = {
  color: reverse('color', COLORS),
  material: reverse('material', MATERIALS),
  season: reverse('season', SEASONS),
  style: reverse('style', STYLES),
  gender: reverse('gender', GENDERS),
  age: reverse('age', AGES),
  brand: reverse('brand', BRANDS),
};

type Doc = Record<string, unknown>;

const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е');
const records = (value: unknown): Doc[] =>
  Array.isArray(value) ? value.filter((v): v is Doc => typeof v === 'object' && v !== null) : [];
const codeOf = (map: ReadonlyMap<string, string>, value: unknown): string | null =>
  value === undefined || value === null ? null : (map.get(String(value)) ?? null);
const inStock = (doc: Doc) => (doc.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true;

/** Facts of a product from its document in the ru view. */
export function productFacts(doc: Doc): ProductFacts {
  const children = records(doc.configurable_children);
  const colors = new Set<string>();
  const own = codeOf(OPTION_CODES.color, doc.color);
  if (own) colors.add(own);
  for (const child of children) {
    const color = codeOf(OPTION_CODES.color, child.color);
    if (color && inStock(child)) colors.add(color);
  }
  const materials = new Set<string>();
  for (const m of Array.isArray(doc.material) ? doc.material : []) {
    const code = codeOf(OPTION_CODES.material, m);
    if (code) materials.add(code);
  }
  return {
    id: Number(doc.id),
    sku: String(doc.sku),
    childSkus: children.map((c) => String(c.sku)),
    name: fold(String(doc.name ?? '')),
    categories: new Set(records(doc.category).map((c) => String(c.path).split('/').pop() ?? '')),
    colors,
    materials,
    season: codeOf(OPTION_CODES.season, doc.season),
    style: codeOf(OPTION_CODES.style, doc.style),
    gender: codeOf(OPTION_CODES.gender, doc.gender),
    age: codeOf(OPTION_CODES.age, doc.age),
    brand: codeOf(OPTION_CODES.brand, doc.brand),
  };
}

// Rule parts. Leaf categories by their url segment (supplement §2 leaves).
type Rule = (p: ProductFacts) => boolean;
const leaf =
  (...segments: string[]): Rule =>
  (p) =>
    segments.some((s) => p.categories.has(s));
const color =
  (...codes: string[]): Rule =>
  (p) =>
    codes.some((c) => p.colors.has(c));
/** The material attribute, or the name's modifier saying it («кожаные» ботинки of another material). */
const material =
  (code: string, nameStem: string): Rule =>
  (p) =>
    p.materials.has(code) || p.name.includes(nameStem);
const season =
  (code: string, nameStem?: string): Rule =>
  (p) =>
    p.season === code || (nameStem !== undefined && p.name.includes(nameStem));
const style =
  (code: string, nameStem: string): Rule =>
  (p) =>
    p.style === code || p.name.includes(nameStem);
const gender =
  (code: string): Rule =>
  (p) =>
    p.gender === code;
const kids: Rule = (p) => p.age === 'kids';
const brand =
  (code: string): Rule =>
  (p) =>
    p.brand === code;
const sku =
  (value: string): Rule =>
  (p) =>
    p.sku === value || p.childSkus.includes(value);
const all =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.every((r) => r(p));

const q = (kind: QueryKind, store: 'ru' | 'en', text: string, rule: string, relevant: Rule): PrecisionQuery => ({
  kind,
  store,
  text,
  rule,
  relevant,
});

/** The hero sneaker (layout FIXTURE_INDEX.hero) and one of its children: fixtures the UI tests use too. */
const HERO_SKU = 'SNK00012';
const HERO_CHILD_SKU = 'SNK00012-38-navy';

export const PRECISION_QUERIES: readonly PrecisionQuery[] = [
  q('kind', 'ru', 'кроссовки', 'category Кроссовки', leaf('krossovki')),
  q('kind', 'ru', 'платье', 'category Платья', leaf('platya')),
  q('kind', 'ru', 'куртки', 'category Куртки', leaf('kurtki')),
  q('kind', 'ru', 'рюкзак', 'category Рюкзаки', leaf('ryukzaki')),
  q('kind', 'ru', 'сумка', 'category Сумки', leaf('sumki')),
  q(
    'colour+kind',
    'ru',
    'чёрные кроссовки',
    'Кроссовки, black (itself or an in-stock child)',
    all(leaf('krossovki'), color('black')),
  ),
  q('colour+kind', 'ru', 'белые кеды', 'Кеды, white', all(leaf('kedy'), color('white'))),
  q(
    'colour+kind',
    'ru',
    'белая сумка',
    'Сумки, white (not the brand «Белая ночь»)',
    all(leaf('sumki'), color('white')),
  ),
  q('colour+kind', 'ru', 'красное платье', 'Платья, red', all(leaf('platya'), color('red'))),
  q('colour+kind', 'ru', 'синие джинсы', 'Джинсы, blue or navy', all(leaf('dzhinsy'), color('blue', 'navy'))),
  q('colour+kind', 'ru', 'бежевый свитер', 'Свитеры, beige', all(leaf('svitery'), color('beige'))),
  q(
    'material+kind',
    'ru',
    'кожаные ботинки',
    'Ботинки, leather (material or name)',
    all(leaf('botinki'), material('leather', 'кожан')),
  ),
  q('material+kind', 'ru', 'замшевые туфли', 'Туфли, suede', all(leaf('tufli'), material('suede', 'замш'))),
  q('material+kind', 'ru', 'шерстяной шарф', 'Шарфы, wool', all(leaf('sharfy'), material('wool', 'шерст'))),
  q('material+kind', 'ru', 'льняная рубашка', 'Рубашки, linen', all(leaf('rubashki'), material('linen', 'льнян'))),
  q('gender+kind', 'ru', 'мужские кроссовки', 'Кроссовки, gender men', all(leaf('krossovki'), gender('men'))),
  q('gender+kind', 'ru', 'женские ботинки', 'Ботинки, gender women', all(leaf('botinki'), gender('women'))),
  q('gender+kind', 'ru', 'детская куртка', 'Куртки, age kids', all(leaf('kurtki'), kids)),
  q(
    'season+kind',
    'ru',
    'зимние сапоги',
    'Сапоги, winter (season or name)',
    all(leaf('sapogi'), season('winter', 'зимн')),
  ),
  q(
    'season+kind',
    'ru',
    'летнее платье',
    'Платья, summer (season or name)',
    all(leaf('platya'), season('summer', 'летн')),
  ),
  q('season+kind', 'ru', 'зимняя куртка', 'Куртки, season winter', all(leaf('kurtki'), season('winter'))),
  q(
    'style+kind',
    'ru',
    'вечернее платье',
    'Платья, evening (style or name)',
    all(leaf('platya'), style('evening', 'вечерн')),
  ),
  q('brand', 'ru', 'Белая ночь', 'brand Белая ночь', brand('belaya-noch')),
  q('brand', 'ru', 'северный ветер', 'brand Северный ветер', brand('severnyi-veter')),
  q(
    'brand',
    'ru',
    'городской ритм куртка',
    'Куртки of brand Городской ритм',
    all(leaf('kurtki'), brand('gorodskoi-ritm')),
  ),
  q('typo', 'ru', 'кросовки', 'category Кроссовки', leaf('krossovki')),
  q('typo', 'ru', 'батинки', 'category Ботинки', leaf('botinki')),
  q('typo', 'ru', 'футбока', 'category Футболки', leaf('futbolki')),
  q('layout', 'ru', 'rhjccjdrb', 'category Кроссовки («кроссовки» on the QWERTY layout)', leaf('krossovki')),
  q('layout', 'ru', 'gkfnmt', 'category Платья («платье»)', leaf('platya')),
  q(
    'layout',
    'ru',
    'xthyst rhjccjdrb',
    'Кроссовки, black («черные кроссовки»)',
    all(leaf('krossovki'), color('black')),
  ),
  q('translit', 'ru', 'krossovki', 'category Кроссовки', leaf('krossovki')),
  q('translit', 'ru', 'kurtka', 'category Куртки', leaf('kurtki')),
  q('translit', 'ru', 'zimnie sapogi', 'Сапоги, winter', all(leaf('sapogi'), season('winter', 'зимн'))),
  q('sku', 'ru', HERO_SKU, `the product ${HERO_SKU}`, sku(HERO_SKU)),
  q('sku', 'ru', HERO_CHILD_SKU, `the parent of ${HERO_CHILD_SKU}`, sku(HERO_CHILD_SKU)),
  q('sku', 'ru', 'ытл00012', `${HERO_SKU} typed on the Russian layout`, sku(HERO_SKU)),
  q('english', 'en', 'sneakers', 'category Sneakers', leaf('krossovki')),
  q('english', 'en', 'black sneakers', 'Sneakers, black', all(leaf('krossovki'), color('black'))),
  q('english', 'en', 'leather jacket', 'Jackets, leather', all(leaf('kurtki'), material('leather', 'кожан'))),
  q('english', 'en', 'white canvas shoes', 'Canvas shoes, white', all(leaf('kedy'), color('white'))),
  q(
    'english',
    'en',
    "men's winter boots",
    'Boots or high boots, men, winter',
    all(leaf('botinki', 'sapogi'), gender('men'), season('winter', 'зимн')),
  ),
  q('english', 'en', 'ытуфлукы', 'Sneakers («sneakers» on the ЙЦУКЕН layout)', leaf('krossovki')),
];
