// The demo catalogue generator (supplement §2): determinism, volume, every product type and rule
// the storefront exercises, and documents that pass the shared contract schemas.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeDocumentSchema, categoryDocumentSchema, productDocumentSchema } from '#shared/contract/entities.ts';
import {
  BRANDS,
  CMS_IDENTIFIERS,
  SHOP_SLUG,
  SPECIAL_PRICE_WINDOWS,
  STATIC_PAGE_IDENTIFIERS,
  generateCatalog,
  type Catalog,
  type SeedDocument,
} from '#worker/platform/seed/index.ts';

type Doc = Record<string, unknown>;
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const of = (catalog: Catalog, store: 'ru' | 'en', entity: SeedDocument['entity']): Doc[] =>
  catalog.documents.filter((d) => d.store === store && d.entity === entity).map((d) => d.doc);
const children = (p: Doc) => (p.configurable_children ?? []) as Doc[];
const stockOf = (d: Doc) => d.stock as { qty: number; is_in_stock: boolean };

let catalog: Catalog;
let ru: Doc[];
let en: Doc[];

beforeAll(() => {
  catalog = generateCatalog({ seed: 1, scale: 1 });
  ru = of(catalog, 'ru', 'product');
  en = of(catalog, 'en', 'product');
});

describe('determinism', () => {
  it('gives byte-identical documents for the same seed and scale', () => {
    expect(sha256(generateCatalog({ seed: 1, scale: 1 }).documents)).toBe(sha256(catalog.documents));
  });

  it('gives different data for a different seed', () => {
    const other = generateCatalog({ seed: 2, scale: 1 });
    expect(sha256(other.documents)).not.toBe(sha256(catalog.documents));
    expect(of(other, 'ru', 'product').map((p) => p.name)).not.toEqual(ru.map((p) => p.name));
  });
});

describe('volume and store views', () => {
  it('has at least 2,000 visible parent products per store view, the same ids and SKUs in both', () => {
    // Visible: enabled (status 1) and shown in the catalogue, search or both (visibility 2, 3, 4). Disabled
    // and hidden products come on top (issue 10: they used to be counted, leaving 1,993).
    for (const products of [ru, en]) {
      expect(products.filter((p) => p.status === 1 && p.visibility !== 1).length).toBeGreaterThanOrEqual(2000);
    }
    expect(en.map((p) => [p.id, p.sku])).toEqual(ru.map((p) => [p.id, p.sku]));
    expect(en.map((p) => children(p).map((c) => c.sku))).toEqual(ru.map((p) => children(p).map((c) => c.sku)));
  });

  it('gives every product a name of its own in each store view (issue 10), hence its own url key', () => {
    for (const products of [ru, en]) {
      const names = products.map((p) => String(p.name));
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
    expect(new Set(ru.map((p) => p.url_key)).size).toBe(ru.length);
    // The first product of a name keeps it; a later one is told apart by a number.
    expect(ru.map((p) => String(p.name))).toContain('Руководство по уходу за джинсами, выпуск 2 (PDF)');
  });

  it('translates names but keeps url keys, slugs and url paths identical', () => {
    ru.forEach((p, i) => {
      const e = en[i] as Doc;
      expect(e.name).not.toBe(p.name);
      expect([e.url_key, e.slug, e.url_path, e.price]).toEqual([p.url_key, p.slug, p.url_path, p.price]);
    });
    const ruCats = of(catalog, 'ru', 'category');
    const enCats = of(catalog, 'en', 'category');
    expect(enCats.map((c) => c.url_path)).toEqual(ruCats.map((c) => c.url_path));
    expect(enCats.map((c) => c.name)).not.toEqual(ruCats.map((c) => c.name));
  });

  it('never names a category like its parent in either view (a menu never reads "Shoes › Shoes")', () => {
    for (const store of ['ru', 'en'] as const) {
      const categories = of(catalog, store, 'category');
      const nameOf = new Map(categories.map((category) => [category.id, category.name]));
      const echoes = categories.filter((category) => nameOf.get(category.parent_id) === category.name);
      expect(echoes.map((category) => category.url_path)).toEqual([]);
    }
  });

  it('names the hero sneaker (a fixture UI tests use) in both languages', () => {
    const hero = ru.find((p) => p.sku === 'SNK00012') as Doc;
    const heroEn = en.find((p) => p.sku === 'SNK00012') as Doc;
    expect(hero.name).toBe('Кроссовки женские беговые Северный ветер Гроза');
    expect(heroEn.name).toBe("Women's running sneakers Severny Veter Groza");
    expect(hero.url_path).toBe('zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html');
    expect(hero.type_id).toBe('configurable');
    expect(children(hero).every((c) => stockOf(c).is_in_stock)).toBe(true);
    expect(children(hero)[0]?.sku).toMatch(/^SNK00012-\d\d-[a-z]+$/);
  });
});

describe('product rules', () => {
  it('has every product type', () => {
    const types = new Set(ru.map((p) => p.type_id));
    expect([...types].sort()).toEqual(['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual']);
    expect(ru.filter((p) => p.type_id === 'configurable').length).toBeGreaterThan(ru.length / 2);
  });

  it('passes the contract schema for every product of both views', () => {
    for (const p of [...ru, ...en]) productDocumentSchema.parse(p);
  });

  it('lists in size_options / color_options only the values of in-stock children (spec §5, issue 10)', () => {
    let withSoldOutSize = 0;
    for (const p of ru.filter((d) => d.type_id === 'configurable')) {
      const kids = children(p) as Array<Doc & { stock: { qty: number } }>;
      const buyable = kids.filter((kid) => kid.stock.qty > 0);
      const sizes = new Set(buyable.map((kid) => Number(kid.size)));
      const colors = new Set(buyable.map((kid) => Number(kid.color)));
      expect(new Set(p.size_options as number[]), String(p.sku)).toEqual(sizes);
      expect(new Set(p.color_options as number[]), String(p.sku)).toEqual(colors);
      // Children's size and colour are the option ids as strings (contract type asymmetry).
      if (kids.some((kid) => !sizes.has(Number(kid.size)))) withSoldOutSize++;
    }
    // The rule bites: some products have a size whose every child is sold out.
    expect(withSoldOutSize).toBeGreaterThan(0);
  });

  it('copies the contract type asymmetry of configurables', () => {
    const p = ru.find((d) => d.type_id === 'configurable') as Doc;
    const options = p.configurable_options as { attribute_id: unknown; values: { value_index: unknown }[] }[];
    expect(options.map((o) => o.attribute_id)).toEqual(['142', '93']);
    expect(typeof options[0]?.values[0]?.value_index).toBe('number');
    expect((p.color_options as unknown[]).every((v) => typeof v === 'number')).toBe(true);
    expect((p.size_options as unknown[]).every((v) => typeof v === 'number')).toBe(true);
    const child = children(p)[0] as Doc;
    expect([typeof child.color, typeof child.size]).toEqual(['string', 'string']);
    expect(child.sku).toBe(
      `${String(p.sku)}-${child.sku?.toString().split('-')[1]}-${child.sku?.toString().split('-')[2]}`,
    );
    expect((p.category_ids as unknown[]).every((v) => typeof v === 'string')).toBe(true);
    expect(p.url_path).toBe(`${(p.category as { path: string }[])[0]?.path}/${String(p.slug)}.html`);
  });

  it('prices clothes in roubles ending in 90 between 990 and 29 990', () => {
    for (const p of ru.filter((d) => d.type_id === 'configurable')) {
      expect((p.price as number) % 100).toBe(90);
      expect(p.price).toBeGreaterThanOrEqual(990);
      expect(p.price).toBeLessThanOrEqual(29990);
    }
  });

  it('has active, expired and future special prices with fixed windows', () => {
    const windows = new Set(
      ru
        .filter((p) => p.special_price !== null)
        .map((p) => `${String(p.special_from_date)}|${String(p.special_to_date)}`),
    );
    for (const w of Object.values(SPECIAL_PRICE_WINDOWS)) expect(windows).toContain(`${w.from}|${w.to}`);
    const expired = ru.find((p) => p.special_to_date === SPECIAL_PRICE_WINDOWS.expired.to) as Doc;
    expect(expired.final_price).toBe(expired.price); // an expired special never shows (supplement §7)
  });

  it('has out-of-stock products, single out-of-stock children, disabled and not-visible products', () => {
    expect(ru.some((p) => !stockOf(p).is_in_stock)).toBe(true);
    expect(ru.some((p) => stockOf(p).is_in_stock && children(p).some((c) => !stockOf(c).is_in_stock))).toBe(true);
    expect(ru.filter((p) => p.status === 2).length).toBeGreaterThanOrEqual(3);
    expect(ru.filter((p) => p.visibility === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('links grouped and bundle products to existing simple products', () => {
    const skus = new Map(ru.map((p) => [p.sku, p.type_id]));
    const grouped = ru.find((p) => p.type_id === 'grouped') as Doc;
    const links = grouped.product_links as { link_type: string; linked_product_sku: string }[];
    expect(links.length).toBe(3);
    for (const l of links) expect([l.link_type, skus.get(l.linked_product_sku)]).toEqual(['associated', 'simple']);
    const bundle = ru.find((p) => p.type_id === 'bundle') as Doc;
    const options = bundle.bundle_options as { product_links: { sku: string; is_default: boolean; qty: number }[] }[];
    expect(options.length).toBe(2);
    for (const o of options) {
      expect(o.product_links.filter((l) => l.is_default).length).toBe(1);
      for (const l of o.product_links) expect([skus.get(l.sku), l.qty]).toEqual(['simple', 1]);
    }
  });

  it('uses generated image paths only', () => {
    for (const p of ru) {
      expect(p.image).toMatch(/^\/product\/[a-z]+\/[a-z]+\/1\.svg$/);
      for (const m of p.media_gallery as { image: string }[])
        expect(m.image).toMatch(/^\/product\/[a-z]+\/[a-z]+\/[1-3]\.svg$/);
    }
  });
});

describe('text search words (issue 10)', () => {
  const searchable = (store: 'ru' | 'en', sku: string) =>
    catalog.documents.find((d) => d.store === store && d.entity === 'product' && d.doc.sku === sku)?.searchable;

  it('hands the text index the brand and the words of every searchable attribute, in the view language', () => {
    expect(searchable('ru', 'SNK00012')).toEqual({
      brand: 'Северный ветер',
      words: expect.arrayContaining(['Кроссовки', 'Тёмно-синий', 'Замша', 'замшевый', 'Лето', 'летний', 'Женский']),
    });
    expect(searchable('en', 'SNK00012')).toEqual({
      brand: 'Severny Veter',
      words: expect.arrayContaining(['sneakers', 'Navy', 'dark blue', 'Suede', 'Summer', 'Women']),
    });
    // Gift cards carry no attributes and no brand.
    const card = catalog.documents.find((d) => d.entity === 'product' && d.doc.type_id === 'virtual');
    expect(card?.searchable).toEqual({});
  });

  it("lists a configurable's colour only while one of its children in that colour is in stock", () => {
    const colorLabels = new Map(
      ((of(catalog, 'ru', 'attribute').find((a) => a.attribute_code === 'color') as Doc).options as Doc[]).map((o) => [
        o.value,
        o.label,
      ]),
    );
    let checked = 0;
    for (const entry of catalog.documents) {
      if (entry.store !== 'ru' || entry.doc.type_id !== 'configurable') continue;
      const inStock = new Set(
        children(entry.doc)
          .filter((c) => stockOf(c).is_in_stock)
          .map((c) => c.color),
      );
      for (const child of children(entry.doc)) {
        const listed = entry.searchable?.words?.includes(String(colorLabels.get(child.color)));
        expect(listed).toBe(inStock.has(child.color));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('categories, attributes and content', () => {
  it('builds the category tree with Latin paths and valid documents', () => {
    const cats = of(catalog, 'ru', 'category');
    for (const c of [...cats, ...of(catalog, 'en', 'category')]) categoryDocumentSchema.parse(c);
    const root = cats.find((c) => c.id === 2) as Doc;
    expect([root.name, root.path, root.level]).toEqual(['Все товары', '1/2', 1]);
    const sneakers = cats.find((c) => c.url_path === 'zhenshchinam/obuv/krossovki') as Doc;
    expect([sneakers.name, sneakers.slug, sneakers.level, sneakers.path]).toEqual([
      'Кроссовки',
      'krossovki-5',
      4,
      '1/2/3/4/5',
    ]);
    expect(sneakers.product_count).toBeGreaterThan(20);
    for (const c of cats) expect(c.url_path).toMatch(/^[a-z0-9/-]+$/);
    for (const audience of ['zhenshchinam', 'muzhchinam', 'detyam']) {
      const groups = cats.filter((c) => String(c.url_path).startsWith(`${audience}/`) && c.level === 3);
      expect(groups.map((g) => String(g.url_path).split('/')[1])).toEqual(['obuv', 'odezhda', 'aksessuary']);
      for (const g of groups) expect((g.children_data as unknown[]).length).toBeGreaterThanOrEqual(3);
    }
    expect(cats.filter((c) => c.is_brand_root === true).length).toBe(2);
  });

  it('has the ten attributes with blank first options and string values', () => {
    const attributes = of(catalog, 'en', 'attribute');
    expect(attributes.map((a) => a.attribute_code).sort()).toEqual([
      'age',
      'brand',
      'color',
      'gender',
      'material',
      'new',
      'sale',
      'season',
      'size',
      'style',
    ]);
    for (const a of attributes) {
      attributeDocumentSchema.parse(a);
      expect((a.options as { value: string }[])[0]).toEqual({ label: ' ', value: '' });
    }
    const color = of(catalog, 'ru', 'attribute').find((a) => a.attribute_code === 'color') as Doc;
    expect((color.options as { label: string; value: string }[])[1]).toEqual({ label: 'Чёрный', value: '49' });
  });

  it('has a page for every CMS identifier of spec §2 and the static pages', () => {
    expect(SHOP_SLUG).toBe('modnyi-bereg');
    for (const store of ['ru', 'en'] as const) {
      const identifiers = of(catalog, store, 'cms_page').map((p) => p.identifier);
      for (const id of [...CMS_IDENTIFIERS, ...STATIC_PAGE_IDENTIFIERS]) expect(identifiers).toContain(id);
    }
    expect(CMS_IDENTIFIERS).toContain('delivery-modnyi-bereg');
  });

  it('has four brands whose home products exist', () => {
    const brands = of(catalog, 'ru', 'brand');
    expect(brands.map((b) => b.slug)).toEqual(BRANDS.map((b) => b.slug));
    const skus = new Set(ru.map((p) => p.sku));
    for (const b of brands) {
      const home = String(b.home_products).split(',');
      expect(home.length).toBe(8);
      for (const sku of home) expect(skus.has(sku)).toBe(true);
    }
  });

  it('has the other entities in both views', () => {
    for (const store of ['ru', 'en'] as const) {
      const reviews = of(catalog, store, 'review');
      expect(new Set(reviews.map((r) => r.review_status))).toEqual(new Set([1, 2]));
      const taxrule = of(catalog, store, 'taxrule')[0] as Doc;
      expect(taxrule.rates).toMatchObject([
        { tax_country_id: 'RU', rate: 22 },
        { tax_country_id: 'PL', rate: 23 },
      ]);
      for (const entity of [
        'cms_block',
        'store',
        'banner',
        'slider',
        'meta_category',
        'meta_product',
        'region',
      ] as const) {
        expect(of(catalog, store, entity).length).toBeGreaterThan(0);
      }
    }
  });
});
