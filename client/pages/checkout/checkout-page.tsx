// The checkout screen (spec §2 route checkout: personal details, shipping, payment, order review; §3
// "Checkout state"; §4 "Checkout recency", "Place order"; §8 'Shopping cart is empty. Please add some products
// before entering Checkout.'; issue 13). The server renders its frame only (the cart and the details live on
// the device, the HTML stays anonymous); in the browser the page reads the saved details
// (client/features/checkout/persistence.browser.ts), opens the step the shopper was on (within 30 minutes) and
// shows the steps beside the order summary. A virtual cart has no shipping step (spec §4).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { isVirtualCart } from '#shared/domain/cart/totals.ts';
import { stepsFor, type CheckoutStep } from '#shared/domain/checkout/steps.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { isOffline } from '#client/lib/dom.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import type { CheckoutProgress } from '#client/lib/storage/records.ts';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';
import { syncCartWithServer } from '#client/features/cart/server-sync.ts';
import { activeCartSync } from '#client/features/cart/sync-runner.ts';
import { createCheckoutStore } from '#client/features/checkout/store.ts';
import { useCheckoutProfile } from '#client/features/user/context.tsx';
import { PageLink } from '#client/components/page-link.tsx';
import { CheckoutContext, useCheckoutContext, type CheckoutContextValue } from './checkout-context';
import { OrderSummary } from './order-summary';
import { PaymentStep, PaymentSummary } from './payment-step';
import { PersonalDetailsStep, PersonalDetailsSummary } from './personal-details-step';
import { ReviewStep } from './review-step';
import { ShippingStep, ShippingSummary } from './shipping-step';
import { StepSection, type StepState } from './step-section';
import { usePlaceOrder, type PlaceOrderState } from './use-place-order';

/** Reads the saved details into the page's store once, and keeps writing them (browser only). */
function useCheckoutPersistence(store: ReturnType<typeof createCheckoutStore>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    import('#client/features/checkout/persistence.browser.ts')
      .then(({ persistCheckout }) => persistCheckout(store))
      .then((unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      })
      .catch((error: unknown) => {
        console.warn('[checkout] the saved details could not be loaded', error);
        store.getState().restore({ resume: false });
      });
    return () => {
      active = false;
      stop?.();
    };
  }, [store]);
}

/** Magento's region of an address: a string or `{region, region_code, region_id}` (contract §1.2). */
function regionName(region: unknown): string {
  if (typeof region === 'string') return region;
  const name = (region as { region?: unknown } | null | undefined)?.region;
  return typeof name === 'string' ? name : '';
}

/**
 * Issue 14: a logged-in shopper's details and default address fill the fields still empty (what the shopper
 * typed in this checkout wins).
 */
function usePrefillFromAccount(store: ReturnType<typeof createCheckoutStore>, detailsLoaded: boolean): void {
  const { customer, address } = useCheckoutProfile();
  useEffect(() => {
    if (!detailsLoaded || !customer) return;
    const { personalDetails, shippingDetails } = store.getState();
    if (!personalDetails.firstName && !personalDetails.lastName && !personalDetails.emailAddress)
      store.getState().setPersonalDetails({
        firstName: customer.firstname,
        lastName: customer.lastname,
        emailAddress: customer.email,
      });
    if (address && !shippingDetails.streetAddress)
      store.getState().setShippingDetails({
        firstName: address.firstname,
        lastName: address.lastname,
        streetAddress: address.street[0] ?? '',
        apartmentNumber: address.street[1] ?? '',
        city: address.city,
        zipCode: address.postcode,
        country: address.country_id,
        phoneNumber: typeof address.telephone === 'string' ? address.telephone : '',
        // Magento's region is a string or an object (contract §1.2).
        state: regionName(address.region),
      });
  }, [store, detailsLoaded, customer, address]);
}

/** Syncs the device cart with the server cart now; answers its id, or null (offline, refused, failed). */
function useSyncCart(): () => Promise<string | null> {
  const api = useApi();
  const cart = useCartStore();
  const store = useStoreCode();
  const { maxCartBypassAttempts } = useSettings();
  return useCallback(async () => {
    if (isOffline()) return null;
    try {
      // The header's sync runner when it is there (one sync at a time), else one sync of our own.
      const runner = activeCartSync();
      if (runner) await runner.syncNow();
      else await syncCartWithServer(api, cart, { store, maxBypassAttempts: maxCartBypassAttempts });
    } catch (error) {
      console.warn('[checkout] the cart could not be synced', error);
      return null;
    }
    const state = cart.getState();
    return state.syncStatus === 'idle' ? state.serverToken : null;
  }, [api, cart, store, maxCartBypassAttempts]);
}

export function CheckoutPage() {
  const t = useT();
  const storeCode = useStoreCode();
  const cartLoaded = useCart((state) => state.loaded);
  const hasItems = useCart((state) => state.items.length > 0);
  const virtual = useCart((state) => isVirtualCart(state.items));
  const serverToken = useCart((state) => state.serverToken);
  const userToken = useCart((state) => state.userToken ?? null);
  const [store] = useState(() => createCheckoutStore(storeCode));
  const detailsLoaded = useStore(store, (state) => state.loaded);
  const online = useIsOnline();
  const syncCart = useSyncCart();
  useCheckoutPersistence(store);
  usePrefillFromAccount(store, detailsLoaded);

  // The server cart the methods and totals are asked for: synced once when the page opens with lines.
  useEffect(() => {
    if (cartLoaded && hasItems && online) void syncCart();
  }, [cartLoaded, hasItems, online, syncCart]);

  const context = useMemo<CheckoutContextValue>(
    () => ({ store, cartId: online ? serverToken : null, userToken, virtual, syncCart }),
    [store, serverToken, userToken, online, virtual, syncCart],
  );
  // The place-order flow lives here (not in the review step) so that the summary can mark unavailable lines.
  const order = usePlaceOrder(context);

  let body;
  if (!cartLoaded || !detailsLoaded || order.phase === 'placed') {
    body = (
      <p className="checkout-loading" role="status">
        {order.phase === 'placed' ? t('checkout.placing') : t('checkout.loading')}
      </p>
    );
  } else if (!hasItems) {
    body = (
      <div className="checkout-empty" data-testid="checkout-empty">
        <p role="status">{t('checkout.emptyCart')}</p>
        <PageLink to={localizedPath('/', storeCode)} className="button button--primary">
          {t('microcart.continueShopping')}
        </PageLink>
      </div>
    );
  } else {
    body = (
      <CheckoutContext.Provider value={context}>
        <CheckoutSteps order={order} />
      </CheckoutContext.Provider>
    );
  }
  return (
    <div className="checkout-page" data-testid="checkout-page">
      <h1 className="checkout-page__title">{t('checkout.title')}</h1>
      {online ? null : (
        <p className="checkout-offline" role="status">
          {t('checkout.offlineNote')}
        </p>
      )}
      {body}
    </div>
  );
}

/** Each step's form and the summary it shows once done; the review step is the order's own (below). */
const STEP_VIEWS: Record<CheckoutStep, { Form: () => ReactNode; Summary: () => ReactNode } | null> = {
  personalDetails: { Form: PersonalDetailsStep, Summary: PersonalDetailsSummary },
  shipping: { Form: ShippingStep, Summary: ShippingSummary },
  payment: { Form: PaymentStep, Summary: PaymentSummary },
  orderReview: null,
};

function CheckoutSteps({ order }: { order: PlaceOrderState }) {
  const { store, virtual } = useCheckoutContext();
  const progress = useStore(store, (state) => state.progress);
  // The step open when the page opened gets no focus move; a step opened later does.
  const [firstProgress] = useState<CheckoutProgress>(progress);
  const steps = stepsFor(virtual);
  // A saved step the cart no longer has (shipping, for a cart that became virtual) opens the next one.
  const open = steps.includes(progress.step)
    ? progress.step
    : (steps.find((step) => !progress.completed.includes(step)) ?? 'personalDetails');
  const stateOf = (step: CheckoutStep): StepState =>
    step === open ? 'open' : progress.completed.includes(step) ? 'done' : 'todo';
  return (
    <div className="checkout">
      <div className="checkout__steps">
        {steps.map((step, index) => {
          const view = STEP_VIEWS[step];
          return (
            <StepSection
              key={step}
              step={step}
              number={index + 1}
              state={stateOf(step)}
              onEdit={() => store.getState().openStep(step)}
              focusOnOpen={progress !== firstProgress}
              summary={view ? <view.Summary /> : null}
            >
              {view ? <view.Form /> : <ReviewStep order={order} />}
            </StepSection>
          );
        })}
      </div>
      <OrderSummary unavailable={order.unavailable} />
    </div>
  );
}
