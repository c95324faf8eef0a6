// Legacy Magento backend calls of spec §7 that the storefront needs for data, answered by the platform
// from D1. They imitate Magento frontend controllers, not vue-storefront-api: the bodies are NOT in
// the `{code,result}` envelope (Magento answers raw JSON there); errors are 400 `{code,result}` like the
// rest of the platform so a developer sees the message.
import { z } from 'zod';

// ---- GET /stockists/ajax/stores?all=true -------------------------------------------------------------

export const stockistsQuerySchema = z.object({
  all: z
    .enum(['true', '1'], { error: 'only all=true is supported (every store locator point of the store view)' })
    .optional(),
});

/** One store locator point (seed: worker/platform/seed/places.ts), in the store view's language. */
export const stockistSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  region_id: z.number().nullable(),
  country_id: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  hours: z.string(),
});
export type Stockist = z.infer<typeof stockistSchema>;

export const stockistsResponseSchema = z.array(stockistSchema);
export type StockistsResponse = z.infer<typeof stockistsResponseSchema>;

// ---- GET /customer/section/load/?sections=…&force_new_section_timestamp=false -------------------------

export const SECTION_NAMES = ['cart', 'customer', 'messages', 'geoip'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

function isSectionName(value: string): value is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(value);
}

/** Magento loads every section when `sections` is absent; an unknown name is a 400 here. */
export const sectionLoadQuerySchema = z.object({
  sections: z
    .string()
    .optional()
    .transform((value, ctx): SectionName[] => {
      if (value === undefined) return [...SECTION_NAMES];
      const names = [
        ...new Set(
          value
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== ''),
        ),
      ];
      const unknown = names.filter((name) => !isSectionName(name));
      if (names.length === 0 || unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${names.length === 0 ? 'No section named' : `Unknown section(s) ${unknown.join(', ')}`}; known sections: ${SECTION_NAMES.join(', ')}`,
        });
        return z.NEVER;
      }
      return names.filter(isSectionName);
    }),
  force_new_section_timestamp: z
    .enum(['true', 'false', '1', '0'], { error: 'force_new_section_timestamp must be true or false' })
    .optional(),
});
export type SectionLoadQuery = z.infer<typeof sectionLoadQuerySchema>;

/** Where the city of `geoip.city_info` came from: Cloudflare's visitor location headers or the default. */
export const CITY_SOURCES = ['cf-ipcity', 'cf-region', 'default'] as const;

export const cityInfoSchema = z.object({
  /** In the store view's language when the city is one of the shop's regions, else as the header gave it. */
  city: z.string(),
  region: z.string().nullable(),
  region_id: z.number().nullable(),
  country_id: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  source: z.enum(CITY_SOURCES),
});
export type CityInfo = z.infer<typeof cityInfoSchema>;

/** Magento's `data_id`: the section's timestamp in seconds. */
const dataId = z.number().int().positive();

export const cartSectionSchema = z.object({
  summary_count: z.literal(0),
  subtotalAmount: z.null(),
  items: z.array(z.never()),
  quote_id: z.null(),
  possible_onepage_checkout: z.boolean(),
  isGuestCheckoutAllowed: z.boolean(),
  storeId: z.string(),
  data_id: dataId,
});
export const customerSectionSchema = z.object({ customer_id: z.null(), data_id: dataId });
export const messagesSectionSchema = z.object({ messages: z.array(z.never()), data_id: dataId });
export const geoipSectionSchema = z.object({ city_info: cityInfoSchema, data_id: dataId });

/** An object keyed by the requested sections, plus the visitor's random `form_key`. */
export const sectionLoadResponseSchema = z.strictObject({
  cart: cartSectionSchema.optional(),
  customer: customerSectionSchema.optional(),
  messages: messagesSectionSchema.optional(),
  geoip: geoipSectionSchema.optional(),
  form_key: z.string().regex(/^[A-Za-z0-9]{16}$/),
});
export type SectionLoadResponse = z.infer<typeof sectionLoadResponseSchema>;
