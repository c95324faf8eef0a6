// `POST /api/order` of the embedded platform (contract §1.1 O1, §1.4, §4.5; supplement §7; ADR 031):
//   order JSON → {code:200,result:{magentoOrderId,orderNumber,backendOrderId,transferedAt}}
// Every product line and the billing address are validated (400 naming the field; the shipping address is
// required unless the cart is virtual); prices and totals are recomputed from the catalogue (a price the
// client sent is ignored); the coupon is the one applied to the order's cart (`cart_id`); stock is checked
// and decremented in the order's own D1 batch, so of two shoppers racing for the last unit exactly one gets
// it and the other a 409 'Some of the ordered products are not available.' (meta.skus names them) with
// nothing decremented. The order's key (./order-key.ts: `order_id`, else the cart and the body; ADR 055) makes
// it idempotent: the same order sent again answers the first answer and creates nothing; the same order_id
// with another body is a 409. The order belongs to the customer of a valid token, else to the owner of the
// customer cart it names (./order-owner.ts; ADR 035, ADR 055).
//   GET /api/order/:orderNumber?orderId=<the client's order_id> → the placed order (not in the contract; the
//   thank-you page of the device that placed it: only that device knows the order_id, which D1 keeps only
//   hashed, like cart ids — ADR 031). A wrong pair is the same 404 as an unknown number.
//   POST /api/order/track {orderNumber, email} → where the order stands (./tracking.ts; the /order-tracking page).
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { STORE_VIEWS, isStoreCode } from '#shared/config/store-views.ts';
import { COURIER } from '#shared/config/checkout-methods.ts';
import { cartIdSchema } from '#shared/contract/cart.ts';
import { orderBodySchema } from '#shared/contract/checkout.ts';
import { canonicalJson } from '#shared/domain/canonical-json.ts';
import { sha256Hex } from '#shared/domain/hex.ts';
import { apiStatus, badRequest, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { cartIdHash } from '#worker/platform/cart/cart-id.ts';
import { findCart } from '#worker/platform/cart/cart-store.ts';
import {
  COUPON_ALREADY_USED,
  couponSubjects,
  couponUsed,
  findCoupon,
  isCouponReuse,
} from '#worker/platform/cart/coupons.ts';
import { totalsLine } from '#worker/platform/cart/cart-totals.ts';
import { priceLines } from '#worker/platform/cart/line-pricing.ts';
import { isShippingMethod, paymentMethodsFor } from '#worker/platform/cart/methods.ts';
import { computeTotals, isVirtualCart, SEGMENT_TITLES } from '#worker/platform/cart/totals.ts';
import { freeShippingFromOf } from '#shared/config/settings.ts';
import { isAvailable, isStockCheckFailure, liveStockBySkus } from '#worker/platform/stock/live-stock.ts';
import { tokenCustomer } from '#worker/platform/cart/cart-access.ts';
import {
  findOrderByKey,
  findOrderView,
  insertOrder,
  isDuplicateOrder,
  orderNumber,
  orderResult,
  type StoredOrderRow,
} from './order-store';
import { orderIdKey, orderKeyFor } from './order-key';
import { orderOwner } from './order-owner';
import { trackOrder } from './tracking';

export { UNKNOWN_ORDER_TOKEN } from './order-owner';

/** Shortest client order id that may open an order (VSF's `<ms>-<guid>` has 50 characters). */
const MIN_VIEW_KEY_LENGTH = 16;

/** Spec §5: an order with a line the stock cannot cover. */
export const PRODUCTS_NOT_AVAILABLE = 'Some of the ordered products are not available.';

/** A reused order_id with another order. */
export const ORDER_ID_REUSED =
  'This order_id was already used for a different order: send a new order_id for a new order';

export const orderRoutes = new Hono<{ Bindings: PlatformEnv }>();

type OrderContext = Context<{ Bindings: PlatformEnv }>;

/** The hashes an order body is known by: of its canonical JSON (ADR 058), and of the text as sent (older orders). */
interface BodyHashes {
  canonical: string;
  sent: string;
}

/** The stored answer of an order_id already placed, or the 409 of a reused one. */
function replayAnswer(c: OrderContext, row: StoredOrderRow, body: BodyHashes): Response {
  if (row.body_hash !== body.canonical && row.body_hash !== body.sent) return apiStatus(c, ORDER_ID_REUSED, 409);
  return apiStatus(c, orderResult(row));
}

function notAvailable(c: OrderContext, skus: readonly string[]): Response {
  return apiStatus(c, PRODUCTS_NOT_AVAILABLE, 409, { skus: [...new Set(skus)] });
}

/** The hash of the order's cart id (`cart_id`), or null when the body names none that could be a cart. */
async function orderedCartHash(cartId: unknown): Promise<string | null> {
  const id = cartIdSchema.safeParse(typeof cartId === 'number' ? String(cartId) : cartId);
  return id.success ? cartIdHash(id.data) : null;
}

/** The coupon of the order's cart (a cart id that names no live cart brings none). */
async function cartCoupon(db: D1Database, cartHash: string | null, now: number) {
  if (!cartHash) return null;
  const cart = await findCart(db, cartHash, now);
  return cart?.coupon_code ? findCoupon(db, cart.coupon_code, now) : null;
}

orderRoutes.post('/', async (c) => {
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  const parsed = orderBodySchema.safeParse(json.value);
  if (!parsed.success) return badRequestFromZod(c, parsed.error);
  const order = parsed.data;
  const requested = storeCodeOf(c);
  if (!requested.ok) return badRequest(c, requested.message);
  const store = order.store_code && isStoreCode(order.store_code) ? order.store_code : requested.store;
  const db = c.env.DB;
  const now = Date.now();

  // Idempotency first: a retried order answers what the first one did, whatever changed since.
  // The same order with its keys in another order is the same order (a client may re-serialise its retry).
  const hashes: BodyHashes = {
    canonical: await sha256Hex(canonicalJson(json.value)),
    sent: await sha256Hex(JSON.stringify(json.value)),
  };
  const bodyHash = hashes.canonical;
  const cartHash = await orderedCartHash(order.cart_id);
  const orderKey = await orderKeyFor({ orderId: order.order_id, cartHash, bodyHash });
  const placed = await findOrderByKey(db, orderKey);
  if (placed) return replayAnswer(c, placed, hashes);

  // The token's customer, else the owner of the customer cart the order names (U9 order history; ADR 055).
  const owner = await orderOwner(db, await tokenCustomer(c, now), cartHash);
  if (!owner.ok) return apiStatus(c, owner.message, owner.status);
  const customerId = owner.customerId;

  const priced = await priceLines(
    db,
    store,
    order.products.map((line) => ({ sku: line.sku, productOption: line.product_option })),
    now,
  );
  const unknown = priced.findIndex((line) => line === null);
  if (unknown >= 0)
    return badRequest(
      c,
      `products.${unknown}.sku: Product that you are trying to add is not available: ${order.products[unknown]!.sku}`,
    );
  const lines = priced.map((line, index) => totalsLine(index + 1, order.products[index]!.qty, line!));
  const virtual = isVirtualCart(lines);

  const info = order.addressInformation;
  const shippingAddress = virtual ? null : (info.shippingAddress ?? null);
  if (!virtual && !shippingAddress)
    return badRequest(c, 'addressInformation.shippingAddress: is required for an order with products to ship');
  const email = info.billingAddress.email ?? info.shippingAddress?.email;
  if (!email) return badRequest(c, 'addressInformation.billingAddress.email: is required');
  if (!paymentMethodsFor(virtual).some((method) => method.code === info.payment_method_code))
    return badRequest(
      c,
      `addressInformation.payment_method_code: "${info.payment_method_code}" is not available for this order (${paymentMethodsFor(
        virtual,
      )
        .map((method) => method.code)
        .join(', ')})`,
    );
  const carrier = info.shipping_carrier_code || COURIER.carrierCode;
  const method = info.shipping_method_code || COURIER.methodCode;
  if (!virtual && !isShippingMethod(carrier, method))
    return badRequest(
      c,
      `addressInformation.shipping_method_code: Carrier with such method not found: ${carrier}, ${method}`,
    );

  const coupon = await cartCoupon(db, cartHash, now);
  // A first-order coupon works once per customer and per e-mail (ADR 058): refused, not silently dropped, so the
  // shopper never pays other than the totals showed.
  const couponUsers = coupon?.oncePerCustomer ? await couponSubjects(customerId, email) : [];
  if (coupon && couponUsers.length > 0 && (await couponUsed(db, coupon.code, couponUsers)))
    return badRequest(c, COUPON_ALREADY_USED);
  const totals = computeTotals({
    lines,
    coupon,
    shipping: !virtual,
    freeShippingFrom: freeShippingFromOf(c.env.FREE_SHIPPING_FROM),
    currency: STORE_VIEWS[store].currencyCode,
    titles: SEGMENT_TITLES[store],
  });

  // Stock: refuse what is short now; the batch's CHECK refuses what a concurrent order took meanwhile.
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  const shortSkus = async () => {
    const live = await liveStockBySkus(db, store, [...wanted.keys()]);
    return [...wanted].filter(([sku, qty]) => !isAvailable(live.get(sku), qty)).map(([sku]) => sku);
  };
  const live = await liveStockBySkus(db, store, [...wanted.keys()]);
  const short = [...wanted].filter(([sku, qty]) => !isAvailable(live.get(sku), qty)).map(([sku]) => sku);
  if (short.length > 0) {
    // The same order sent twice at once: the stock the other copy just took is this one's own order.
    const raced = await findOrderByKey(db, orderKey);
    return raced ? replayAnswer(c, raced, hashes) : notAvailable(c, short);
  }

  try {
    const row = await insertOrder(db, {
      orderKey,
      customerId,
      bodyHash,
      store,
      customerEmail: email,
      billingAddress: info.billingAddress,
      shippingAddress,
      shippingMethod: virtual ? null : `${carrier}_${method}`,
      paymentMethod: info.payment_method_code,
      paymentAdditional: info.payment_method_additional,
      couponCode: coupon?.code ?? null,
      couponUses: couponUsers,
      totals,
      lines: lines.map((line, index) => ({
        sku: line.sku,
        ...(priced[index]!.parentSku ? { parentSku: priced[index]!.parentSku } : {}),
        name: line.name,
        productType: line.productType,
        qty: line.qty,
        productOption: order.products[index]!.product_option,
      })),
      stockLines: [...wanted].filter(([sku]) => live.get(sku)?.manageStock).map(([sku, qty]) => ({ sku, qty })),
      orderedCartHash: cartHash,
      now,
    });
    return apiStatus(c, orderResult(row));
  } catch (error) {
    if (isDuplicateOrder(error)) {
      const first = await findOrderByKey(db, orderKey);
      if (first) return replayAnswer(c, first, hashes);
    }
    if (isCouponReuse(error)) return badRequest(c, COUPON_ALREADY_USED);
    if (isStockCheckFailure(error)) {
      const shortNow = await shortSkus();
      return notAvailable(c, shortNow.length > 0 ? shortNow : [...wanted.keys()]);
    }
    throw error;
  }
});

// Before `/:orderNumber`: the /order-tracking page's lookup by number and e-mail (./tracking.ts).
orderRoutes.post('/track', trackOrder);

orderRoutes.get('/:orderNumber', async (c) => {
  const number = c.req.param('orderNumber');
  const orderId = c.req.query('orderId') ?? '';
  const notFound = () => apiStatus(c, `No such order: ${number.slice(0, 20)}`, 404);
  if (!/^\d{1,12}$/.test(number) || orderId.length < MIN_VIEW_KEY_LENGTH || orderId.length > 100) return notFound();
  const view = await findOrderView(c.env.DB, await orderIdKey(orderId));
  if (!view || view.increment_id !== orderNumber(Number(number))) return notFound();
  c.header('cache-control', 'no-cache, no-store');
  return apiStatus(c, view);
});

orderRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown order endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the embedded platform answers POST /api/order, POST /api/order/track and GET /api/order/{orderNumber}?orderId=`,
    404,
  ),
);
