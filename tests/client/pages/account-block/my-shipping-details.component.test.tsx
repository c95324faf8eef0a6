// My shipping details (client/pages/account-block/my-shipping-details.tsx): the customer's default shipping
// address prefilled; wrong fields say so (the spec's messages, both views) with focus on the first; a valid edit
// is sent with the customer's token as the whole address list, the other addresses unchanged and no longer the
// default, and the saved profile is what the form then shows.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyShippingDetails } from '#client/pages/account-block/my-shipping-details.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Customer } from '#shared/contract/user.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import type { ApiCall } from '#tests/support/components/services.tsx';
import { CUSTOMER as SIGNED_IN, renderSignedIn, SIGNED_IN_TOKEN } from '#tests/support/components/signed-in.tsx';

const TEXTS = {
  ru: {
    street: 'Улица и дом',
    city: 'Город',
    zip: 'Индекс',
    country: 'Страна',
    belarus: 'Беларусь',
    save: 'Сохранить адрес',
    updated: 'Данные кабинета обновлены',
    required: 'Поле обязательно для заполнения.',
    zipMin: 'Индекс должен содержать не меньше 3 символов.',
  },
  en: {
    street: 'Street and house',
    city: 'City',
    zip: 'Zip-code',
    country: 'Country',
    belarus: 'Belarus',
    save: 'Update my shipping details',
    updated: 'Account data has successfully been updated',
    required: 'Field is required.',
    zipMin: 'Zip-code needs at least 3 letters.',
  },
} as const;

const HOME = {
  id: 11,
  customer_id: 7,
  firstname: 'Анна',
  lastname: 'Петрова',
  street: ['ул. Ленина, 5'],
  city: 'Ростов-на-Дону',
  postcode: '344000',
  country_id: 'RU',
  telephone: '+7 900 000-00-00',
  default_shipping: true,
  default_billing: true,
};
const OFFICE = {
  ...HOME,
  id: 12,
  street: ['пр. Мира, 1'],
  city: 'Москва',
  postcode: '101000',
  default_shipping: false,
};

const CUSTOMER: Customer = { ...SIGNED_IN, default_shipping: '11', addresses: [OFFICE, HOME] };

/** The platform stores the list it was sent and answers the customer with it. */
function platform(call: ApiCall): Response {
  const { addresses } = (call.body as { customer: { addresses: Customer['addresses'] } }).customer;
  return Response.json({ code: 200, result: { ...CUSTOMER, addresses } });
}

function renderBlock(storeCode: StoreCode) {
  const view = renderSignedIn(<MyShippingDetails />, {
    path: storeCode === 'ru' ? '/my-account/shipping-details' : '/en/my-account/shipping-details',
    answer: platform,
    customer: CUSTOMER,
  });
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  return { ...view, field, errorOf: (label: string) => fieldError(field(label)) };
}

describe.each(['ru', 'en'] as const)('MyShippingDetails (%s view)', (storeCode) => {
  const text = TEXTS[storeCode];

  it('shows the default shipping address; an empty city and a short zip say so, focus on the city', async () => {
    const { user, calls, field, errorOf } = renderBlock(storeCode);
    expect([field(text.street), field(text.city), field(text.zip)].map((input) => input.getAttribute('value'))).toEqual(
      ['ул. Ленина, 5', 'Ростов-на-Дону', '344000'],
    );
    await user.clear(field(text.city));
    await user.clear(field(text.zip));
    await user.type(field(text.zip), '34');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect([errorOf(text.street), errorOf(text.city), errorOf(text.zip)]).toEqual([null, text.required, text.zipMin]);
    expect(document.activeElement).toBe(field(text.city));
    expect(calls).toEqual([]);
  });

  it('a valid edit sends the whole list with the token; the others stay, not the default; the form shows it', async () => {
    const { user, calls, field, messages, userStore } = renderBlock(storeCode);
    await user.clear(field(text.city));
    await user.type(field(text.city), 'Минск');
    await user.clear(field(text.zip));
    await user.type(field(text.zip), '220000');
    await user.selectOptions(screen.getByRole('combobox', { name: text.country }), text.belarus);
    await user.click(screen.getByRole('button', { name: text.save }));
    await expect.poll(messages).toEqual([text.updated]);
    expect(calls).toHaveLength(1);
    expect([calls[0]!.method, calls[0]!.path, calls[0]!.query.get('token')]).toEqual([
      'POST',
      '/api/user/me',
      SIGNED_IN_TOKEN,
    ]);
    const sent = (calls[0]!.body as { customer: { addresses: Array<Record<string, unknown>> } }).customer.addresses;
    expect(sent).toEqual([
      {
        id: 11,
        customer_id: 7,
        firstname: 'Анна',
        lastname: 'Петрова',
        street: ['ул. Ленина, 5'],
        city: 'Минск',
        postcode: '220000',
        country_id: 'BY',
        telephone: '+7 900 000-00-00',
        default_shipping: true,
        default_billing: true,
      },
      { ...OFFICE, default_shipping: false },
    ]);
    expect(userStore.getState().current?.addresses.map((address) => address.city)).toEqual(['Минск', 'Москва']);
    expect(field(text.city).getAttribute('value')).toBe('Минск');
  });
});
