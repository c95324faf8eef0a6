// Product documents as the index holds them (contract §3.1/§3.2), rendered from a plan for one store
// view. Ids, SKUs, prices, stock and url keys are the plan's, so both views agree; names and
// descriptions are in the view's language. Type asymmetry copied from the contract: child
// color/size are strings, parent *_options numbers, configurable attribute_id a string.
import { MAGENTO_STOCK_DEFAULTS } from '#shared/contract/stock.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { ATTRIBUTE_IDS, attributeLabel, optionId, optionLabel, optionValue } from './attributes';
import type { CategoryNode, CategoryTree } from './categories';
import { SPECIAL_PRICE_WINDOWS } from './dates';
import { customOptionFields } from './custom-options';
import { planProduct, type ChildPlan, type ProductPlan } from './product-plan';
import { productDescription, productName } from './product-names';
import { slugify } from './transliterate';
import type { CatalogLayout } from './layout';
import { BUNDLE_OPTION_TITLES } from './vocabulary/special-products';

/** Tax class of every product (contract §3.2 "tax_class_id":"2"; taxrule product_tax_class_ids [2]). */
export const PRODUCT_TAX_CLASS_ID = '2';

/** Image path of supplement §2: the renderer draws it from the path alone. */
export function productImagePath(kind: string, colorCode: string, n = 1): string {
  return `/product/${kind}/${colorCode}/${n}.svg`;
}

/** Stock item of contract §1.3. */
export function stockItem(productId: number, qty: number, manageStock = true): Record<string, unknown> {
  return {
    ...MAGENTO_STOCK_DEFAULTS,
    item_id: productId,
    product_id: productId,
    qty,
    is_in_stock: manageStock ? qty > 0 : true,
    manage_stock: manageStock,
  };
}

/**
 * Stock of a configurable child: the fields of stockItemSchema only. Children are the bulk of the
 * index (up to 36 per parent) and the storefront asks /api/stock for details (contract §1.3).
 */
export function childStockItem(productId: number, qty: number): Record<string, unknown> {
  return {
    item_id: productId,
    product_id: productId,
    stock_id: 1,
    qty,
    is_in_stock: qty > 0,
    is_qty_decimal: false,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    manage_stock: true,
    backorders: 0,
    low_stock_date: null,
  };
}

/** Categories of a product, nearest first (the first gives the url_path, contract §3.1). */
export function productCategories(plan: ProductPlan, tree: CategoryTree): CategoryNode[] {
  const audience = tree.audience(plan.audience.code);
  const nearest =
    plan.kind && plan.role !== 'grouped' && plan.role !== 'bundle'
      ? [tree.leaf(plan.audience.code, plan.kind), tree.group(plan.audience.code, plan.group)]
      : [tree.group(plan.audience.code, 'accessories')];
  const brandRoot = plan.brand ? tree.brandRoot(plan.brand.code) : undefined;
  return [...nearest, audience, tree.root, ...(brandRoot ? [brandRoot] : [])];
}

function priceFields(plan: ProductPlan): Record<string, unknown> {
  const special = plan.special;
  const window = special ? SPECIAL_PRICE_WINDOWS[special.window] : null;
  return {
    price: plan.price,
    special_price: special ? special.price : null,
    special_from_date: window ? window.from : null,
    special_to_date: window ? window.to : null,
    // Sorting and the price filter read final_price (contract §2.8). Only an active window lowers it,
    // so an expired special price never leaks through final_price (contract §7 #24, supplement §7).
    final_price: special && special.window === 'active' ? special.price : plan.price,
    regular_price: plan.price,
  };
}

function descriptiveAttributes(plan: ProductPlan): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (plan.brand) fields.brand = optionValue('brand', plan.brand.code);
  if (plan.kind) {
    fields.gender = optionValue('gender', plan.audience.gender);
    fields.age = optionValue('age', plan.audience.age);
    fields.style = optionValue('style', plan.style);
    fields.season = optionValue('season', plan.season);
    fields.material = plan.materials.map((m) => optionId('material', m));
  }
  fields.new = plan.isNew ? '1' : '0';
  fields.sale = plan.special?.window === 'active' ? '1' : '0';
  return fields;
}

function childDocument(
  plan: ProductPlan,
  child: ChildPlan,
  name: string,
  urlKey: string,
  store: StoreCode,
): Record<string, unknown> {
  const image = productImagePath(plan.image, child.color.code);
  return {
    id: child.id,
    sku: child.sku,
    name: `${name}-${child.size}-${child.color.label[store]}`,
    status: 1,
    visibility: 1,
    // No `type_id`: VSF1 spreads the chosen child over its parent (its configureProductAsync; ADR 055), and a
    // child's `simple` would make the configured product a simple one, with no size or colour to choose.
    ...priceFields(plan),
    tier_prices: [],
    color: optionValue('color', child.color.code),
    size: optionValue('size', child.size),
    image,
    small_image: image,
    thumbnail: image,
    url_key: `${urlKey}-${slugify(child.size)}-${child.color.code}`,
    tax_class_id: PRODUCT_TAX_CLASS_ID,
    stock: childStockItem(child.id, child.qty),
  };
}

function configurableFields(
  plan: ProductPlan,
  name: string,
  urlKey: string,
  store: StoreCode,
): Record<string, unknown> {
  const sizeValues = plan.sizes.map((s) => ({
    value_index: optionId('size', s),
    label: optionLabel('size', s, store),
  }));
  const colorValues = plan.colors.map((c) => ({ value_index: optionId('color', c.code), label: c.label[store] }));
  // The `{code}_options` the listing filters and counts read hold only values a shopper can buy (spec §5: "the
  // size filter offers only sizes in stock"; issue 10: a product matches a colour when one of its in-stock children
  // has it). configurable_options keep every value: the product page shows sold-out sizes as unavailable.
  const inStock = plan.children.filter((child) => child.qty > 0);
  const sizesInStock = new Set(inStock.map((child) => optionId('size', child.size)));
  const colorsInStock = new Set(inStock.map((child) => optionId('color', child.color.code)));
  return {
    size_options: sizeValues.map((v) => v.value_index).filter((id) => sizesInStock.has(id)),
    color_options: colorValues.map((v) => v.value_index).filter((id) => colorsInStock.has(id)),
    configurable_options: [
      {
        id: plan.id * 10 + 1,
        attribute_id: String(ATTRIBUTE_IDS.size),
        attribute_code: 'size',
        label: attributeLabel('size', store),
        position: 0,
        product_id: plan.id,
        values: sizeValues,
      },
      {
        id: plan.id * 10 + 2,
        attribute_id: String(ATTRIBUTE_IDS.color),
        attribute_code: 'color',
        label: attributeLabel('color', store),
        position: 1,
        product_id: plan.id,
        values: colorValues,
      },
    ],
    configurable_children: plan.children.map((child) => childDocument(plan, child, name, urlKey, store)),
  };
}

function linkFields(plan: ProductPlan, layout: CatalogLayout, store: StoreCode): Record<string, unknown> {
  if (plan.type === 'grouped') {
    return {
      product_links: plan.links.map(([index], position) => {
        const linked = planProduct(layout, index as number);
        return {
          sku: plan.sku,
          link_type: 'associated',
          linked_product_sku: linked.sku,
          linked_product_type: linked.type,
          position,
          qty: 1,
          is_default: false,
          extension_attributes: { qty: 1 },
        };
      }),
    };
  }
  if (plan.type === 'bundle') {
    const titles = [BUNDLE_OPTION_TITLES.bag, BUNDLE_OPTION_TITLES.scarf];
    return {
      product_links: [],
      price_type: 0,
      bundle_options: plan.links.map((indexes, o) => ({
        option_id: plan.id * 10 + o + 1,
        title: titles[o]?.[store] ?? `${o + 1}`,
        required: true,
        type: 'radio',
        position: o + 1,
        sku: plan.sku,
        product_links: indexes.map((index, position) => {
          const linked = planProduct(layout, index);
          return {
            id: String(linked.id),
            sku: linked.sku,
            qty: 1,
            position: position + 1,
            is_default: position === 0,
            price: linked.price,
            price_type: 0,
            can_change_quantity: 1,
          };
        }),
      })),
    };
  }
  return { product_links: [] };
}

export function productDocument(
  plan: ProductPlan,
  store: StoreCode,
  tree: CategoryTree,
  layout: CatalogLayout,
  /** catalog.ts CatalogContext.nameOrdinals: tells apart products that would share a name. */
  nameOrdinal = 1,
): Record<string, unknown> {
  const name = productName(plan, store, nameOrdinal);
  const urlKey = slugify(productName(plan, 'ru', nameOrdinal));
  const slug = `${urlKey}-${plan.id}`;
  const categories = productCategories(plan, tree);
  const first = categories[0] as CategoryNode;
  const firstColor = plan.colors[0];
  const image = productImagePath(plan.image, firstColor ? firstColor.code : 'black');
  const gallery = plan.colors.flatMap((color, c) =>
    (c === 0 ? [1, 2, 3] : [1]).map((n) => productImagePath(plan.image, color.code, n)),
  );
  const doc: Record<string, unknown> = {
    id: plan.id,
    sku: plan.sku,
    name,
    type_id: plan.type,
    attribute_set_id: 4,
    status: plan.status,
    visibility: plan.visibility,
    ...priceFields(plan),
    tax_class_id: PRODUCT_TAX_CLASS_ID,
    created_at: plan.createdAt,
    updated_at: plan.updatedAt,
    url_key: urlKey,
    slug,
    url_path: `${first.urlPath}/${slug}.html`,
    image,
    small_image: image,
    thumbnail: image,
    description: productDescription(plan, name, store),
    ...descriptiveAttributes(plan),
    ...(plan.type === 'simple' && firstColor ? { color: optionValue('color', firstColor.code) } : {}),
    category_ids: categories.map((c) => String(c.id)),
    category: categories
      .filter((c) => c.id !== tree.root.id)
      .map((c) => ({ category_id: c.id, name: c.name[store], slug: c.slug, path: c.urlPath })),
    stock: stockItem(plan.id, plan.qty, plan.manageStock),
    media_gallery: gallery.map((path, i) => ({ image: path, pos: i + 1, typ: 'image', lab: null, vid: null })),
    tier_prices: [],
    custom_attributes: null,
    ...linkFields(plan, layout, store),
    ...customOptionFields(plan, store),
  };
  if (plan.type === 'configurable') Object.assign(doc, configurableFields(plan, name, urlKey, store));
  if (plan.type === 'downloadable') {
    doc.downloadable_links = [
      {
        id: plan.id,
        title: name,
        link_type: 'url',
        link_url: `/files/${urlKey}.pdf`,
        is_shareable: 0,
        number_of_downloads: 0,
        sort_order: 1,
      },
    ];
  }
  if (plan.type === 'virtual') doc.gift_card_amount = plan.giftValue;
  return doc;
}
