// A product's price (spec §4 "Prices"; supplement §3, §7; issue 11 "Prices with and without tax"): the
// price to pay, the regular price struck through while a special price applies, and «без НДС» /
// "excl. VAT" when the shopper chose prices without tax (client/lib/tax-display.tsx; the server always
// renders with tax). Switching after hydration moves nothing (CLS): each amount keeps a box as wide as the
// wider of its two forms (tabular figures; a width class in `ch` from the formatted strings, the same on
// server and browser), and the hint's place is always kept, only hidden while prices include tax.
// On the product page (`showSaving`) a special price also says what it saves: «Экономия 1 200 ₽ (−15 %)»
// (issue 11 "Special price"); shelfPrice already keeps an expired or future special price out (supplement §7).
import type { StoreCode } from '#shared/config/store-views.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { shownPrice, type ShelfPrice } from '#shared/domain/price.ts';
import { priceSaving } from '#shared/domain/product-type-price.ts';
import { useT } from '#client/lib/services.tsx';
import { useTaxDisplay } from '#client/lib/tax-display.tsx';

/**
 * The class of a box wide enough for either form of an amount (`price__box--8` is 8ch; styles.css). One ch per
 * character overestimates the spaces, so either form fits. A class, not a style attribute: the CSP allows no
 * inline styles.
 */
function reservedWidth(a: number | undefined, b: number | undefined, storeCode: StoreCode): string {
  const length = Math.max(
    a === undefined ? 0 : formatPrice(a, storeCode).length,
    b === undefined ? 0 : formatPrice(b, storeCode).length,
  );
  return ` price__box--${Math.min(Math.max(length, 5), 13)}`;
}

export function Price({
  price,
  storeCode,
  regularLabel,
  showSaving = false,
}: {
  price: ShelfPrice;
  storeCode: StoreCode;
  regularLabel: string;
  /** Show the saving of a special price beside the struck regular price (the product page). */
  showSaving?: boolean;
}) {
  const t = useT();
  const shown = shownPrice(price, useTaxDisplay());
  const saving = showSaving ? priceSaving(shown) : null;
  return (
    <span className="price" data-testid="price">
      <span
        className={
          (shown.regular ? 'price__current price__current--special' : 'price__current') +
          (price.excl ? reservedWidth(price.current, price.excl.current, storeCode) : '')
        }
      >
        {formatPrice(shown.current, storeCode)}
      </span>
      {shown.regular ? (
        <s
          className={'price__regular' + (price.excl ? reservedWidth(price.regular, price.excl.regular, storeCode) : '')}
        >
          <span className="visually-hidden">{regularLabel}: </span>
          {formatPrice(shown.regular, storeCode)}
        </s>
      ) : null}
      {price.excl ? (
        <span
          className={shown.exclTax ? 'price__tax-note' : 'price__tax-note price__tax-note--off'}
          data-testid="price-tax-note"
        >
          {t('price.exclTax')}
        </span>
      ) : null}
      {saving ? (
        <span className="price__saving" data-testid="price-saving">
          {t('price.saving', { amount: formatPrice(saving.amount, storeCode), percent: saving.percent })}
        </span>
      ) : null}
    </span>
  );
}
