// Keeps the signed-in customer in IndexedDB (store `user`, VSF1 keys current-user, current-token,
// current-refresh-token, orders-history; spec §3, §4 "start loads the cached profile and token"; ADR 019,
// 038) and tells other tabs when it changed (BroadcastChannel), so a login or a logout in one tab is one in
// every tab. Loaded lazily after hydration (client/entry.browser.tsx), like the cart's persistence.
import type { Customer } from '#shared/contract/user.ts';
import { deleteRecord, readRecord, writeRecord } from '#client/lib/storage/db.browser.ts';
import type { OrderHistoryItem, UserProfile } from '#client/lib/storage/records.ts';
import type { HistoryOrder, SavedUser, UserState, UserStore } from './store';
import { recordUserWrite } from './user-written';
import { SAVED_STATE_CHANNELS } from '#client/lib/saved-state-names.ts';

const CHANNEL = SAVED_STATE_CHANNELS.user;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The device's saved user; anything malformed reads as absent. */
export async function readSavedUser(): Promise<SavedUser> {
  const [current, token, refreshToken, orders] = await Promise.all([
    readRecord('user', 'current-user'),
    readRecord('user', 'current-token'),
    readRecord('user', 'current-refresh-token'),
    readRecord('user', 'orders-history'),
  ]);
  return {
    token: text(token),
    refreshToken: text(refreshToken),
    // Stored by this module from the platform's answer (contract §1.2 customer), so it has the whole shape.
    current: current && typeof current.email === 'string' ? (current as unknown as Customer) : null,
    ordersHistory: Array.isArray(orders) ? (orders as unknown as HistoryOrder[]) : [],
  };
}

/** Writes what changed between two states; resolves when IndexedDB has it. */
async function writeChanges(state: UserState, previous: UserState): Promise<boolean> {
  const writes: Array<Promise<void>> = [];
  const put = <K extends 'current-token' | 'current-refresh-token'>(key: K, value: string | null) =>
    writes.push(value === null ? deleteRecord('user', key) : writeRecord('user', key, value));
  if (state.token !== previous.token) put('current-token', state.token);
  if (state.refreshToken !== previous.refreshToken) put('current-refresh-token', state.refreshToken);
  if (state.current !== previous.current) {
    writes.push(
      state.current === null
        ? deleteRecord('user', 'current-user')
        : writeRecord('user', 'current-user', state.current as unknown as UserProfile),
    );
  }
  if (state.ordersHistory !== previous.ordersHistory) {
    writes.push(writeRecord('user', 'orders-history', state.ordersHistory as unknown as OrderHistoryItem[]));
  }
  await Promise.all(writes);
  return writes.length > 0;
}

export async function persistUser(store: UserStore): Promise<() => void> {
  const channel = new BroadcastChannel(CHANNEL);
  let applyingRemote = false;
  const apply = (saved: SavedUser) => {
    applyingRemote = true;
    store.getState().restore(saved);
    applyingRemote = false;
  };
  apply(await readSavedUser());
  const unsubscribe = store.subscribe((state, previous) => {
    if (applyingRemote) return;
    const write = writeChanges(state, previous)
      .then((changed) => {
        if (changed) channel.postMessage({ type: 'user-changed' });
      })
      .catch((error: unknown) => console.warn('[user] the signed-in customer could not be saved', error));
    recordUserWrite(write);
  });
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'user-changed') void readSavedUser().then(apply);
  };
  return () => {
    unsubscribe();
    channel.close();
  };
}
