// The cart (client state, DESIGN.md §6): a zustand store that a persistence adapter keeps in
// IndexedDB and in sync across tabs. It never touches storage itself, so it renders on the server.
import { createStore } from 'zustand/vanilla';
import type { PersistedCartLine } from '#client/lib/storage/records.ts';

/** A cart line: the stored shape is the live one (ADR 019, client/lib/storage/records.ts). */
export type CartItem = PersistedCartLine;

export interface CartState {
  items: CartItem[];
  /** True once the persisted cart has been read (before that the count is unknown, not zero). */
  loaded: boolean;
  /** The server cart's token (contract C1 quote id), once a sync created one (spec §3 current-cart-token). */
  serverToken: string | null;
  addItem(item: Omit<CartItem, 'qty'>, qty?: number): 'added' | 'updated';
  replaceItems(items: CartItem[]): void;
  /**
   * The device's cart, read once after hydration. Lines the shopper added before it was read are kept on top
   * of it (merged into equal lines), never overwritten; returns true when there were such lines (then the
   * merged cart must be written back).
   */
  restoreItems(persisted: CartItem[]): boolean;
  setServerToken(token: string | null): void;
  /** Records what the server cart now holds for a line. */
  markSynced(sku: string, serverItemId: number, serverQty: number): void;
}

/**
 * Two lines are one when they hold the same thing (contract §4.1 productsEquals): a bundle or a product
 * with custom options is the same sku with the same choices; anything else is the same sku.
 */
export function isSameCartLine(
  a: Pick<CartItem, 'sku' | 'product_option'>,
  b: Pick<CartItem, 'sku' | 'product_option'>,
) {
  if (a.sku !== b.sku) return false;
  const choices = (line: Pick<CartItem, 'product_option'>) => {
    const { bundle_options, custom_options } = line.product_option?.extension_attributes ?? {};
    return JSON.stringify([bundle_options ?? [], custom_options ?? []]);
  };
  return choices(a) === choices(b);
}

export function totalQuantity(items: readonly CartItem[]): number {
  // Spec §9: the mini-cart count is by total quantity in this configuration.
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export function createCartStore(initial: CartItem[] = []) {
  return createStore<CartState>()((set, get) => ({
    items: initial,
    loaded: false,
    serverToken: null,
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
      set({ items, loaded: true });
    },
    restoreItems(persisted) {
      const pending = get().loaded ? [] : get().items;
      const items = [...persisted];
      for (const line of pending) {
        const index = items.findIndex((item) => isSameCartLine(item, line));
        const existing = items[index];
        if (existing) items[index] = { ...existing, qty: existing.qty + line.qty };
        else items.push(line);
      }
      set({ items, loaded: true });
      return pending.length > 0;
    },
    setServerToken(serverToken) {
      set({ serverToken });
    },
    markSynced(sku, serverItemId, serverQty) {
      set({
        items: get().items.map((line) =>
          line.sku === sku ? { ...line, server_item_id: serverItemId, server_qty: serverQty } : line,
        ),
      });
    },
  }));
}

export type CartStore = ReturnType<typeof createCartStore>;
