// What the courier costs an order: the shop's flat rate (400 ₽ without VAT, 500 ₽ with it), or nothing from the
// free-delivery threshold on (FREE_SHIPPING_FROM, default 5 000 ₽; shared/config/settings.ts). The threshold is
// measured on the goods as the shopper pays for them: VAT included, discounts taken off. Pure: the platform's
// totals, the microcart's estimate and the offline checkout use the same rule.
import { COURIER } from '#shared/config/checkout-methods.ts';

export interface CourierPrice {
  inclTax: number;
  exclTax: number;
}

export const FREE_COURIER: CourierPrice = { inclTax: 0, exclTax: 0 };
export const FLAT_RATE_COURIER: CourierPrice = { inclTax: COURIER.amountInclTax, exclTax: COURIER.amount };

/** The courier's price for goods worth `goodsInclTax` (after discounts, VAT included); free from `freeFrom`. */
export function courierPrice(goodsInclTax: number, freeFrom: number | null): CourierPrice {
  return freeFrom !== null && goodsInclTax >= freeFrom ? FREE_COURIER : FLAT_RATE_COURIER;
}
