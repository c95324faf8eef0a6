// A small hand-written catalogue for the catalogue and url-map integration tests: 12 products (two of
// them configurable with children), 4 categories, a cms page, a cms block and an attribute, in both
// store views (ru names and urls in Russian transliteration, en in English). Ids are the same in both
// views, as a real multi-store index holds them.
import { indexDocument, type IndexedDocument } from '#worker/platform/storage/indexing.ts';
import { insertDocumentsSql } from '#worker/platform/storage/sql.ts';
import type { EntityType } from '#shared/contract/entities.ts';
import type { StoreCode } from '#shared/config/store-views.ts';

type Doc = Record<string, unknown>;

interface ProductSeed {
  id: number;
  ru: string;
  en: string;
  price: number;
  final: number;
  color?: number;
  size?: number;
  brand: string;
  categories: number[];
  visibility?: number;
  status?: number;
  created: string;
  children?: Array<{ id: number; color: number; size: number; special?: number }>;
}

/** Colors: 49 black, 50 blue, 51 brown, 58 red. Sizes: 167 S, 168 M, 169 L, 170 XL, 179 40, 180 42, 181 44. */
export const PRODUCT_SEEDS: readonly ProductSeed[] = [
  {
    id: 101,
    ru: 'Футболка базовая',
    en: 'Basic T-shirt',
    price: 1990,
    final: 1990,
    color: 49,
    size: 167,
    brand: 'nord',
    categories: [10, 11],
    created: '2024-01-05 10:00:00',
  },
  {
    id: 102,
    ru: 'Футболка полосатая',
    en: 'Striped T-shirt',
    price: 2490,
    final: 2490,
    color: 50,
    size: 168,
    brand: 'nord',
    categories: [10, 11],
    created: '2024-02-01 10:00:00',
  },
  {
    id: 103,
    ru: 'Рубашка льняная',
    en: 'Linen shirt',
    price: 5990,
    final: 4990,
    color: 51,
    size: 168,
    brand: 'linea',
    categories: [10, 11],
    created: '2024-03-10 10:00:00',
  },
  {
    id: 104,
    ru: 'Джинсы прямые',
    en: 'Straight jeans',
    price: 7990,
    final: 7990,
    color: 50,
    size: 169,
    brand: 'denim',
    categories: [10],
    created: '2024-04-15 10:00:00',
  },
  {
    id: 105,
    ru: 'Брюки чинос',
    en: 'Chinos',
    price: 6490,
    final: 6490,
    color: 51,
    size: 169,
    brand: 'linea',
    categories: [10],
    visibility: 2,
    created: '2024-05-20 10:00:00',
  },
  {
    id: 106,
    ru: 'Куртка демисезонная',
    en: 'Jacket',
    price: 15990,
    final: 14990,
    color: 49,
    size: 169,
    brand: 'nord',
    categories: [10],
    created: '2024-06-01 10:00:00',
  },
  {
    id: 107,
    ru: 'Пальто шерстяное',
    en: 'Wool coat',
    price: 24990,
    final: 24990,
    color: 49,
    size: 170,
    brand: 'linea',
    categories: [10],
    visibility: 3,
    created: '2024-07-07 10:00:00',
  },
  {
    id: 108,
    ru: 'Носки хлопковые',
    en: 'Cotton socks',
    price: 490,
    final: 490,
    color: 49,
    brand: 'nord',
    categories: [10],
    status: 2,
    created: '2024-08-08 10:00:00',
  },
  {
    id: 109,
    ru: 'Ремень кожаный',
    en: 'Leather belt',
    price: 2990,
    final: 2990,
    color: 51,
    brand: 'denim',
    categories: [10],
    visibility: 1,
    created: '2024-09-09 10:00:00',
  },
  {
    id: 200,
    ru: 'Кроссовки беговые',
    en: 'Running shoes',
    price: 12000,
    final: 9990,
    brand: 'stride',
    categories: [20, 21],
    created: '2024-10-01 10:00:00',
    children: [
      { id: 201, color: 49, size: 179, special: 9990 },
      { id: 202, color: 49, size: 180 },
      { id: 203, color: 58, size: 179 },
    ],
  },
  {
    id: 210,
    ru: 'Ботинки зимние',
    en: 'Winter boots',
    price: 18990,
    final: 18990,
    brand: 'stride',
    categories: [20],
    created: '2024-11-11 10:00:00',
    children: [
      { id: 211, color: 51, size: 180 },
      { id: 212, color: 51, size: 181 },
    ],
  },
  {
    id: 220,
    ru: 'Сандалии летние',
    en: 'Summer sandals',
    price: 3990,
    final: 3990,
    color: 58,
    size: 179,
    brand: 'stride',
    categories: [20],
    created: '2024-12-12 10:00:00',
  },
];

interface CategorySeed {
  id: number;
  parent: number;
  ru: string;
  en: string;
  ruPath: string;
  enPath: string;
  position: number;
  level: number;
}

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    id: 10,
    parent: 2,
    ru: 'Одежда',
    en: 'Clothing',
    ruPath: 'odezhda-10',
    enPath: 'clothing-10',
    position: 1,
    level: 2,
  },
  {
    id: 11,
    parent: 10,
    ru: 'Футболки и рубашки',
    en: 'Tops',
    ruPath: 'odezhda-10/futbolki-11',
    enPath: 'clothing-10/tops-11',
    position: 1,
    level: 3,
  },
  { id: 20, parent: 2, ru: 'Обувь', en: 'Shoes', ruPath: 'obuv-20', enPath: 'shoes-20', position: 2, level: 2 },
  {
    id: 21,
    parent: 20,
    ru: 'Кроссовки',
    en: 'Sneakers',
    ruPath: 'obuv-20/krossovki-21',
    enPath: 'shoes-20/sneakers-21',
    position: 1,
    level: 3,
  },
];

const slugOf = (name: string, id: number) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
const TRANSLIT_SLUGS: Record<number, string> = {
  101: 'futbolka-bazovaya',
  102: 'futbolka-polosataya',
  103: 'rubashka-lnyanaya',
  104: 'dzhinsy-pryamye',
  105: 'bryuki-chinos',
  106: 'kurtka',
  107: 'palto',
  108: 'noski',
  109: 'remen',
  200: 'krossovki-begovye',
  210: 'botinki-zimnie',
  220: 'sandalii',
};

function stock(id: number, inStock: boolean): Doc {
  return {
    item_id: id,
    product_id: id,
    stock_id: 1,
    qty: inStock ? 10 : 0,
    is_in_stock: inStock,
    is_qty_decimal: false,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    manage_stock: true,
    backorders: 0,
    low_stock_date: null,
  };
}

function productDoc(store: StoreCode, p: ProductSeed): Doc {
  const name = store === 'ru' ? p.ru : p.en;
  const slug = store === 'ru' ? `${TRANSLIT_SLUGS[p.id] ?? 'tovar'}-${p.id}` : slugOf(p.en, p.id);
  const categories = CATEGORY_SEEDS.filter((c) => p.categories.includes(c.id));
  const doc: Doc = {
    id: p.id,
    sku: `SKU-${p.id}`,
    name,
    type_id: p.children ? 'configurable' : 'simple',
    attribute_set_id: 11,
    status: p.status ?? 1,
    visibility: p.visibility ?? 4,
    price: p.price,
    final_price: p.final,
    special_price: p.final < p.price ? p.final : null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: '2',
    created_at: p.created,
    updated_at: p.created,
    url_key: slug,
    slug,
    url_path: `${store === 'ru' ? 'katalog' : 'catalog'}/${slug}.html`,
    image: `/p/${p.id}.jpg`,
    small_image: `/p/${p.id}.jpg`,
    thumbnail: `/p/${p.id}.jpg`,
    description: `<p>${name}</p>`,
    brand: p.brand,
    category_ids: p.categories.map(String),
    category: categories.map((c) => ({
      category_id: c.id,
      name: store === 'ru' ? c.ru : c.en,
      slug: `${c.id}`,
      path: store === 'ru' ? c.ruPath : c.enPath,
    })),
    stock: stock(p.id, p.id !== 109),
    media_gallery: [{ image: `/p/${p.id}.jpg`, pos: 1, typ: 'image', lab: null, vid: null }],
    sgn: `sig-${p.id}`,
  };
  if (p.color !== undefined) doc.color = p.color;
  if (p.size !== undefined) doc.size = p.size;
  if (p.children) {
    doc.color_options = [...new Set(p.children.map((c) => c.color))];
    doc.size_options = [...new Set(p.children.map((c) => c.size))];
    doc.configurable_children = p.children.map((c) => ({
      id: c.id,
      sku: `SKU-${p.id}-${c.color}-${c.size}`,
      name: `${name}-${c.size}`,
      status: 1,
      visibility: 1,
      price: p.price,
      special_price: c.special ?? null,
      tier_prices: [],
      color: String(c.color),
      size: String(c.size),
      image: `/p/${p.id}.jpg`,
      url_key: `${slug}-${c.id}`,
      tax_class_id: '2',
      sgn: `sig-${c.id}`,
    }));
  }
  return doc;
}

function categoryDoc(store: StoreCode, c: CategorySeed): Doc {
  const name = store === 'ru' ? c.ru : c.en;
  const urlPath = store === 'ru' ? c.ruPath : c.enPath;
  const slug = urlPath.split('/').at(-1) ?? urlPath;
  return {
    id: c.id,
    parent_id: c.parent,
    name,
    is_active: true,
    position: c.position,
    level: c.level,
    product_count: PRODUCT_SEEDS.filter((p) => p.categories.includes(c.id)).length,
    path: `1/2/${c.parent === 2 ? '' : `${c.parent}/`}${c.id}`,
    url_key: slug,
    url_path: urlPath,
    slug,
    include_in_menu: true,
    children_count: '0',
    children_data: [],
  };
}

function otherDocs(store: StoreCode): Array<[EntityType, Doc]> {
  const ru = store === 'ru';
  return [
    [
      'cms_page',
      {
        id: 5,
        identifier: 'about-us',
        title: ru ? 'О нас' : 'About us',
        content: '<p>…</p>',
        store_id: [0],
        active: true,
      },
    ],
    [
      'cms_block',
      {
        id: 1,
        identifier: 'footer-links',
        title: ru ? 'Ссылки в подвале' : 'Footer links',
        content: '<ul></ul>',
        active: true,
        type: 'cms_block',
        store_id: [0],
      },
    ],
    [
      'attribute',
      {
        attribute_id: 93,
        id: 93,
        attribute_code: 'color',
        frontend_input: 'select',
        default_frontend_label: ru ? 'Цвет' : 'Color',
        is_user_defined: true,
        is_visible: true,
        is_filterable: true,
        is_comparable: '0',
        options: [
          { label: ru ? 'Чёрный' : 'Black', value: '49' },
          { label: ru ? 'Синий' : 'Blue', value: '50' },
        ],
      },
    ],
  ];
}

export function fixtureDocuments(): IndexedDocument[] {
  const docs: IndexedDocument[] = [];
  for (const store of ['ru', 'en'] as const) {
    for (const p of PRODUCT_SEEDS) docs.push(indexDocument(store, 'product', productDoc(store, p)));
    for (const c of CATEGORY_SEEDS) docs.push(indexDocument(store, 'category', categoryDoc(store, c)));
    for (const [entity, doc] of otherDocs(store)) docs.push(indexDocument(store, entity, doc));
  }
  return docs;
}

/** Inserts the fixture catalogue; call from beforeAll of a workerd test file (storage is per file). */
export async function seedCatalogFixtures(db: D1Database): Promise<void> {
  const statements = insertDocumentsSql(fixtureDocuments());
  await db.batch(statements.map((s) => db.prepare(s)));
}
