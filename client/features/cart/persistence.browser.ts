// Keeps the cart in IndexedDB and tells other tabs when it changed (BroadcastChannel), so a reload keeps
// the cart and another tab sees the change (spec §4 "Cart persistence"; ADR 003). The database belongs to
// client/lib/storage (ADR 019): this adapter only reads and writes the spec §3 collection `cart`.
import { deleteRecord, readRecord, writeRecord } from '#client/lib/storage/db.browser.ts';
import { SAVED_STATE_CHANNELS } from '#client/lib/saved-state-names.ts';
import type { CartStore } from './store';

const CHANNEL = SAVED_STATE_CHANNELS.cart;

export async function persistCart(store: CartStore): Promise<() => void> {
  const channel = new BroadcastChannel(CHANNEL);
  let applyingRemote = false;

  const read = async () => {
    // Spec §3 keys `current-cart` (the lines) and `current-cart-token` (the server cart, ADR 015).
    const [items, token] = await Promise.all([
      readRecord('cart', 'current-cart'),
      readRecord('cart', 'current-cart-token'),
    ]);
    return { items: Array.isArray(items) ? items : [], token: typeof token === 'string' ? token : null };
  };
  // Another tab changed the cart: take its lines as they are.
  const load = async () => {
    const { items, token } = await read();
    applyingRemote = true;
    store.getState().setServerToken(token);
    store.getState().replaceItems(items);
    applyingRemote = false;
  };

  // First read: a line added in the moment between hydration and this read is kept on top of the stored cart
  // (a quick first tap once lost it here), and the merged cart is written back.
  const first = await read();
  // The same for the server cart: one a sync opened before this read (the device had none) is kept and written.
  const tokenBeforeRead = first.token === null ? store.getState().serverToken : null;
  applyingRemote = true;
  if (tokenBeforeRead === null) store.getState().setServerToken(first.token);
  const addedBeforeRead = store.getState().restoreItems(first.items);
  applyingRemote = false;

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
  // Written after the subscription exists, so an add during this write is written after it, in order.
  if (tokenBeforeRead !== null) void writeRecord('cart', 'current-cart-token', tokenBeforeRead).then(announce);
  if (addedBeforeRead) void writeRecord('cart', 'current-cart', store.getState().items).then(announce);
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'cart-changed') void load();
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
