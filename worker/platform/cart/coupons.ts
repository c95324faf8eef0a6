// Coupons in D1 (migrations/0008; supplement §3: the newsletter coupon is 10 % off; ADR 030). A code is
// valid while active and not expired; codes match case-insensitively (Magento does), the stored spelling
// is what the cart and its totals carry.
import type { TotalsCoupon } from './totals';

/** Spec §5 "Wrong coupon". */
export const WRONG_COUPON = "You've entered an incorrect coupon code. Please try again.";

export async function findCoupon(db: D1Database, code: string, now: number): Promise<TotalsCoupon | null> {
  const row = await db
    .prepare(
      'SELECT code, percent FROM coupons WHERE code = ?1 AND active = 1 AND (expires_at IS NULL OR expires_at > ?2)',
    )
    .bind(code.trim(), now)
    .first<{ code: string; percent: number }>();
  return row ? { code: row.code, percent: row.percent } : null;
}
