// Keeps the cart in IndexedDB and tells other tabs when it changed (BroadcastChannel), so a reload keeps
// the cart and another tab sees the change (spec §4 "Cart persistence"; ADR 003). The database belongs to
// client/lib/storage (ADR 019): this adapter only reads and writes the spec §3 collection `cart`.
import { deleteRecord, readRecord, writeRecord } from '#client/lib/storage/db.browser.ts';
import type { CartStore } from './store';

const CHANNEL = 'storefront-cart';

export async function persistCart(store: CartStore): Promise<() => void> {
  const channel = new BroadcastChannel(CHANNEL);
  let applyingRemote = false;

  const load = async () => {
    // Spec §3 keys `current-cart` (the lines) and `current-cart-token` (the server cart, ADR 015).
    const [items, token] = await Promise.all([
      readRecord('cart', 'current-cart'),
      readRecord('cart', 'current-cart-token'),
    ]);
    applyingRemote = true;
    store.getState().setServerToken(typeof token === 'string' ? token : null);
    store.getState().replaceItems(Array.isArray(items) ? items : []);
    applyingRemote = false;
  };
  await load();

  const announce = () => channel.postMessage({ type: 'cart-changed' });
  const unsubscribe = store.subscribe((state, previous) => {
    if (applyingRemote) return;
    if (state.serverToken !== previous.serverToken) {
      const write =
        state.serverToken === null
          ? deleteRecord('cart', 'current-cart-token')
          : writeRecord('cart', 'current-cart-token', state.serverToken);
      void write.then(announce);
    }
    if (state.items === previous.items) return;
    void writeRecord('cart', 'current-cart', state.items).then(announce);
  });
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'cart-changed') void load();
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
