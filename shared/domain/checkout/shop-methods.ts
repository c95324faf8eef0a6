// The shipping and payment methods of this shop as the contract shapes them (contract §1.1 C6, C7; spec §9
// "Shipping and payment"; ADR 030): the courier's flat rate, cash on delivery (only when something is
// delivered) and the invoice for companies. The platform answers them; the checkout offers the same ones
// itself when it cannot ask (spec §3 `offline` methods, ADR 033). Pure.
import { CASH_ON_DELIVERY, COURIER, INVOICE } from '#shared/config/checkout-methods.ts';
import type { PaymentMethodAnswer, ShippingMethodAnswer } from '#shared/contract/checkout.ts';
import { FLAT_RATE_COURIER, type CourierPrice } from './courier-price';

/**
 * The courier at `price`: the flat rate (400 ₽ without tax, 500 ₽ with it) unless the order is over the free-delivery
 * threshold (./courier-price.ts). `amount` is the price tax included (Magento's answer when shipping prices include
 * tax): VSF1's shipping step shows `amount`, and the totals charge it (docs/decisions/056-magento-amounts-tax-inclusive.md).
 */
export function courierShippingMethod(price: CourierPrice = FLAT_RATE_COURIER): ShippingMethodAnswer {
  return {
    carrier_code: COURIER.carrierCode,
    method_code: COURIER.methodCode,
    carrier_title: COURIER.carrierTitle,
    method_title: COURIER.methodTitle,
    amount: price.inclTax,
    base_amount: price.inclTax,
    available: true,
    error_message: '',
    price_excl_tax: price.exclTax,
    price_incl_tax: price.inclTax,
  };
}

/** Cash on delivery needs a delivery (not for a virtual cart, contract §4.1 isVirtualCart); the invoice always. */
export function shopPaymentMethods(virtual: boolean): PaymentMethodAnswer[] {
  const invoice = { code: INVOICE.code, title: INVOICE.title };
  return virtual ? [invoice] : [{ code: CASH_ON_DELIVERY.code, title: CASH_ON_DELIVERY.title }, invoice];
}
