// Contract §5.9 createOrderData vectors, §4.1 default methods and the virtual cart's payment methods, and the
// order body of contract §1.4 (what a real vue-storefront-api's order schema accepts, and what the platform's
// zod schema accepts: shared/contract/checkout.ts).
import { describe, expect, it } from 'vitest';
import { orderBodySchema } from '#shared/contract/checkout.ts';
import {
  buildOrderBody,
  createOrderData,
  defaultPaymentMethod,
  defaultShippingMethod,
  newOrderId,
  paymentMethodsForCart,
  type OrderBodyInput,
} from '#shared/domain/checkout/order-data.ts';

const shippingDetails = {
  country: 'UK',
  firstName: 'John',
  lastName: 'Doe',
  city: 'London',
  zipCode: 'EC123',
  streetAddress: 'JohnDoe street',
};

describe('createOrderData (contract §5.9)', () => {
  it('takes the default methods and both addresses; the shipping country wins over the tax country', () => {
    const data = createOrderData({
      shippingDetails,
      paymentDetails: shippingDetails,
      shippingMethods: [
        { default: false, offline: false, method_code: 'CODE1', carrier_code: 'CODE2' },
        { default: true, offline: false, method_code: 'CODE3', carrier_code: 'CODE4' },
      ],
      paymentMethods: [{ code: 'CODE3' }, { default: true, code: 'CODE4' }],
      taxCountry: 'DE',
    });
    expect(data).toEqual({
      country: 'UK',
      method_code: 'CODE3',
      carrier_code: 'CODE4',
      payment_method: 'CODE4',
      shippingAddress: {
        firstname: 'John',
        lastname: 'Doe',
        city: 'London',
        postcode: 'EC123',
        street: ['JohnDoe street'],
      },
      billingAddress: {
        firstname: 'John',
        lastname: 'Doe',
        city: 'London',
        postcode: 'EC123',
        street: ['JohnDoe street'],
        countryId: 'UK',
      },
    });
  });

  it('without defaults takes the first methods; with none, null codes; without a country, the tax country', () => {
    const first = createOrderData({
      shippingDetails,
      paymentDetails: shippingDetails,
      shippingMethods: [
        { method_code: 'CODE1-first', carrier_code: 'CODE2-first' },
        { method_code: 'CODE1-second', carrier_code: 'CODE2-second' },
      ],
      paymentMethods: [{ code: 'CODE3' }, { code: 'CODE4' }],
      taxCountry: 'DE',
    });
    expect([first.method_code, first.carrier_code, first.payment_method]).toEqual([
      'CODE1-first',
      'CODE2-first',
      'CODE3',
    ]);
    const none = createOrderData({
      shippingDetails: { ...shippingDetails, country: '' },
      paymentDetails: {},
      shippingMethods: [],
      paymentMethods: [],
      taxCountry: 'RU',
    });
    expect([none.country, none.method_code, none.carrier_code, none.payment_method]).toEqual(['RU', null, null, null]);
  });

  it('skips offline shipping methods for the default and hides cash on delivery for a virtual cart', () => {
    expect(
      defaultShippingMethod([
        { method_code: 'local', carrier_code: 'local', offline: true, default: true },
        { method_code: 'flatrate', carrier_code: 'flatrate' },
      ])?.method_code,
    ).toBe('flatrate');
    expect(defaultPaymentMethod([])).toBeUndefined();
    const methods = [{ code: 'cashondelivery' }, { code: 'checkmo' }];
    expect(paymentMethodsForCart(methods, true).map((m) => m.code)).toEqual(['checkmo']);
    expect(paymentMethodsForCart(methods, false).map((m) => m.code)).toEqual(['cashondelivery', 'checkmo']);
  });
});

const address = {
  firstName: ' Анна ',
  lastName: 'Петрова',
  country: 'RU',
  streetAddress: 'ул. Ленина, 5',
  apartmentNumber: '',
  city: 'Ярославль',
  state: '',
  zipCode: '150000',
  phoneNumber: '+7 900 000-00-00',
  company: 'ООО «Берег»',
  taxId: '7701234567',
};

const input: OrderBodyInput = {
  orderId: newOrderId(1_764_000_000_000, 'd3736c94-49a5-4d34-924c-87a3a57c2750'),
  createdAt: '2026-11-27T10:00:00.000Z',
  storeCode: 'ru',
  cartId: 'cart-token',
  email: 'anna@example.ru',
  lines: [
    {
      sku: 'SKU-1-42',
      parentSku: 'SKU-1',
      name: 'Кеды',
      qty: 2,
      price: 4990,
      type_id: 'configurable',
      server_item_id: 7,
    },
    { sku: 'GIFT-1', parentSku: 'GIFT-1', name: 'Подарочная карта', qty: 1, price: 3000, type_id: 'virtual' },
  ],
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: { carrier_code: 'flatrate', method_code: 'flatrate' },
  paymentMethod: 'cashondelivery',
};

describe('buildOrderBody (contract §1.4)', () => {
  it('sends every line and both addresses with the e-mail; the company only on the billing address', () => {
    const body = buildOrderBody(input);
    expect(body.order_id).toBe('1764000000000-d3736c94-49a5-4d34-924c-87a3a57c2750');
    expect(body.user_id).toBe('');
    expect(body.cart_id).toBe('cart-token');
    expect(body.products).toEqual([
      {
        sku: 'SKU-1-42',
        parentSku: 'SKU-1',
        name: 'Кеды',
        qty: 2,
        price: 4990,
        price_incl_tax: 4990,
        type_id: 'configurable',
        product_type: 'configurable',
        server_item_id: 7,
      },
      {
        sku: 'GIFT-1',
        parentSku: 'GIFT-1',
        name: 'Подарочная карта',
        qty: 1,
        price: 3000,
        price_incl_tax: 3000,
        type_id: 'virtual',
        product_type: 'virtual',
      },
    ]);
    expect(body.addressInformation.shippingAddress).toEqual({
      region: '',
      region_id: 0,
      country_id: 'RU',
      street: ['ул. Ленина, 5'],
      company: '',
      telephone: '+7 900 000-00-00',
      postcode: '150000',
      city: 'Ярославль',
      firstname: 'Анна',
      lastname: 'Петрова',
      email: 'anna@example.ru',
      region_code: '',
      vat_id: '',
    });
    expect(body.addressInformation.billingAddress.company).toBe('ООО «Берег»');
    expect(body.addressInformation.billingAddress.vat_id).toBe('7701234567');
    expect(body.addressInformation.shipping_method_code).toBe('flatrate');
    expect(body.addressInformation.payment_method_code).toBe('cashondelivery');
  });

  it('keeps to the top-level fields a vue-storefront-api order schema allows', () => {
    const allowed = new Set([
      'order_id',
      'created_at',
      'updated_at',
      'transmited',
      'transmited_at',
      'status',
      'state',
      'user_id',
      'cart_id',
      'store_code',
      'store_id',
      'products',
      'addressInformation',
    ]);
    expect(Object.keys(buildOrderBody(input)).filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('puts the flat on a second street line and never sends an empty line', () => {
    const body = buildOrderBody({ ...input, billingAddress: { ...address, apartmentNumber: 'кв. 12' } });
    expect(body.addressInformation.billingAddress.street).toEqual(['ул. Ленина, 5', 'кв. 12']);
    expect(body.addressInformation.shippingAddress?.street).toEqual(['ул. Ленина, 5']);
  });

  it('a virtual order has no shipping address or method, and the platform accepts both kinds', () => {
    const virtual = buildOrderBody({
      ...input,
      lines: [input.lines[1]!],
      shippingAddress: null,
      shippingMethod: null,
      paymentMethod: 'checkmo',
    });
    expect(virtual.addressInformation).not.toHaveProperty('shippingAddress');
    expect(virtual.addressInformation).not.toHaveProperty('shipping_method_code');
    expect(orderBodySchema.safeParse(virtual).success).toBe(true);
    const parsed = orderBodySchema.safeParse(buildOrderBody(input));
    expect(parsed.success).toBe(true);
  });
});
