// Step 2, Shipping (spec §2, §3 shippingDetails and shipping method; supplement §6 'Continue to payment';
// contract C7, C8; issue 13): the delivery address and the shipping method offered by the platform for the
// chosen country. Done → the platform gets the address and the method (shipping-information) and answers the
// totals with shipping and the payment methods, which the next step and the summary show. Offline, or when the
// platform cannot answer, the courier's flat rate of the shop is offered (spec §3 `offline` method) and the
// totals stay the device's estimate.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingMethodAnswer } from '#shared/contract/checkout.ts';
import { cartHashSource, goodsValue, type TotalsLine } from '#shared/domain/cart/totals.ts';
import { courierPrice } from '#shared/domain/checkout/courier-price.ts';
import { defaultShippingMethod } from '#shared/domain/checkout/order-data.ts';
import { courierShippingMethod } from '#shared/domain/checkout/shop-methods.ts';
import { shippingAddressRules, type AddressField } from '#shared/domain/checkout/steps.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroup } from '#client/components/ui/radio-group.tsx';
import { useIsOnline } from '#client/lib/network.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import { keptTotals } from '#client/features/cart/sync.ts';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';
import { sendShippingInformation } from '#client/features/checkout/api/shipping-information.ts';
import { paymentMethodsQueryOptions } from '#client/features/checkout/api/payment-methods.ts';
import { shippingMethodsQueryOptions } from '#client/features/checkout/api/shipping-methods.ts';
import { AddressFields, addressFieldId, countryName, type AddressValues } from './address-fields';
import { useCheckout, useCheckoutContext } from './checkout-context';
import { FormAlert } from './form-alert';
import { shippingMethodLabel } from './method-names';
import { useStepForm } from './use-step-form';

/**
 * What the shop offers when the platform cannot be asked (a method marked `offline: true`): the courier at
 * the device's estimate of its price (free from the threshold on, shared/domain/checkout/courier-price.ts).
 */
export function offlineShipping(
  lines: readonly TotalsLine[],
  freeShippingFrom: number | null,
): ShippingMethodAnswer & { offline: true } {
  return { ...courierShippingMethod(courierPrice(goodsValue(lines), freeShippingFrom)), offline: true };
}

/** The shipping methods for the country: the platform's, or the offline courier. */
export function useShippingMethods(country: string): { methods: ShippingMethodAnswer[]; loading: boolean } {
  const api = useApi();
  const store = useStoreCode();
  const { cartId, userToken } = useCheckoutContext();
  const online = useIsOnline();
  const { freeShippingFrom } = useSettings();
  const lines = useCart((state) => state.items);
  const query = useQuery({
    ...shippingMethodsQueryOptions(api, { cartId: cartId ?? '', countryId: country, store, token: userToken }),
    enabled: cartId !== null && online && country !== '',
  });
  if (query.data && query.data.length > 0) return { methods: query.data, loading: false };
  return {
    methods: [offlineShipping(lines, freeShippingFrom)],
    loading: query.isPending && query.fetchStatus === 'fetching',
  };
}

const methodKey = (method: { carrier_code: string; method_code: string }) =>
  `${method.carrier_code}_${method.method_code}`;

/**
 * The method the shopper chose (by its method code), else the default one, else the first: offline
 * with no server cart yet the shop's courier is the only method, and the default skips offline methods.
 */
export function chosenShippingMethod(methods: readonly ShippingMethodAnswer[], chosen: string) {
  return methods.find((method) => method.method_code === chosen) ?? defaultShippingMethod(methods) ?? methods[0];
}

export function ShippingStep() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const queryClient = useQueryClient();
  const cart = useCartStore();
  const { store, syncCart, userToken } = useCheckoutContext();
  const details = useCheckout((state) => state.shippingDetails);
  const form = useStepForm<AddressField>(details, shippingAddressRules, (field) => addressFieldId('shipping', field));
  const { methods } = useShippingMethods(details.country);
  const method = chosenShippingMethod(methods, details.shippingMethod);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const cartId = await syncCart();
    if (!cartId || !method) return;
    const address = {
      countryId: details.country,
      firstname: details.firstName,
      lastname: details.lastName,
      street: [details.streetAddress],
      city: details.city,
      postcode: details.zipCode,
      ...(details.state ? { region: details.state } : {}),
    };
    try {
      const answer = await sendShippingInformation(api, {
        cartId,
        store: storeCode,
        token: userToken,
        shippingAddress: address,
        carrierCode: method.carrier_code,
        methodCode: method.method_code,
      });
      cart.getState().setTotals(keptTotals(answer.totals), cartHashSource(cart.getState().items, cartId));
      queryClient.setQueryData(
        paymentMethodsQueryOptions(api, { cartId, store: storeCode }).queryKey,
        answer.payment_methods,
      );
    } catch (error) {
      // The totals stay the last known (or the estimate); the order itself is priced by the platform.
      console.warn('[checkout] the shipping choice could not be sent', error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(() => {
      if (method && details.shippingMethod !== method.method_code)
        store.getState().setShippingDetails({ shippingMethod: method.method_code });
      setSending(true);
      void send().finally(() => {
        setSending(false);
        store.getState().completeStep('shipping', 'payment');
      });
    });
  };

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} data-testid="checkout-shipping-form">
      <FormAlert message={form.alert} />
      <AddressFields
        section="shipping"
        values={details}
        onChange={(patch: Partial<AddressValues>) => store.getState().setShippingDetails(patch)}
        form={form}
        phoneRequired
      />
      <RadioGroup
        legend={t('checkout.shippingMethod')}
        name="shipping-method"
        options={methods.map((option) => ({
          value: methodKey(option),
          label: shippingMethodLabel(t, option, storeCode),
        }))}
        value={method ? methodKey(method) : null}
        onChange={(key) => {
          const picked = methods.find((option) => methodKey(option) === key);
          if (picked) store.getState().setShippingDetails({ shippingMethod: picked.method_code });
        }}
        required
      />
      <Button type="submit" variant="primary" block disabled={sending} aria-busy={sending || undefined}>
        {t('checkout.submit.toPayment')}
      </Button>
    </form>
  );
}

export function ShippingSummary() {
  const t = useT();
  const storeCode = useStoreCode();
  const details = useCheckout((state) => state.shippingDetails);
  const { methods } = useShippingMethods(details.country);
  const method = chosenShippingMethod(methods, details.shippingMethod);
  return (
    <p>
      {details.firstName} {details.lastName}
      <br />
      {[details.streetAddress, details.apartmentNumber].filter(Boolean).join(', ')}
      <br />
      {[details.zipCode, details.city, details.state].filter(Boolean).join(', ')}, {countryName(t, details.country)}
      <br />
      {details.phoneNumber}
      {method ? (
        <>
          <br />
          {shippingMethodLabel(t, method, storeCode)}
        </>
      ) : null}
    </p>
  );
}
