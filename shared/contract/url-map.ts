// URL dispatcher contract (vsf-api-contract §1.6, `POST /api/url/map`). Pure zod, shared with the browser.
import { z } from 'zod';
import { SOURCE_PATTERN_LIMITS } from '#shared/config/input-limits.ts';
import { typeError } from './envelope';

/** Field patterns, bounded as the catalogue's `_source_*` lists (ADR 016). */
const fieldListSchema = z
  .array(
    z
      .string()
      .max(
        SOURCE_PATTERN_LIMITS.maxPatternLength,
        `a field path may have at most ${SOURCE_PATTERN_LIMITS.maxPatternLength} characters`,
      )
      .regex(/^[A-Za-z0-9_.*]+$/, 'field paths may only contain letters, digits, _, . and *'),
  )
  .max(SOURCE_PATTERN_LIMITS.maxPatterns, `at most ${SOURCE_PATTERN_LIMITS.maxPatterns} fields`)
  .nullish();

/**
 * Body as VSF sends it (`VSF:core/modules/url/store/actions.ts getFallbackByUrl`). Only `url`,
 * `includeFields` and `excludeFields` are used (as in `API:src/api/url/map.ts`); other keys are allowed.
 */
export const urlMapRequestSchema = z.looseObject({
  // 'Missing url' is the original's message for an absent url; any other value says what it was instead.
  url: z.string({ error: typeError('a string', 'Missing url') }).max(2000, 'url is too long (at most 2000 characters)'),
  includeFields: fieldListSchema,
  excludeFields: fieldListSchema,
  options: z.record(z.string(), z.unknown()).nullish(),
  filters: z.record(z.string(), z.unknown()).nullish(),
  groupId: z.unknown().optional(),
  groupToken: z.unknown().optional(),
});
export type UrlMapRequest = z.input<typeof urlMapRequestSchema>;

export const URL_MAP_TYPES = ['product', 'category', 'cms_page'] as const;
export type UrlMapType = (typeof URL_MAP_TYPES)[number];

/** Fields always returned when `includeFields` is given (`API:config/default.json urlModule.map`). */
export const URL_MAP_ALWAYS_INCLUDED = ['url_path', 'identifier', 'id', 'slug', 'sku', 'type_id'] as const;

/** The raw hit: `{"_index":"vue_storefront_catalog_ru_product","_type":"product","_id":"994","_score":1,"_source":{…}}`. */
export const urlMapHitSchema = z.object({
  _index: z.string(),
  _type: z.enum(URL_MAP_TYPES),
  _id: z.string(),
  _score: z.number(),
  _source: z.record(z.string(), z.unknown()),
});
export type UrlMapHit = z.infer<typeof urlMapHitSchema>;

/** JSON `null` (HTTP 200) when nothing matches (contract §7 item 9). */
export const urlMapResponseSchema = urlMapHitSchema.nullable();
export type UrlMapResponse = z.infer<typeof urlMapResponseSchema>;
