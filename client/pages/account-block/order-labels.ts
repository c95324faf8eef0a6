// What My orders and an order's page say about an order in the view's language: its status by name (the platform
// answers Magento's codes, `pending`, `complete`, …) and an address's country by name (the order keeps its ISO
// code). A status the shop does not know yet shows its code rather than nothing.
import type { Translate } from '#shared/i18n/translate.ts';

/** Magento's order statuses (sales_order_status), each with a label in both views (`account.status.<code>`). */
export const ORDER_STATUSES = [
  'pending',
  'pending_payment',
  'processing',
  'complete',
  'closed',
  'canceled',
  'holded',
  'payment_review',
  'fraud',
] as const;

type OrderStatus = (typeof ORDER_STATUSES)[number];

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

export function orderStatusLabel(t: Translate, status: string): string {
  return isOrderStatus(status) ? t(`account.status.${status}`) : status;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name from its ISO code in `locale` (`RU` → «Россия», "Russia"); the code when unknown. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code at all
  }
}
