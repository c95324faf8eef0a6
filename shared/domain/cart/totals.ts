// Cart totals and counters on the device (contract §4.1 "Totals", getters; §5.3; spec §4 "Totals sync",
// §9 mini-cart count), isomorphic and pure. The platform's totals (contract §1.3) are what the microcart shows
// while online and synced; these are the estimate of a device that cannot ask. Fixes of the original
// (supplement §7, contract §7 quirk 15): the shipping price is added to the grand total once, not once per
// line, and a payment method's cost is added too. No discount: a coupon is the platform's to price.
// docs/decisions/032-microcart-cart-sync-and-totals.md.

import { courierPrice } from '#shared/domain/checkout/courier-price.ts';

/** What the totals read of a line: unit price with tax, quantity, product type. */
export interface TotalsLine {
  qty: number;
  price: number;
  type_id: string;
}

/** Spec §3 shipping method (only the price with tax counts here). */
export interface EstimateShipping {
  price_incl_tax: number;
}

/** Spec §3 payment method (only the cost with tax counts here). */
export interface EstimatePayment {
  cost_incl_tax?: number;
}

/** A segment of the device's estimate (contract §5.3 codes, in the original's order). */
export interface LocalTotalSegment {
  code: 'subtotal_incl_tax' | 'grand_total' | 'payment' | 'shipping';
  value: number;
}

/** Kopeck rounding of sums of prices (floating point sums of roubles drift: 0.1 + 0.2). */
const money = (value: number) => Math.round(value * 100) / 100;

const first = <T>(value: T | readonly T[] | null | undefined): T | undefined =>
  Array.isArray(value) ? (value as readonly T[])[0] : ((value ?? undefined) as T | undefined);

/**
 * Contract §4.1 local totals: subtotal incl. tax (Σ qty × price), grand total (subtotal + shipping once +
 * payment cost), then the payment and shipping segments when a method is known (of a list, the first).
 */
export function localTotals(
  lines: readonly TotalsLine[],
  shipping?: EstimateShipping | readonly EstimateShipping[] | null,
  payment?: EstimatePayment | readonly EstimatePayment[] | null,
): LocalTotalSegment[] {
  const ship = first(shipping);
  const pay = first(payment);
  const subtotal = money(lines.reduce((sum, line) => sum + line.qty * line.price, 0));
  const grand = money(subtotal + (ship?.price_incl_tax ?? 0) + (pay?.cost_incl_tax ?? 0));
  const segments: LocalTotalSegment[] = [
    { code: 'subtotal_incl_tax', value: subtotal },
    { code: 'grand_total', value: grand },
  ];
  if (pay) segments.push({ code: 'payment', value: pay.cost_incl_tax ?? 0 });
  if (ship) segments.push({ code: 'shipping', value: ship.price_incl_tax });
  return segments;
}

/**
 * The courier as the device estimates it: none for a cart with nothing to ship, else the flat rate or, from the
 * free-delivery threshold (FREE_SHIPPING_FROM) on, nothing, the goods' value taken before any coupon (the
 * platform's to price: it may put an order back under the threshold, and its totals then say so).
 */
export function estimatedCourier(lines: readonly TotalsLine[], freeFrom: number | null): EstimateShipping | null {
  if (isVirtualCart(lines)) return null;
  return { price_incl_tax: courierPrice(goodsValue(lines), freeFrom).inclTax };
}

/** The lines' value with VAT, before any coupon: what the device measures the free-delivery threshold on. */
export function goodsValue(lines: readonly TotalsLine[]): number {
  return money(lines.reduce((sum, line) => sum + line.qty * line.price, 0));
}

/** Spec §9 / supplement §5 mini-cart count: by total quantity (default) or by lines. */
export type MinicartCountType = 'quantities' | 'items';

export function itemsCount(lines: ReadonlyArray<{ qty: number }>, countType: MinicartCountType): number {
  return countType === 'items' ? lines.length : lines.reduce((sum, line) => sum + line.qty, 0);
}

/** Contract §4.1 getCoupon: the applied code and its discount, or null without one. */
export function couponOf(
  totals: { coupon_code?: string | null; discount_amount?: number } | null | undefined,
): { code: string; discount: number } | null {
  return totals?.coupon_code ? { code: totals.coupon_code, discount: totals.discount_amount ?? 0 } : null;
}

/**
 * Contract §4.1 isVirtualCart / spec §4 "Cart is virtual": a non-empty cart of virtual and downloadable
 * lines only — nothing to ship: no shipping step, no cash on delivery.
 */
export function isVirtualCart(lines: ReadonlyArray<{ type_id: string }>): boolean {
  return lines.length > 0 && lines.every((line) => line.type_id === 'virtual' || line.type_id === 'downloadable');
}

/**
 * Spec §4 "Totals sync": the text the platform's totals were computed for — the server cart, its lines'
 * skus, choices and quantities. Totals are pulled again when it differs from the one they were pulled for
 * (VSF1 hashes the whole line; what a line shows on screen does not change the totals, so it is left out).
 */
export function cartHashSource(
  lines: ReadonlyArray<{ sku: string; qty: number; product_option?: unknown }>,
  token: string | null,
): string {
  return JSON.stringify({ token, items: lines.map((line) => [line.sku, line.qty, line.product_option ?? null]) });
}
