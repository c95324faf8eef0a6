// The user-token lock (spec §4, §9; ADR 038): one refresh for parallel 401s, waiters bounded, -1 on failure.
import { describe, expect, it } from 'vitest';
import {
  createTokenLock,
  LOCK_FAILED,
  LOCK_IDLE,
  LOCK_REFRESHING,
  TOKEN_LOCK_WAIT_MS,
} from '#client/features/user/token-lock.ts';

/** A promise resolved from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: { waitMs?: number } = {}) {
  let token: string | null = 'old-token';
  const refreshes: Array<ReturnType<typeof deferred<string | null>>> = [];
  const failures: unknown[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const lock = createTokenLock({
    currentToken: () => token,
    refresh: () => {
      const next = deferred<string | null>();
      refreshes.push(next);
      return next.promise.then((value) => {
        if (value) token = value;
        return value;
      });
    },
    onFailed: (error) => failures.push(error),
    setTimer: (run, ms) => timers.push({ run, ms }),
    ...options,
  });
  return { lock, refreshes, failures, timers, setToken: (value: string | null) => (token = value) };
}

describe('user-token lock (spec §4)', () => {
  it('three parallel 401s start exactly one refresh and all get the new token', async () => {
    const { lock, refreshes } = setup();
    expect(lock.state).toBe(LOCK_IDLE);
    const answers = Promise.all([lock.tokenFor('old-token'), lock.tokenFor('old-token'), lock.tokenFor('old-token')]);
    expect(refreshes).toHaveLength(1);
    expect(lock.state).toBe(LOCK_REFRESHING);
    refreshes[0]!.resolve('new-token');
    expect(await answers).toEqual(['new-token', 'new-token', 'new-token']);
    expect(lock.state).toBe(LOCK_IDLE);
  });

  it('a refresh that fails after a new login (a changed password) leaves the new session alone', async () => {
    const { lock, refreshes, failures, setToken } = setup();
    const answer = lock.tokenFor('old-token');
    // The password change ended the old session; the form logged in again with the new password meanwhile.
    setToken('after-login');
    refreshes[0]!.resolve(null);
    expect(await answer).toBe('after-login');
    expect(failures).toEqual([]);
    expect(lock.state).toBe(LOCK_IDLE);

    // Without a new login, the same failure logs out (spec §4).
    const stale = lock.tokenFor('after-login');
    refreshes[1]!.reject(new Error('refused'));
    expect(await stale).toBeNull();
    expect(failures).toHaveLength(1);
    expect(lock.state).toBe(LOCK_FAILED);
  });

  it('a 401 of a request sent with the replaced token takes the new one without refreshing', async () => {
    const { lock, refreshes } = setup();
    const first = lock.tokenFor('old-token');
    refreshes[0]!.resolve('new-token');
    expect(await first).toBe('new-token');
    expect(await lock.tokenFor('old-token')).toBe('new-token');
    expect(refreshes).toHaveLength(1);
  });

  it('waiters give up after the spec §9 wait (1000 ms) and never start a second refresh', async () => {
    const { lock, refreshes, timers } = setup();
    void lock.tokenFor('old-token');
    const waiter = lock.tokenFor('old-token');
    expect(timers.map((timer) => timer.ms)).toEqual([TOKEN_LOCK_WAIT_MS]);
    timers[0]!.run();
    expect(await waiter).toBeNull();
    expect(refreshes).toHaveLength(1);
  });

  it('a failed refresh sets -1, reports once, and later 401s give up until a login resets it', async () => {
    const { lock, refreshes, failures } = setup();
    const answers = Promise.all([lock.tokenFor('old-token'), lock.tokenFor('old-token')]);
    refreshes[0]!.reject(new Error('Invalid refresh token provided'));
    expect(await answers).toEqual([null, null]);
    expect(lock.state).toBe(LOCK_FAILED);
    expect(failures).toHaveLength(1);
    expect(await lock.tokenFor('old-token')).toBeNull();
    expect(refreshes).toHaveLength(1);
    lock.reset();
    expect(lock.state).toBe(LOCK_IDLE);
  });

  it('a refresh answering no token is a failure', async () => {
    const { lock, refreshes, failures } = setup();
    const answer = lock.tokenFor('old-token');
    refreshes[0]!.resolve(null);
    expect(await answer).toBeNull();
    expect(lock.state).toBe(LOCK_FAILED);
    expect(failures).toHaveLength(1);
  });

  it('a guest request or a logged-out session refreshes nothing', async () => {
    const { lock, refreshes, setToken } = setup();
    expect(await lock.tokenFor(undefined)).toBeNull();
    setToken(null);
    expect(await lock.tokenFor('old-token')).toBeNull();
    expect(refreshes).toHaveLength(0);
  });
});
