// Spec §4 "Notifications" (issue 11): a duplicate of the last message is ignored; each is removed after
// timeToLive, 5000 ms by default, unless it has no timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from '#client/features/notifications/store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createNotificationStore>) =>
  store.getState().items.map((item) => item.message);

describe('notification store', () => {
  it('removes a notification after 5000 ms, not before', () => {
    const store = createNotificationStore();
    store.getState().spawn({ type: 'success', message: 'Product has been added to the cart!' });
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(['Product has been added to the cart!']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('ignores a duplicate of the last message, but not of an earlier one', () => {
    const store = createNotificationStore();
    store.getState().spawn({ type: 'error', message: 'A' });
    store.getState().spawn({ type: 'error', message: 'A' });
    store.getState().spawn({ type: 'error', message: 'B' });
    store.getState().spawn({ type: 'error', message: 'A' });
    expect(messages(store)).toEqual(['A', 'B', 'A']);
  });

  it('keeps one without a timeout until it is dismissed; honours its own timeToLive', () => {
    const store = createNotificationStore();
    store.getState().spawn({ type: 'warning', message: 'stays', hasNoTimeout: true });
    store.getState().spawn({ type: 'info', message: 'short', timeToLive: 1000 });
    vi.advanceTimersByTime(1000);
    expect(messages(store)).toEqual(['stays']);
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['stays']);
    store.getState().remove(store.getState().items[0]!.id);
    expect(messages(store)).toEqual([]);
  });
});
