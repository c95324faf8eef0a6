// What a refused order's page offers (an order queued offline that the platform refused): for a line that sold out,
// "Order the rest" — one tap sends the same order without it (client/features/checkout/order-rest.ts) and opens that
// order's page; its lines leave the cart, the sold-out one stays there marked. An order refused as invalid goes back
// to the checkout, whose details are kept. The order of the rest keeps one id however often it is tried (a lost
// answer sends the same order again, never a second one).
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#shared/api/errors.ts';
import { estimatedCourier, isVirtualCart, localTotals } from '#shared/domain/cart/totals.ts';
import { newOrderId } from '#shared/domain/checkout/order-data.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { newIdempotencyKey } from '#client/lib/api/idempotency.ts';
import { isOffline } from '#client/lib/dom.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import type { PersistedCartLine, PlacedOrder } from '#client/lib/storage/records.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useCartStore } from '#client/features/cart/context.tsx';
import { ESTIMATE_TITLE_KEYS } from '#client/features/cart/components/microcart-totals.tsx';
import { isSameCartLine, type CartStore } from '#client/features/cart/store.ts';
import { restOfRefusedOrder } from '#client/features/checkout/order-rest.ts';
import { useCheckoutProfile } from '#client/features/user/context.tsx';

/** The ordered lines leave the cart: a line the shopper had more of keeps the difference. */
function takeOutOfCart(cart: CartStore, ordered: readonly PersistedCartLine[]): void {
  for (const line of ordered) {
    const current = cart.getState().items.find((item) => isSameCartLine(item, line));
    if (!current) continue;
    if (current.qty > line.qty) cart.getState().setQty(line, current.qty - line.qty);
    else cart.getState().removeItem(line);
  }
}

export function RefusedOrderActions({ order }: { order: PlacedOrder }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const navigate = useNavigate();
  const cart = useCartStore();
  const { token } = useCheckoutProfile();
  const { autoTransmitOrders, freeShippingFrom } = useSettings();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Two taps in one frame both see `sending` false in their closures.
  const running = useRef(false);
  const thankYou = (id: string) => localizedPath(`/checkout-thankyou/${encodeURIComponent(id)}`, storeCode);

  if (order.replaced_by) {
    return (
      <PageLink to={thankYou(order.replaced_by)} className="button button--primary" data-testid="order-rest-link">
        {t('thankYou.restOrdered')}
      </PageLink>
    );
  }
  if (!restOfRefusedOrder(order, { order_id: '', created_at: '' })) {
    return (
      <PageLink to={localizedPath('/checkout', storeCode)} className="button button--primary">
        {t('thankYou.backToCheckout')}
      </PageLink>
    );
  }

  const orderRest = async () => {
    if (running.current) return;
    running.current = true;
    setSending(true);
    setMessage(null);
    try {
      const refused = await import('#client/features/checkout/refused-orders.browser.ts');
      const ids = await refused.reserveRestOrder(order.order_id, {
        order_id: newOrderId(Date.now(), newIdempotencyKey()),
        created_at: new Date().toISOString(),
      });
      const rest = restOfRefusedOrder(order, ids);
      if (!rest) return;
      const shipping = isVirtualCart(rest.cartLines) ? null : estimatedCourier(rest.cartLines, freeShippingFrom);
      const base: PlacedOrder = {
        order_id: rest.body.order_id,
        store_code: storeCode,
        created_at: Date.now(),
        transmited: false,
        order: rest.body,
        lines: rest.lines,
        totals: localTotals(rest.cartLines, shipping).map(({ code, value }) => ({
          code,
          title: t(ESTIMATE_TITLE_KEYS[code]),
          value,
        })),
        payment_method: order.payment_method,
        email: order.email,
      };
      let landing: string;
      if (isOffline()) {
        const { queueOfflineOrder } = await import('#client/features/checkout/offline-order.browser.ts');
        await queueOfflineOrder(
          { ...base, order: rest.body, cart_lines: rest.cartLines },
          storeCode,
          autoTransmitOrders,
          token !== null,
        );
        landing = rest.body.order_id;
      } else {
        const { placeOrder } = await import('#client/features/checkout/api/place-order.ts');
        const result = await placeOrder(api, { body: rest.body, store: storeCode, token });
        const { savePlacedOrder } = await import('#client/features/checkout/placed-orders.browser.ts');
        await savePlacedOrder({
          ...base,
          order_number: result.orderNumber,
          transmited: true,
          transmited_at: Date.now(),
        });
        landing = result.orderNumber;
      }
      await refused.markReplaced(order.order_id, rest.body.order_id);
      takeOutOfCart(cart, rest.cartLines);
      void navigate(thankYou(landing));
    } catch (error) {
      console.error('[checkout] the rest of a refused order was not placed', error);
      setMessage(
        error instanceof ApiError && error.status === 409 ? t('checkout.notAvailable') : t('checkout.sendFailed'),
      );
    } finally {
      running.current = false;
      setSending(false);
    }
  };

  return (
    <div className="order-confirmation__actions">
      <Button
        variant="primary"
        onClick={() => void orderRest()}
        aria-disabled={sending || undefined}
        data-testid="order-rest"
      >
        {sending ? t('thankYou.orderingRest') : t('thankYou.orderRest')}
      </Button>
      {message ? (
        <p className="message message--error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
