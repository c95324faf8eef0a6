// The names of the shipping and payment methods in the view's language (spec §9 "Shipping and payment";
// shared/config/checkout-methods.ts; issue 13). The platform titles its methods in English (Magento's
// titles); the methods this shop knows get the view's words, any other (a Magento behind API_UPSTREAM) keeps
// the platform's title.
import { CASH_ON_DELIVERY, COURIER, INVOICE } from '#shared/config/checkout-methods.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { formatPrice } from '#shared/domain/money.ts';
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

/** A shipping method with its price, «Доставка курьером: 500 ₽», or «бесплатно» / "free" when it costs nothing. */
export function shippingMethodLabel(
  t: Translate,
  method: Parameters<typeof shippingMethodName>[1] & { price_incl_tax: number },
  storeCode: StoreCode,
): string {
  const price =
    method.price_incl_tax === 0 ? t('checkout.shipping.free') : formatPrice(method.price_incl_tax, storeCode);
  return `${shippingMethodName(t, method)}: ${price}`;
}

/** True for the payment method that asks for a company's details (the invoice). */
export const isInvoice = (code: string) => code === INVOICE.code;
