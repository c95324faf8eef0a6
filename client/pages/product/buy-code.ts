// What "Add to cart" runs, in one chunk the page loads when the shopper heads for the buy row (pointer or focus) or
// at the first press (./use-add-to-cart.ts): the lines each product type makes, the cart's checked add with its
// stock check, and the message that says what happened. About 2.5 KB gzip a shopper who only reads never loads.
import { localizedPath } from '#shared/domain/urls.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { AddToCartResult } from '#client/features/cart/add-to-cart.ts';
import type { NotificationState } from '#client/features/notifications/store.ts';
import type { useT } from '#client/lib/services.tsx';

export { cartLinesFor } from '#client/features/cart/cart-lines-by-type.ts';
export { addLinesToCart } from '#client/features/cart/add-to-cart.ts';
export { checkStock } from '#client/lib/api/stock.ts';

type Spawn = NotificationState['spawn'];
type Translate = ReturnType<typeof useT>;

/** The message of each outcome; a volatile add warns first, then says it was added. */
export function announce(
  result: AddToCartResult,
  { spawn, t, storeCode }: { spawn: Spawn; t: Translate; storeCode: StoreCode },
): void {
  switch (result.kind) {
    case 'added':
    case 'updated':
      if (result.volatile) spawn({ type: 'warning', message: t('product.stockVolatile') });
      spawn({
        type: 'success',
        message: result.kind === 'added' ? t('product.addedToCart') : t('product.quantityUpdated'),
        action1: { label: t('notification.ok') },
        action2: { label: t('notification.proceedToCheckout'), href: localizedPath('/checkout', storeCode) },
      });
      return;
    case 'price-unknown':
      return spawn({ type: 'error', message: t('product.priceUnknown') });
    case 'invalid-quantity':
      return spawn({ type: 'error', message: t('product.quantityInvalid', { quantity: result.maxQuantity }) });
    case 'out-of-stock':
      return spawn({ type: 'error', message: t('product.outOfStock') });
    case 'too-many':
      return spawn({ type: 'error', message: t('product.onlyAvailable', { maxQuantity: result.maxQuantity }) });
  }
}
