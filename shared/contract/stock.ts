// Stock endpoints (vsf-api-contract §1.1 rows S1, S2; stock item shape §1.3). Pure zod, shared with
// the browser: the storefront validates what it reads, the platform what it answers.
import { z } from 'zod';
import { stockItemSchema } from './entities';

/** The client sends chunks of 15 (spec §9); anything above this is a broken caller, not a cart. */
export const STOCK_LIST_MAX_SKUS = 500;
/** Magento's `sku` column is VARCHAR(64). */
export const SKU_MAX_LENGTH = 64;
/** The only stock of this shop (Magento's default stock; MSI is not used). */
export const DEFAULT_STOCK_ID = 1;

const skuSchema = z
  .string()
  .trim()
  .min(1, 'sku parameter is required')
  .max(SKU_MAX_LENGTH, `a sku has at most ${SKU_MAX_LENGTH} characters`);

const stockIdSchema = z
  .string()
  .regex(/^\d+$/, 'stockId must be a positive integer')
  .transform(Number)
  .refine((id) => id === DEFAULT_STOCK_ID, `Unknown stockId; this shop has one stock (stockId=${DEFAULT_STOCK_ID})`)
  .optional();

/** `GET /api/stock/check?sku=` or `/api/stock/check/:sku` (S1); `stockId` as in `API:src/api/stock.ts`. */
export const stockCheckQuerySchema = z.object({
  sku: z.string({ error: 'sku parameter is required' }).pipe(skuSchema),
  stockId: stockIdSchema,
});
export type StockCheckQuery = z.infer<typeof stockCheckQuerySchema>;

/** `GET /api/stock/list?skus=a,b,c` (S2): comma-separated, order and duplicates kept, empty entries dropped. */
export const stockListQuerySchema = z.object({
  skus: z
    .string({ error: 'skus parameter is required' })
    .transform((value) =>
      value
        .split(',')
        .map((sku) => sku.trim())
        .filter((sku) => sku !== ''),
    )
    .pipe(
      z
        .array(skuSchema)
        .min(1, 'skus parameter is required')
        .max(
          STOCK_LIST_MAX_SKUS,
          `at most ${STOCK_LIST_MAX_SKUS} skus per request (the storefront sends chunks of 15)`,
        ),
    ),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/**
 * The full Magento stock item of contract §1.3, as `GET /V1/stockItems/:sku` answers it, plus `sku`
 * (an addition: Magento's item has none, but with it a list answer can be matched without product ids).
 * Note the Magento quirk kept from §1.3: `use_config_min_sale_qty` is a number, the other flags booleans.
 */
export const fullStockItemSchema = stockItemSchema.extend({
  sku: z.string(),
  show_default_notification_message: z.boolean(),
  use_config_min_qty: z.boolean(),
  min_qty: z.number(),
  use_config_min_sale_qty: z.number(),
  use_config_max_sale_qty: z.boolean(),
  use_config_backorders: z.boolean(),
  use_config_notify_stock_qty: z.boolean(),
  notify_stock_qty: z.number(),
  use_config_qty_increments: z.boolean(),
  qty_increments: z.number(),
  use_config_enable_qty_inc: z.boolean(),
  enable_qty_increments: z.boolean(),
  use_config_manage_stock: z.boolean(),
  is_decimal_divided: z.boolean(),
  stock_status_changed_auto: z.number(),
});
export type FullStockItem = z.infer<typeof fullStockItemSchema>;

export const stockCheckResponseSchema = z.object({ code: z.literal(200), result: fullStockItemSchema });
export type StockCheckResponse = z.infer<typeof stockCheckResponseSchema>;

/** One item per requested sku, in request order; an unknown sku gets `UNKNOWN_SKU_ITEM` values. */
/** S2: the items of the skus the catalogue knows; the others are named in `meta.unknownSkus` (ADR 058). */
export const stockListResponseSchema = z.object({
  code: z.literal(200),
  result: z.array(fullStockItemSchema),
  meta: z.object({ unknownSkus: z.array(z.string()) }).optional(),
});
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

/**
 * Magento's default stock configuration, as in the contract §1.3 example item. The seed writes full
 * items with it and the stock endpoint fills children's short items from it.
 */
export const MAGENTO_STOCK_DEFAULTS = {
  stock_id: DEFAULT_STOCK_ID,
  is_qty_decimal: false,
  show_default_notification_message: false,
  use_config_min_qty: true,
  min_qty: 0,
  use_config_min_sale_qty: 1,
  min_sale_qty: 1,
  use_config_max_sale_qty: true,
  max_sale_qty: 10000,
  use_config_backorders: true,
  backorders: 0,
  use_config_notify_stock_qty: true,
  notify_stock_qty: 1,
  use_config_qty_increments: true,
  qty_increments: 0,
  use_config_enable_qty_inc: true,
  enable_qty_increments: false,
  use_config_manage_stock: true,
  manage_stock: true,
  low_stock_date: null,
  is_decimal_divided: false,
  stock_status_changed_auto: 0,
} as const satisfies Omit<FullStockItem, 'sku' | 'item_id' | 'product_id' | 'qty' | 'is_in_stock'>;
