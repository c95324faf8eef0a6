// 'Order waiting!' (spec §4 "Offline orders", §8; supplement §5 automatic transmission off; issue 15, ADR 040):
// with automatic transmission off, an order placed offline is not sent by itself when the connection returns;
// every page but the thank-you page offers it for confirmation — 'Click here to confirm the order that you made
// offline.' — and confirming sends it and opens its confirmation page. Nothing renders on the server or while
// automatic transmission is on; the queue's code loads only when there is something to ask.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath } from '#shared/domain/urls.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useSettings, useStoreCode, useT } from '#client/lib/services.tsx';

const THANK_YOU = /\/checkout-thankyou\//;

export function OrderWaiting() {
  const t = useT();
  const { autoTransmitOrders } = useSettings();
  const online = useIsOnline();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const storeCode = useStoreCode();
  const [waiting, setWaiting] = useState<string[]>([]);

  useEffect(() => {
    if (autoTransmitOrders || !online) return;
    let active = true;
    let stop: (() => void) | undefined;
    const check = () =>
      import('#client/lib/sync/task-store.browser.ts')
        .then(({ tasksAwaitingConfirmation }) => tasksAwaitingConfirmation())
        .then((tasks) => {
          if (active) setWaiting(tasks.map((task) => task.idempotency_key));
        })
        .catch((error: unknown) => console.warn('[queue] the waiting orders could not be read', error));
    void check();
    import('#client/lib/sync/runner.browser.ts')
      .then(({ onReplay }) => {
        if (active) stop = onReplay(() => void check());
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [autoTransmitOrders, online, pathname]);

  if (autoTransmitOrders || !online || waiting.length === 0 || THANK_YOU.test(pathname)) return null;
  const confirm = async () => {
    const keys = waiting;
    setWaiting([]);
    const { confirmAndReplay } = await import('#client/lib/sync/runner.browser.ts');
    await confirmAndReplay(keys);
    // The first order's confirmation page says what the platform answered.
    void navigate(localizedPath(`/checkout-thankyou/${encodeURIComponent(keys[0]!)}`, storeCode));
  };
  return (
    <section className="order-waiting" role="alert" aria-labelledby="order-waiting-title" data-testid="order-waiting">
      <h2 id="order-waiting-title" className="order-waiting__title">
        {t('offline.orderWaiting')}
      </h2>
      <button type="button" className="button button--primary order-waiting__confirm" onClick={() => void confirm()}>
        {t('offline.orderWaitingConfirm')}
      </button>
    </section>
  );
}
