// Step 2 of the checkout (client/pages/checkout/shipping-step.tsx) as a shopper fills it, with no server cart
// yet (so the shop's own courier is the one method, as offline): each address field's message in both views,
// the form's alert and focus on the first wrong field, the optional flat and region, and a valid address
// opening the payment step with the courier chosen.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartFeature } from '#client/features/cart/context.tsx';
import { createCheckoutStore } from '#client/features/checkout/store.ts';
import type { CartStore } from '#client/features/cart/store.ts';
import { CheckoutContext } from '#client/pages/checkout/checkout-context.tsx';
import { ShippingStep } from '#client/pages/checkout/shipping-step.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import { COURIER } from '#shared/config/checkout-methods.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices } from '#tests/support/components/services.tsx';
import { priceText } from '#tests/support/price-text.ts';

const TEXTS = {
  ru: {
    street: 'Улица и дом',
    city: 'Город',
    zip: 'Индекс',
    phone: 'Телефон',
    flat: 'Квартира или офис',
    region: 'Регион',
    submit: 'Перейти к оплате',
    required: 'Поле обязательно для заполнения.',
    cityMessage: 'Укажите правильное название города.',
    zipMin: 'Индекс должен содержать не меньше 3 символов.',
    fixErrors: 'Исправьте ошибки в форме и проверьте, что все данные верны.',
    courier: priceText('Доставка курьером: 500 ₽'),
    freeCourier: 'Доставка курьером: бесплатно',
  },
  en: {
    street: 'Street and house',
    city: 'City',
    zip: 'Zip-code',
    phone: 'Phone number',
    flat: 'Apartment or office',
    region: 'Region',
    submit: 'Continue to payment',
    required: 'Field is required.',
    cityMessage: 'Please provide valid city name.',
    zipMin: 'Zip-code needs at least 3 letters.',
    fixErrors: 'Please fix the validation errors. Please check if all data are correct.',
    courier: priceText('Courier delivery: 500 ₽'),
    freeCourier: 'Courier delivery: free',
  },
} as const;

function renderStep(storeCode: StoreCode) {
  const store = createCheckoutStore(storeCode);
  store.getState().setShippingDetails({ firstName: 'Анна', lastName: 'Петрова' });
  store.getState().completeStep('personalDetails', 'shipping');
  const context = { store, cartId: null, userToken: null, virtual: false, syncCart: async () => null };
  const { ui, calls } = withServices(
    <CheckoutContext.Provider value={context}>
      <ShippingStep />
    </CheckoutContext.Provider>,
    () => Response.json({ code: 500, result: 'not asked' }, { status: 500 }),
  );
  const view = renderInView(ui, { path: storeCode === 'ru' ? '/checkout' : '/en/checkout', features: [cartFeature] });
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  const errorOf = (label: string) => fieldError(field(label));
  return { ...view, store, calls, field, errorOf };
}

describe.each(['ru', 'en'] as const)('ShippingStep (%s view)', (storeCode) => {
  const text = TEXTS[storeCode];

  it('a wrong city and zip and no street or phone: each says so, the alert, focus on the street', async () => {
    const { user, field, errorOf, store } = renderStep(storeCode);
    await user.type(field(text.city), '123');
    await user.type(field(text.zip), '15');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect([errorOf(text.street), errorOf(text.city), errorOf(text.zip), errorOf(text.phone)]).toEqual([
      text.required,
      text.cityMessage,
      text.zipMin,
      text.required,
    ]);
    expect([errorOf(text.flat), errorOf(text.region)]).toEqual([null, null]);
    expect(screen.getByRole('alert').textContent).toBe(text.fixErrors);
    expect(document.activeElement).toBe(field(text.street));
    expect(store.getState().progress.step).toBe('shipping');
  });

  it('a valid address opens the payment step with the courier, the one method without a server cart', async () => {
    const { user, field, store, calls } = renderStep(storeCode);
    const courier = screen.getByRole('radio', { name: text.courier });
    expect(courier).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.type(field(text.street), 'ул. Ленина, 5');
    await user.type(field(text.city), 'Ростов-на-Дону');
    await user.type(field(text.zip), '344000');
    await user.type(field(text.phone), '+7 900 000-00-00');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await screen.findByRole('button', { name: text.submit });
    await expect.poll(() => store.getState().progress.step).toBe('payment');
    const details = store.getState().shippingDetails;
    expect([details.city, details.zipCode, details.country, details.shippingMethod]).toEqual([
      'Ростов-на-Дону',
      '344000',
      'RU',
      COURIER.methodCode,
    ]);
    // No server cart: nothing to tell the platform.
    expect(calls).toEqual([]);
  });

  it('a cart of 9 980 ₽ gets the courier free (from 5 000 ₽ of goods), said in words, not «0 ₽»', async () => {
    const { stores } = renderStep(storeCode);
    const cart = stores['cart'] as unknown as CartStore;
    cart.getState().replaceItems([
      {
        sku: 'SNK-42-BLK',
        parentSku: 'SNK',
        name: 'Кроссовки',
        qty: 2,
        price: 4990,
        type_id: 'configurable',
        image: '/s/snk.jpg',
        options: [],
      },
    ]);
    expect(await screen.findByRole('radio', { name: text.freeCourier })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
