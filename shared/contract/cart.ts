// Cart contract (vsf-api-contract §1.1 C1-C4, §1.3): guest cart ids, the update/delete bodies VSF
// sends, and the server item the platform answers. Pure zod, shared with the browser.
import { z } from 'zod';

/** A guest cart id: Magento's masked quote id, 32 lowercase hex characters. */
export const cartIdSchema = z
  .string({ error: 'Missing cartId: create a cart with POST /api/cart/create first' })
  .regex(/^[a-f0-9]{32}$/, 'cartId must be the 32-character cart id returned by POST /api/cart/create');

/** The most one cart line may hold (Magento's default max_sale_qty, contract §1.3 stock item). */
export const MAX_LINE_QTY = 10_000;

const productOptionSchema = z.looseObject({
  extension_attributes: z
    .looseObject({
      configurable_item_options: z
        .array(z.looseObject({ option_id: z.union([z.string(), z.number()]), option_value: z.union([z.string(), z.number()]) }))
        .max(20)
        .optional(),
    })
    .optional(),
});

export const cartUpdateBodySchema = z.object({
  cartItem: z.looseObject(
    {
      sku: z.string({ error: 'cartItem.sku is required' }).min(1, 'cartItem.sku is empty').max(64, 'cartItem.sku is too long'),
      qty: z
        .number({ error: 'cartItem.qty must be a number' })
        .int('cartItem.qty must be a whole number')
        .min(1, 'cartItem.qty must be at least 1')
        .max(MAX_LINE_QTY, `cartItem.qty must be at most ${MAX_LINE_QTY}`),
      item_id: z.number().int().positive().optional(),
      quoteId: z.string().optional(),
      product_option: productOptionSchema.optional(),
    },
    { error: 'No cartItem element provided within the request body' },
  ),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

export const cartDeleteBodySchema = z.object({
  cartItem: z.looseObject(
    {
      sku: z.string().max(64).optional(),
      item_id: z.number({ error: 'cartItem.item_id is required' }).int().positive(),
      quoteId: z.string().optional(),
    },
    { error: 'No cartItem element provided within the request body' },
  ),
});

/** Server item (contract §1.3), as pull and update answer it. */
export const serverCartItemSchema = z.object({
  item_id: z.number(),
  sku: z.string(),
  qty: z.number(),
  name: z.string(),
  price: z.number(),
  product_type: z.string(),
  quote_id: z.string(),
  product_option: z.unknown().optional(),
});
export type ServerCartItem = z.infer<typeof serverCartItemSchema>;
