// The checkout's steps once the device's cart has lines (./checkout-page.tsx is the frame; this module, ~8 KB gzip
// with the order placement and the queue's code, loads only then): reads the saved details
// (client/features/checkout/persistence.browser.ts), fills empty fields from the account, syncs the cart with the
// server cart, opens the step the shopper was on (within 30 minutes) and shows the steps beside the order summary.
// A virtual cart has no shipping step.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { isVirtualCart } from '#shared/domain/cart/totals.ts';
import { stepsFor, type CheckoutStep } from '#shared/domain/checkout/steps.ts';
import { isOffline } from '#client/lib/dom.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import type { CheckoutProgress } from '#client/lib/storage/records.ts';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';
import { syncCartWithServer } from '#client/features/cart/server-sync.ts';
import { activeCartSync } from '#client/features/cart/sync-runner.ts';
import { createCheckoutStore } from '#client/features/checkout/store.ts';
import { useCheckoutProfile } from '#client/features/user/context.tsx';
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

/** Magento's region of an address: a string or `{region, region_code, region_id}`, as Magento answers either. */
function regionName(region: unknown): string {
  if (typeof region === 'string') return region;
  const name = (region as { region?: unknown } | null | undefined)?.region;
  return typeof name === 'string' ? name : '';
}

/**
 * A logged-in shopper's details and default address fill the fields still empty (what the shopper
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

export interface CheckoutBodyProps {
  /** Called in the same render as the cart is cleared for a placed order: the frame says "placing" meanwhile. */
  onPlaced(): void;
}

export function CheckoutBody({ onPlaced }: CheckoutBodyProps) {
  const t = useT();
  const storeCode = useStoreCode();
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
    if (hasItems && online) void syncCart();
  }, [hasItems, online, syncCart]);

  const context = useMemo<CheckoutContextValue>(
    () => ({ store, cartId: online ? serverToken : null, userToken, virtual, syncCart }),
    [store, serverToken, userToken, online, virtual, syncCart],
  );
  // The place-order flow lives here (not in the review step) so that the summary can mark unavailable lines.
  const order = usePlaceOrder(context, onPlaced);
  if (!detailsLoaded) {
    return (
      <p className="checkout-loading" role="status">
        {t('checkout.loading')}
      </p>
    );
  }
  return (
    <CheckoutContext.Provider value={context}>
      <CheckoutSteps order={order} />
    </CheckoutContext.Provider>
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
