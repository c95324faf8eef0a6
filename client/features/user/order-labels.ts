// What My orders, an order's page and the order tracking page say about an order in the view's language: its status
// by name (the platform answers Magento's codes, `pending`, `complete`, …), its date in the shop's time, and an
// address's country by name (the order keeps its ISO code). A status the shop does not know yet shows its code.
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

/** Magento's 'YYYY-MM-DD HH:MM:SS' (UTC), or an ISO time with its zone, as the view's date and time in Moscow. */
export function orderDate(value: string, locale: string): string {
  const date = new Date(/(Z|[+-]\d\d:\d\d)$/i.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Moscow' });
}
