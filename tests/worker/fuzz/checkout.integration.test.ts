// Fuzz of the checkout calls (issue 13; contract §1.1 C5-C12, O1; ADR 030, 031): totals, methods, coupons and
// `POST /api/order` with real carts (holding real lines) and generated bodies — addresses with wrong types,
// `[null,null]` streets, hostile strings; orders with generated lines, quantities and payment codes — or
// hostile JSON instead. Properties: support/properties.ts (no 5xx, no leak, a sound envelope, no hang).
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  bodyOf,
  bodyText,
  eitherMode,
  hostileJson,
  hostileNumber,
  hostileScalar,
  objectWith,
  shortHostileString,
  slot,
  unknownParams,
  type Json,
  type Mode,
} from './support/arbitraries';
import { seedFuzzCatalogue, type CataloguePools } from './support/catalogue';
import { fuzzTestTimeout } from './support/fuzz-config';
import { fuzzRequest, percentEncode, queryString, type FuzzRequest } from './support/fuzz-request';
import { assertGoodAnswers } from './support/assert-answers';
import { createGuestCarts, send } from './support/properties';

let pools: CataloguePools;
let cartIds: string[];
beforeAll(async () => {
  pools = await seedFuzzCatalogue();
  cartIds = await createGuestCarts(2);
  for (const [i, id] of cartIds.entries()) {
    await send(
      fuzzRequest({
        method: 'POST',
        target: `/api/cart/update?cartId=${id}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartItem: { sku: pools.skus[i] ?? pools.skus[0], qty: 1 } }),
      }),
    );
  }
});

const text = (mode: Mode, valid: fc.Arbitrary<Json>) => slot(mode, valid, fc.oneof(hostileScalar, shortHostileString));

function address(mode: Mode): fc.Arbitrary<Json> {
  return objectWith(
    {
      firstname: text(mode, fc.constantFrom<Json>('Иван', 'Anna')),
      lastname: text(mode, fc.constantFrom<Json>('Петров', 'Smith')),
      street: slot(mode, fc.constantFrom<Json>(['Тверская', '12'], [null, null], ['x']), hostileJson),
      city: text(mode, fc.constantFrom<Json>('Москва', '')),
      postcode: text(mode, fc.constantFrom<Json>('125009', '')),
      country_id: text(mode, fc.constantFrom<Json>('RU', 'PL', '', 'ru')),
      countryId: text(mode, fc.constantFrom<Json>('RU', 'DE')),
      email: text(mode, fc.constantFrom<Json>('ivan@example.com', 'nope')),
      telephone: text(mode, fc.constant<Json>('+79990000000')),
    },
    [],
    mode,
  );
}

const code = (mode: Mode, values: Json[]) => slot(mode, fc.constantFrom<Json>(...values), hostileScalar);

function orderBody(mode: Mode, cartId: string | null): fc.Arbitrary<Json> {
  const line = objectWith(
    {
      sku: slot(mode, fc.constantFrom<Json>(...pools.skus, ...pools.childSkus, 'NOPE'), hostileScalar),
      qty: slot(mode, fc.integer({ min: 1, max: 3 }), fc.oneof(hostileNumber, fc.constantFrom<Json>(0, 10_001))),
      price: slot(mode, fc.constant<Json>(1), hostileNumber),
    },
    ['sku', 'qty'],
    mode,
  );
  return objectWith(
    {
      order_id: slot(mode, fc.uuid(), hostileScalar),
      cart_id: slot(mode, fc.constantFrom<Json>(...(cartId ? [cartId] : []), ''), hostileScalar),
      user_id: slot(mode, fc.constant<Json>(''), hostileScalar),
      store_code: slot(mode, fc.constantFrom<Json>('ru', 'en'), hostileScalar),
      products: slot(
        mode,
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.oneof(fc.constant<Json>([]), hostileJson),
      ),
      addressInformation: objectWith(
        {
          billingAddress: address(mode),
          shippingAddress: address(mode),
          shipping_method_code: code(mode, ['flatrate', 'teleport']),
          shipping_carrier_code: code(mode, ['flatrate']),
          payment_method_code: code(mode, ['cashondelivery', 'checkmo', 'paypal']),
          payment_method_additional: slot(mode, fc.constant<Json>({}), hostileJson),
        },
        ['billingAddress', 'payment_method_code'],
        mode,
      ),
    },
    ['order_id', 'products', 'addressInformation'],
    mode,
  );
}

const OPS = [
  'totals',
  'payment-methods',
  'coupon',
  'shipping-methods',
  'shipping-information',
  'collect-totals',
  'apply-coupon',
  'delete-coupon',
  'order',
] as const;

function checkoutRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      op: fc.constantFrom(...OPS),
      id: slot(mode, fc.constantFrom(...cartIds), fc.oneof(fc.constant('0'.repeat(32)), shortHostileString), 3),
      coupon: slot(mode, fc.constantFrom('NEWSLETTER10', 'newsletter10', 'NOPE', ''), shortHostileString),
      extra: unknownParams,
    })
    .chain(({ op, id, coupon, extra }) => {
      const headers = { 'content-type': 'application/json' };
      if (op === 'order')
        return bodyOf(orderBody(mode, id), mode).map((body) =>
          fuzzRequest({ method: 'POST', target: `/api/order${queryString(extra)}`, headers, ...bodyText(body) }),
        );
      const params: Array<[string, string]> = [['cartId', percentEncode(id)], ...extra];
      if (op === 'apply-coupon') params.push(['coupon', percentEncode(coupon)]);
      const target = `/api/cart/${op}${queryString(params)}`;
      if (op === 'totals' || op === 'payment-methods' || op === 'coupon')
        return fc.constant(fuzzRequest({ method: 'GET', target, headers }));
      const shape =
        op === 'shipping-methods'
          ? objectWith({ address: address(mode) }, ['address'], mode)
          : op === 'shipping-information'
            ? objectWith(
                {
                  addressInformation: objectWith(
                    {
                      shippingAddress: address(mode),
                      billingAddress: address(mode),
                      shippingCarrierCode: code(mode, ['flatrate', 'XX']),
                      shippingMethodCode: code(mode, ['flatrate', 'YY']),
                    },
                    [],
                    mode,
                  ),
                },
                ['addressInformation'],
                mode,
              )
            : objectWith(
                {
                  methods: objectWith(
                    {
                      paymentMethod: objectWith({ method: code(mode, ['cashondelivery', 'checkmo', 'x']) }, [], mode),
                      shippingCarrierCode: code(mode, ['flatrate']),
                      shippingMethodCode: code(mode, ['flatrate']),
                    },
                    [],
                    mode,
                  ),
                },
                ['methods'],
                mode,
              );
      return bodyOf(shape, mode).map((body) => fuzzRequest({ method: 'POST', target, headers, ...bodyText(body) }));
    });
}

describe('checkout and order fuzz (issue 13)', () => {
  it(
    'answers every generated checkout call without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(checkoutRequests), {
        examples: [
          fuzzRequest({
            method: 'POST',
            target: `/api/cart/shipping-methods?cartId=${cartIds[0]}`,
            headers: { 'content-type': 'application/json' },
            body: '{"address":{"country_id":"RU","street":[null,null],"postcode":"","city":""}}',
          }),
          fuzzRequest({
            method: 'POST',
            target: '/api/order',
            headers: { 'content-type': 'application/json' },
            body: `{"order_id":"x","products":[{"sku":"${pools.skus[0]}","qty":1e400}],"addressInformation":{}}`,
          }),
        ],
      });
    },
    fuzzTestTimeout(),
  );
});
