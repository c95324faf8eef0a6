// The device cart ↔ server cart sync (spec §4 "Cart connection", "Failed server item update", "Totals sync",
// item stock sync; contract §4.1 connect / sync / merge, §1.3; ADR 015; docs/decisions/032-…): the device's
// lines are the truth (VSF1's forceClientState, which its own add-to-cart uses), the server cart follows.
//   1. connect: a guest cart is created on the first sync with lines (its id kept on the device);
//   2. pull the server lines; the server refusing the cart (401, 403, 404: expired, unknown, not a guest's)
//      → a new guest cart, up to the configured bypass attempts, then the sync stops (`disabled`);
//   3. stock: one stock list of the lines' skus (spec §7, chunks of 15) sets each line's stock status; a
//      line out of stock stays on the device marked 'Out of the stock!' and is not pushed;
//   4. client pass: each device line is paired with its server line (sku + choices, contract §4.1
//      productsEquals; the server's line id once known) and pushed — with its product_option — when the
//      server lacks it or holds another quantity; a refused push restores the last confirmed quantity, or
//      removes a line the server never confirmed (spec §4), and says so (`notices`);
//   5. server pass: server lines the device no longer has are deleted;
//   6. totals: pulled when the cart (skus, choices, quantities, cart id) differs from the one they were
//      pulled for (spec §4 "when the cart hash is empty or changed").
// Network failures stop the sync and leave the device cart as it is; the runner (./sync-runner.ts) tries
// again on the next change or when the browser is online. Every call carries the logged-in customer's token
// (the cart store's `userToken`, spec §6; a customer cart needs it, ADR 035); until the device's user is read
// the sync waits. Pure of React and of the DOM.
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ServerCartItem } from '#shared/contract/cart.ts';
import { productsEqual } from '#shared/domain/cart/line-identity.ts';
import { cartHashSource } from '#shared/domain/cart/totals.ts';
import { platformMessage } from '#shared/i18n/platform-messages.ts';
import { createCart } from '#client/lib/api/cart-create.ts';
import { deleteCartItem } from '#client/lib/api/cart-delete.ts';
import { pullCart } from '#client/lib/api/cart-pull.ts';
import { fetchCartTotals } from '#client/lib/api/cart-totals.ts';
import { updateCartItem } from '#client/lib/api/cart-update.ts';
import { listStock } from '#client/lib/api/stock-list.ts';
import type { CartItem, CartStockStatus, CartStore, PlatformTotals } from './store';

export interface CartSyncDeps {
  api: ApiClient;
  cart: CartStore;
  store: StoreCode;
  isOnline(): boolean;
  /** Spec §9 max cart bypass attempts (settings.maxCartBypassAttempts). */
  maxBypassAttempts: number;
}

/** What the shopper is told about a refused line (spec §4 "Failed server item update"). */
export interface CartSyncNotice {
  kind: 'removed' | 'restored';
  name: string;
  qty: number;
  /** The stock the platform said is left, when that was the reason ('Only N products of this type are available.'). */
  available?: number;
}

export type CartSyncOutcome =
  | { kind: 'synced'; cartToken: string; notices: CartSyncNotice[] }
  /** Nothing to sync: no lines and no server cart. */
  | { kind: 'empty' }
  /** The device's user is not read yet: whose cart it is is unknown (the runner syncs once it is). */
  | { kind: 'waiting' }
  | { kind: 'offline' }
  /** The bypass attempts ran out (spec §4): the cart stays on the device. */
  | { kind: 'disabled' }
  | { kind: 'failed'; error: unknown };

/** The customer's token of the cart calls (spec §6), null for a guest. */
export const userTokenOf = (deps: Pick<CartSyncDeps, 'cart'>): string | null => deps.cart.getState().userToken ?? null;

/** The server refused the cart itself: expired or unknown (404), another's (403), a stale customer token (401). */
const refusesCart = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);

/** A refusal of one line (a 4xx that is not about the cart): the line goes back, the sync goes on. */
export const refusesLine = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

/** The stock left that a refusal names ('Only N products of this type are available.'), if it names one. */
export function availableOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || typeof error.result !== 'string') return undefined;
  const known = platformMessage(error.result);
  return known?.key === 'product.onlyAvailable' ? known.params.maxQuantity : undefined;
}

/** The platform's totals as the cart keeps them. */
export function keptTotals(totals: PlatformTotals): PlatformTotals {
  return {
    grand_total: totals.grand_total,
    subtotal_incl_tax: totals.subtotal_incl_tax,
    discount_amount: totals.discount_amount,
    shipping_incl_tax: totals.shipping_incl_tax,
    tax_amount: totals.tax_amount,
    coupon_code: totals.coupon_code ?? null,
    total_segments: totals.total_segments.map(({ code, title, value, area }) => ({
      code,
      title,
      value,
      ...(area ? { area } : {}),
    })),
  };
}

const asIdentity = (item: ServerCartItem) => ({
  sku: item.sku,
  product_option: item.product_option,
  item_id: item.item_id,
});

/** The server line of a device line, if any (its id first, then sku + choices). */
function serverLineOf(line: CartItem, serverItems: readonly ServerCartItem[]): ServerCartItem | undefined {
  return (
    serverItems.find((item) => line.server_item_id !== undefined && item.item_id === line.server_item_id) ??
    serverItems.find((item) => productsEqual({ sku: line.sku, product_option: line.product_option }, asIdentity(item)))
  );
}

/** Connects (creates a guest cart when there is none) and pulls its lines; refused carts are replaced. */
async function connectAndPull(
  deps: CartSyncDeps,
): Promise<{ token: string; serverItems: ServerCartItem[] } | { disabled: true }> {
  const { api, cart } = deps;
  for (;;) {
    let token = cart.getState().serverToken;
    if (!token) {
      token = await createCart(api, { store: deps.store, token: userTokenOf(deps) });
      cart.getState().setServerToken(token);
    }
    try {
      return {
        token,
        serverItems: await pullCart(api, { cartId: token, store: deps.store, token: userTokenOf(deps) }),
      };
    } catch (error) {
      if (!refusesCart(error)) throw error;
      // Spec §4: retried as a (new) guest cart until the maximum bypass attempts, then sync is disabled.
      if (cart.getState().connectBypassCount >= deps.maxBypassAttempts) {
        cart.getState().setSyncStatus('disabled');
        return { disabled: true };
      }
      console.warn('[cart] the server refused the cart; connecting a new guest cart', error);
      cart.getState().disconnect(true);
    }
  }
}

/** Pushes one device line; answers the notice when the server refused it. */
async function pushLine(
  deps: CartSyncDeps,
  token: string,
  line: CartItem,
  server: ServerCartItem | undefined,
): Promise<{ itemId?: number; notice?: CartSyncNotice }> {
  const { cart } = deps;
  try {
    const updated = await updateCartItem(deps.api, {
      cartId: token,
      store: deps.store,
      token: userTokenOf(deps),
      cartItem: {
        sku: line.sku,
        qty: line.qty,
        quoteId: token,
        ...(server ? { item_id: server.item_id } : {}),
        ...(line.product_option ? { product_option: line.product_option } : {}),
      },
    });
    cart.getState().markSynced(line, updated.item_id, updated.qty);
    return { itemId: updated.item_id };
  } catch (error) {
    if (!refusesLine(error)) throw error;
    console.warn(`[cart] the server refused the line ${line.sku}`, error);
    // Spec §4 / contract §4.1: a line the server never confirmed is removed; one it did goes back to the
    // quantity it confirmed (restoreQuantity: removed too when there is none).
    const outcome = server ? cart.getState().restoreQuantity(line) : (cart.getState().removeItem(line), 'removed');
    const restored = cart.getState().items.find((item) => productsEqual(item, line));
    const available = availableOf(error);
    return {
      ...(server ? { itemId: server.item_id } : {}),
      notice: {
        kind: outcome,
        name: line.name,
        qty: restored?.qty ?? 0,
        ...(available !== undefined ? { available } : {}),
      },
    };
  }
}

/** Spec §4 item stock sync: ok / out_of_stock per sku; unanswered → the unchecked lines are volatile. */
async function syncStock(deps: CartSyncDeps): Promise<void> {
  const lines = deps.cart.getState().items;
  const skus = [...new Set(lines.map((line) => line.sku))];
  if (skus.length === 0) return;
  const statuses = new Map<string, CartStockStatus>();
  try {
    const items = await listStock(deps.api, { store: deps.store, skus });
    skus.forEach((sku, index) => statuses.set(sku, items[index]?.is_in_stock ? 'ok' : 'out_of_stock'));
  } catch (error) {
    console.warn('[cart] the stock of the cart could not be checked', error);
    for (const line of lines) if (line.stock_status === undefined) statuses.set(line.sku, 'volatile');
  }
  deps.cart.getState().setStockStatus(statuses);
}

/** A line as the totals' hash reads it: sku, quantity, choices. */
type HashedLine = Pick<CartItem, 'sku' | 'qty' | 'product_option'>;

/**
 * Spec §4 totals sync: pulled when the cart differs from the one the kept totals are for (or `force`).
 * `synced` are the lines the server cart was just brought to; without it, the device's lines now. A line the
 * shopper added while a sync was pushing is not on the server yet: the totals are kept for the lines that are,
 * so the microcart does not take them for this cart's and the next sync pulls them again.
 */
export async function syncTotals(
  deps: CartSyncDeps,
  token: string,
  force = false,
  synced?: readonly HashedLine[],
): Promise<void> {
  const { cart } = deps;
  const items = synced ?? cart.getState().items;
  if (items.length === 0) {
    cart.getState().setTotals(null, null);
    return;
  }
  const hash = cartHashSource(items, token);
  if (!force && hash === cart.getState().totalsFor && cart.getState().platformTotals) return;
  try {
    const totals = await fetchCartTotals(deps.api, { cartId: token, store: deps.store, token: userTokenOf(deps) });
    // The cart changed while the totals were on their way: they are for the cart they were asked for.
    cart.getState().setTotals(keptTotals(totals), hash);
  } catch (error) {
    // Spec §7: totals errors are logged only (the microcart shows the device's estimate).
    console.warn('[cart] the cart totals could not be loaded', error);
  }
}

/** The sync running for each cart store: a second one waits for it (see syncCart). */
const runningSyncs = new WeakMap<CartStore, Promise<CartSyncOutcome>>();

/**
 * One sync at a time per cart: a sync asked for while another runs (the header's runner starting as the checkout
 * syncs on its own, at page load) runs after it, and then finds the server cart up to date — no second guest cart
 * created for one device, no write sent twice.
 */
export function syncCart(deps: CartSyncDeps): Promise<CartSyncOutcome> {
  const previous = runningSyncs.get(deps.cart);
  const next = (previous ? previous.catch(() => undefined).then(() => syncCartOnce(deps)) : syncCartOnce(deps)).finally(
    () => {
      if (runningSyncs.get(deps.cart) === next) runningSyncs.delete(deps.cart);
    },
  );
  runningSyncs.set(deps.cart, next);
  return next;
}

async function syncCartOnce(deps: CartSyncDeps): Promise<CartSyncOutcome> {
  const { cart } = deps;
  if (cart.getState().syncStatus === 'disabled') return { kind: 'disabled' };
  if (cart.getState().userToken === undefined) return { kind: 'waiting' };
  if (!deps.isOnline()) {
    cart.getState().setSyncStatus('offline');
    return { kind: 'offline' };
  }
  if (cart.getState().items.length === 0 && !cart.getState().serverToken) return { kind: 'empty' };
  cart.getState().setSyncStatus('syncing');
  try {
    const connected = await connectAndPull(deps);
    if ('disabled' in connected) return { kind: 'disabled' };
    const { token, serverItems } = connected;

    // Stock first: a line out of stock keeps its 'Out of the stock!' mark on the device and is not pushed
    // (the server would refuse it and the sync would remove it; the checkout refuses it with spec §8's message).
    await syncStock(deps);
    const notices: CartSyncNotice[] = [];
    const kept = new Set<number>();
    /** The device's lines as this sync left them: what the totals below are for. */
    const synced: HashedLine[] = [];
    for (const line of cart.getState().items) {
      const server = serverLineOf(line, serverItems);
      if (line.stock_status === 'out_of_stock') {
        if (server) kept.add(server.item_id);
        synced.push(line);
        continue;
      }
      if (server && server.qty === line.qty) {
        kept.add(server.item_id);
        synced.push(line);
        // The original never copied the ids of an equal line (contract §7 quirk 14): here it does.
        if (line.server_item_id !== server.item_id || line.server_qty !== server.qty)
          cart.getState().markSynced(line, server.item_id, server.qty);
        continue;
      }
      const pushed = await pushLine(deps, token, line, server);
      if (pushed.itemId !== undefined) kept.add(pushed.itemId);
      if (!pushed.notice) synced.push(line);
      else {
        notices.push(pushed.notice);
        if (pushed.notice.kind === 'restored') synced.push({ ...line, qty: pushed.notice.qty });
      }
    }
    for (const item of serverItems) {
      if (kept.has(item.item_id)) continue;
      try {
        await deleteCartItem(deps.api, {
          cartId: token,
          store: deps.store,
          token: userTokenOf(deps),
          cartItem: { item_id: item.item_id, sku: item.sku, quoteId: token },
        });
      } catch (error) {
        // Already gone (404) is what was wanted; anything else is tried again at the next sync.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    await syncTotals(deps, token, false, synced);
    cart.getState().setSyncStatus('idle');
    return { kind: 'synced', cartToken: token, notices };
  } catch (error) {
    console.warn('[cart] the cart could not be synced with the server', error);
    cart.getState().setSyncStatus(deps.isOnline() ? 'error' : 'offline');
    return { kind: 'failed', error };
  }
}
