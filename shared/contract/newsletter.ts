// Newsletter contract (vsf-api-contract §1.1 N1-N3; spec §4 "Newsletter", §7; supplement §3):
//   GET    /api/ext/{provider}-subscribe/subscribe?email=   → result 'subscribed' | 'unsubscribed'
//   POST   same path {email}                               → result 'OK', meta.coupon (the 10 % coupon)
//   DELETE same path {email}                               → result 'OK'
//   POST   /newsletter/subscriber/new/  email=… (form)      → the POST answer (legacy Magento path)
// A bad e-mail is a 400 with the spec's message 'Please provide valid e-mail address.' (the original answered 500),
// judged by the checkout's own e-mail rule, so the newsletter never stores what the checkout would refuse
// (`x@example.com<script>`). Why GET says 'subscribed' and not the spec's 'active':
// docs/decisions/036-reviews-and-newsletter.md.
import { z } from 'zod';
import { email as checkoutEmailRule } from '#shared/domain/checkout/field-rules.ts';

/** The checkout's message for a malformed e-mail (the English of `validation.email`, shared/i18n/en.ts). */
export const INVALID_EMAIL = 'Please provide valid e-mail address.';

/** RFC 5321: a path is at most 256 octets with its brackets, so an address at most 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1: the local part is at most 64 octets. */
const MAX_LOCAL_PART = 64;

/** One `@`, no spaces or control characters, a dotted domain (`a@b.ru`); what a shop can mail, not RFC 5322's every form. */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(?:\.[^\s@\p{Cc}.]+)+$/u;

/** An e-mail as stored: trimmed, lower case (one subscriber per mailbox, as Mailchimp keys md5(lower(email))). */
export const newsletterEmailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL)
  .refine((email) => email.indexOf('@') <= MAX_LOCAL_PART, INVALID_EMAIL)
  .refine((email) => checkoutEmailRule(email) === null, INVALID_EMAIL)
  .transform((email) => email.toLowerCase());

/** N2/N3 body `{email}` and the legacy form's `email` field. */
export const newsletterBodySchema = z.object({ email: newsletterEmailSchema }, { error: INVALID_EMAIL });

/** N1 statuses, as Mailchimp's member `status` (what VSF1's `isSubscribed` compares with). */
export const NEWSLETTER_STATUS = { subscribed: 'subscribed', unsubscribed: 'unsubscribed' } as const;

export const newsletterStatusResponseSchema = z.object({
  code: z.literal(200),
  result: z.enum([NEWSLETTER_STATUS.subscribed, NEWSLETTER_STATUS.unsubscribed]),
});
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;

/** The coupon a subscriber gets (supplement §3: 10 % off, applied through the cart coupon API). */
export const newsletterCouponSchema = z.object({ code: z.string(), percent: z.number() });
export type NewsletterCoupon = z.infer<typeof newsletterCouponSchema>;

/** N2 and the legacy form: 'OK' (VSF1 checks only code 200) and the coupon in `meta`, null if the shop has none. */
export const newsletterSubscribeResponseSchema = z.object({
  code: z.literal(200),
  result: z.literal('OK'),
  meta: z.object({ coupon: newsletterCouponSchema.nullable() }),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

export const newsletterUnsubscribeResponseSchema = z.object({ code: z.literal(200), result: z.literal('OK') });
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;
