// `/api/cart` guest carts of the embedded platform (contract §1.1 C1-C4, §1.3):
//   POST /create            → {code:200,result:"<32-hex cart id>"}; with a customer token → 401 (no
//                             customers exist yet; the client then falls back to a guest cart, contract C1)
//   GET  /pull?cartId=      → {code:200,result:[serverItem…]}, never cached
//   POST /update?cartId=    {cartItem:{sku,qty,item_id?,quoteId?,product_option?}} → server item
//   POST /delete?cartId=    {cartItem:{item_id,…}} → true
// Owner check: the cart id is the guest's credential (only its hash is stored); a body `quoteId` must
// name the same cart. Fixes of the original (contract §7): bad input is a 400 with a message, never a 500;
// an update sets the line's quantity (idempotent) instead of adding to it, so a retried sync cannot
// double a line. Limits (issue 8 finding 6, shared/contract/cart.ts): a product_option is bounded in depth,
// size and shape, a cart holds at most MAX_CART_LINES lines, and a stored line that cannot be read is
// repaired or skipped (stored-line.ts), so no line can make a pull fail.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { MAX_CART_LINES, cartDeleteBodySchema, cartIdSchema, cartUpdateBodySchema } from '#shared/contract/cart.ts';
import { apiStatus, badRequest, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { cartIdHash, newCartId } from './cart-id';
import { cartLines, deleteLine, findCart, insertCart, setLineQty, upsertLine } from './cart-store';
import { resolveCartProduct } from './cart-product';
import { readStoredLine, readStoredLines } from './stored-line';

type CartContext = Context<{ Bindings: PlatformEnv }>;

export const cartRoutes = new Hono<{ Bindings: PlatformEnv }>();

/** Spec §8: the message of a product that cannot go into the cart. */
export const PRODUCT_NOT_AVAILABLE = 'Product that you are trying to add is not available.';

/** A new line past MAX_CART_LINES (issue 8 finding 6). */
export const CART_FULL = `A cart holds at most ${MAX_CART_LINES} lines: remove one before adding another product (quantities of lines in the cart can still be changed)`;

function customerToken(c: CartContext): string | null {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
  return bearer || c.req.query('token') || null;
}

/** The guest cart named by `?cartId=` (valid and not expired), or the error answer. */
async function guestCart(
  c: CartContext,
): Promise<{ ok: true; cartId: string; hash: string } | { ok: false; response: Response }> {
  if (customerToken(c))
    return {
      ok: false,
      response: apiStatus(c, 'Customer carts need a valid customer token; this token is unknown', 401),
    };
  const cartId = cartIdSchema.safeParse(c.req.query('cartId'));
  if (!cartId.success) return { ok: false, response: badRequestFromZod(c, cartId.error) };
  const hash = await cartIdHash(cartId.data);
  if (!(await findCart(c.env.DB, hash, Date.now()))) {
    return { ok: false, response: apiStatus(c, `No such entity with cartId = ${cartId.data}`, 404) };
  }
  return { ok: true, cartId: cartId.data, hash };
}

/** A body `quoteId` naming another cart is refused: one cart id never writes to another cart. */
function otherCart(c: CartContext, quoteId: string | undefined, cartId: string): Response | null {
  if (quoteId === undefined || quoteId === '' || quoteId === cartId) return null;
  return apiStatus(c, 'cartItem.quoteId does not match the cartId of the request', 403);
}

cartRoutes.post('/create', async (c) => {
  if (customerToken(c)) return apiStatus(c, 'Customer carts need a valid customer token; this token is unknown', 401);
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const cartId = newCartId();
  await insertCart(c.env.DB, await cartIdHash(cartId), store.store, Date.now());
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
    const row = await setLineQty(c.env.DB, cart.hash, item.item_id, item.qty, now);
    // A line that cannot be read is not in the pull either: the same 404 (re-adding its sku rewrites it).
    const updated = row && readStoredLine(row, cart.cartId);
    if (!updated) return apiStatus(c, `No such entity with itemId = ${item.item_id}`, 404);
    return apiStatus(c, updated);
  }
  const options = item.product_option?.extension_attributes?.configurable_item_options ?? [];
  const product = await resolveCartProduct(c.env.DB, store.store, item.sku, options);
  if (!product || !product.inStock) return apiStatus(c, PRODUCT_NOT_AVAILABLE, 400);
  const row = await upsertLine(
    c.env.DB,
    cart.hash,
    {
      sku: product.sku,
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

cartRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown cart endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the embedded platform answers POST /api/cart/create, GET /api/cart/pull, POST /api/cart/update and POST /api/cart/delete`,
    404,
  ),
);
