// The microcart's body (issue 13 "Microcart"; spec §3 cart state, §4 cart, §8, §9; supplement §6, §7), its own
// chunk (./microcart.tsx loads it when the panel first opens): the count, the lines (./microcart-line.tsx),
// the coupon (./coupon-form.tsx), the totals (./microcart-totals.tsx) and 'Proceed to checkout' (left out when
// an external checkout is configured: spec §2 — that shop's own cart takes over), or the spec's empty-cart
// text. What the server refused and what was removed is said in a polite live region.
import { useSyncExternalStore, useState } from 'react';
import { cartHashSource, itemsCount } from '#shared/domain/cart/totals.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { useAside } from '#client/components/aside.tsx';
import { focusWithoutScroll, isOffline } from '#client/lib/dom.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';
import { applyCartCoupon, removeCartCoupon } from '#client/features/cart/coupon.ts';
import type { CartItem } from '#client/features/cart/store.ts';
import { activeCartSync, type CartSyncRunner } from '#client/features/cart/sync-runner.ts';
import type { CartSyncDeps, CartSyncNotice } from '#client/features/cart/sync.ts';
import { syncNoticeText } from '#client/features/cart/sync-notice-text.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { CouponForm } from './coupon-form';
import { MicrocartLine } from './microcart-line';
import { MicrocartTotals } from './microcart-totals';

const SUMMARY_ID = 'microcart-summary';
const EMPTY_BUTTON_ID = 'microcart-continue';

/** The element of an id, in the browser (none on the server). */
function elementById(id: string): unknown {
  return (globalThis as { document?: { getElementById(id: string): unknown } }).document?.getElementById(id);
}

const noNotices: readonly CartSyncNotice[] = [];

/** The sync runner's notices (what the server refused), or none before the runner started. */
function useSyncNotices(): { notices: readonly CartSyncNotice[]; runner: CartSyncRunner | null } {
  const runner = activeCartSync();
  const notices = useSyncExternalStore(
    (listener) => runner?.subscribeNotices(listener) ?? (() => undefined),
    () => runner?.notices() ?? noNotices,
    () => noNotices,
  );
  return { notices, runner };
}

/** Whether the cart sync has nothing more to send (see CartSyncRunner.settled); false before it runs. */
function useSyncSettled(runner: CartSyncRunner | null): boolean {
  return useSyncExternalStore(
    (listener) => runner?.subscribeSettled(listener) ?? (() => undefined),
    () => runner?.settled() ?? false,
    () => false,
  );
}

/** A line's key and the base of its controls' ids: its sku and choices (two lines of one sku differ). */
function lineKey(line: CartItem, index: number): string {
  return `microcart-line-${index}-${line.sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export function MicrocartBody(_props: { open: boolean }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const settings = useSettings();
  const cart = useCartStore();
  const { close } = useAside();
  const items = useCart((state) => state.items);
  const loaded = useCart((state) => state.loaded);
  const serverToken = useCart((state) => state.serverToken);
  const platformTotals = useCart((state) => state.platformTotals);
  const totalsFor = useCart((state) => state.totalsFor);
  const syncStatus = useCart((state) => state.syncStatus);
  const online = useIsOnline();
  const { notices, runner } = useSyncNotices();
  const settled = useSyncSettled(runner);
  const [removed, setRemoved] = useState<string | null>(null);

  const deps: CartSyncDeps = {
    api,
    cart,
    store: storeCode,
    isOnline: () => !isOffline(),
    maxBypassAttempts: settings.maxCartBypassAttempts,
  };

  if (!loaded) {
    return (
      <p className="microcart__loading" role="status">
        {t('microcart.loading')}
      </p>
    );
  }

  const status = [
    removed ? t('microcart.removed', { name: removed }) : '',
    ...notices.map((notice) => syncNoticeText(t, notice)),
    syncStatus === 'disabled' ? t('microcart.syncDisabled') : '',
  ]
    .filter(Boolean)
    .join(' ');

  if (items.length === 0) {
    return (
      <div className="microcart__content microcart__content--empty">
        <p className="microcart__status" role="status">
          {status}
        </p>
        <p className="microcart__empty" data-testid="microcart-empty">
          {t('microcart.empty')}
        </p>
        <button
          id={EMPTY_BUTTON_ID}
          type="button"
          className="button button--primary"
          onClick={() => close('microcart')}
        >
          {t('microcart.continueShopping')}
        </button>
      </div>
    );
  }

  const current = cartHashSource(items, serverToken);
  const fresh = online && platformTotals !== null && totalsFor === current;
  const updating = online && platformTotals !== null && !fresh && syncStatus === 'syncing';
  const remove = (line: CartItem) => {
    cart.getState().removeItem(line);
    setRemoved(line.name);
    runner?.clearNotices();
    // The line and its buttons are gone: focus the count above the list (or the empty cart's button).
    setTimeout(() => focusWithoutScroll(elementById(SUMMARY_ID) ?? elementById(EMPTY_BUTTON_ID)), 0);
  };

  return (
    <div className="microcart__content" data-sync={settled ? 'settled' : 'busy'}>
      <p id={SUMMARY_ID} className="microcart__summary" tabIndex={-1} data-testid="microcart-summary">
        {t('microcart.summary', { count: itemsCount(items, 'quantities') })}
      </p>
      <p className="microcart__status" role="status" data-testid="microcart-status">
        {status}
      </p>
      <ul className="microcart__lines" aria-label={t('microcart.lines')}>
        {items.map((line, index) => (
          <MicrocartLine
            key={`${line.sku}|${JSON.stringify(line.product_option ?? null)}`}
            id={lineKey(line, index)}
            line={line}
            storeCode={storeCode}
            onQty={(qty) => {
              setRemoved(null);
              cart.getState().setQty(line, qty);
            }}
            onRemove={() => remove(line)}
          />
        ))}
      </ul>
      <CouponForm
        // The server cart's coupon as last known (offline too: the estimate says it leaves discounts out).
        applied={platformTotals?.coupon_code ?? null}
        onApply={(code) => applyCartCoupon(deps, runner ? runner.syncNow : null, code)}
        onRemove={() => removeCartCoupon(deps, runner ? runner.syncNow : null)}
      />
      <MicrocartTotals
        items={items}
        server={fresh || updating ? platformTotals : null}
        updating={updating}
        storeCode={storeCode}
      />
      {settings.externalCheckout ? null : (
        <PageLink
          to={localizedPath('/checkout', storeCode)}
          className="button button--primary microcart__checkout"
          data-testid="microcart-checkout"
        >
          {t('microcart.checkout')}
        </PageLink>
      )}
    </div>
  );
}
