// The coupon a newsletter subscription gives (supplement §3: 10 % off, applied through the cart coupon API;
// spec §1: the order confirmation text mentions it). It is the `NEWSLETTER10` row of the coupons table
// (migrations/0008, ADR 030), read live: a shop that disables or removes it gives none (meta.coupon null).
import type { NewsletterCoupon } from '#shared/contract/newsletter.ts';
import { findCoupon } from '#worker/platform/cart/coupons.ts';

export const NEWSLETTER_COUPON_CODE = 'NEWSLETTER10';

export async function newsletterCoupon(db: D1Database, now: number): Promise<NewsletterCoupon | null> {
  const coupon = await findCoupon(db, NEWSLETTER_COUPON_CODE, now);
  return coupon ? { code: coupon.code, percent: coupon.percent } : null;
}
