// The push reminder's notifications (client/sw/order-notifications.ts; issue 15): after the service worker's
// replay, a placed order says its number, an order whose products ran out says spec §8's message (never a false
// success), a waiting order (automatic transmission off) asks to be confirmed — in the order's store view, with
// the dictionaries' very texts, pointing at its thank-you page (or home for the confirmation).
import { describe, expect, it } from 'vitest';
import { STORE_CODES } from '#shared/config/store-views.ts';
import { translate } from '#shared/i18n/translate.ts';
import '#shared/i18n/all-dictionaries.ts';
import type { SyncTask } from '#client/lib/storage/records.ts';
import type { ReplayStep } from '#client/lib/sync/replay.ts';
import { ORDER_NOTIFICATION_TEXTS, orderNotifications } from '#client/sw/order-notifications.ts';

const orderTask = (orderId: string, storeCode: string, callback_event = 'order-placed'): SyncTask => ({
  task_id: 1,
  idempotency_key: orderId,
  url: `/api/order?storeCode=${storeCode}&token={{token}}`,
  payload: { method: 'POST', headers: {} },
  callback_event,
  silent: false,
  transmited: true,
  created_at: 1,
  updated_at: 1,
  meta: { order_id: orderId },
  is_result_cacheable: false,
});

describe('order notifications after the worker replay', () => {
  it.each(STORE_CODES)('the %s texts are the dictionary texts', (storeCode) => {
    expect(ORDER_NOTIFICATION_TEXTS[storeCode]).toEqual({
      placed: translate(storeCode, 'push.orderPlaced'),
      orderNumber: translate(storeCode, 'thankYou.orderNumber'),
      unavailable: translate(storeCode, 'checkout.notAvailable'),
      waiting: translate(storeCode, 'offline.orderWaiting'),
      waitingConfirm: translate(storeCode, 'offline.orderWaitingConfirm'),
    });
  });

  it('a placed order gives its number, a sold-out one spec §8, each to its thank-you page in its view', () => {
    const steps: ReplayStep[] = [
      {
        kind: 'sent',
        task: orderTask('1764230000000-a', 'ru'),
        outcome: { status: 200, result: { orderNumber: '000000123' } },
      },
      {
        kind: 'sent',
        task: orderTask('1764230000000-b', 'en'),
        outcome: { status: 409, result: 'x', meta: { skus: ['S1'] } },
      },
      { kind: 'sent', task: orderTask('p1', 'ru', 'profile-updated'), outcome: { status: 200, result: {} } },
      { kind: 'kept', task: orderTask('1764230000000-c', 'ru'), reason: 'HTTP 500' },
    ];
    expect(orderNotifications(steps, [])).toEqual([
      {
        title: 'Ваш заказ оформлен',
        body: 'Номер заказа: 000000123',
        tag: 'order-1764230000000-a',
        url: '/checkout-thankyou/1764230000000-a',
      },
      {
        title: 'Some of the ordered products are not available.',
        body: '',
        tag: 'order-1764230000000-b',
        url: '/en/checkout-thankyou/1764230000000-b',
      },
    ]);
  });

  it('orders waiting for confirmation give one reminder, home of the first one’s view; nothing else, nothing', () => {
    const waiting = [orderTask('w1', 'en'), orderTask('w2', 'ru')];
    expect(orderNotifications([], waiting)).toEqual([
      {
        title: 'Order waiting!',
        body: 'Click here to confirm the order that you made offline.',
        tag: 'orders-waiting',
        url: '/en',
      },
    ]);
    expect(orderNotifications([], [orderTask('p', 'ru', 'profile-updated')])).toEqual([]);
    expect(orderNotifications([], [])).toEqual([]);
  });
});
