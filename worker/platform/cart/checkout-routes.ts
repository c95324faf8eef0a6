// `/api/cart` totals, methods and coupons of the embedded platform (contract §1.1 C5-C12, §1.3; ADR 030):
//   GET  /totals?cartId=                 → totals (items keyed by item_id, total_segments)
//   GET  /payment-methods?cartId=        → [{code,title}] (no cash on delivery for a virtual cart)
//   POST /shipping-methods?cartId=       {address:{country_id,…}} → [shipping method] (none for a virtual cart)
//   POST /shipping-information?cartId=   {addressInformation:{shippingAddress,billingAddress,shippingCarrierCode?,
//                                         shippingMethodCode?}} → {payment_methods, totals}; stores the choice
//   POST /collect-totals?cartId=         {methods:{paymentMethod:{method},shippingCarrierCode,shippingMethodCode}} → totals
//   POST /apply-coupon?cartId=&coupon=   → true; a wrong code → 400 'You've entered an incorrect coupon code…'
//   POST /delete-coupon?cartId=          → true
//   GET  /coupon?cartId=                 → the applied code, or null
// Owner checks as every cart call (cart-access.ts). Prices and totals come from the catalogue now, never from
// the client. Fixes of the original: bad input is a 400 naming the field, never a 500.
import type { Hono } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import {
  collectTotalsBodySchema,
  couponCodeSchema,
  shippingInformationBodySchema,
  shippingMethodsBodySchema,
  type LookupAddress,
} from '#shared/contract/checkout.ts';
import { tooManyAttempts } from '#shared/contract/user.ts';
import { apiStatus, badRequest, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import { clientAddress, minutesLeft, returnHit, takeHits, type RateLimit } from '#worker/platform/user/rate-limit.ts';
import { namedStoreCode } from '#shared/config/store-views.ts';
import { freeShippingFromOf } from '#shared/config/settings.ts';
import { courierPrice } from '#shared/domain/checkout/courier-price.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { guestCart, otherCart, type CartContext, type GuestCart } from './cart-access';
import { cartLines, updateCartChoices } from './cart-store';
import { cartState, cartStore, type CartState } from './cart-totals';
import { COUPON_ALREADY_USED, couponSubjects, couponUsed, findCoupon, WRONG_COUPON } from './coupons';
import { isShippingMethod, paymentMethodsFor, shippingMethodsFor } from './methods';
import { isVirtualCart } from './totals';

const NO_STORE = 'no-cache, no-store';

const ONE_HOUR = 60 * 60 * 1000;
/** Wrong coupon codes one cart may try (a shopper mistypes a few; a guesser tries thousands). */
export const WRONG_COUPONS_PER_CART: RateLimit = { name: 'coupon-cart', limit: 10, windowMs: ONE_HOUR };
/** Wrong coupon codes from one client address, whatever the cart (a new cart per guess gets no further). */
export const WRONG_COUPONS_PER_ADDRESS: RateLimit = { name: 'coupon-address', limit: 30, windowMs: ONE_HOUR };

/** The country of an address as VSF sends it (`country_id` on lookups, `countryId` in shipping-information). */
const countryOf = (address: LookupAddress | undefined): string | undefined =>
  address?.countryId || address?.country_id || undefined;

function unknownShippingMethod(c: CartContext, carrier: string, method: string): Response {
  return badRequest(c, `Carrier with such method not found: ${carrier}, ${method}`);
}

/** Validates and stores a shipping choice; the error answer when the pair is not offered. */
function shippingChoice(
  c: CartContext,
  carrier: string | undefined,
  method: string | undefined,
): { ok: true; carrier?: string; method?: string } | { ok: false; response: Response } {
  if (carrier === undefined && method === undefined) return { ok: true };
  if (!carrier || !method || !isShippingMethod(carrier, method))
    return { ok: false, response: unknownShippingMethod(c, carrier ?? '', method ?? '') };
  return { ok: true, carrier, method };
}

/**
 * The cart's totals in the request's store view (`x-vs-store-code` / `?storeCode=`: prices and segment titles
 * in its language), else in the store view the cart was created in; an unknown store code is a 400.
 */
async function totalsFor(
  c: CartContext,
  cart: GuestCart,
  row = cart.row,
  now = Date.now(),
): Promise<{ ok: true; state: CartState } | { ok: false; response: Response }> {
  const named = namedStoreCode(c.req.header('x-vs-store-code'), c.req.query('storeCode')) !== undefined;
  const requested = storeCodeOf(c);
  if (!requested.ok) return { ok: false, response: badRequest(c, requested.message) };
  const store = named ? requested.store : cartStore(row);
  return {
    ok: true,
    state: await cartState(c.env.DB, cart.cartId, row, now, store, freeShippingFromOf(c.env.FREE_SHIPPING_FROM)),
  };
}

export function registerCheckoutRoutes(routes: Hono<{ Bindings: PlatformEnv }>): void {
  routes.get('/totals', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const totals = await totalsFor(c, cart);
    if (!totals.ok) return totals.response;
    c.header('cache-control', NO_STORE);
    return apiStatus(c, totals.state.totals);
  });

  routes.get('/payment-methods', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const lines = await cartLines(c.env.DB, cart.hash);
    c.header('cache-control', NO_STORE);
    return apiStatus(c, paymentMethodsFor(isVirtualCart(lines.map((line) => ({ productType: line.product_type })))));
  });

  routes.post('/shipping-methods', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const json = await readJsonBody(c);
    if (!json.ok) return json.response;
    const body = shippingMethodsBodySchema.safeParse(json.value);
    if (!body.success) return badRequestFromZod(c, body.error);
    // The courier goes everywhere the shop sells (one flat rate): the country only needs to be well formed. Its
    // price is the one the totals charge: nothing from the free-delivery threshold on.
    const freeFrom = freeShippingFromOf(c.env.FREE_SHIPPING_FROM);
    const { lines, virtual, totals } = await cartState(
      c.env.DB,
      cart.cartId,
      cart.row,
      Date.now(),
      cartStore(cart.row),
      freeFrom,
    );
    const goods = totals.subtotal_incl_tax + totals.discount_amount;
    return apiStatus(c, shippingMethodsFor(virtual, lines.length === 0, courierPrice(goods, freeFrom)));
  });

  routes.post('/shipping-information', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const json = await readJsonBody(c);
    if (!json.ok) return json.response;
    const body = shippingInformationBodySchema.safeParse(json.value);
    if (!body.success) return badRequestFromZod(c, body.error);
    const info = body.data.addressInformation;
    const refused = otherCart(c, (info as { cartId?: unknown }).cartId, cart.cartId, 'addressInformation.cartId');
    if (refused) return refused;
    const choice = shippingChoice(c, info.shippingCarrierCode, info.shippingMethodCode);
    if (!choice.ok) return choice.response;
    const country = countryOf(info.shippingAddress) ?? countryOf(info.billingAddress);
    const now = Date.now();
    await updateCartChoices(
      c.env.DB,
      cart.hash,
      {
        ...(country ? { country_id: country } : {}),
        ...(choice.carrier ? { shipping_carrier_code: choice.carrier, shipping_method_code: choice.method } : {}),
      },
      now,
    );
    const totals = await totalsFor(c, cart, { ...cart.row, country_id: country ?? cart.row.country_id }, now);
    if (!totals.ok) return totals.response;
    const { state } = totals;
    return apiStatus(c, { payment_methods: paymentMethodsFor(state.virtual), totals: state.totals });
  });

  routes.post('/collect-totals', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const json = await readJsonBody(c);
    if (!json.ok) return json.response;
    const body = collectTotalsBodySchema.safeParse(json.value);
    if (!body.success) return badRequestFromZod(c, body.error);
    const methods = body.data.methods;
    const choice = shippingChoice(c, methods.shippingCarrierCode, methods.shippingMethodCode);
    if (!choice.ok) return choice.response;
    const now = Date.now();
    const totals = await totalsFor(c, cart, cart.row, now);
    if (!totals.ok) return totals.response;
    const { state } = totals;
    const payment = methods.paymentMethod?.method;
    if (payment && !paymentMethodsFor(state.virtual).some((offered) => offered.code === payment))
      return badRequest(c, `The requested Payment Method is not available: ${payment}`);
    await updateCartChoices(
      c.env.DB,
      cart.hash,
      {
        ...(payment ? { payment_method: payment } : {}),
        ...(choice.carrier ? { shipping_carrier_code: choice.carrier, shipping_method_code: choice.method } : {}),
      },
      now,
    );
    return apiStatus(c, state.totals);
  });

  routes.post('/apply-coupon', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const code = couponCodeSchema.safeParse(c.req.query('coupon'));
    if (!code.success) return badRequestFromZod(c, code.error);
    const now = Date.now();
    // Guessing codes is limited per cart and per client address: counted first, given back for a right code.
    const address = clientAddress(c);
    const tries = await takeHits(
      c.env.DB,
      [
        [WRONG_COUPONS_PER_CART, cart.hash],
        [WRONG_COUPONS_PER_ADDRESS, address],
      ],
      now,
    );
    if (tries.limited) return apiStatus(c, tooManyAttempts(minutesLeft(tries.retryAfterMs)), 429);
    const coupon = await findCoupon(c.env.DB, code.data, now);
    if (!coupon) return badRequest(c, WRONG_COUPON);
    await returnHit(c.env.DB, WRONG_COUPONS_PER_CART, cart.hash);
    await returnHit(c.env.DB, WRONG_COUPONS_PER_ADDRESS, address);
    if ((await cartLines(c.env.DB, cart.hash)).length === 0)
      return badRequest(c, 'The cart is empty: add a product before applying a coupon');
    if (
      coupon.oncePerCustomer &&
      (await couponUsed(c.env.DB, coupon.code, await couponSubjects(cart.row.customer_id, null)))
    )
      return badRequest(c, COUPON_ALREADY_USED);
    await updateCartChoices(c.env.DB, cart.hash, { coupon_code: coupon.code }, now);
    return apiStatus(c, true);
  });

  routes.post('/delete-coupon', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    await updateCartChoices(c.env.DB, cart.hash, { coupon_code: null }, Date.now());
    return apiStatus(c, true);
  });

  routes.get('/coupon', async (c) => {
    const cart = await guestCart(c);
    if (!cart.ok) return cart.response;
    const coupon = cart.row.coupon_code ? await findCoupon(c.env.DB, cart.row.coupon_code, Date.now()) : null;
    c.header('cache-control', NO_STORE);
    return apiStatus(c, coupon?.code ?? null);
  });
}
