// Tells every open tab what the platform answered an order the queue sent (issue 15 "every tab sees the outcome";
// spec §4 "Offline orders": "the user told if an item is unavailable"; ADR 040): placed with its number, refused
// because products ran out (spec §8 'Some of the ordered products are not available.' with the lines), or refused
// as invalid. Whichever tab (or the service worker) replayed, each tab hears it (the queue's onReplay, fed by its
// BroadcastChannel) and reads the outcome from the device's orders. Not said on that order's own thank-you page,
// which shows it already; said once per tab, and only for orders sent after the tab started listening.
// App code: it composes the notifications feature with the device's orders (features never import each other).
import { SHOP_EMAIL } from '#shared/config/shop.ts';
import { localizedPath, storeCodeFromPath } from '#shared/domain/urls.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import { isStoreCode } from '#shared/config/store-views.ts';
import { getStorefrontDb } from '#client/lib/storage/db.browser.ts';
import type { PlacedOrder } from '#client/lib/storage/records.ts';
import type { AppServices } from './services';

const THANK_YOU_PATH = '/checkout-thankyou/';

const announced = new Set<string>();
let watching = false;

const thankYouPath = (order: PlacedOrder) =>
  localizedPath(
    `${THANK_YOU_PATH}${encodeURIComponent(order.order_id)}`,
    isStoreCode(order.store_code) ? order.store_code : storeCodeFromPath(window.location.pathname),
  );

/** The notification of one answered order, in the language of the page the shopper is on. */
function noticeOf(order: PlacedOrder) {
  const t = translatorFor(storeCodeFromPath(window.location.pathname));
  const action1 = { label: t('queue.showOrder'), href: thankYouPath(order) };
  if (order.outcome === 'placed')
    return {
      type: 'success' as const,
      message: t('queue.orderSent', { orderId: order.order_number ?? '' }),
      action1,
    };
  if (order.outcome === 'unavailable') {
    const names = order.lines.filter((line) => order.unavailable_skus?.includes(line.sku)).map((line) => line.name);
    return {
      type: 'error' as const,
      message: `${t('checkout.notAvailable')} ${names.join(', ')}`.trim(),
      action1,
      hasNoTimeout: true,
    };
  }
  return {
    type: 'error' as const,
    message: t('checkout.internalValidation', { email: SHOP_EMAIL }),
    action1,
    hasNoTimeout: true,
  };
}

async function announce(services: AppServices, since: number): Promise<void> {
  // A refused order's lines go back into the cart first, so its notice and the cart agree.
  const { restoreRefusedOrders } = await import('./refused-orders.browser');
  await restoreRefusedOrders(services.stores.cart);
  const db = await getStorefrontDb();
  for (const order of await db.getAll('orders')) {
    if (!order.outcome || announced.has(order.order_id) || (order.transmited_at ?? 0) < since) continue;
    announced.add(order.order_id);
    if (window.location.pathname === thankYouPath(order)) continue;
    services.stores.notifications.getState().spawn(noticeOf(order));
  }
}

/** Starts listening for the queue's replays in this tab (once). */
export async function watchOrderOutcomes(services: AppServices): Promise<void> {
  if (watching) return;
  watching = true;
  const since = Date.now();
  const { onReplay } = await import('#client/lib/sync/runner.browser.ts');
  onReplay(() => {
    announce(services, since).catch((error: unknown) =>
      console.warn('[queue] the outcome of a sent order could not be read', error),
    );
  });
}
