// The order beside the steps (spec §3 "Totals shown"; issue 13): the cart's lines (image, name, chosen options,
// quantity and price; a line that is not available marked 'Out of the stock!') and the totals — the
// platform's for this cart with the chosen shipping and payment, or the device's estimate
// (client/features/cart/components/microcart-totals.tsx). On a phone it folds under its heading.
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { cartHashSource } from '#shared/domain/cart/totals.ts';
import { shownLinePrice } from '#shared/domain/cart/line-price.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useTaxDisplay } from '#client/lib/tax-display.tsx';
import { useCart } from '#client/features/cart/context.tsx';
import { MicrocartTotals } from '#client/features/cart/components/microcart-totals.tsx';

/** Spec §9 cart thumbnail, shown smaller here (CSS). */
const CART = THUMBNAIL_SIZES.cart;

export function OrderSummary({ unavailable }: { unavailable: readonly string[] }) {
  const t = useT();
  // Line prices without VAT when the shopper chose so; the totals stay what is charged.
  const display = useTaxDisplay();
  const storeCode = useStoreCode();
  const items = useCart((state) => state.items);
  const totals = useCart((state) =>
    state.platformTotals && state.totalsFor === cartHashSource(state.items, state.serverToken)
      ? state.platformTotals
      : null,
  );
  const count = items.reduce((sum, line) => sum + line.qty, 0);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('checkout.summary')} <span className="checkout-summary__count">({t('microcart.summary', { count })})</span>
      </h2>
      <ul className="checkout-summary__lines" aria-label={t('microcart.lines')}>
        {items.map((line) => {
          const out = unavailable.includes(line.sku) || line.stock_status === 'out_of_stock';
          return (
            <li
              key={`${line.sku}:${JSON.stringify(line.product_option ?? null)}`}
              className={out ? 'checkout-line checkout-line--unavailable' : 'checkout-line'}
              data-sku={line.sku}
            >
              <img
                className="checkout-line__image"
                src={thumbnailUrl(line.image, CART.width, CART.height)}
                alt=""
                width={CART.width}
                height={CART.height}
                loading="lazy"
              />
              <div className="checkout-line__text">
                <p className="checkout-line__name">{line.name}</p>
                {line.options.length > 0 ? (
                  <p className="checkout-line__options">
                    {line.options.map((option) => `${option.label}: ${option.value}`).join(', ')}
                  </p>
                ) : null}
                <p className="checkout-line__qty">
                  {line.qty} × {formatPrice(shownLinePrice(line, display).unit, storeCode)}
                  {shownLinePrice(line, display).exclTax ? (
                    <span className="price__tax-note"> {t('price.exclTax')}</span>
                  ) : null}
                </p>
                {out ? <p className="checkout-line__stock">{t('microcart.outOfStock')}</p> : null}
              </div>
              <p className="checkout-line__total">
                {formatPrice(line.qty * shownLinePrice(line, display).unit, storeCode)}
              </p>
            </li>
          );
        })}
      </ul>
      <MicrocartTotals
        items={items}
        server={totals}
        updating={false}
        storeCode={storeCode}
        headingId="checkout-totals-title"
      />
    </aside>
  );
}
