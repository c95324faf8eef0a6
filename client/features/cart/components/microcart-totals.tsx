// The microcart's totals (spec §4 "Totals sync", §3 "Totals shown"; contract §1.3, §4.1 getters; issue 13):
// online, with totals pulled for exactly this cart, the platform's `total_segments` verbatim (subtotal,
// shipping, discount, tax, grand total, titled by the platform in the view's language); while a change is
// on its way to the server, the last ones dimmed and marked busy; otherwise (offline, not synced yet, the
// sync stopped) the device's estimate of shared/domain/cart/totals.ts — subtotal, the courier's flat rate
// added once (supplement §7), grand total — said to be an estimate (online: until the exact total arrives;
// offline: the exact total follows when online).
import type { StoreCode } from '#shared/config/store-views.ts';
import { estimatedCourier, localTotals, type LocalTotalSegment } from '#shared/domain/cart/totals.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useSettings, useT } from '#client/lib/services.tsx';
import type { CartItem, PlatformTotals } from '#client/features/cart/store.ts';

/** The view's titles of the device's estimate segments (the platform titles its own). */
export const ESTIMATE_TITLE_KEYS = {
  subtotal_incl_tax: 'microcart.subtotal',
  shipping: 'microcart.shipping',
  payment: 'microcart.payment',
  grand_total: 'microcart.grandTotal',
} as const satisfies Record<LocalTotalSegment['code'], string>;

/** The estimate in reading order: subtotal, shipping, then the grand total last. */
const LOCAL_ORDER: ReadonlyArray<LocalTotalSegment['code']> = [
  'subtotal_incl_tax',
  'shipping',
  'payment',
  'grand_total',
];

export function MicrocartTotals({
  items,
  server,
  updating,
  storeCode,
  headingId = 'microcart-totals-title',
}: {
  items: readonly CartItem[];
  /** The platform's totals to show, or null for the estimate. */
  server: PlatformTotals | null;
  /** `server` is for the cart before the change now being synced. */
  updating: boolean;
  storeCode: StoreCode;
  /** The hidden heading's id: unique on the page (the checkout's summary shows totals beside the microcart). */
  headingId?: string;
}) {
  const t = useT();
  const online = useIsOnline();
  const { freeShippingFrom } = useSettings();
  if (server) {
    return (
      <section className="microcart-totals" aria-labelledby={headingId} aria-busy={updating || undefined}>
        <h3 id={headingId} className="visually-hidden">
          {t('microcart.totals')}
        </h3>
        <dl
          className={updating ? 'microcart-totals__list microcart-totals__list--stale' : 'microcart-totals__list'}
          data-testid="microcart-totals"
          data-source="platform"
        >
          {server.total_segments.map((segment) => (
            <div
              key={segment.code}
              className={`microcart-totals__row microcart-totals__row--${segment.code}`}
              data-code={segment.code}
            >
              <dt>{segment.title}</dt>
              <dd>{formatPrice(segment.value, storeCode)}</dd>
            </div>
          ))}
        </dl>
        {updating ? (
          <p className="microcart-totals__note" role="status">
            {t('microcart.updating')}
          </p>
        ) : null}
      </section>
    );
  }
  const segments = localTotals(items, estimatedCourier(items, freeShippingFrom));
  const byCode = new Map(segments.map((segment) => [segment.code, segment]));
  return (
    <section className="microcart-totals" aria-labelledby={headingId}>
      <h3 id={headingId} className="visually-hidden">
        {t('microcart.totals')}
      </h3>
      <dl className="microcart-totals__list" data-testid="microcart-totals" data-source="estimate">
        {LOCAL_ORDER.flatMap((code) => {
          const segment = byCode.get(code);
          if (!segment) return [];
          return [
            <div
              key={code}
              className={`microcart-totals__row microcart-totals__row--${code === 'grand_total' ? 'grand_total' : code}`}
              data-code={code}
            >
              <dt>{t(ESTIMATE_TITLE_KEYS[code])}</dt>
              <dd>{formatPrice(segment.value, storeCode)}</dd>
            </div>,
          ];
        })}
      </dl>
      <p className="microcart-totals__note" data-testid="microcart-estimate">
        {online ? t('microcart.estimateOnline') : t('microcart.estimate')}
      </p>
    </section>
  );
}
