// The checkout's state on the device (spec §3 "Checkout state", §4 "Checkout recency", "Place order";
// DESIGN.md §6; issue 13): what the shopper typed in each step, the open step and the steps done. A zustand
// store without storage or network (./persistence.browser.ts keeps it in IndexedDB), created by the checkout
// page for its lifetime. The password of "create an account" (spec §3 personalDetails.password; issue 14) is
// held in memory only (`accountPassword`, outside personalDetails, so ./persistence.browser.ts never writes it)
// and dropped after the order (spec §4 "Place order").
import { createStore } from 'zustand/vanilla';
import type { StoreCode } from '#shared/config/store-views.ts';
import { STORE_VIEWS } from '#shared/config/store-views.ts';
import { CHECKOUT_STEPS, type CheckoutStep } from '#shared/domain/checkout/steps.ts';
import type {
  CheckoutProgress,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
} from '#client/lib/storage/records.ts';

export type { CheckoutStep };

export interface CheckoutState {
  /** True once the device's saved details were read (the forms render after it, never empty first). */
  loaded: boolean;
  personalDetails: PersonalDetails;
  shippingDetails: ShippingDetails;
  paymentDetails: PaymentDetails;
  progress: CheckoutProgress;
  /** Epoch ms of the last change (spec §4 checkout recency); null before any. */
  modifiedAt: number | null;
  /** "Create an account": the new password and its repetition (memory only, never stored). */
  accountPassword: { password: string; repeatPassword: string };
  setAccountPassword(patch: Partial<CheckoutState['accountPassword']>): void;
  /** The saved details, read once; `resume` tells whether to continue at the saved step (recency). */
  restore(
    saved: Partial<Pick<CheckoutState, 'personalDetails' | 'shippingDetails' | 'paymentDetails'>> & {
      progress?: CheckoutProgress;
      modifiedAt?: number | null;
      resume: boolean;
    },
  ): void;
  setPersonalDetails(patch: Partial<PersonalDetails>): void;
  setShippingDetails(patch: Partial<ShippingDetails>): void;
  setPaymentDetails(patch: Partial<PaymentDetails>): void;
  /** Marks `step` done and opens `next` (null: stays, e.g. the last step). */
  completeStep(step: CheckoutStep, next: CheckoutStep | null): void;
  /** Reopens a step to edit it (spec: each step can be reopened); the steps after it stay done. */
  openStep(step: CheckoutStep): void;
  /** Spec §4 "Place order": after an order, the create-account flag is dropped and the steps start over. */
  afterOrder(): void;
}

export function emptyAddress(storeCode: StoreCode): Omit<ShippingDetails, 'shippingMethod'> {
  return {
    firstName: '',
    lastName: '',
    // Spec §5: the shipping country defaults to the store view's tax country.
    country: STORE_VIEWS[storeCode].taxCountry,
    streetAddress: '',
    apartmentNumber: '',
    city: '',
    state: '',
    region_id: null,
    zipCode: '',
    phoneNumber: '',
  };
}

const FIRST_STEP: CheckoutProgress = { step: CHECKOUT_STEPS[0], completed: [] };
const NO_PASSWORD = { password: '', repeatPassword: '' };

export function createCheckoutStore(storeCode: StoreCode, now: () => number = Date.now) {
  return createStore<CheckoutState>()((set, get) => {
    const touched = () => ({ modifiedAt: now() });
    return {
      loaded: false,
      personalDetails: { firstName: '', lastName: '', emailAddress: '', createAccount: false },
      shippingDetails: { ...emptyAddress(storeCode), shippingMethod: '' },
      paymentDetails: {
        ...emptyAddress(storeCode),
        company: '',
        taxId: '',
        paymentMethod: '',
        paymentMethodAdditional: {},
        sameAsShipping: true,
      },
      progress: FIRST_STEP,
      modifiedAt: null,
      accountPassword: NO_PASSWORD,
      setAccountPassword(patch) {
        set({ accountPassword: { ...get().accountPassword, ...patch } });
      },
      restore({ resume, progress, modifiedAt, ...saved }) {
        const state = get();
        set({
          loaded: true,
          personalDetails: { ...state.personalDetails, ...saved.personalDetails },
          shippingDetails: { ...state.shippingDetails, ...saved.shippingDetails },
          paymentDetails: { ...state.paymentDetails, ...saved.paymentDetails },
          // Spec §4: within 30 minutes the shopper continues where they were; later, from the first step
          // with the details kept (they are the shopper's own).
          progress: resume && progress ? progress : FIRST_STEP,
          modifiedAt: modifiedAt ?? null,
        });
      },
      setPersonalDetails(patch) {
        set({ personalDetails: { ...get().personalDetails, ...patch }, ...touched() });
      },
      setShippingDetails(patch) {
        set({ shippingDetails: { ...get().shippingDetails, ...patch }, ...touched() });
      },
      setPaymentDetails(patch) {
        set({ paymentDetails: { ...get().paymentDetails, ...patch }, ...touched() });
      },
      completeStep(step, next) {
        const completed = get().progress.completed.includes(step)
          ? get().progress.completed
          : [...get().progress.completed, step];
        set({ progress: { step: next ?? step, completed }, ...touched() });
      },
      openStep(step) {
        set({ progress: { ...get().progress, step }, ...touched() });
      },
      afterOrder() {
        set({
          personalDetails: { ...get().personalDetails, createAccount: false },
          accountPassword: NO_PASSWORD,
          progress: FIRST_STEP,
          ...touched(),
        });
      },
    };
  });
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
