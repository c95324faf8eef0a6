// The shipping and payment methods a cart is offered (contract C6, C7; spec §9; ADR 030): the courier flat
// rate for a cart with something to ship, cash on delivery only when something is delivered, the invoice
// for companies always. Pure.
import { CASH_ON_DELIVERY, COURIER, INVOICE } from '#shared/config/checkout-methods.ts';
import type { PaymentMethodAnswer, ShippingMethodAnswer } from '#shared/contract/checkout.ts';

/** C7: nothing to ship (an empty or virtual cart) offers no method. */
export function shippingMethodsFor(virtual: boolean, empty: boolean): ShippingMethodAnswer[] {
  if (virtual || empty) return [];
  return [
    {
      carrier_code: COURIER.carrierCode,
      method_code: COURIER.methodCode,
      carrier_title: COURIER.carrierTitle,
      method_title: COURIER.methodTitle,
      amount: COURIER.amount,
      base_amount: COURIER.amount,
      available: true,
      error_message: '',
      price_excl_tax: COURIER.amount,
      price_incl_tax: COURIER.amountInclTax,
    },
  ];
}

/** C6: cash on delivery needs a delivery (absent for a virtual cart, contract §4.1 isVirtualCart). */
export function paymentMethodsFor(virtual: boolean): PaymentMethodAnswer[] {
  const invoice = { code: INVOICE.code, title: INVOICE.title };
  return virtual ? [invoice] : [{ code: CASH_ON_DELIVERY.code, title: CASH_ON_DELIVERY.title }, invoice];
}

/** Is this carrier/method pair one the cart may choose? */
export function isShippingMethod(carrierCode: string, methodCode: string): boolean {
  return carrierCode === COURIER.carrierCode && methodCode === COURIER.methodCode;
}
