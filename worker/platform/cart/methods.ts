// The shipping and payment methods a cart is offered (contract C6, C7; spec §9; ADR 030): the courier flat
// rate for a cart with something to ship, cash on delivery only when something is delivered, the invoice
// for companies always. Pure.
import { COURIER } from '#shared/config/checkout-methods.ts';
import { courierShippingMethod, shopPaymentMethods } from '#shared/domain/checkout/shop-methods.ts';
import type { PaymentMethodAnswer, ShippingMethodAnswer } from '#shared/contract/checkout.ts';
import type { CourierPrice } from '#shared/domain/checkout/courier-price.ts';

/** C7: nothing to ship (an empty or virtual cart) offers no method; else the courier at `price` (shared/domain/checkout). */
export function shippingMethodsFor(virtual: boolean, empty: boolean, price: CourierPrice): ShippingMethodAnswer[] {
  return virtual || empty ? [] : [courierShippingMethod(price)];
}

/** C6: cash on delivery needs a delivery (absent for a virtual cart, contract §4.1 isVirtualCart). */
export function paymentMethodsFor(virtual: boolean): PaymentMethodAnswer[] {
  return shopPaymentMethods(virtual);
}

/** Is this carrier/method pair one the cart may choose? */
export function isShippingMethod(carrierCode: string, methodCode: string): boolean {
  return carrierCode === COURIER.carrierCode && methodCode === COURIER.methodCode;
}
