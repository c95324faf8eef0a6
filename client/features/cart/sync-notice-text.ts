// What the microcart says of a line the platform refused at a sync (client/features/cart/sync.ts): removed, or
// back to the quantity it confirmed, and, when the reason was the stock, how many are left.
import type { Translate } from '#shared/i18n/translate.ts';
import type { CartSyncNotice } from './sync';

/** «Доступно только 3 шт. этого товара. Количество «…» не удалось изменить: возвращено 1 шт.» and the like. */
export function syncNoticeText(t: Translate, notice: CartSyncNotice): string {
  const outcome =
    notice.kind === 'removed'
      ? t('microcart.lineRefused', { name: notice.name })
      : t('microcart.qtyRestored', { name: notice.name, qty: notice.qty });
  return notice.available === undefined
    ? outcome
    : `${t('product.onlyAvailable', { maxQuantity: notice.available })} ${outcome}`;
}
