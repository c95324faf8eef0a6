// Placing the order (spec §4 "Place order", §8 messages; contract §1.4, §4.5; ADR 031; issue 13):
//   1. the cart is synced with the server cart, which checks every line's live stock ('Stock check in progress,
//      please wait.' meanwhile); a line out of stock stops here: 'Some of the ordered products are not
//      available.' with the lines marked;
//   2. the order (shared/domain/checkout/order-data.ts) is sent with the pending order id kept on the device:
//      the same order sent again (a retry after a lost answer) is the same order to the platform, never a
//      second one;
//   3. placed → the order is kept on the device (the confirmation pages show only such orders), the order
//      time recorded, the cart cleared without a sync, the create-account flag dropped, and the shopper lands
//      on /checkout-thankyou/{orderNumber}. A refusal keeps the cart and says why: unavailable lines (409,
//      marked), an order the platform finds invalid (400: spec §5 'Internal validation error …'), or a
//      failure to reach it (try again: the same order id).
// "I want to create an account" (spec §3 personalDetails.createAccount; issue 14): online, before step 1 the
// account is registered with the personal details and the shopper logged in (register → login, whose login
// tasks merge the cart into the customer's), so the order carries the customer's token and belongs to the
// account; a refused registration (e.g. the e-mail has an account) stops here with the platform's message.
// Offline no account can be made: the order goes as a guest's (the personal step says so).
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#shared/api/errors.ts';
import { SHOP_EMAIL } from '#shared/config/shop.ts';
import { cartHashSource, estimatedCourier, localTotals } from '#shared/domain/cart/totals.ts';
import {
  buildOrderBody,
  newOrderId,
  type OrderBodyInput,
  type OrderBodyWire,
} from '#shared/domain/checkout/order-data.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { newIdempotencyKey } from '#client/lib/api/idempotency.ts';
import { isOffline } from '#client/lib/dom.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import type { PlacedOrder } from '#client/lib/storage/records.ts';
import { useCartStore } from '#client/features/cart/context.tsx';
import { useCheckoutProfile, useUserStore } from '#client/features/user/context.tsx';
import { register } from '#client/features/user/login.ts';
import { apiErrorMessage } from '#client/features/user/use-account-form.ts';
import { ESTIMATE_TITLE_KEYS } from '#client/features/cart/components/microcart-totals.tsx';
import type { CartItem } from '#client/features/cart/store.ts';
import { placeOrder, unavailableSkus } from '#client/features/checkout/api/place-order.ts';
import type { CheckoutState } from '#client/features/checkout/store.ts';
import type { CheckoutContextValue } from './checkout-context';
import { emptyServerCart } from './empty-server-cart';

/** `placed`: the order is placed and the page is on its way to the thank-you page. */
export type PlacePhase = 'idle' | 'checking' | 'placing' | 'placed';

export interface PlaceOrderState {
  phase: PlacePhase;
  /** What the shopper is told (an error), or null. */
  message: string | null;
  /** Skus of the lines that are not available (marked in the summary). */
  unavailable: readonly string[];
  /** Runs the stock check alone (when the review step opens); answers whether every line is available. */
  checkStock(): Promise<boolean>;
  place(shipping: { carrier_code: string; method_code: string } | null): Promise<void>;
}

/** The order's input from the checkout's details and the cart (pure; the unit tests build orders the same way). */
export function orderInputOf(
  checkout: Pick<CheckoutState, 'personalDetails' | 'shippingDetails' | 'paymentDetails'>,
  lines: readonly CartItem[],
  options: {
    virtual: boolean;
    storeCode: string;
    cartId: string | null;
    shipping: { carrier_code: string; method_code: string } | null;
  },
): Omit<OrderBodyInput, 'orderId' | 'createdAt'> {
  const { personalDetails, shippingDetails, paymentDetails } = checkout;
  const ownBilling = options.virtual || paymentDetails.sameAsShipping === false;
  const billingBase = ownBilling ? paymentDetails : shippingDetails;
  return {
    storeCode: options.storeCode,
    cartId: options.cartId,
    email: personalDetails.emailAddress,
    lines: lines.map((line) => ({
      sku: line.sku,
      parentSku: line.parentSku,
      name: line.name,
      qty: line.qty,
      price: line.price,
      type_id: line.type_id,
      ...(line.product_option ? { product_option: line.product_option } : {}),
      ...(line.server_item_id !== undefined ? { server_item_id: line.server_item_id } : {}),
    })),
    shippingAddress: options.virtual ? null : shippingDetails,
    billingAddress: { ...billingBase, company: paymentDetails.company, taxId: paymentDetails.taxId },
    shippingMethod: options.virtual ? null : options.shipping,
    paymentMethod: paymentDetails.paymentMethod,
    paymentMethodAdditional: paymentDetails.paymentMethodAdditional,
  };
}

/** `onPlaced` is called with the cart's clearing once the order is placed (the page shows "placing" until it leaves). */
export function usePlaceOrder(
  { store: checkout, virtual, syncCart }: CheckoutContextValue,
  onPlaced: () => void = () => {},
): PlaceOrderState {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { autoTransmitOrders, freeShippingFrom } = useSettings();
  // Issue 14: a logged-in shopper's order belongs to their account (the platform reads the token).
  const { token } = useCheckoutProfile();
  const userStore = useUserStore();
  const navigate = useNavigate();
  const cart = useCartStore();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<readonly string[]>([]);

  const notAvailable = (skus: readonly string[]) => {
    const names = cart
      .getState()
      .items.filter((line) => skus.includes(line.sku))
      .map((line) => line.name);
    setUnavailable(skus);
    setMessage(`${t('checkout.notAvailable')} ${names.join(', ')}`.trim());
  };

  /** Syncs the cart (the server checks the stock); answers the cart id, or null with the reason said. */
  const syncAndCheck = async (): Promise<{ cartId: string } | null> => {
    if (isOffline()) return null;
    const cartId = await syncCart();
    const out = cart
      .getState()
      .items.filter((line) => line.stock_status === 'out_of_stock')
      .map((line) => line.sku);
    if (out.length > 0) {
      notAvailable(out);
      return null;
    }
    setUnavailable([]);
    if (!cartId) {
      setMessage(t('checkout.sendFailed'));
      return null;
    }
    return { cartId };
  };

  // The review step's own check, while it runs: a click on Place waits for it (spec §8 says so meanwhile).
  const runningCheck = useRef<Promise<boolean> | null>(null);
  const checkStock = () => {
    setPhase('checking');
    const check = syncAndCheck()
      .then((synced) => synced !== null)
      .catch(() => false)
      .finally(() => {
        runningCheck.current = null;
        setPhase('idle');
      });
    runningCheck.current = check;
    return check;
  };

  const place = async (shipping: { carrier_code: string; method_code: string } | null) => {
    if (runningCheck.current) {
      // Spec §8: a click while the stock is being checked is told to wait, then the order goes on.
      setMessage(t('checkout.stockCheckInProgress'));
      await runningCheck.current;
    } else if (phase !== 'idle') {
      return;
    }
    const items = cart.getState().items;
    if (items.length === 0) {
      setMessage(t('checkout.emptyCart'));
      return;
    }
    setMessage(null);
    // Spec §1: offline the order is kept and sent when the connection returns (issue 15); the stock is
    // confirmed then, and the shopper told the truth about it.
    const offline = isOffline();
    let orderToken = token;
    const { personalDetails, accountPassword } = checkout.getState();
    if (personalDetails.createAccount && !offline && !orderToken) {
      setPhase('checking');
      try {
        await register(
          api,
          userStore,
          {
            email: personalDetails.emailAddress,
            firstName: personalDetails.firstName,
            lastName: personalDetails.lastName,
            password: accountPassword.password,
          },
          { awaitLoginTasks: true },
        );
        orderToken = userStore.getState().token;
      } catch (error) {
        console.warn('[checkout] the account could not be created', error);
        setMessage(apiErrorMessage(error, t('account.requestFailed'), t));
        setPhase('idle');
        return;
      }
    }
    let cartId = cart.getState().serverToken;
    if (!offline) {
      setPhase('checking');
      const synced = await syncAndCheck().catch(() => null);
      if (!synced) {
        setPhase('idle');
        return;
      }
      cartId = synced.cartId;
    }
    setPhase('placing');
    try {
      const lines = cart.getState().items;
      const input = orderInputOf(checkout.getState(), lines, { virtual, storeCode, cartId, shipping });
      // The IndexedDB code loads only when an order is sent (not in the checkout's first chunk).
      const placedOrderStore = await import('#client/features/checkout/placed-orders.browser.ts');
      // What the order is leaves out the server cart's ids: a retry after a lost answer may sync into a new cart
      // (the platform closed the first one with the order) and must repeat the first body exactly (ADR 045).
      const identity = { ...input, cartId: null, lines: input.lines.map(({ server_item_id: _, ...line }) => line) };
      const fingerprint = JSON.stringify(buildOrderBody({ ...identity, orderId: '', createdAt: '' }));
      const pending = await placedOrderStore.pendingOrderFor(fingerprint, () => {
        const orderId = newOrderId(Date.now(), newIdempotencyKey());
        const createdAt = new Date().toISOString();
        return { orderId, createdAt, body: buildOrderBody({ ...input, orderId, createdAt }) };
      });
      const body =
        (pending.body as OrderBodyWire | undefined) ??
        buildOrderBody({ ...input, orderId: pending.orderId, createdAt: pending.createdAt });
      const record = (orderNumber: string | undefined, totals: PlacedOrder['totals']): PlacedOrder => ({
        order_id: body.order_id,
        ...(orderNumber ? { order_number: orderNumber } : {}),
        store_code: storeCode,
        created_at: Date.now(),
        transmited: orderNumber !== undefined,
        ...(orderNumber ? { transmited_at: Date.now() } : {}),
        order: body,
        lines: lines.map(({ sku, name, qty, price, price_excl_tax, image, options }) => ({
          sku,
          name,
          qty,
          price,
          ...(price_excl_tax !== undefined ? { price_excl_tax } : {}),
          image,
          options,
        })),
        totals,
        payment_method: body.addressInformation.payment_method_code,
        email: body.addressInformation.billingAddress.email,
      });
      // Supplement §7: the device's estimate adds shipping once.
      const estimate = () =>
        localTotals(lines, virtual ? null : estimatedCourier(lines, freeShippingFrom)).map(({ code, value }) => ({
          code,
          title: t(ESTIMATE_TITLE_KEYS[code]),
          value,
        }));
      let landing: string;
      if (offline) {
        const { queueOfflineOrder } = await import('#client/features/checkout/offline-order.browser.ts');
        // The cart's lines go with it: a refusal puts them back (client/app/refused-orders.browser.ts).
        const cartLines = lines.map(({ server_item_id: _, ...line }) => line);
        await queueOfflineOrder(
          { ...record(undefined, estimate()), order: body, cart_lines: cartLines },
          storeCode,
          autoTransmitOrders,
          orderToken !== null,
        );
        landing = body.order_id;
      } else {
        const result = await placeOrder(api, { body, store: storeCode, token: orderToken });
        const { platformTotals, totalsFor, serverToken } = cart.getState();
        const totals =
          platformTotals && totalsFor === cartHashSource(lines, serverToken)
            ? platformTotals.total_segments.map(({ code, title, value }) => ({ code, title, value }))
            : estimate();
        await placedOrderStore.savePlacedOrder(record(result.orderNumber, totals));
        landing = result.orderNumber;
      }
      await Promise.all([
        placedOrderStore.recordOrderTimestamp(Date.now()),
        placedOrderStore.forgetPendingOrder(),
      ]).catch((error: unknown) => console.warn('[checkout] after the order', error));
      // A retry after a lost answer synced into a new server cart the order does not name: empty it (ADR 045).
      const syncedInto = cart.getState().serverToken;
      if (!offline && syncedInto && syncedInto !== body.cart_id)
        void emptyServerCart(api, { cartId: syncedInto, store: storeCode, token: orderToken });
      // Spec §4: the cart is cleared without a sync; the create-account flag (and password) are dropped.
      setPhase('placed');
      onPlaced();
      cart.getState().clear();
      checkout.getState().afterOrder();
      void navigate(localizedPath(`/checkout-thankyou/${encodeURIComponent(landing)}`, storeCode), { replace: true });
    } catch (error) {
      console.error('[checkout] the order was not placed', error);
      if (error instanceof ApiError && error.status === 409 && unavailableSkus(error.meta).length > 0) {
        const skus = unavailableSkus(error.meta);
        cart.getState().setStockStatus(new Map(skus.map((sku) => [sku, 'out_of_stock' as const])));
        notAvailable(skus);
      } else if (error instanceof ApiError && error.status === 400) {
        setMessage(t('checkout.internalValidation', { email: SHOP_EMAIL }));
      } else {
        setMessage(t('checkout.sendFailed'));
      }
      setPhase('idle');
    }
  };

  return { phase, message, unavailable, checkStock, place };
}
