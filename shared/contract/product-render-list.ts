// `GET /api/product/render-list` (contract §1.1 P1, §1.5; spec §7 "GET {products endpoint}/render-list").
// Pure zod, shared with the browser (platform price sync, `products.alwaysSyncPlatformPricesOver`).
import { z } from 'zod';

/** More skus than a page of products plus a cart would ever need. */
export const RENDER_LIST_MAX_SKUS = 200;

export const SKUS_REQUIRED_MESSAGE = 'skus parameter is required';

const optionalInt = (name: string) =>
  z.string().regex(/^\d+$/, `${name} must be a whole number`).transform(Number).optional();

/**
 * Query as VSF sends it (`ProductService.getProductRenderList`): `skus` comma-separated,
 * `currencyCode`, `storeId`, optionally `userGroupId` (group tax active) and `token`.
 * The original answered a missing `skus` with 500; we answer 400 (malformed input).
 */
export const renderListQuerySchema = z.object({
  skus: z
    .string({ error: SKUS_REQUIRED_MESSAGE })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ])
    .refine((skus) => skus.length > 0, SKUS_REQUIRED_MESSAGE)
    .refine((skus) => skus.length <= RENDER_LIST_MAX_SKUS, `at most ${RENDER_LIST_MAX_SKUS} skus per request`),
  currencyCode: z.string().optional(),
  storeId: optionalInt('storeId'),
  userGroupId: optionalInt('userGroupId'),
  token: z.string().optional(),
});
export type RenderListQuery = z.output<typeof renderListQuerySchema>;

/** The seven Magento price-info amounts; `special_price` is null without an active special price. */
export const priceInfoAmountsSchema = z.object({
  final_price: z.number(),
  max_price: z.number(),
  max_regular_price: z.number(),
  minimal_regular_price: z.number(),
  special_price: z.number().nullable(),
  minimal_price: z.number(),
  regular_price: z.number(),
});
export type PriceInfoAmounts = z.infer<typeof priceInfoAmountsSchema>;

/** Amounts include tax; `extension_attributes.tax_adjustments` holds the same amounts net of tax. */
export const priceInfoSchema = priceInfoAmountsSchema.extend({
  extension_attributes: z.object({ tax_adjustments: priceInfoAmountsSchema }),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

export const renderListItemSchema = z.object({
  price_info: priceInfoSchema,
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  store_id: z.number().int(),
  currency_code: z.string(),
  url: z.string(),
  /** HMAC of the price in the original (contract §7 #8); not produced here. */
  sgn: z.string().optional(),
});
export type RenderListItem = z.infer<typeof renderListItemSchema>;

export const renderListResponseSchema = z.object({
  code: z.literal(200),
  result: z.object({ items: z.array(renderListItemSchema) }),
});
export type RenderListResponse = z.infer<typeof renderListResponseSchema>;
