// Shapes of the catalogue documents as the index holds them (contract §3, mage2vuestorefront output).
// Schemas are loose (extra fields allowed, as in a real index) but pin the fields the storefront reads.
// Note the type asymmetry copied from the contract (§3.2): child color/size are strings, parent
// *_options are numbers, configurable_options[].attribute_id is a string, category_ids are strings.
import { z } from 'zod';

export const stockItemSchema = z.looseObject({
  item_id: z.number(),
  product_id: z.number(),
  stock_id: z.number(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  is_qty_decimal: z.boolean(),
  min_sale_qty: z.number(),
  max_sale_qty: z.number(),
  manage_stock: z.boolean(),
  backorders: z.number(),
  low_stock_date: z.string().nullable(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const mediaGalleryEntrySchema = z.looseObject({
  image: z.string(),
  pos: z.number(),
  typ: z.literal('image'),
  lab: z.string().nullable(),
  vid: z.null(),
});

export const configurableOptionSchema = z.looseObject({
  id: z.number(),
  attribute_id: z.string(),
  attribute_code: z.string(),
  label: z.string(),
  position: z.number(),
  product_id: z.number(),
  values: z.array(z.looseObject({ value_index: z.number(), label: z.string() })),
});
export type ConfigurableOption = z.infer<typeof configurableOptionSchema>;

export const configurableChildSchema = z.looseObject({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  status: z.number(),
  visibility: z.number(),
  price: z.number(),
  special_price: z.number().nullable().optional(),
  special_from_date: z.string().nullable().optional(),
  special_to_date: z.string().nullable().optional(),
  image: z.string().optional(),
  url_key: z.string().optional(),
  tax_class_id: z.string(),
  stock: stockItemSchema.optional(),
});
export type ConfigurableChild = z.infer<typeof configurableChildSchema>;

/**
 * A custom option of a product (Magento `custom_options`, contract §4.2 customOption.ts): `field`/`area` take a
 * text (priced by the option's own price, issue 11), `drop_down`/`radio`/`checkbox` one or more `values`.
 */
export const customOptionValueSchema = z.looseObject({
  option_type_id: z.number(),
  title: z.string(),
  price: z.number(),
  price_type: z.enum(['fixed', 'percent']),
  sort_order: z.number().optional(),
});
export type CustomOptionValueDocument = z.infer<typeof customOptionValueSchema>;

export const customOptionSchema = z.looseObject({
  option_id: z.number(),
  title: z.string(),
  type: z.enum(['field', 'area', 'drop_down', 'radio', 'checkbox', 'multiple']),
  is_require: z.boolean(),
  sort_order: z.number().optional(),
  price: z.number().optional(),
  price_type: z.enum(['fixed', 'percent']).optional(),
  max_characters: z.number().optional(),
  values: z.array(customOptionValueSchema).optional(),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

/** A `product_links` entry (grouped: the associated products by sku, contract §4.2). */
export const productLinkSchema = z.looseObject({
  link_type: z.string(),
  linked_product_sku: z.string(),
  linked_product_type: z.string(),
  position: z.number().optional(),
  qty: z.number().optional(),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

/** A bundle option and its links (`bundle_options[]`, contract §4.2 bundleOptions.ts). */
export const bundleOptionSchema = z.looseObject({
  option_id: z.number(),
  title: z.string(),
  required: z.boolean().optional(),
  type: z.string(),
  position: z.number().optional(),
  product_links: z.array(
    z.looseObject({
      id: z.union([z.string(), z.number()]),
      sku: z.string(),
      qty: z.number().optional(),
      position: z.number().optional(),
      is_default: z.boolean(),
      price: z.number().optional(),
      can_change_quantity: z.number().optional(),
    }),
  ),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

export const productTypeSchema = z.enum(['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable']);
export type ProductType = z.infer<typeof productTypeSchema>;

export const productCategoryRefSchema = z.looseObject({
  category_id: z.number(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
});

export const productDocumentSchema = z.looseObject({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  type_id: productTypeSchema,
  status: z.number(),
  visibility: z.number(),
  price: z.number(),
  special_price: z.number().nullable(),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  tax_class_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  url_key: z.string(),
  slug: z.string(),
  url_path: z.string(),
  image: z.string(),
  small_image: z.string().optional(),
  thumbnail: z.string().optional(),
  description: z.string(),
  category_ids: z.array(z.string()),
  category: z.array(productCategoryRefSchema),
  stock: stockItemSchema,
  media_gallery: z.array(mediaGalleryEntrySchema),
  configurable_options: z.array(configurableOptionSchema).optional(),
  configurable_children: z.array(configurableChildSchema).optional(),
  product_links: z.array(productLinkSchema).optional(),
  bundle_options: z.array(bundleOptionSchema).optional(),
  custom_options: z.array(customOptionSchema).optional(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

export interface CategoryTreeNode {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count: number;
  path: string;
  url_key: string;
  url_path: string;
  slug: string;
  include_in_menu: boolean;
  children_count: string;
  children_data: CategoryTreeNode[];
}

export const categoryDocumentSchema = z.looseObject({
  id: z.number(),
  parent_id: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  position: z.number(),
  level: z.number(),
  product_count: z.number(),
  path: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  slug: z.string(),
  include_in_menu: z.boolean(),
  children_data: z.array(z.looseObject({ id: z.number() })),
});
export type CategoryDocument = z.infer<typeof categoryDocumentSchema>;

export const attributeDocumentSchema = z.looseObject({
  attribute_id: z.number(),
  id: z.number(),
  attribute_code: z.string(),
  frontend_input: z.string(),
  default_frontend_label: z.string(),
  is_user_defined: z.boolean(),
  is_visible: z.boolean(),
  is_filterable: z.boolean(),
  is_comparable: z.string(),
  options: z.array(z.looseObject({ label: z.string(), value: z.string() })),
});
export type AttributeDocument = z.infer<typeof attributeDocumentSchema>;

/** Entity types the catalogue answers for (issue 3 / spec §7). */
export const ENTITY_TYPES = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'review',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'brand',
  'region',
  'store',
  'slider',
  'banner',
  'meta_category',
  'meta_product',
] as const;
export const entityTypeSchema = z.enum(ENTITY_TYPES);
export type EntityType = z.infer<typeof entityTypeSchema>;
