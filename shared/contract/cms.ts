// CMS data extension (vsf-api-contract §1.1 row X1, entity shapes §3.6): `/api/ext/cms-data/…`.
// Answers `{code:200,result:<cms object>}`; the object is the `cms_page` / `cms_block` document of the
// store view (the Snowdog CMS object's fields: id, identifier, title, content, active, …).
import { z } from 'zod';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';

export const CMS_KINDS = ['page', 'block'] as const;
export type CmsKind = (typeof CMS_KINDS)[number];

/** `/cmsPage/:id`, `/cmsBlock/:id`: a positive integer that fits a Magento INT id. */
export const cmsIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'the CMS id must be a positive integer')
  .transform(Number)
  .refine((id) => id >= 1 && id <= 2_147_483_647, 'the CMS id must be a positive integer');

/** Magento identifiers (url keys): letters, digits, `-`, `_`, `.`, `/`. */
export const cmsIdentifierSchema = z
  .string()
  .min(1, 'the CMS identifier is empty')
  .max(100, 'the CMS identifier has at most 100 characters')
  .regex(/^[A-Za-z0-9_./-]+$/, 'the CMS identifier may only contain letters, digits, -, _, . and /');

const STORE_IDS = STORE_CODES.map((code) => STORE_VIEWS[code].storeId);

/** `/storeId/:storeId` → the store view (1 = ru, 2 = en, shared/config/store-views.ts). */
export const cmsStoreIdSchema = z
  .string()
  .regex(/^\d+$/, 'storeId must be a number')
  .transform(Number)
  .transform((id, ctx): StoreCode => {
    const code = STORE_CODES.find((c) => STORE_VIEWS[c].storeId === id);
    if (code === undefined) {
      ctx.addIssue({ code: 'custom', message: `Unknown storeId ${id}; expected one of ${STORE_IDS.join(', ')}` });
      return z.NEVER;
    }
    return code;
  });

/** cms_page document (contract §3.6). */
export const cmsPageSchema = z.looseObject({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  page_layout: z.string(),
  content_heading: z.string(),
  content: z.string(),
  active: z.boolean(),
  store_id: z.array(z.number()),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** cms_block document (contract §3.6). */
export const cmsBlockSchema = z.looseObject({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  content: z.string(),
  active: z.boolean(),
  store_id: z.array(z.number()),
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

export const cmsPageResponseSchema = z.object({ code: z.literal(200), result: cmsPageSchema });
export const cmsBlockResponseSchema = z.object({ code: z.literal(200), result: cmsBlockSchema });
export type CmsPageResponse = z.infer<typeof cmsPageResponseSchema>;
export type CmsBlockResponse = z.infer<typeof cmsBlockResponseSchema>;
