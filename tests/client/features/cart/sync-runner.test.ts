// When the cart sync has nothing more to send (client/features/cart/sync-runner.ts `settled`): the microcart shows
// it, so "nothing more was sent" is read from the page instead of waited for. Not settled while a change waits for
// the 400 ms debounce, while a sync runs, or while a failed sync waits for its 2 s retry; settled once a sync ran
// with nothing left to do.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { createCartStore } from '#client/features/cart/store.ts';
import { startCartSync, SYNC_DEBOUNCE_MS, type CartSyncRunner } from '#client/features/cart/sync-runner.ts';
import { RETRY_BASE_MS } from '#client/lib/backoff.ts';

const LINE = {
  sku: 'WS01',
  parentSku: 'WS01',
  name: 'Футболка',
  price: 1000,
  image: '/x.svg',
  type_id: 'simple',
  options: [],
};

let runner: CartSyncRunner | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  runner?.stop();
  runner = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A runner whose every request fails the way a dropped connection does; counts the requests. */
function start() {
  const cart = createCartStore([], { userToken: null });
  const requests: string[] = [];
  const api = createApiClient({
    origin: 'http://shop.test',
    fetch: (request) => {
      requests.push(new URL(request.url).pathname);
      return Promise.reject(new TypeError('Failed to fetch'));
    },
  });
  runner = startCartSync({ api, cart, store: 'ru', maxBypassAttempts: 3 });
  const changes: boolean[] = [];
  runner.subscribeSettled(() => changes.push(runner!.settled()));
  return { cart, requests, runner, changes };
}

describe('the cart sync says when it has nothing more to send', () => {
  it('an empty cart: settled after the first sync, with nothing sent', async () => {
    const { runner, requests } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runner.settled()).toBe(true);
    expect(requests).toEqual([]);
  });

  it('a change waits for the debounce, a failed sync for its retry; settled again once nothing is left', async () => {
    const { cart, runner, requests, changes } = start();
    await vi.advanceTimersByTimeAsync(0);
    cart.getState().addItem(LINE, 1);
    expect(runner.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS);
    // The sync failed: its retry waits 2 s, so more will be sent.
    expect(requests.length).toBeGreaterThan(0);
    expect(runner.settled()).toBe(false);
    const sentBeforeRetry = requests.length;
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect(requests.length).toBeGreaterThan(sentBeforeRetry);
    expect(runner.settled()).toBe(false);
    // The line is removed: the next sync has nothing to send, which cancels the retry.
    cart.getState().removeItem(cart.getState().items[0]!);
    await vi.advanceTimersByTimeAsync(SYNC_DEBOUNCE_MS);
    expect(runner.settled()).toBe(true);
    const sent = requests.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests.length).toBe(sent);
    expect(changes).toEqual([true, false, true]);
  });
});
