// The checkout's steps and the rules of their forms (spec §2 route checkout: personal details, shipping,
// payment, order review; §3 "Checkout state"; §5 messages; supplement §6 names; issue 13). A virtual cart
// (nothing to deliver, spec §4) skips the shipping step. Pure; the forms are client/features/checkout.
import { city, email, firstName, lastName, required, taxId, zipCode, type FormRules } from './field-rules';

export const CHECKOUT_STEPS = ['personalDetails', 'shipping', 'payment', 'orderReview'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The steps a cart goes through: without shipping for a virtual cart. */
export function stepsFor(virtual: boolean): readonly CheckoutStep[] {
  return virtual ? CHECKOUT_STEPS.filter((step) => step !== 'shipping') : CHECKOUT_STEPS;
}

/** The step after `step` (the last step has none). */
export function nextStep(step: CheckoutStep, virtual: boolean): CheckoutStep | null {
  const steps = stepsFor(virtual);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** Spec §4 "Checkout recency": the shopper counts as in checkout if the details changed within 30 minutes. */
export const CHECKOUT_RECENCY_MS = 1_800_000;

export function isUserInCheckout(modifiedAt: number | null | undefined, now: number): boolean {
  return typeof modifiedAt === 'number' && now - modifiedAt <= CHECKOUT_RECENCY_MS;
}

export const PERSONAL_FIELDS = ['firstName', 'lastName', 'emailAddress'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export const personalDetailsRules: FormRules<PersonalField> = {
  firstName: [required, firstName],
  lastName: [required, lastName],
  emailAddress: [required, email],
};

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetAddress',
  'apartmentNumber',
  'city',
  'state',
  'zipCode',
  'country',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The delivery address: the courier needs a phone number to call. */
export const shippingAddressRules: FormRules<AddressField> = {
  firstName: [required, firstName],
  lastName: [required, lastName],
  streetAddress: [required],
  apartmentNumber: [],
  city: [required, city],
  state: [],
  zipCode: [required, zipCode],
  country: [required],
  phoneNumber: [required],
};

/** The billing address when it is not the delivery address (a phone is optional there). */
export const billingAddressRules: FormRules<AddressField> = { ...shippingAddressRules, phoneNumber: [] };

export const INVOICE_FIELDS = ['company', 'taxId'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

/** A company's invoice (the invoice payment method) needs its name and tax ID (INN). */
export const invoiceRules: FormRules<InvoiceField> = {
  company: [required],
  taxId: [required, taxId],
};
