// Coupons in D1 (migrations/0008, 0012: the newsletter coupon is 10 % off; ADR 030, ADR 058). A
// code is valid while active and not expired; codes match case-insensitively (Magento does), the stored spelling
// is what the cart and its totals carry. A coupon `once_per_customer` (the demo's WELCOME5, a first-order
// coupon) works once per customer account and once per e-mail address (`coupon_uses`).
import { sha256Hex } from '#shared/domain/hex.ts';
import type { TotalsCoupon } from './totals';

/** Spec §5 "Wrong coupon". */
export const WRONG_COUPON = "You've entered an incorrect coupon code. Please try again.";

/** A once-per-customer coupon this customer or e-mail has used already. */
export const COUPON_ALREADY_USED = 'This coupon works once per customer, and it was already used for an order';

export interface Coupon extends TotalsCoupon {
  oncePerCustomer: boolean;
}

export async function findCoupon(db: D1Database, code: string, now: number): Promise<Coupon | null> {
  const row = await db
    .prepare(
      `SELECT code, percent, once_per_customer FROM coupons
       WHERE code = ?1 AND active = 1 AND (expires_at IS NULL OR expires_at > ?2)`,
    )
    .bind(code.trim(), now)
    .first<{ code: string; percent: number; once_per_customer: number }>();
  return row ? { code: row.code, percent: row.percent, oncePerCustomer: row.once_per_customer === 1 } : null;
}

/** Who a once-per-customer coupon is counted against: the account, and the e-mail (hashed, as every subject). */
export async function couponSubjects(customerId: number | null, email: string | null): Promise<string[]> {
  return [
    ...(customerId === null ? [] : [`customer:${customerId}`]),
    ...(email ? [`email:${await sha256Hex(email.trim().toLowerCase())}`] : []),
  ];
}

/** Has any of these subjects used this coupon for an order? */
export async function couponUsed(db: D1Database, code: string, subjects: readonly string[]): Promise<boolean> {
  if (subjects.length === 0) return false;
  const row = await db
    .prepare(
      'SELECT 1 AS used FROM coupon_uses WHERE coupon_code = ?1 AND subject IN (SELECT value FROM json_each(?2))',
    )
    .bind(code, JSON.stringify(subjects))
    .first<{ used: number }>();
  return row !== null;
}

/** Is this D1 error a second use of a once-per-customer coupon (two orders at once)? */
export function isCouponReuse(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: coupon_uses\./i.test(error.message);
}
