// What the checkout sends (contract §1.4 order, §4.1 createOrderData, §5.9 vectors; spec §3 "Checkout state",
// §4 "Place order"; issue 13): the default shipping and payment methods, the addresses of the totals requests,
// and the order body itself. Pure and isomorphic; the checkout page (client/features/checkout) calls these and
// the unit tests port the original's vectors.
//
// The body keeps to what a real vue-storefront-api accepts (its order schema has `additionalProperties: false`
// at the top and wants every street line non-empty, `user_id`/`cart_id` as strings, a `price` ≥ 1 on each
// product), so the same storefront buys on the embedded platform and on an upstream API.

/** Spec §3 shipping method (contract §1.3 C7 answer plus VSF's own flags). */
export interface ShippingMethodChoice {
  carrier_code: string;
  method_code: string;
  default?: boolean;
  /** A method the device offers without the server (spec §3 `offline`). */
  offline?: boolean;
}

/** Spec §3 payment method. */
export interface PaymentMethodChoice {
  code: string;
  default?: boolean;
}

/** The address fields of spec §3 shippingDetails / paymentDetails that an order or a totals request reads. */
export interface CheckoutAddressFields {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber?: string;
  city: string;
  state?: string;
  region_id?: number | null;
  zipCode: string;
  phoneNumber?: string;
}

/** Contract §4.1: the first default among methods the server offers (not `offline`), else the first of them. */
export function defaultShippingMethod<M extends ShippingMethodChoice>(methods: readonly M[] = []): M | undefined {
  const online = methods.filter((method) => !method.offline);
  return online.find((method) => method.default) ?? online[0];
}

/** Contract §4.1: the first default payment method, else the first. */
export function defaultPaymentMethod<M extends PaymentMethodChoice>(methods: readonly M[] = []): M | undefined {
  return methods.find((method) => method.default) ?? methods[0];
}

/** Contract §4.1 / spec §5: cash on delivery is not offered for a virtual cart (nothing is delivered). */
export const CASH_ON_DELIVERY_CODE = 'cashondelivery';
export function paymentMethodsForCart<M extends PaymentMethodChoice>(methods: readonly M[], virtual: boolean): M[] {
  return virtual ? methods.filter((method) => method.code !== CASH_ON_DELIVERY_CODE) : [...methods];
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** Contract §4.1 createShippingAddressData: an address of the totals requests (C8). */
export function createShippingAddressData(details: CheckoutAddressFields) {
  return withoutUndefined({
    firstname: details.firstName,
    lastname: details.lastName,
    city: details.city,
    postcode: details.zipCode,
    street: [details.streetAddress],
    region: details.state ? details.state : undefined,
    region_id: details.region_id ?? undefined,
    telephone: details.phoneNumber,
  });
}

export interface OrderDataInput {
  shippingDetails: CheckoutAddressFields & { shippingMethod?: string; shippingCarrier?: string };
  paymentDetails: Partial<CheckoutAddressFields> & { paymentMethod?: string };
  shippingMethods?: readonly ShippingMethodChoice[];
  paymentMethods?: readonly PaymentMethodChoice[];
  /** The store view's default tax country (spec §5: the shipping country defaults to it when empty). */
  taxCountry: string;
}

/**
 * Contract §4.1 / §5.9 createOrderData: the country the totals are for (the shipping country, else the tax
 * country), the chosen or default shipping and payment methods (null when none is offered), and both
 * addresses.
 */
export function createOrderData({
  shippingDetails,
  paymentDetails,
  shippingMethods,
  paymentMethods,
  taxCountry,
}: OrderDataInput) {
  const shipping = defaultShippingMethod(shippingMethods);
  const payment = defaultPaymentMethod(paymentMethods);
  return {
    country: shippingDetails.country ? shippingDetails.country : taxCountry,
    shippingAddress: createShippingAddressData(shippingDetails),
    billingAddress: withoutUndefined({
      firstname: paymentDetails.firstName,
      lastname: paymentDetails.lastName,
      city: paymentDetails.city,
      postcode: paymentDetails.zipCode,
      street: [paymentDetails.streetAddress],
      countryId: paymentDetails.country,
      region: paymentDetails.state ? paymentDetails.state : undefined,
      region_id: paymentDetails.region_id ?? undefined,
      telephone: paymentDetails.phoneNumber,
    }),
    method_code: shippingDetails.shippingMethod || shipping?.method_code || null,
    carrier_code: shippingDetails.shippingCarrier || shipping?.carrier_code || null,
    payment_method: paymentDetails.paymentMethod || payment?.code || null,
  };
}

// ---- The order body (contract §1.4) ----

/** A cart line as the order reads it (the device cart's line, client/features/cart/store.ts). */
export interface OrderLineInput {
  sku: string;
  parentSku: string;
  name: string;
  qty: number;
  /** Unit price with tax (the server recomputes it; VSF's API wants a price ≥ 1 on each line). */
  price: number;
  type_id: string;
  product_option?: unknown;
  server_item_id?: number;
}

export interface OrderAddressInput extends CheckoutAddressFields {
  company?: string;
  taxId?: string;
}

export interface OrderBodyInput {
  /** Contract §1.4 `<Date.now()>-<guid>`: the idempotency key, kept on the device until the order is placed. */
  orderId: string;
  /** When the order was made on the device (ISO). */
  createdAt: string;
  storeCode: string;
  /** The server cart (its coupon goes with the order), or '' without one. */
  cartId: string | null;
  /** '' for a guest (accounts issue: the customer's id). */
  userId?: string;
  email: string;
  lines: readonly OrderLineInput[];
  /** Null for a virtual cart: nothing is shipped (spec §4), no shipping address or method is sent. */
  shippingAddress: OrderAddressInput | null;
  billingAddress: OrderAddressInput;
  shippingMethod: { carrier_code: string; method_code: string } | null;
  paymentMethod: string;
  paymentMethodAdditional?: Record<string, unknown>;
}

/** Street lines: the street, then the flat, without empty lines (VSF's API refuses an empty street line). */
const streetLines = (address: CheckoutAddressFields) =>
  [address.streetAddress, address.apartmentNumber ?? ''].map((line) => line.trim()).filter((line) => line !== '');

function orderAddress(address: OrderAddressInput, email: string, withCompany: boolean) {
  return {
    region: address.state?.trim() ?? '',
    region_id: address.region_id ?? 0,
    country_id: address.country,
    street: streetLines(address),
    company: withCompany ? (address.company?.trim() ?? '') : '',
    telephone: address.phoneNumber?.trim() ?? '',
    postcode: address.zipCode.trim(),
    city: address.city.trim(),
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    email: email.trim(),
    region_code: '',
    vat_id: withCompany ? (address.taxId?.trim() ?? '') : '',
  };
}

export type OrderBodyWire = ReturnType<typeof buildOrderBody>;

/**
 * Contract §1.4: the order as VSF1 sends it — every cart line (sku, parent sku, quantity, the chosen options;
 * prices are informative, the server prices the order), both addresses with the shopper's e-mail, the
 * methods. `transmited: true` as VSF sets it just before the POST.
 */
export function buildOrderBody(input: OrderBodyInput) {
  return {
    order_id: input.orderId,
    created_at: input.createdAt,
    updated_at: input.createdAt,
    transmited: true,
    user_id: input.userId ?? '',
    cart_id: input.cartId ?? '',
    store_code: input.storeCode,
    products: input.lines.map((line) =>
      withoutUndefined({
        sku: line.sku,
        parentSku: line.parentSku,
        name: line.name,
        qty: line.qty,
        price: line.price,
        price_incl_tax: line.price,
        type_id: line.type_id,
        product_type: line.type_id,
        product_option: line.product_option,
        server_item_id: line.server_item_id,
      }),
    ),
    addressInformation: {
      ...(input.shippingAddress ? { shippingAddress: orderAddress(input.shippingAddress, input.email, false) } : {}),
      billingAddress: orderAddress(input.billingAddress, input.email, true),
      ...(input.shippingMethod
        ? {
            shipping_method_code: input.shippingMethod.method_code,
            shipping_carrier_code: input.shippingMethod.carrier_code,
          }
        : {}),
      payment_method_code: input.paymentMethod,
      payment_method_additional: input.paymentMethodAdditional ?? {},
    },
  };
}

/** Contract §1.4 order id: `<Date.now()>-<uuid>` (at least 16 characters: the thank-you lookup's secret, ADR 031). */
export function newOrderId(now: number, uuid: string): string {
  return `${now}-${uuid}`;
}
