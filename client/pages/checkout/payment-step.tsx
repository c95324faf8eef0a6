// Step 3, Payment (spec §2, §3 paymentDetails and payment method, §5 "Cash on delivery is hidden … when the cart
// is virtual"; supplement §6 'Go review the order'; contract C6, C9; issue 13): the billing address — the
// delivery address by default ("same as shipping"), always its own for a virtual cart, which has none — the
// payment method offered by the platform, and for the invoice method the company's name and tax ID (INN).
// Done → the platform prices the choice (collect-totals) for the summary.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CASH_ON_DELIVERY } from '#shared/config/checkout-methods.ts';
import type { PaymentMethodAnswer } from '#shared/contract/checkout.ts';
import { cartHashSource } from '#shared/domain/cart/totals.ts';
import { hasErrors, validateForm } from '#shared/domain/checkout/field-rules.ts';
import { defaultPaymentMethod, paymentMethodsForCart } from '#shared/domain/checkout/order-data.ts';
import { shopPaymentMethods } from '#shared/domain/checkout/shop-methods.ts';
import {
  billingAddressRules,
  invoiceRules,
  type AddressField,
  type InvoiceField,
} from '#shared/domain/checkout/steps.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { RadioGroup } from '#client/components/ui/radio-group.tsx';
import { controlChecked, controlValue } from '#client/lib/dom.ts';
import type { PaymentDetails } from '#client/lib/storage/records.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { useCartStore } from '#client/features/cart/context.tsx';
import { keptTotals } from '#client/features/cart/sync.ts';
import { collectTotals } from '#client/features/checkout/api/collect-totals.ts';
import { paymentMethodsQueryOptions } from '#client/features/checkout/api/payment-methods.ts';
import { AddressFields, addressFieldId, countryName, type AddressValues } from './address-fields';
import { useCheckout, useCheckoutContext } from './checkout-context';
import { FormAlert } from './form-alert';
import { isInvoice, paymentMethodName } from './method-names';
import { chosenShippingMethod, useShippingMethods } from './shipping-step';
import { useStepForm } from './use-step-form';

/** What the shop offers when the platform cannot be asked: cash on delivery and the invoice (spec §9). */
const OFFLINE_PAYMENT: PaymentMethodAnswer[] = shopPaymentMethods(false);

/** The payment methods for the cart: the platform's (cash on delivery never for a virtual cart), or the shop's. */
export function usePaymentMethods(): PaymentMethodAnswer[] {
  const api = useApi();
  const store = useStoreCode();
  const { cartId, virtual, userToken } = useCheckoutContext();
  const online = useIsOnline();
  const query = useQuery({
    ...paymentMethodsQueryOptions(api, { cartId: cartId ?? '', store, token: userToken }),
    enabled: cartId !== null && online,
  });
  const methods = query.data && query.data.length > 0 ? query.data : OFFLINE_PAYMENT;
  return paymentMethodsForCart(methods, virtual);
}

const invoiceFieldId = (field: InvoiceField) => `billing-${field}`;
const billingFieldId = (field: AddressField) => addressFieldId('billing', field);
/** A part of the form that is not shown checks nothing. */
const NO_RULES = {};

export function PaymentStep() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const cart = useCartStore();
  const { store, virtual, syncCart, userToken } = useCheckoutContext();
  const details = useCheckout((state) => state.paymentDetails);
  const shippingDetails = useCheckout((state) => state.shippingDetails);
  const { methods: shippingMethods } = useShippingMethods(shippingDetails.country);
  const methods = usePaymentMethods();
  const method = methods.find((option) => option.code === details.paymentMethod) ?? defaultPaymentMethod(methods);
  const ownAddress = virtual || details.sameAsShipping === false;
  const invoice = method !== undefined && isInvoice(method.code);
  const addressForm = useStepForm<AddressField>(details, ownAddress ? billingAddressRules : NO_RULES, billingFieldId);
  const invoiceForm = useStepForm<InvoiceField>(details, invoice ? invoiceRules : NO_RULES, invoiceFieldId);
  const [sending, setSending] = useState(false);

  const send = async (paymentMethod: string) => {
    const cartId = await syncCart();
    if (!cartId) return;
    const shipping = virtual ? undefined : chosenShippingMethod(shippingMethods, shippingDetails.shippingMethod);
    try {
      const totals = await collectTotals(api, {
        cartId,
        store: storeCode,
        token: userToken,
        paymentMethod,
        ...(shipping ? { carrierCode: shipping.carrier_code, methodCode: shipping.method_code } : {}),
      });
      cart.getState().setTotals(keptTotals(totals), cartHashSource(cart.getState().items, cartId));
    } catch (error) {
      console.warn('[checkout] the payment choice could not be priced', error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Both parts are checked at once, so every message shows together; the first invalid field gets focus.
    const addressValid = addressForm.submit(() => undefined);
    const invoiceValid = invoiceForm.submit(() => undefined);
    if (!addressValid || !invoiceValid || !method) return;
    if (details.paymentMethod !== method.code) store.getState().setPaymentDetails({ paymentMethod: method.code });
    setSending(true);
    void send(method.code).finally(() => {
      setSending(false);
      store.getState().completeStep('payment', 'orderReview');
    });
  };

  const alert = addressForm.alert ?? invoiceForm.alert;
  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} data-testid="checkout-payment-form">
      <FormAlert message={alert} />
      <RadioGroup
        legend={t('checkout.paymentMethod')}
        name="payment-method"
        options={methods.map((option) => ({
          value: option.code,
          label: paymentMethodName(t, option.code, option.title),
        }))}
        value={method?.code ?? null}
        onChange={(code) => store.getState().setPaymentDetails({ paymentMethod: code })}
        required
      />
      {method?.code === CASH_ON_DELIVERY.code ? <p className="checkout-note">{t('checkout.codNote')}</p> : null}
      {invoice ? (
        <fieldset className="checkout-fieldset">
          <legend>{t('checkout.invoiceDetails')}</legend>
          <p className="checkout-note">{t('checkout.invoiceNote')}</p>
          <div className="checkout-fields">
            {(['company', 'taxId'] as const).map((field) => (
              <Input
                key={field}
                id={invoiceFieldId(field)}
                name={invoiceFieldId(field)}
                label={t(`checkout.field.${field}`)}
                value={details[field]}
                required
                autoComplete={field === 'company' ? 'billing organization' : 'off'}
                className="checkout-fields__half"
                error={invoiceForm.errorOf(field)}
                onChange={(event) => store.getState().setPaymentDetails({ [field]: controlValue(event.currentTarget) })}
                onBlur={(event) => invoiceForm.touch(field, event.relatedTarget)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="checkout-fieldset">
        <legend>{t('checkout.billingAddress')}</legend>
        {virtual ? null : (
          <Checkbox
            name="billing-same-as-shipping"
            label={t('checkout.sameAsShipping')}
            checked={!ownAddress}
            onChange={(event) =>
              store.getState().setPaymentDetails({ sameAsShipping: controlChecked(event.currentTarget) })
            }
          />
        )}
        {ownAddress ? (
          <AddressFields
            section="billing"
            values={details}
            onChange={(patch: Partial<AddressValues>) => store.getState().setPaymentDetails(patch)}
            form={addressForm}
            phoneRequired={false}
          />
        ) : null}
      </fieldset>
      <Button type="submit" variant="primary" block disabled={sending} aria-busy={sending || undefined}>
        {t('checkout.submit.toReview')}
      </Button>
    </form>
  );
}

/** Whether the payment step's details are complete (the review step refuses to place otherwise). */
export function isPaymentComplete(details: PaymentDetails, virtual: boolean): boolean {
  const ownAddress = virtual || details.sameAsShipping === false;
  return (
    details.paymentMethod !== '' &&
    (!ownAddress || !hasErrors(validateForm(details, billingAddressRules))) &&
    (!isInvoice(details.paymentMethod) || !hasErrors(validateForm(details, invoiceRules)))
  );
}

export function PaymentSummary() {
  const t = useT();
  const { virtual } = useCheckoutContext();
  const details = useCheckout((state) => state.paymentDetails);
  const methods = usePaymentMethods();
  const method = methods.find((option) => option.code === details.paymentMethod);
  const ownAddress = virtual || details.sameAsShipping === false;
  return (
    <p>
      {method ? paymentMethodName(t, method.code, method.title) : details.paymentMethod}
      {isInvoice(details.paymentMethod) ? (
        <>
          <br />
          {details.company}, {t('checkout.field.taxId')}: {details.taxId}
        </>
      ) : null}
      <br />
      {ownAddress ? (
        <>
          {details.firstName} {details.lastName},{' '}
          {[details.streetAddress, details.apartmentNumber].filter(Boolean).join(', ')},{' '}
          {[details.zipCode, details.city].filter(Boolean).join(' ')}, {countryName(t, details.country)}
        </>
      ) : (
        t('checkout.sameAsShippingSummary')
      )}
    </p>
  );
}
