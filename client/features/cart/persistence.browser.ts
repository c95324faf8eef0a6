// Keeps the cart in IndexedDB (idb) and tells other tabs when it changed (BroadcastChannel), so
// a reload keeps the cart and another tab sees the change (spec §4 "Cart persistence").
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CartItem, CartStore } from './store';

interface StorefrontDb extends DBSchema {
  cart: { key: string; value: CartItem[] | string };
}

const DB_NAME = 'storefront';
const DB_VERSION = 1;
/** Spec §3 local storage collection `cart`, key `current-cart`. */
const CART_KEY = 'current-cart';
/** Spec §3: the server cart token, key `current-cart-token`. */
const CART_TOKEN_KEY = 'current-cart-token';
const CHANNEL = 'storefront-cart';

function openStorefrontDb(): Promise<IDBPDatabase<StorefrontDb>> {
  return openDB<StorefrontDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('cart')) db.createObjectStore('cart');
    },
  });
}

export async function persistCart(store: CartStore): Promise<() => void> {
  const db = await openStorefrontDb();
  const channel = new BroadcastChannel(CHANNEL);
  let applyingRemote = false;

  const load = async () => {
    const items = await db.get('cart', CART_KEY);
    const token = await db.get('cart', CART_TOKEN_KEY);
    applyingRemote = true;
    store.getState().setServerToken(typeof token === 'string' ? token : null);
    store.getState().replaceItems(Array.isArray(items) ? items : []);
    applyingRemote = false;
  };
  await load();

  const unsubscribe = store.subscribe((state, previous) => {
    if (applyingRemote) return;
    if (state.serverToken !== previous.serverToken) {
      const write = state.serverToken === null ? db.delete('cart', CART_TOKEN_KEY) : db.put('cart', state.serverToken, CART_TOKEN_KEY);
      void write.then(() => channel.postMessage({ type: 'cart-changed' }));
    }
    if (state.items === previous.items) return;
    void db.put('cart', state.items, CART_KEY).then(() => channel.postMessage({ type: 'cart-changed' }));
  });
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'cart-changed') void load();
  };
  return () => {
    unsubscribe();
    channel.close();
    db.close();
  };
}
