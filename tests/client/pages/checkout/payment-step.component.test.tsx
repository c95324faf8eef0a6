// Step 3 of the checkout (client/pages/checkout/payment-step.tsx) as a shopper fills it, with no server cart (so
// the shop's own methods are offered, as offline): cash on delivery chosen first with its note, the invoice's
// company and tax ID with their messages and focus on the first wrong field, the billing address "same as
// shipping" until unticked, and a virtual cart that offers no cash on delivery and always asks for a billing
// address. A valid step opens the review with the method chosen.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartFeature } from '#client/features/cart/context.tsx';
import { createCheckoutStore } from '#client/features/checkout/store.ts';
import { CheckoutContext } from '#client/pages/checkout/checkout-context.tsx';
import { PaymentStep } from '#client/pages/checkout/payment-step.tsx';
import { CASH_ON_DELIVERY } from '#shared/config/checkout-methods.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices } from '#tests/support/components/services.tsx';

const TEXTS = {
  ru: {
    cod: 'Оплата при получении',
    invoice: 'Счёт для юридических лиц (банковский перевод)',
    codNote: 'Оплата курьеру наличными или картой при получении.',
    company: 'Компания',
    taxId: 'ИНН',
    sameAsShipping: 'Совпадает с адресом доставки',
    street: 'Улица и дом',
    city: 'Город',
    zip: 'Индекс',
    submit: 'Перейти к проверке заказа',
    required: 'Поле обязательно для заполнения.',
    taxIdMin: 'ИНН должен содержать не меньше 3 символов.',
    fixErrors: 'Исправьте ошибки в форме и проверьте, что все данные верны.',
  },
  en: {
    cod: 'Cash on delivery',
    invoice: 'Invoice for companies (bank transfer)',
    codNote: 'You pay the courier in cash or by card when the order arrives.',
    company: 'Company',
    taxId: 'Tax ID (INN)',
    sameAsShipping: 'Same as the shipping address',
    street: 'Street and house',
    city: 'City',
    zip: 'Zip-code',
    submit: 'Go review the order',
    required: 'Field is required.',
    taxIdMin: 'Tax ID needs at least 3 letters.',
    fixErrors: 'Please fix the validation errors. Please check if all data are correct.',
  },
} as const;

function renderStep(storeCode: StoreCode, virtual = false) {
  const store = createCheckoutStore(storeCode);
  store.getState().setShippingDetails({ firstName: 'Анна', lastName: 'Петрова' });
  store.getState().setPaymentDetails({ firstName: 'Анна', lastName: 'Петрова' });
  store.getState().completeStep('personalDetails', virtual ? 'payment' : 'shipping');
  if (!virtual) store.getState().completeStep('shipping', 'payment');
  const context = { store, cartId: null, userToken: null, virtual, syncCart: async () => null };
  const { ui, calls } = withServices(
    <CheckoutContext.Provider value={context}>
      <PaymentStep />
    </CheckoutContext.Provider>,
    () => Response.json({ code: 500, result: 'not asked' }, { status: 500 }),
  );
  const view = renderInView(ui, { path: storeCode === 'ru' ? '/checkout' : '/en/checkout', features: [cartFeature] });
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  const errorOf = (label: string) => fieldError(field(label));
  const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
  return { ...view, store, calls, field, errorOf, radioNames };
}

describe.each(['ru', 'en'] as const)('PaymentStep (%s view)', (storeCode) => {
  const text = TEXTS[storeCode];

  it('cash on delivery first, with its note; the billing address is the delivery address', async () => {
    const { user, store, calls, radioNames } = renderStep(storeCode);
    expect(radioNames()).toHaveLength(2);
    expect(screen.getByRole('radio', { name: text.cod })).toHaveProperty('checked', true);
    expect(screen.getByText(text.codNote)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: text.sameAsShipping })).toHaveProperty('checked', true);
    expect(screen.queryByRole('textbox', { name: text.street })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.submit }));
    await expect.poll(() => store.getState().progress.step).toBe('orderReview');
    expect(store.getState().paymentDetails.paymentMethod).toBe(CASH_ON_DELIVERY.code);
    expect(calls).toEqual([]);
  });

  it('the invoice asks for the company and a tax ID of 3 or more; focus on the first wrong field', async () => {
    const { user, store, field, errorOf } = renderStep(storeCode);
    await user.click(screen.getByRole('radio', { name: text.invoice }));
    expect(screen.queryByText(text.codNote)).toBeNull();
    await user.type(field(text.taxId), '77');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect([errorOf(text.company), errorOf(text.taxId)]).toEqual([text.required, text.taxIdMin]);
    expect(screen.getByRole('alert').textContent).toBe(text.fixErrors);
    expect(document.activeElement).toBe(field(text.company));
    expect(store.getState().progress.step).toBe('payment');

    await user.type(field(text.company), 'ООО «Берег»');
    await user.type(field(text.taxId), '01234567');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await expect.poll(() => store.getState().progress.step).toBe('orderReview');
    const details = store.getState().paymentDetails;
    expect([details.company, details.taxId]).toEqual(['ООО «Берег»', '7701234567']);
    expect(details.paymentMethod).not.toBe(CASH_ON_DELIVERY.code);
  });

  it('unticking "same as shipping" asks for a billing address of its own', async () => {
    const { user, store, errorOf } = renderStep(storeCode);
    await user.click(screen.getByRole('checkbox', { name: text.sameAsShipping }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect([errorOf(text.street), errorOf(text.city), errorOf(text.zip)]).toEqual([
      text.required,
      text.required,
      text.required,
    ]);
    expect(store.getState().progress.step).toBe('payment');
    expect(store.getState().paymentDetails.sameAsShipping).toBe(false);
  });

  it('a virtual cart: no cash on delivery, and a billing address always asked for', async () => {
    const { user, radioNames, errorOf } = renderStep(storeCode, true);
    expect(radioNames()).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: text.cod })).toBeNull();
    expect(screen.getByRole('radio', { name: text.invoice })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: text.sameAsShipping })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(errorOf(text.street)).toBe(text.required);
    expect(errorOf(text.company)).toBe(text.required);
  });
});
