// The cart (client state, DESIGN.md §6; spec §3 "Cart state"): a zustand store that a persistence adapter
// keeps in IndexedDB and in sync across tabs, and the sync (./sync.ts) keeps in step with the server cart.
// It never touches storage or the network itself, so it renders on the server. The device's lines are
// the source of truth for the screen (issue 13); the server adds its line ids, stock and totals.
import { createStore } from 'zustand/vanilla';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import { productsEqual } from '#shared/domain/cart/line-identity.ts';
import { itemsCount } from '#shared/domain/cart/totals.ts';
import type { PersistedCartLine } from '#client/lib/storage/records.ts';

/** A cart line: the stored shape is the live one (ADR 019, client/lib/storage/records.ts). */
export type CartItem = PersistedCartLine;

/** Spec §4 cart stock status of a line. */
export type CartStockStatus = NonNullable<CartItem['stock_status']>;

/** A line as the actions name it: its sku and choices (contract §4.1 identity). */
export type CartLineRef = Pick<CartItem, 'sku' | 'product_option'>;

/** A segment of the platform's totals (contract §1.3 `total_segments`), rendered verbatim. */
export interface TotalSegment {
  code: string;
  title: string;
  value: number;
  area?: string;
}

/** What the cart keeps of the platform's totals (contract §1.3; spec §3 platformTotals, platformTotalSegments). */
export interface PlatformTotals {
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  coupon_code?: string | null;
  total_segments: TotalSegment[];
}

/**
 * Where the sync with the server cart stands (spec §4 "Cart connection"): `disabled` after the bypass
 * attempts ran out (spec §9 max cart bypass attempts), `offline` while the device cannot ask.
 */
export type CartSyncStatus = 'idle' | 'syncing' | 'offline' | 'error' | 'disabled';

export interface CartState {
  items: CartItem[];
  /** True once the persisted cart has been read (before that the count is unknown, not zero). */
  loaded: boolean;
  /**
   * True once the device's copy has been merged in (`restoreItems`). A device with nothing saved is `loaded`
   * at once (`markNothingSaved`) but read only when its persistence starts, so lines added until then stay.
   */
  deviceRead: boolean;
  /** The server cart's token (contract C1 quote id), once a sync created one (spec §3 current-cart-token). */
  serverToken: string | null;
  /** The platform's totals, and the cart (cartHashSource) they were computed for; null until pulled. */
  platformTotals: PlatformTotals | null;
  totalsFor: string | null;
  syncStatus: CartSyncStatus;
  /** Spec §3 connectBypassCount: guest carts created after the server refused the cart token. */
  connectBypassCount: number;
  /**
   * The logged-in customer's token every cart call carries (spec §6 token rule; contract C1 with a token: a
   * customer cart opens only with its owner's token, ADR 035), null for a guest. `undefined` until the
   * composition root read the device's user (client/app/account.browser.ts): the sync waits until then, since
   * a customer cart asked for without its token is refused and would be replaced by a guest cart.
   */
  userToken: string | null | undefined;
  setUserToken(token: string | null): void;
  /**
   * Spec §4 post-login (ADR 042): the device now follows the customer's server cart `serverToken` with the
   * merged `items` (server ids copied on); the kept totals were the guest cart's, so they go.
   */
  connectCustomerCart(serverToken: string, items: CartItem[]): void;
  addItem(item: Omit<CartItem, 'qty'>, qty?: number): 'added' | 'updated';
  replaceItems(items: CartItem[]): void;
  /**
   * The device's cart, read once after hydration. Lines the shopper added before it was read are kept on top
   * of it (merged into equal lines), never overwritten; returns true when there were such lines (then the
   * merged cart must be written back).
   */
  restoreItems(persisted: CartItem[]): boolean;
  /** The device has saved nothing (client/app/saved-state.browser.ts): the empty cart is the known one. */
  markNothingSaved(): void;
  setServerToken(token: string | null): void;
  /** Sets a line's quantity (1..MAX_LINE_QTY; the microcart's stepper). */
  setQty(line: CartLineRef, qty: number): void;
  /** Removes a line (after the shopper confirmed, spec §9). */
  removeItem(line: CartLineRef): void;
  /** Records what the server cart now holds for a line: its id and quantity (then also its prev_qty). */
  markSynced(line: CartLineRef, serverItemId: number, serverQty: number): void;
  /** Spec §4 "Failed server item update": back to the last confirmed quantity, or removed without one. */
  restoreQuantity(line: CartLineRef): 'restored' | 'removed';
  /** Spec §4 item stock sync, by sku. */
  setStockStatus(statuses: ReadonlyMap<string, CartStockStatus>): void;
  setTotals(totals: PlatformTotals | null, totalsFor: string | null): void;
  setSyncStatus(status: CartSyncStatus): void;
  /** Spec §4: the server refused the cart token: forget it and its line ids; a new guest cart follows. */
  disconnect(countBypass: boolean): void;
  /**
   * Spec §4 "Place order" / contract §4.5 `cart/clear({sync:false})`: the device forgets its lines and its
   * server cart after an order, without telling the server (the ordered cart expires there, ADR 015); the
   * next add connects a new one.
   */
  clear(): void;
}

/**
 * Two lines are one when they hold the same thing (contract §4.1 productsEquals, shared/domain/cart): the
 * same sku with the same bundle selections and custom option values.
 */
export function isSameCartLine(a: CartLineRef, b: CartLineRef) {
  return productsEqual(a, b);
}

/** Spec §9: the mini-cart count by total quantity (the default configuration). */
export function totalQuantity(items: readonly CartItem[]): number {
  return itemsCount(items, 'quantities');
}

const withoutServerIds = ({ server_item_id: _id, server_qty: _qty, prev_qty: _prev, ...line }: CartItem): CartItem =>
  line;

/** `userToken`: the customer's token, null for a guest (the default), undefined while unknown (the page's cart). */
export function createCartStore(initial: CartItem[] = [], options: { userToken?: string | null | undefined } = {}) {
  const userToken = 'userToken' in options ? options.userToken : null;
  return createStore<CartState>()((set, get) => {
    // Lines are replaced only when something changed: a new array is a write to IndexedDB and a sync.
    const mapLine = (ref: CartLineRef, change: (line: CartItem) => CartItem) => {
      const before = get().items;
      const items = before.map((line) => (isSameCartLine(line, ref) ? change(line) : line));
      if (items.some((line, index) => line !== before[index])) set({ items });
    };
    return {
      items: initial,
      loaded: false,
      deviceRead: false,
      serverToken: null,
      platformTotals: null,
      totalsFor: null,
      syncStatus: 'idle',
      connectBypassCount: 0,
      userToken,
      setUserToken(token) {
        if (get().userToken !== token) set({ userToken: token });
      },
      connectCustomerCart(serverToken, items) {
        set({ serverToken, items, platformTotals: null, totalsFor: null, connectBypassCount: 0 });
      },
      addItem(item, qty = 1) {
        if (!Number.isInteger(qty) || qty <= 0) throw new RangeError(`Quantity must be a positive integer, got ${qty}`);
        const existing = get().items.find((line) => isSameCartLine(line, item));
        if (existing) {
          set({ items: get().items.map((line) => (line === existing ? { ...line, qty: line.qty + qty } : line)) });
          return 'updated';
        }
        set({ items: [...get().items, { ...item, qty }] });
        return 'added';
      },
      replaceItems(items) {
        set({ items, loaded: true, deviceRead: true });
      },
      restoreItems(persisted) {
        const pending = get().deviceRead ? [] : get().items;
        const items = [...persisted];
        for (const line of pending) {
          const index = items.findIndex((item) => isSameCartLine(item, line));
          const existing = items[index];
          if (existing) items[index] = { ...existing, qty: existing.qty + line.qty };
          else items.push(line);
        }
        set({ items, loaded: true, deviceRead: true });
        return pending.length > 0;
      },
      markNothingSaved() {
        set({ loaded: true });
      },
      setServerToken(serverToken) {
        set({ serverToken });
      },
      setQty(ref, qty) {
        if (!Number.isInteger(qty) || qty < 1 || qty > MAX_LINE_QTY)
          throw new RangeError(`Quantity must be a whole number from 1 to ${MAX_LINE_QTY}, got ${qty}`);
        mapLine(ref, (line) => (line.qty === qty ? line : { ...line, qty }));
      },
      removeItem(ref) {
        const items = get().items.filter((line) => !isSameCartLine(line, ref));
        if (items.length !== get().items.length) set({ items });
      },
      markSynced(ref, serverItemId, serverQty) {
        mapLine(ref, (line) => ({ ...line, server_item_id: serverItemId, server_qty: serverQty, prev_qty: serverQty }));
      },
      restoreQuantity(ref) {
        const line = get().items.find((item) => isSameCartLine(item, ref));
        if (line?.prev_qty === undefined) {
          get().removeItem(ref);
          return 'removed';
        }
        const previous = line.prev_qty;
        mapLine(ref, (item) => ({ ...item, qty: previous }));
        return 'restored';
      },
      setStockStatus(statuses) {
        const items = get().items.map((line) => {
          const status = statuses.get(line.sku);
          return status === undefined || status === line.stock_status ? line : { ...line, stock_status: status };
        });
        if (items.some((line, index) => line !== get().items[index])) set({ items });
      },
      setTotals(platformTotals, totalsFor) {
        set({ platformTotals, totalsFor });
      },
      setSyncStatus(syncStatus) {
        if (get().syncStatus !== syncStatus) set({ syncStatus });
      },
      disconnect(countBypass) {
        set({
          serverToken: null,
          platformTotals: null,
          totalsFor: null,
          items: get().items.map(withoutServerIds),
          connectBypassCount: get().connectBypassCount + (countBypass ? 1 : 0),
        });
      },
      clear() {
        set({ items: [], serverToken: null, platformTotals: null, totalsFor: null });
      },
    };
  });
}

export type CartStore = ReturnType<typeof createCartStore>;
