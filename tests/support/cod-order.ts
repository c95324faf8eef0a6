// The order body the benches and the tests place through the API (the vue-storefront-api order): one line, courier
// (flatrate) and cash on delivery, the same address for billing and shipping, a guest order.

/** One cash-on-delivery order of one unit of `sku`, with the client's `orderId` (the idempotency key). */
export function codOrderBody(orderId: string, sku: string, address: Record<string, unknown>) {
  return {
    user_id: '',
    cart_id: '',
    order_id: orderId,
    created_at: new Date().toISOString(),
    store_code: 'ru',
    products: [{ sku, qty: 1 }],
    addressInformation: {
      billingAddress: address,
      shippingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
  };
}
