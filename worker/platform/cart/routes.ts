// `/api/cart` guest carts of the embedded platform (contract §1.1 C1-C4, §1.3):
//   POST /create            → {code:200,result:"<32-hex cart id>"}; with a customer token the customer's
//                             one cart (ADR 035); with an unknown or expired token → 401 (the client then
//                             refreshes or falls back to a guest cart, contract C1)
//   GET  /pull?cartId=      → {code:200,result:[serverItem…]}, never cached
//   POST /update?cartId=    {cartItem:{sku,qty,item_id?,quoteId?,product_option?}} → server item
//   POST /delete?cartId=    {cartItem:{item_id,…}} → true
// Owner check: the cart id is the guest's credential (only its hash is stored); a body `quoteId` must
// name the same cart. Fixes of the original (contract §7): bad input is a 400 with a message, never a 500;
// an update sets the line's quantity (idempotent) instead of adding to it, so a retried sync cannot
// double a line. A line is its sku plus its custom/bundle options (line-key.ts, ADR 030); its quantity must
// be in the live stock (ADR 031: 'Only N products of this type are available.'). Limits (issue 8
// finding 6, shared/contract/cart.ts): a product_option is bounded in depth, size and shape, a cart holds at
// most MAX_CART_LINES lines, and a stored line that cannot be read is repaired or skipped (stored-line.ts),
// so no line can make a pull fail.
import { Hono } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { MAX_CART_LINES, cartDeleteBodySchema, cartUpdateBodySchema } from '#shared/contract/cart.ts';
import { apiStatus, badRequest, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { cartIdHash, newCartId } from './cart-id';
import type { StoreCode } from '#shared/config/store-views.ts';
import { liveStockBySkus } from '#worker/platform/stock/live-stock.ts';
import {
  cartLines,
  deleteLine,
  findCustomerCartId,
  insertCart,
  insertCustomerCart,
  lineSku,
  setLineQty,
  upsertLine,
} from './cart-store';
import { guestCart, otherCart, tokenCustomer, UNKNOWN_CUSTOMER_TOKEN, type CartContext } from './cart-access';
import { registerCheckoutRoutes } from './checkout-routes';
import { optionsKey } from './line-key';
import { resolveCartProduct } from './cart-product';
import { readStoredLine, readStoredLines } from './stored-line';

export const cartRoutes = new Hono<{ Bindings: PlatformEnv }>();

/** Spec §8: the message of a product that cannot go into the cart. */
export const PRODUCT_NOT_AVAILABLE = 'Product that you are trying to add is not available.';

/** A new line past MAX_CART_LINES (issue 8 finding 6). */
export const CART_FULL = `A cart holds at most ${MAX_CART_LINES} lines: remove one before adding another product (quantities of lines in the cart can still be changed)`;

/**
 * The live stock (ADR 031) cannot cover `qty`: spec §8's 'Only N products of this type are available.', or
 * 'not available' when none is left. Unmanaged stock (gift cards, guides) never refuses. A failed update
 * makes the client restore the line's previous quantity (spec §4).
 */
async function stockRefusal(c: CartContext, store: StoreCode, sku: string, qty: number): Promise<Response | null> {
  const live = (await liveStockBySkus(c.env.DB, store, [sku])).get(sku);
  if (!live || !live.manageStock) return null;
  if (!live.catalogueInStock || live.qty <= 0) return apiStatus(c, PRODUCT_NOT_AVAILABLE, 400);
  if (qty > live.qty) return apiStatus(c, onlyAvailable(live.qty), 400);
  return null;
}

/** Spec §8: the quantity asked for is more than the stock holds. */
export const onlyAvailable = (qty: number) => `Only ${qty} products of this type are available.`;

cartRoutes.post('/create', async (c) => {
  const now = Date.now();
  const customer = await tokenCustomer(c, now);
  if (customer === 'unknown') return apiStatus(c, UNKNOWN_CUSTOMER_TOKEN, 401);
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  if (customer !== null) {
    // A customer has one cart (ADR 035): every device of theirs gets the same one.
    const existing = await findCustomerCartId(c.env.DB, customer, now);
    if (existing) return apiStatus(c, existing);
    const cartId = newCartId();
    return apiStatus(
      c,
      await insertCustomerCart(c.env.DB, customer, cartId, await cartIdHash(cartId), store.store, now),
    );
  }
  const cartId = newCartId();
  await insertCart(c.env.DB, await cartIdHash(cartId), store.store, now);
  return apiStatus(c, cartId);
});

cartRoutes.get('/pull', async (c) => {
  const cart = await guestCart(c);
  if (!cart.ok) return cart.response;
  const items = readStoredLines(await cartLines(c.env.DB, cart.hash), cart.cartId);
  c.header('cache-control', 'no-cache, no-store');
  return apiStatus(c, items);
});

cartRoutes.post('/update', async (c) => {
  const cart = await guestCart(c);
  if (!cart.ok) return cart.response;
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  const body = cartUpdateBodySchema.safeParse(json.value);
  if (!body.success) return badRequestFromZod(c, body.error);
  const item = body.data.cartItem;
  const refused = otherCart(c, item.quoteId, cart.cartId);
  if (refused) return refused;

  const now = Date.now();
  if (item.item_id !== undefined) {
    const sku = await lineSku(c.env.DB, cart.hash, item.item_id);
    const refusedQty = sku === null ? null : await stockRefusal(c, store.store, sku, item.qty);
    if (refusedQty) return refusedQty;
    const row = await setLineQty(c.env.DB, cart.hash, item.item_id, item.qty, now);
    // A line that cannot be read is not in the pull either: the same 404 (re-adding its sku rewrites it).
    const updated = row && readStoredLine(row, cart.cartId);
    if (!updated) return apiStatus(c, `No such entity with itemId = ${item.item_id}`, 404);
    return apiStatus(c, updated);
  }
  const options = item.product_option?.extension_attributes?.configurable_item_options ?? [];
  const product = await resolveCartProduct(c.env.DB, store.store, item.sku, options);
  if (!product || !product.inStock) return apiStatus(c, PRODUCT_NOT_AVAILABLE, 400);
  const refusedQty = await stockRefusal(c, store.store, product.sku, item.qty);
  if (refusedQty) return refusedQty;
  const row = await upsertLine(
    c.env.DB,
    cart.hash,
    {
      sku: product.sku,
      optionsKey: optionsKey(item.product_option),
      qty: item.qty,
      name: product.name,
      price: product.price,
      productType: product.productType,
      productOption: item.product_option,
    },
    now,
    MAX_CART_LINES,
  );
  if (row === 'full') return apiStatus(c, CART_FULL, 400);
  // Every field was just written, so the line reads back whole.
  const added = readStoredLine(row, cart.cartId);
  if (!added) throw new Error('a cart line just written cannot be read back');
  return apiStatus(c, added);
});

cartRoutes.post('/delete', async (c) => {
  const cart = await guestCart(c);
  if (!cart.ok) return cart.response;
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  const body = cartDeleteBodySchema.safeParse(json.value);
  if (!body.success) return badRequestFromZod(c, body.error);
  const refused = otherCart(c, body.data.cartItem.quoteId, cart.cartId);
  if (refused) return refused;
  if (!(await deleteLine(c.env.DB, cart.hash, body.data.cartItem.item_id))) {
    return apiStatus(c, `No such entity with itemId = ${body.data.cartItem.item_id}`, 404);
  }
  return apiStatus(c, true);
});

// C5-C12 (totals, methods, coupons): before the catch-all below.
registerCheckoutRoutes(cartRoutes);

cartRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown cart endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the embedded platform answers POST /api/cart/create, GET /api/cart/pull, POST /api/cart/update, POST /api/cart/delete, GET /api/cart/totals, GET /api/cart/payment-methods, POST /api/cart/shipping-methods, POST /api/cart/shipping-information, POST /api/cart/collect-totals, POST /api/cart/apply-coupon, POST /api/cart/delete-coupon and GET /api/cart/coupon`,
    404,
  ),
);
