// The names of the shipping and payment methods in the view's language (spec §9 "Shipping and payment";
// shared/config/checkout-methods.ts; issue 13). The platform titles its methods in English (Magento's
// titles); the methods this shop knows get the view's words, any other (a Magento behind API_UPSTREAM) keeps
// the platform's title.
import { CASH_ON_DELIVERY, COURIER, INVOICE } from '#shared/config/checkout-methods.ts';
import type { Translate } from '#shared/i18n/translate.ts';

export function paymentMethodName(t: Translate, code: string, platformTitle?: string): string {
  if (code === CASH_ON_DELIVERY.code) return t('checkout.payment.cashondelivery');
  if (code === INVOICE.code) return t('checkout.payment.invoice');
  return platformTitle ?? code;
}

export function shippingMethodName(
  t: Translate,
  method: { carrier_code: string; method_code: string; carrier_title?: string; method_title?: string },
): string {
  if (method.carrier_code === COURIER.carrierCode && method.method_code === COURIER.methodCode)
    return t('checkout.shipping.courier');
  return [method.carrier_title, method.method_title].filter(Boolean).join(' — ') || method.method_code;
}

/** True for the payment method that asks for a company's details (the invoice). */
export const isInvoice = (code: string) => code === INVOICE.code;
