// The push reminder of offline orders (issue 15 "Offline orders": "the service worker shows 'confirm your order'
// when back online"; spec: "a push reminder to confirm an offline order once back online"). After the service
// worker's replay (./queue-sync.ts), which notifications to show, if the shopper allowed them on the thank-you
// page: an order placed (its number), an order whose products ran out meanwhile (spec §8, never a false success),
// an order waiting for the shopper's confirmation (automatic transmission off: 'Order waiting!' / 'Click here to
// confirm the order that you made offline.'). Each in its order's store view and pointing at its thank-you page
// (or home, where the waiting order is offered). Pure; the texts are the dictionaries' (the worker holds copies,
// tests/client/sw/order-notifications.test.ts keeps them equal).
import { isStoreCode, type StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import type { SyncTask } from '#client/lib/storage/records.ts';
import { ORDER_PLACED_EVENT } from '#client/lib/sync/names.ts';
import type { ReplayStep } from '#client/lib/sync/replay.ts';

export interface OrderNotificationTexts {
  /** `push.orderPlaced` */
  placed: string;
  /** `thankYou.orderNumber`, with `{orderId}` */
  orderNumber: string;
  /** `checkout.notAvailable` (spec §8) */
  unavailable: string;
  /** `offline.orderWaiting` */
  waiting: string;
  /** `offline.orderWaitingConfirm` */
  waitingConfirm: string;
}

export const ORDER_NOTIFICATION_TEXTS: Readonly<Record<StoreCode, OrderNotificationTexts>> = {
  ru: {
    placed: 'Ваш заказ оформлен',
    orderNumber: 'Номер заказа: {orderId}',
    unavailable: 'Некоторых заказанных товаров нет в наличии.',
    waiting: 'Заказ ждёт отправки!',
    waitingConfirm: 'Нажмите здесь, чтобы подтвердить заказ, оформленный без связи.',
  },
  en: {
    placed: 'Your order has been placed',
    orderNumber: 'Order number: {orderId}',
    unavailable: 'Some of the ordered products are not available.',
    waiting: 'Order waiting!',
    waitingConfirm: 'Click here to confirm the order that you made offline.',
  },
};

export interface OrderNotification {
  title: string;
  body: string;
  /** One notification per order (a later one replaces it). */
  tag: string;
  /** Opened when the notification is clicked. */
  url: string;
}

/** The default store view when a task's url names none (spec: the shop's source locale). */
const DEFAULT_STORE: StoreCode = 'ru';

function storeOf(task: SyncTask): StoreCode {
  const code = new URL(task.url, 'https://shop.invalid').searchParams.get('storeCode');
  return code && isStoreCode(code) ? code : DEFAULT_STORE;
}

function orderIdOf(task: SyncTask): string {
  return typeof task.meta?.order_id === 'string' ? task.meta.order_id : task.idempotency_key;
}

const thankYouUrl = (task: SyncTask) =>
  localizedPath(`/checkout-thankyou/${encodeURIComponent(orderIdOf(task))}`, storeOf(task));

/** Sent orders: what the platform answered. Waiting orders: one reminder to confirm them. */
export function orderNotifications(steps: readonly ReplayStep[], waiting: readonly SyncTask[]): OrderNotification[] {
  const notifications: OrderNotification[] = [];
  for (const step of steps) {
    if (step.kind !== 'sent' || step.task.callback_event !== ORDER_PLACED_EVENT) continue;
    const texts = ORDER_NOTIFICATION_TEXTS[storeOf(step.task)];
    const result = step.outcome.result as { orderNumber?: unknown } | null;
    const tag = `order-${orderIdOf(step.task)}`;
    if (step.outcome.status === 200 && typeof result?.orderNumber === 'string') {
      const body = texts.orderNumber.replace('{orderId}', result.orderNumber);
      notifications.push({ title: texts.placed, body, tag, url: thankYouUrl(step.task) });
    } else if (step.outcome.status === 409) {
      notifications.push({ title: texts.unavailable, body: '', tag, url: thankYouUrl(step.task) });
    }
  }
  const first = waiting.find((task) => task.callback_event === ORDER_PLACED_EVENT);
  if (first) {
    const store = storeOf(first);
    const texts = ORDER_NOTIFICATION_TEXTS[store];
    notifications.push({
      title: texts.waiting,
      body: texts.waitingConfirm,
      tag: 'orders-waiting',
      url: localizedPath('/', store),
    });
  }
  return notifications;
}
