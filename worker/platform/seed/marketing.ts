// Brands, home banners and sliders, SEO meta records and tax rules (supplement §2, §3; spec §3 home
// data). Brand SKU lists are picked from product plans, so they name products that exist.
import type { StoreCode } from '#shared/config/store-views.ts';
import { optionId } from './attributes';
import type { CategoryTree } from './categories';
import { FIXTURE_INDEX, type CatalogLayout } from './layout';
import { planProduct, type ProductPlan } from './product-plan';
import { productImagePath } from './product-documents';
import { productName } from './product-names';
import { BRANDS, SHOP } from './vocabulary/brands';
import type { Localized } from './vocabulary/localized';

/** How far into the catalogue brand lists look: enough for every brand at any scale ≥ 0.01. */
const BRAND_SCAN_LIMIT = 600;
const HOME_PRODUCTS = 8;
const COLLECTION_PRODUCTS = 12;

function showcaseable(plan: ProductPlan): boolean {
  return (
    plan.role === 'regular' &&
    plan.status === 1 &&
    plan.visibility === 4 &&
    plan.type === 'configurable' &&
    plan.qty > 0
  );
}

/** Showcase SKUs per brand code: the first products of each brand that a shopper can buy. */
export function brandShowcases(layout: CatalogLayout): Map<string, string[]> {
  const lists = new Map<string, string[]>(BRANDS.map((b) => [b.code, []]));
  const limit = Math.min(layout.mainCount, BRAND_SCAN_LIMIT);
  for (let index = 0; index < limit; index++) {
    const plan = planProduct(layout, index);
    const list = plan.brand ? lists.get(plan.brand.code) : undefined;
    if (list && showcaseable(plan) && list.length < HOME_PRODUCTS + COLLECTION_PRODUCTS) list.push(plan.sku);
  }
  return lists;
}

export function brandDocuments(
  store: StoreCode,
  tree: CategoryTree,
  showcases: ReadonlyMap<string, string[]>,
): Record<string, unknown>[] {
  return BRANDS.map((brand, i) => {
    const skus = showcases.get(brand.code) ?? [];
    const root = tree.brandRoot(brand.code);
    return {
      id: i + 1,
      name: brand.name[store],
      slug: brand.slug,
      url_path: brand.slug,
      // The brand's option of the `brand` attribute: its landing page lists the products that have it (issue 10).
      brand_option_id: optionId('brand', brand.code),
      description: `<p>${brand.tagline[store]}.</p>`,
      home_products: skus.slice(0, HOME_PRODUCTS).join(','),
      collection: {
        name: store === 'ru' ? `Коллекция «${brand.name.ru}»` : `${brand.name.en} collection`,
        skus: skus.slice(HOME_PRODUCTS).join(','),
        category_id: root ? root.id : null,
      },
      position: i + 1,
      is_active: true,
    };
  });
}

interface BannerText {
  title: Localized;
  subtitle: Localized;
  link: string;
  image: string;
  type: 'main' | 'small' | 'product';
}

function bannerTexts(tree: CategoryTree): BannerText[] {
  const link = (node: { urlPath: string }) => `/${node.urlPath}`;
  return [
    {
      type: 'main',
      title: { ru: 'Новая коллекция осень-зима', en: 'New autumn-winter collection' },
      subtitle: { ru: 'Куртки, ботинки и шарфы', en: 'Jackets, boots and scarves' },
      link: link(tree.audience('women')),
      image: productImagePath('jacket', 'burgundy', 1),
    },
    {
      type: 'main',
      title: { ru: 'Кроссовки для бега', en: 'Running sneakers' },
      subtitle: { ru: 'Лёгкие и удобные', en: 'Light and comfortable' },
      link: link(tree.leaf('men', 'sneakers')),
      image: productImagePath('sneakers', 'blue', 1),
    },
    {
      type: 'small',
      title: { ru: 'Платья', en: 'Dresses' },
      subtitle: { ru: 'На каждый день и на праздник', en: 'For every day and for parties' },
      link: link(tree.leaf('women', 'dress')),
      image: productImagePath('dress', 'pink', 1),
    },
    {
      type: 'small',
      title: { ru: 'Детям', en: 'Kids' },
      subtitle: { ru: 'Яркая одежда для прогулок', en: 'Bright clothes for walks' },
      link: link(tree.audience('kids')),
      image: productImagePath('tshirt', 'yellow', 1),
    },
    {
      type: 'product',
      title: { ru: 'Подарочные карты', en: 'Gift cards' },
      subtitle: { ru: 'От 1 000 ₽', en: 'From 1 000 ₽' },
      link: '/gift-card',
      image: productImagePath('giftcard', 'red', 1),
    },
  ];
}

export function bannerDocuments(store: StoreCode, tree: CategoryTree): Record<string, unknown>[] {
  return bannerTexts(tree).map((b, i) => ({
    id: i + 1,
    type: b.type,
    title: b.title[store],
    subtitle: b.subtitle[store],
    link: b.link,
    image: b.image,
    position: i + 1,
    is_active: true,
  }));
}

export function sliderDocuments(store: StoreCode, tree: CategoryTree): Record<string, unknown>[] {
  const slides = bannerTexts(tree).filter((b) => b.type === 'main');
  return [
    {
      id: 1,
      identifier: 'home',
      title: SHOP.name[store],
      is_active: true,
      slides: slides.map((s, i) => ({
        id: i + 1,
        title: s.title[store],
        subtitle: s.subtitle[store],
        image: s.image,
        link: s.link,
        button_text: store === 'ru' ? 'Смотреть' : 'See details',
      })),
    },
  ];
}

export function metaCategoryDocuments(store: StoreCode, tree: CategoryTree): Record<string, unknown>[] {
  const nodes = [
    tree.audience('women'),
    tree.audience('men'),
    tree.audience('kids'),
    tree.leaf('women', 'sneakers'),
    tree.leaf('men', 'boots'),
  ];
  return nodes.map((node, i) => ({
    id: i + 1,
    category_id: node.id,
    url_path: node.urlPath,
    h1: node.name[store],
    meta_title:
      store === 'ru'
        ? `${node.name.ru} — купить в интернет-магазине «${SHOP.name.ru}»`
        : `${node.name.en} — buy online at ${SHOP.name.en}`,
    meta_description:
      store === 'ru' ? `${node.name.ru}: доставка по всей России.` : `${node.name.en}: delivery across Russia.`,
  }));
}

export function metaProductDocuments(
  store: StoreCode,
  layout: CatalogLayout,
  nameOrdinals: ReadonlyMap<number, number>,
): Record<string, unknown>[] {
  const indexes = [FIXTURE_INDEX.hero, FIXTURE_INDEX.specialActive, FIXTURE_INDEX.specialExpired, 17, 18];
  return indexes.map((index, i) => {
    const plan = planProduct(layout, index);
    const name = productName(plan, store, nameOrdinals.get(index));
    return {
      id: i + 1,
      product_id: plan.id,
      sku: plan.sku,
      meta_title: `${name} | ${SHOP.name[store]}`,
      meta_description: store === 'ru' ? `${name} с доставкой по России.` : `${name} with delivery across Russia.`,
    };
  });
}

/** Supplement §3: Russian VAT 22 % from 2026-01-01, fallback tax country PL 23 % (spec §9). */
export function taxRuleDocuments(store: StoreCode): Record<string, unknown>[] {
  return [
    {
      id: 2,
      code: store === 'ru' ? 'НДС' : 'VAT',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [1, 2],
      calculate_subtotal: false,
      rates: [
        { id: 1, tax_country_id: 'RU', tax_region_id: 0, tax_postcode: '*', rate: 22, code: 'VAT22-RU', titles: [] },
        { id: 2, tax_country_id: 'PL', tax_region_id: 0, tax_postcode: '*', rate: 23, code: 'VAT23-PL', titles: [] },
      ],
    },
  ];
}
