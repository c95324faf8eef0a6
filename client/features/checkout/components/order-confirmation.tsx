// The order confirmation (spec §1 "the order confirmation text mentions a 10% coupon … a company-invoice
// option", §2 checkout-thankyou / checkout-success, §3 "Totals shown"; issue 13): the order number, what was
// ordered, the totals, the 'Payment Information' box — 'You are going to pay for this order upon delivery.' for
// cash on delivery, the invoice note for the invoice — and the newsletter's 10 % offer. It shows an order this
// device placed (client/lib/storage/records.ts PlacedOrder): the page reads it, this only renders it.
import type { ReactNode } from 'react';
import { CASH_ON_DELIVERY, INVOICE } from '#shared/config/checkout-methods.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { shownLinePrice } from '#shared/domain/cart/line-price.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { SHOP_EMAIL } from '#shared/config/shop.ts';
import type { PlacedOrder } from '#client/lib/storage/records.ts';
import { useT } from '#client/lib/services.tsx';
import { useTaxDisplay } from '#client/lib/tax-display.tsx';
import { useAsideOpener } from '#client/components/aside.tsx';
import { PageLink } from '#client/components/page-link.tsx';
import { PushReminderOffer } from './push-reminder-offer';

/**
 * The order's number once the platform placed it; for an order queued offline (issue 15) that it will be sent
 * when the connection returns (with the push-reminder offer), then what the platform answered — placed, or which lines were not available
 * (supplement §7: never a false success).
 */
function OrderStatus({ order, actions }: { order: PlacedOrder; actions: ReactNode }) {
  const t = useT();
  if (order.order_number) {
    return (
      <p className="order-confirmation__number" data-testid="order-number">
        {t('thankYou.orderNumber', { orderId: order.order_number })}
      </p>
    );
  }
  if (!order.transmited) {
    return (
      <>
        <p className="order-confirmation__status" role="status" data-testid="order-status" data-status="queued">
          {t('thankYou.queued')}
        </p>
        <PushReminderOffer />
      </>
    );
  }
  const names = order.lines.filter((line) => order.unavailable_skus?.includes(line.sku)).map((line) => line.name);
  return (
    <>
      <p
        className="order-confirmation__status order-confirmation__status--refused"
        role="alert"
        data-testid="order-status"
        data-status={order.outcome ?? 'invalid'}
      >
        {order.outcome === 'unavailable'
          ? `${t('checkout.notAvailable')} ${names.join(', ')}`.trim()
          : t('checkout.internalValidation', { email: SHOP_EMAIL })}
      </p>
      <p className="order-confirmation__note">{t('thankYou.nothingOrdered')}</p>
      {actions}
    </>
  );
}

/** The grand total closes the list (the device's estimate lists it before shipping and payment). */
const grandTotalLast = (totals: PlacedOrder['totals']) => [
  ...totals.filter((segment) => segment.code !== 'grand_total'),
  ...totals.filter((segment) => segment.code === 'grand_total'),
];

export function OrderConfirmation({
  order,
  storeCode,
  actions = null,
}: {
  order: PlacedOrder;
  storeCode: StoreCode;
  /** What a refused order offers (the page composes it), under its status. */
  actions?: ReactNode;
}) {
  const t = useT();
  // Line prices without VAT when the shopper chose so; the totals stay what is charged.
  const display = useTaxDisplay();
  const billing = (order.order.addressInformation as { billingAddress?: { company?: string } } | undefined)
    ?.billingAddress;
  // Spec §1, §2: the 'Payment Information' box of cash on delivery; the invoice's own note for a company.
  const paymentNote =
    order.payment_method === CASH_ON_DELIVERY.code
      ? t('thankYou.cashOnDelivery')
      : order.payment_method === INVOICE.code
        ? t('thankYou.invoice', { company: billing?.company ?? '', email: order.email })
        : null;
  return (
    <div className="order-confirmation" data-testid="order-confirmation" data-order-number={order.order_number}>
      <OrderStatus order={order} actions={actions} />
      {paymentNote ? (
        <section
          className="order-confirmation__box"
          aria-labelledby="order-payment-title"
          data-testid="order-payment-info"
        >
          <h2 id="order-payment-title">{t('thankYou.paymentInformation')}</h2>
          <p>{paymentNote}</p>
        </section>
      ) : null}
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">{t('thankYou.lines')}</h2>
        <ul className="order-confirmation__lines" data-testid="order-lines">
          {order.lines.map((line) => (
            <li key={line.sku} className="order-confirmation__line">
              <span className="order-confirmation__name">
                {line.name}
                {line.options.length > 0 ? (
                  <span className="order-confirmation__options">
                    {' '}
                    ({line.options.map((option) => `${option.label}: ${option.value}`).join(', ')})
                  </span>
                ) : null}
              </span>
              <span className="order-confirmation__qty">
                {line.qty} × {formatPrice(shownLinePrice(line, display).unit, storeCode)}
                {shownLinePrice(line, display).exclTax ? (
                  <span className="price__tax-note"> {t('price.exclTax')}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-totals-title">
        <h2 id="order-totals-title">{t('thankYou.totals')}</h2>
        <dl className="order-confirmation__totals" data-testid="order-totals">
          {grandTotalLast(order.totals).map((segment) => (
            <div key={segment.code} className={`order-confirmation__total order-confirmation__total--${segment.code}`}>
              <dt>{segment.title}</dt>
              <dd>{formatPrice(segment.value, storeCode)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {order.payment_method === INVOICE.code ? null : (
        <p className="order-confirmation__note">{t('thankYou.invoiceOffer')}</p>
      )}
      <NewsletterOffer />
      <PageLink to={localizedPath('/', storeCode)} className="button button--primary">
        {t('microcart.continueShopping')}
      </PageLink>
    </div>
  );
}

/** The 10 % offer (spec §1), a button opening the newsletter modal (the layout renders it; issue 14, ADR 039). */
function NewsletterOffer() {
  const t = useT();
  const opener = useAsideOpener('newsletter');
  return (
    <p className="order-confirmation__note order-confirmation__note--offer" data-testid="order-newsletter-offer">
      <button type="button" className="newsletter-offer" {...opener}>
        {t('thankYou.newsletter')}
      </button>
    </p>
  );
}
