// The guest cart joins the customer's server cart after a login (spec §4 "Post-login": "a coupon is removed,
// the cart connects with quantity merge, then the coupon is reapplied"; supplement §7: server ids are copied
// onto the matching client lines; contract §1.1 C1 with a token, §4.1 connect `mergeQty`; ADR 042):
//   1. the guest cart's coupon, if any, is read from its totals and removed from it;
//   2. the cart connects with the customer token: `cart/create?token=…` answers the customer's cart id;
//   3. each device line is pushed with quantity merge: a line the customer cart holds already (same sku and
//      choices) gets the sum of both quantities (at most MAX_LINE_QTY), any other line is added;
//   4. the coupon goes back on, now on the customer cart (a refusal is logged: the cart stays merged);
//   5. the customer cart is pulled and becomes the device's cart: its lines carry their server ids, lines the
//      customer had saved from another device join it, completed from one catalogue search (parent sku, image,
//      name, option labels: ./complete-lines; a failed search leaves them as the server described them, logged);
//      the totals are pulled for it.
// A failure before step 5 leaves the device on its guest cart (logged); the regular sync goes on from there.
// `planMerge` and `mergedLines` are pure (unit-tested); the calls go through the API client (workerd-tested).
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import type { ServerCartItem } from '#shared/contract/cart.ts';
import { productsEqual } from '#shared/domain/cart/line-identity.ts';
import { applyCoupon, deleteCoupon } from '#client/lib/api/cart-coupon.ts';
import { createCart } from '#client/lib/api/cart-create.ts';
import { pullCart } from '#client/lib/api/cart-pull.ts';
import { fetchCartTotals } from '#client/lib/api/cart-totals.ts';
import { updateCartItem } from '#client/lib/api/cart-update.ts';
import type { CartLineProductOption } from '#client/lib/storage/records.ts';
import { completeLinesFromCatalogue, findLineProducts, type CatalogueProduct } from './complete-lines';
import type { CartItem } from './store';
import { refusesLine, syncTotals, type CartSyncDeps } from './sync';

/** One push of step 3: the device line, the quantity the customer cart gets, its line there if it had one. */
export interface MergePush {
  line: CartItem;
  qty: number;
  itemId?: number;
}

const identityOf = (item: ServerCartItem) => ({
  sku: item.sku,
  product_option: item.product_option,
  item_id: item.item_id,
});

/** The customer cart's line of a device line (sku + choices, contract §4.1 productsEquals). */
export function customerLineOf(line: CartItem, serverItems: readonly ServerCartItem[]): ServerCartItem | undefined {
  return serverItems.find((item) =>
    productsEqual({ sku: line.sku, product_option: line.product_option }, identityOf(item)),
  );
}

/** Step 3: what each device line sends (quantities added to the customer's line of the same product). */
export function planMerge(lines: readonly CartItem[], serverItems: readonly ServerCartItem[]): MergePush[] {
  return lines.map((line) => {
    const server = customerLineOf(line, serverItems);
    if (!server) return { line, qty: line.qty };
    return { line, qty: Math.min(line.qty + server.qty, MAX_LINE_QTY), itemId: server.item_id };
  });
}

/**
 * A line the customer cart holds that the device did not: as the server describes it (no image, no labels);
 * step 5 completes it from the catalogue (./complete-lines).
 */
export function lineFromServer(item: ServerCartItem): CartItem {
  const option = item.product_option;
  return {
    sku: item.sku,
    // Spec §3: parentSku defaults to sku.
    parentSku: item.sku,
    name: item.name,
    qty: item.qty,
    price: item.price,
    image: '',
    type_id: item.product_type,
    options: [],
    ...(option && typeof option === 'object' ? { product_option: option as CartLineProductOption } : {}),
    server_item_id: item.item_id,
    server_qty: item.qty,
    prev_qty: item.qty,
  };
}

/**
 * Step 5: the device's cart after the merge — each device line with its customer-cart line's quantity and ids
 * (supplement §7), a line the customer cart refused kept as it was (the next sync deals with it, spec §4), then
 * the customer cart's other lines.
 */
export function mergedLines(lines: readonly CartItem[], serverItems: readonly ServerCartItem[]): CartItem[] {
  const matched = new Set<number>();
  const merged = lines.map((line) => {
    const server = serverItems.find((item) => !matched.has(item.item_id) && customerLineOf(line, [item]));
    if (!server) {
      const { server_item_id: _id, server_qty: _qty, prev_qty: _prev, ...guestLine } = line;
      return guestLine;
    }
    matched.add(server.item_id);
    return { ...line, qty: server.qty, server_item_id: server.item_id, server_qty: server.qty, prev_qty: server.qty };
  });
  return [...merged, ...serverItems.filter((item) => !matched.has(item.item_id)).map(lineFromServer)];
}

export type MergeOutcome =
  { kind: 'merged'; cartToken: string } | { kind: 'offline' } | { kind: 'failed'; error: unknown };

/** Step 1: the guest cart's coupon, removed from it; null when it has none or cannot be asked (expired, gone). */
async function takeGuestCoupon(deps: CartSyncDeps, guestCart: string, userToken: string): Promise<string | null> {
  const call = { cartId: guestCart, store: deps.store, token: userToken };
  try {
    const coupon = (await fetchCartTotals(deps.api, call)).coupon_code ?? null;
    if (coupon) await deleteCoupon(deps.api, call);
    return coupon || null;
  } catch (error) {
    console.warn('[cart] the guest cart’s coupon could not be read or removed', error);
    return null;
  }
}

/** Step 5's catalogue search for the saved lines; a failure leaves them as the server described them (logged). */
async function productsOfSavedLines(deps: CartSyncDeps, lines: readonly CartItem[]): Promise<CatalogueProduct[]> {
  try {
    return await findLineProducts(deps.api, deps.store, lines);
  } catch (error) {
    console.warn('[cart] the saved lines could not be completed from the catalogue', error);
    return [];
  }
}

export async function mergeGuestCart(deps: CartSyncDeps, userToken: string): Promise<MergeOutcome> {
  const { api, cart, store } = deps;
  if (!deps.isOnline()) return { kind: 'offline' };
  try {
    const guestCart = cart.getState().serverToken;
    const coupon = guestCart ? await takeGuestCoupon(deps, guestCart, userToken) : null;

    const cartId = await createCart(api, { store, token: userToken });
    const call = { cartId, store, token: userToken };
    const customerItems = await pullCart(api, call);

    for (const push of planMerge(cart.getState().items, customerItems)) {
      const { line } = push;
      try {
        await updateCartItem(api, {
          ...call,
          cartItem: {
            sku: line.sku,
            qty: push.qty,
            quoteId: cartId,
            ...(push.itemId !== undefined ? { item_id: push.itemId } : {}),
            ...(line.product_option ? { product_option: line.product_option } : {}),
          },
        });
      } catch (error) {
        // A line the platform refuses (out of stock, gone) stays on the device; the next sync says so (spec §4).
        if (!refusesLine(error)) throw error;
        console.warn(`[cart] the customer cart refused the line ${line.sku}`, error);
      }
    }

    if (coupon) {
      try {
        await applyCoupon(api, { ...call, coupon });
      } catch (error) {
        console.warn('[cart] the coupon could not be reapplied after login', error);
      }
    }

    const merged = await pullCart(api, call);
    const products = await productsOfSavedLines(deps, mergedLines(cart.getState().items, merged));
    // Computed again after the search: the device's lines as they are now, completed.
    const lines = completeLinesFromCatalogue(mergedLines(cart.getState().items, merged), products);
    cart.getState().connectCustomerCart(cartId, lines);
    await syncTotals(deps, cartId, true);
    return { kind: 'merged', cartToken: cartId };
  } catch (error) {
    console.warn('[cart] the guest cart could not be merged into the customer cart', error);
    return { kind: 'failed', error };
  }
}
