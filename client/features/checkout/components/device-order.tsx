// A page that shows an order this device placed (spec §2 checkout-thankyou / checkout-success; issue 13): the
// server renders the frame (the order lives on the device, the HTML stays anonymous and cacheable); the
// browser reads the order from IndexedDB and shows its confirmation, or says honestly that this device did not
// place it — a guessed url never shows a thank-you for an order that is not the shopper's.
import { useEffect, useState, type ReactNode } from 'react';
import { localizedPath } from '#shared/domain/urls.ts';
import { isOffline } from '#client/lib/dom.ts';
import type { PlacedOrder } from '#client/lib/storage/records.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { PageLink } from '#client/components/page-link.tsx';
import { isRefused } from '#client/features/checkout/refused-orders.ts';
import { OrderConfirmation } from './order-confirmation';

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

type Lookup = { state: 'loading' } | { state: 'found'; order: PlacedOrder } | { state: 'missing' };

export function DeviceOrder({
  find,
  title,
  missingTitle,
  missingText,
  testId,
  refusedActions,
}: {
  /** Reads the order from the device's records (browser only: ../placed-orders.browser.ts, imported lazily). */
  find: () => Promise<PlacedOrder | null>;
  title: string;
  missingTitle: string;
  missingText: string;
  testId: string;
  /** What an order the platform refused offers (the page composes it: ordering the rest takes the cart). */
  refusedActions?: (order: PlacedOrder) => ReactNode;
}) {
  const t = useT();
  const storeCode = useStoreCode();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  // A thank-you only for an order the platform placed: one still waiting, or refused, says so in its title.
  const titleOf = (order: PlacedOrder) =>
    order.order_number ? title : isRefused(order) ? t('thankYou.refusedTitle') : t('thankYou.queuedTitle');
  useEffect(() => {
    let active = true;
    let stopListening: (() => void) | undefined;
    const read = () =>
      find()
        .then((order) => {
          if (active) setLookup(order ? { state: 'found', order } : { state: 'missing' });
        })
        .catch((error: unknown) => {
          console.warn('[checkout] the order could not be read from this device', error);
          if (active) setLookup({ state: 'missing' });
        });
    void read();
    // An order queued offline changes when the queue sends it (in this tab or another): read it again then.
    // On its own thank-you page an order waiting for confirmation is confirmed (spec §4: the queue is processed
    // there even with automatic transmission off).
    import('#client/lib/sync/runner.browser.ts')
      .then(({ onReplay, confirmAndReplay }) => {
        if (!active) return;
        const stopReplays = onReplay(() => void read());
        const confirmIfOnline = () => {
          if (isOffline()) return;
          void find().then((order) => {
            if (active && order && !order.transmited) void confirmAndReplay([order.order_id]);
          });
        };
        const target = globalThis as unknown as EventTargetLike;
        target.addEventListener('online', confirmIfOnline);
        confirmIfOnline();
        stopListening = () => {
          stopReplays();
          target.removeEventListener('online', confirmIfOnline);
        };
      })
      .catch((error: unknown) => console.warn('[checkout] the queue could not be watched', error));
    return () => {
      active = false;
      stopListening?.();
    };
  }, [find]);
  return (
    <div className="info-page order-page" data-testid={testId} data-state={lookup.state}>
      <h1>{lookup.state === 'missing' ? missingTitle : lookup.state === 'found' ? titleOf(lookup.order) : title}</h1>
      {lookup.state === 'loading' ? <p role="status">{t('thankYou.loading')}</p> : null}
      {lookup.state === 'found' ? (
        <OrderConfirmation
          order={lookup.order}
          storeCode={storeCode}
          actions={isRefused(lookup.order) ? refusedActions?.(lookup.order) : null}
        />
      ) : null}
      {lookup.state === 'missing' ? (
        <>
          <p>{missingText}</p>
          <PageLink to={localizedPath('/', storeCode)} className="button button--primary">
            {t('microcart.continueShopping')}
          </PageLink>
        </>
      ) : null}
    </div>
  );
}
