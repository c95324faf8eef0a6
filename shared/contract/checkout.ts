// Checkout contract (vsf-api-contract §1.1 C5-C12, O1; §1.3 totals and the shipping requests as VSF sends
// them; §1.4 order): the request bodies the platform validates (bad input → 400 naming the field) and the
// answers it gives. Pure zod, shared with the server's answer checks; the browser imports only the types.
// docs/decisions/030-cart-totals-shipping-payment-coupons.md, 031-orders-live-stock-idempotency.md.
import { z } from 'zod';
import { MAX_CART_LINES, lineQtySchema, lineSkuSchema, productOptionSchema } from './cart';
import { describeInput, typeError } from './envelope';

/** Longest address field (Magento's varchar 255). */
const MAX_FIELD = 255;

const optionalText = z
  .union([z.string(), z.number(), z.null()], { error: typeError('a string') })
  .optional()
  .transform((value) => (value === null || value === undefined ? undefined : String(value)));

function requestBodyError(example: string): z.core.$ZodErrorMap {
  return (issue) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? undefined
        : `The request body must be a JSON object ${example}, got ${describeInput(issue.input)}`
      : undefined;
}

/** A country code: two capital letters (ISO 3166-1 alpha-2). Empty means "not given". */
const countrySchema = z
  .string({ error: typeError('a string') })
  .max(2, 'must be a two-letter country code such as RU')
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'must be a two-letter country code such as RU')
  .nullish();

/**
 * The address of a shipping-methods lookup (C7) and of shipping-information (C8): only the country matters
 * to the totals, and VSF sends half-typed forms (`"street":[null,null]`, an empty postcode), so every other
 * field is optional and may be null.
 */
const lookupAddress = (missing = 'is required') =>
  z.looseObject(
    {
      country_id: countrySchema,
      countryId: countrySchema,
      street: z
        .array(z.union([z.string(), z.null()]), { error: typeError('an array') })
        .max(4, 'has at most 4 lines')
        .nullish(),
      postcode: optionalText,
      city: optionalText,
    },
    { error: typeError('an object', missing) },
  );
export type LookupAddress = z.infer<ReturnType<typeof lookupAddress>>;

/** C7 `{address:{country_id,…}}`. */
export const shippingMethodsBodySchema = z.object(
  {
    address: lookupAddress('No address element provided within the request body'),
  },
  { error: requestBodyError('{"address": {"country_id": "RU"}}') },
);

const methodCode = z
  .string({ error: typeError('a string') })
  .max(64, 'is too long (at most 64 characters)')
  .optional();

/** C8 `{addressInformation:{shippingAddress,billingAddress,shippingCarrierCode?,shippingMethodCode?}}`. */
export const shippingInformationBodySchema = z.object(
  {
    addressInformation: z.looseObject(
      {
        shippingAddress: lookupAddress().optional(),
        billingAddress: lookupAddress().optional(),
        shippingCarrierCode: methodCode,
        shippingMethodCode: methodCode,
      },
      { error: typeError('an object', 'No address element provided within the request body') },
    ),
  },
  { error: requestBodyError('{"addressInformation": {…}}') },
);

/** C9 `{methods:{paymentMethod:{method},shippingCarrierCode,shippingMethodCode}}`. */
export const collectTotalsBodySchema = z.object(
  {
    methods: z.looseObject(
      {
        paymentMethod: z.looseObject({ method: methodCode }, { error: typeError('an object') }).nullish(),
        shippingCarrierCode: methodCode,
        shippingMethodCode: methodCode,
      },
      {
        error: typeError('an object', 'No shipping and payment methods element provided within the request body'),
      },
    ),
  },
  { error: requestBodyError('{"methods": {…}}') },
);

/** C10 `?coupon=`. */
export const couponCodeSchema = z
  .string({ error: 'No coupon code provided' })
  .trim()
  .min(1, 'No coupon code provided')
  .max(64, 'coupon is too long (at most 64 characters)');

// ---- O1: the order (contract §1.4) ----

const requiredText = (max = MAX_FIELD) =>
  z
    .string({ error: typeError('a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `is too long (at most ${max} characters)`);

/** An order address: who and where (Magento requires street, city, postcode, first and last name). */
export const orderAddressSchema = z.looseObject(
  {
    firstname: requiredText(),
    lastname: requiredText(),
    street: z
      .array(z.union([z.string().max(MAX_FIELD, 'is too long (at most 255 characters)'), z.null()]), {
        error: typeError('an array of street lines'),
      })
      .max(4, 'has at most 4 lines')
      .refine((lines) => (lines[0] ?? '').trim() !== '', 'needs the street on its first line')
      .transform((lines) => lines.map((line) => (line ?? '').trim()).filter((line) => line !== '')),
    city: requiredText(),
    postcode: requiredText(20),
    country_id: z
      .string({ error: typeError('a two-letter country code such as RU') })
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as RU'),
    email: z
      .string({ error: typeError('an e-mail address') })
      .trim()
      .max(MAX_FIELD)
      .pipe(z.email('must be a valid e-mail address'))
      .optional(),
    telephone: optionalText,
    company: optionalText,
    vat_id: optionalText,
    region: optionalText,
    region_code: optionalText,
  },
  { error: typeError('an object') },
);
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One product line of an order: the sku, quantity and options count; prices sent are ignored (recomputed). */
const orderLineSchema = z.looseObject(
  {
    sku: lineSkuSchema,
    qty: lineQtySchema,
    parentSku: z
      .string({ error: typeError('a string') })
      .max(64)
      .nullish(),
    product_option: productOptionSchema.optional(),
  },
  { error: typeError('an object') },
);

export const orderBodySchema = z.looseObject(
  {
    /**
     * The client's order id (`<ms>-<guid>`): the idempotency key. Optional, as in vue-storefront-api: a stock
     * VSF1 (`entities.optimizeShoppingCart`) sends none, and the key is then derived from the cart id and the
     * order itself (docs/decisions/055-orders-without-order-id.md).
     */
    order_id: z
      .string({ error: typeError('a string') })
      .trim()
      .min(1, 'must not be empty (leave it out instead)')
      .max(100, 'is too long (at most 100 characters)')
      .optional(),
    user_id: z.union([z.string(), z.number(), z.null()], { error: typeError('a string') }).optional(),
    cart_id: z.union([z.string(), z.number(), z.null()], { error: typeError('a string') }).optional(),
    store_code: z
      .string({ error: typeError('a string') })
      .max(16)
      .optional(),
    products: z
      .array(orderLineSchema, { error: typeError('an array of products') })
      .min(1, 'must hold at least one product')
      .max(MAX_CART_LINES, `holds at most ${MAX_CART_LINES} products`),
    addressInformation: z.looseObject(
      {
        billingAddress: orderAddressSchema,
        shippingAddress: orderAddressSchema.nullish(),
        shipping_method_code: methodCode.nullable(),
        shipping_carrier_code: methodCode.nullable(),
        payment_method_code: z
          .string({ error: typeError('a string') })
          .min(1, 'is required')
          .max(64, 'is too long (at most 64 characters)'),
        payment_method_additional: z.unknown().optional(),
      },
      { error: typeError('an object') },
    ),
  },
  { error: requestBodyError('(the order of contract §1.4)') },
);
export type OrderBody = z.infer<typeof orderBodySchema>;

// ---- Answers ----

const envelope = <T extends z.ZodType>(result: T) => z.object({ code: z.literal(200), result });

export const totalSegmentSchema = z.looseObject({
  code: z.string(),
  title: z.string(),
  value: z.number(),
  area: z.string().optional(),
});

export const cartTotalsSchema = z.looseObject({
  grand_total: z.number(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  discount_amount: z.number(),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  tax_amount: z.number(),
  items_qty: z.number(),
  coupon_code: z.string().optional(),
  quote_currency_code: z.string(),
  items: z.array(
    z.looseObject({
      item_id: z.number(),
      qty: z.number(),
      price: z.number(),
      price_incl_tax: z.number(),
      row_total_incl_tax: z.number(),
      // VSF1's line price with a discount: row_total - discount_amount + tax_amount (ADR 056).
      row_total: z.number(),
      tax_amount: z.number(),
      discount_amount: z.number(),
      discount_tax_compensation_amount: z.number().optional(),
      options: z.string(),
    }),
  ),
  total_segments: z.array(totalSegmentSchema),
});
export type CartTotalsAnswer = z.infer<typeof cartTotalsSchema>;

export const shippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  base_amount: z.number(),
  available: z.boolean(),
  error_message: z.string(),
  price_excl_tax: z.number(),
  price_incl_tax: z.number(),
});
export type ShippingMethodAnswer = z.infer<typeof shippingMethodSchema>;

export const paymentMethodSchema = z.object({ code: z.string(), title: z.string() });
export type PaymentMethodAnswer = z.infer<typeof paymentMethodSchema>;

export const cartTotalsResponseSchema = envelope(cartTotalsSchema);
export const paymentMethodsResponseSchema = envelope(z.array(paymentMethodSchema));
export const shippingMethodsResponseSchema = envelope(z.array(shippingMethodSchema));
export const shippingInformationResponseSchema = envelope(
  z.object({ payment_methods: z.array(paymentMethodSchema), totals: cartTotalsSchema }),
);
export const couponApplyResponseSchema = envelope(z.literal(true));
export const couponResponseSchema = envelope(z.string().nullable());

export const orderResultSchema = z.object({
  magentoOrderId: z.string(),
  orderNumber: z.string(),
  backendOrderId: z.string(),
  transferedAt: z.string(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;
export const orderResponseSchema = envelope(orderResultSchema);
