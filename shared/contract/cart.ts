// Cart contract (vsf-api-contract §1.1 C1-C4, §1.3): guest cart ids, the update/delete bodies VSF
// sends, the server item the platform answers, and the limits of a cart (issue 8 finding 6; cited by the
// "input limits" ADR). Pure zod, shared with the browser.
import { z } from 'zod';
import { describeInput, typeError } from './envelope';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';

/** A guest cart id: Magento's masked quote id, 32 lowercase hex characters. */
export const cartIdSchema = z
  .string({ error: 'Missing cartId: create a cart with POST /api/cart/create first' })
  .regex(/^[a-f0-9]{32}$/, 'cartId must be the 32-character cart id returned by POST /api/cart/create');

/**
 * Lines (distinct skus) one cart may hold. A shopper's cart has a handful; 100 is far beyond any real
 * one, keeps a pull (100 lines with the largest options, ~420 KB) and VSF's cart sync (one product search
 * of at most as many skus as lines, within MAX_PRODUCT_PAGE_SIZE) bounded. Past it a new line is a 400;
 * changing the quantity of a line the cart holds still works.
 */
export const MAX_CART_LINES = 100;

/**
 * Largest `product_option` of a line, as UTF-8 JSON. A real one is a few hundred bytes (the VSF1 fixture's
 * configurable option: 176 bytes); the largest legitimate ones — a bundle of 20 options, 20 configurable
 * attributes, a few free-text custom options of 255 Cyrillic characters — stay under 2 KB. 4 KB leaves
 * twice that; it is stored and replayed on every pull, so it is kept small. A field limit: 400, not 413
 * (413 is the whole body's limit, MAX_API_BODY_BYTES).
 */
export const MAX_PRODUCT_OPTION_BYTES = 4_096;

/**
 * Deepest nesting of a `product_option` (objects and arrays, the option itself is level 1). VSF's
 * deepest is 5 (`product_option.extension_attributes.bundle_options[].option_selections[]`), Magento's
 * deepest 6 (a custom option's `extension_attributes.file_info`); 8 leaves room. Checked before anything
 * else walks the value, so no recursion meets a 10,000-deep option.
 */
export const MAX_PRODUCT_OPTION_DEPTH = 8;

/** An option id or value: Magento takes numbers and numeric strings alike, VSF sends both. */
const idSchema = z.union([z.string(), z.number()], { error: typeError('a string or a number') });

/** `product_option` as Magento's REST API and VSF1 send it (contract §1.3, §4.1); unknown keys are kept. */
const productOptionShapeSchema = z.looseObject(
  {
    extension_attributes: z
      .looseObject(
        {
          // Configurable: option_id = attribute_id, option_value = value_index (resolves the child).
          configurable_item_options: z
            .array(z.looseObject({ option_id: idSchema, option_value: idSchema }, { error: typeError('an object') }), {
              error: typeError('an array'),
            })
            .nullish(),
          // Custom options: a value id, comma-joined ids (checkboxes) or the text a shopper typed.
          custom_options: z
            .array(
              z.looseObject(
                { option_id: idSchema, option_value: idSchema.nullish() },
                { error: typeError('an object') },
              ),
              { error: typeError('an array') },
            )
            .nullish(),
          // Bundles: per option the chosen selection ids and their quantity.
          bundle_options: z
            .array(
              z.looseObject(
                {
                  option_id: idSchema,
                  option_qty: idSchema.optional(),
                  option_selections: z.array(idSchema, { error: typeError('an array') }),
                },
                { error: typeError('an object') },
              ),
              { error: typeError('an array') },
            )
            .nullish(),
        },
        { error: typeError('an object') },
      )
      .nullish(),
  },
  { error: typeError('an object') },
);
export type ProductOption = z.infer<typeof productOptionShapeSchema>;

/** Nesting depth of a JSON value, counted without recursion and given up past `limit`. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ node: object; depth: number }> = [];
  if (typeof value === 'object' && value !== null) stack.push({ node: value, depth: 1 });
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > limit) return true;
    for (const child of Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child as object, depth: depth + 1 });
    }
  }
  return false;
}

/** UTF-8 bytes of a value as JSON (as stored). Only called on values of bounded depth. */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).byteLength;
}

/**
 * A line's `product_option`: bounded in depth, then in size, then of the known shape. The value that
 * passes is the value sent, untouched (key order included: VSF's item checksum hashes
 * JSON.stringify of the option lists, contract §4.1), so it is stored and echoed exactly as sent.
 * `null` means no option.
 */
export const productOptionSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === undefined || value === null) return;
    if (deeperThan(value, MAX_PRODUCT_OPTION_DEPTH)) {
      ctx.addIssue({
        code: 'custom',
        message: `is nested too deeply: at most ${MAX_PRODUCT_OPTION_DEPTH} levels of objects and arrays`,
      });
      return;
    }
    if (jsonByteLength(value) > MAX_PRODUCT_OPTION_BYTES) {
      ctx.addIssue({ code: 'custom', message: `is too large: at most ${MAX_PRODUCT_OPTION_BYTES} bytes as JSON` });
      return;
    }
    const shape = productOptionShapeSchema.safeParse(value);
    if (!shape.success)
      for (const issue of shape.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .transform((value) => (value ?? undefined) as ProductOption | undefined);

/** A line's sku, as the cart and the order take it. */
export const lineSkuSchema = z
  .string({ error: typeError('a string') })
  .min(1, 'is empty')
  .max(64, 'is too long (at most 64 characters)');

/** A line's quantity: a whole number from 1 to MAX_LINE_QTY (issue 8 finding 6), as the cart and the order take it. */
export const lineQtySchema = z
  .number({ error: typeError('a whole number') })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QTY, `must be at most ${MAX_LINE_QTY}`);

export const cartUpdateBodySchema = z.object(
  {
    cartItem: z.looseObject(
      {
        sku: lineSkuSchema,
        qty: lineQtySchema,
        item_id: z
          .number({ error: typeError('a whole number') })
          .int()
          .positive('must be a positive item id')
          .optional(),
        quoteId: z.string({ error: typeError('a string') }).optional(),
        product_option: productOptionSchema.optional(),
      },
      { error: typeError('an object', 'No cartItem element provided within the request body') },
    ),
  },
  { error: requestBodyError('{"cartItem": {…}}') },
);
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

export const cartDeleteBodySchema = z.object(
  {
    cartItem: z.looseObject(
      {
        sku: z
          .string({ error: typeError('a string') })
          .max(64, 'is too long (at most 64 characters)')
          .optional(),
        item_id: z
          .number({ error: typeError('a whole number') })
          .int()
          .positive('must be a positive item id'),
        quoteId: z.string({ error: typeError('a string') }).optional(),
      },
      { error: typeError('an object', 'No cartItem element provided within the request body') },
    ),
  },
  { error: requestBodyError('{"cartItem": {…}}') },
);

/** A body that is JSON but not an object: `The request body must be a JSON object {"cartItem": {…}}, got an array`. */
function requestBodyError(example: string): z.core.$ZodErrorMap {
  return (issue) =>
    issue.code === 'invalid_type'
      ? `The request body must be a JSON object ${example}, got ${describeInput(issue.input)}`
      : undefined;
}

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

// Answers of the cart calls (contract C1-C4), checked by the API client where a checker is installed
// (shared/contract/answers.ts).

/** C1: `{code:200,result:"<cart id>"}` (guest) or `{code:200,result:81668}` (customer quote). */
export const cartCreateResponseSchema = z.object({
  code: z.literal(200),
  result: z.union([z.string().min(1), z.number().int().nonnegative()]),
});

/** C2: the server cart's lines. */
export const cartPullResponseSchema = z.object({ code: z.literal(200), result: z.array(serverCartItemSchema) });

/** C3: the line as the server now holds it. */
export const cartUpdateResponseSchema = z.object({ code: z.literal(200), result: serverCartItemSchema });

/** C4: `true`. */
export const cartDeleteResponseSchema = z.object({ code: z.literal(200), result: z.literal(true) });
