// Review contract (vsf-api-contract §1.1 R1, §3.6 review document; spec §7 "POST /api/review/create"):
// the body VSF1 sends, validated by the platform (bad input → 400 naming the field, never the original's
// 500 with ajv errors), and the Magento review object it answers, always pending moderation
// (review_status 2, the original's `config.review.defaultReviewStatus`). Pure zod, shared with the server's
// answer checks; the browser imports only the types. docs/decisions/036-reviews-and-newsletter.md.
import { z } from 'zod';
import { describeInput, typeError } from './envelope';

/** Magento's review statuses (`review_status`): only 1 is ever listed (contract §2.4c). */
export const REVIEW_STATUS = { approved: 1, pending: 2, notApproved: 3 } as const;

/** Magento's `review_detail.title` and `nickname` are varchar(255) and varchar(128). */
export const MAX_REVIEW_TITLE = 255;
export const MAX_REVIEW_NICKNAME = 128;
/**
 * A review is a paragraph or two (the seeded ones are under 100 characters); Magento's `detail` is a TEXT
 * column, but a moderator reads every review, so 5,000 characters (a long page) is the most one may hold.
 */
export const MAX_REVIEW_DETAIL = 5_000;

/** Largest id Magento's int(10) unsigned columns hold: a product or customer id beyond it names nothing. */
const MAX_ENTITY_ID = 4_294_967_295;

const requiredText = (max: number) =>
  z
    .string({ error: typeError('a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `is too long (at most ${max} characters)`);

/**
 * A positive whole number; VSF1 sends ids as numbers, some clients as numeric strings. One check with one
 * message (a union of the two would say only "Invalid input").
 */
function entityId(input: unknown, ctx: z.core.$RefinementCtx): number {
  const value = typeof input === 'string' && /^\d{1,10}$/.test(input) ? Number(input) : input;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ENTITY_ID) return value;
  ctx.addIssue({
    code: 'custom',
    message: input === undefined ? 'is required' : `expected a positive whole number, got ${describeInput(input)}`,
  });
  return z.NEVER;
}

const requiredId = z.unknown().transform(entityId);
/** Absent or null: a guest's review. */
const optionalId = z
  .unknown()
  .transform((input, ctx) => (input === null ? null : entityId(input, ctx)))
  .optional();

/** R1 `{review:{product_id,title,detail,nickname,review_entity:"product",customer_id}}`; unknown keys are dropped. */
export const reviewCreateBodySchema = z.object(
  {
    review: z.object(
      {
        product_id: requiredId,
        title: requiredText(MAX_REVIEW_TITLE),
        detail: requiredText(MAX_REVIEW_DETAIL),
        nickname: requiredText(MAX_REVIEW_NICKNAME),
        review_entity: z
          .literal('product', { error: 'only "product" reviews exist (review_entity: "product")' })
          .optional(),
        customer_id: optionalId,
      },
      { error: typeError('an object', 'is required: send {"review": {"product_id", "title", "detail", "nickname"}}') },
    ),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input !== undefined
        ? `The request body must be a JSON object {"review": {…}}, got ${describeInput(issue.input)}`
        : undefined,
  },
);
export type ReviewCreateBody = z.output<typeof reviewCreateBodySchema>;

/** The Magento review object (contract §3.6), as answered by R1 and stored in the catalogue once approved. */
export const reviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  review_entity: z.literal('product'),
  review_type: z.number().int(),
  review_status: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC, the catalogue's date format. */
  created_at: z.string(),
  store_id: z.number().int(),
  stores: z.array(z.number().int()),
  product_id: z.number().int(),
  customer_id: z.number().int().nullable().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** R1's answer: the stored review, pending moderation. */
export const reviewCreateResponseSchema = z.object({
  code: z.literal(200),
  result: reviewSchema.extend({ review_status: z.literal(REVIEW_STATUS.pending) }),
});
export type ReviewCreateResponse = z.infer<typeof reviewCreateResponseSchema>;
