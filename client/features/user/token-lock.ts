// The user-token lock (spec §4 "User-token lock", §9 token-lock wait; issue 14; ADR 038): 0 while idle,
// positive while one refresh runs, -1 after a refresh failed. A request refused with 401 asks the lock for
// a fresh token: the first starts the one refresh, the others arriving while it runs wait for it (at most
// `waitMs`, spec §9: 1000 ms) and never start a second; one whose token was already replaced takes the new
// token at once. A failed refresh sets -1 and calls `onFailed` (the session logs out silently and opens the
// login panel), unless a new login replaced the session while it ran (a changed password ends the old session and
// logs in again: the old session's refresh failing must not log the new one out); `reset` (a new login) brings the
// lock back to 0. Pure: no DOM, no store; unit-tested.

/** Spec §9: how long a refused request waits for the refresh another request started. */
export const TOKEN_LOCK_WAIT_MS = 1000;

/** The lock's states of spec §4. */
export const LOCK_IDLE = 0;
export const LOCK_REFRESHING = 1;
export const LOCK_FAILED = -1;

export interface TokenLockOptions {
  /** The token the session holds now (null: logged out). */
  currentToken: () => string | null;
  /** Runs the one refresh: the new access token, or null when the platform refused it. May throw. */
  refresh: () => Promise<string | null>;
  /** A refresh failed: log out silently, open the login panel (spec §4). */
  onFailed: (error: unknown) => void;
  waitMs?: number;
  /** A timer for the wait (tests pass fake ones). */
  setTimer?: (run: () => void, ms: number) => unknown;
}

export interface TokenLock {
  /** 0 idle, 1 refreshing, -1 failed (spec §4). */
  readonly state: number;
  /** A fresh token for a request refused with `staleToken`, or null to give up (the 401 stands). */
  tokenFor(staleToken: string | undefined): Promise<string | null>;
  /** A login succeeded: the lock is idle again (spec §4 "resets the invalidation lock"). */
  reset(): void;
}

export function createTokenLock({
  currentToken,
  refresh,
  onFailed,
  waitMs = TOKEN_LOCK_WAIT_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
}: TokenLockOptions): TokenLock {
  let state = LOCK_IDLE;
  let running: Promise<string | null> | null = null;

  const start = (staleToken: string): Promise<string | null> => {
    state = LOCK_REFRESHING;
    const attempt = (async () => {
      try {
        const token = await refresh();
        if (!token) throw new Error('The refresh answered no token');
        state = LOCK_IDLE;
        return token;
      } catch (error) {
        // A login while the refresh ran: that session is not the one that failed.
        const newer = currentToken();
        if (newer && newer !== staleToken) {
          state = LOCK_IDLE;
          return newer;
        }
        state = LOCK_FAILED;
        onFailed(error);
        return null;
      } finally {
        running = null;
      }
    })();
    running = attempt;
    return attempt;
  };

  const waitFor = (refreshing: Promise<string | null>) =>
    Promise.race([refreshing, new Promise<null>((resolve) => setTimer(() => resolve(null), waitMs))]);

  return {
    get state() {
      return state;
    },
    async tokenFor(staleToken) {
      // A guest request, or the session already ended: nothing to refresh.
      if (!staleToken || state === LOCK_FAILED) return null;
      if (running) return waitFor(running);
      const current = currentToken();
      if (!current) return null;
      // Refused with an older token while another request's refresh already replaced it: retry with the new one.
      if (current !== staleToken) return current;
      return start(staleToken);
    },
    reset() {
      state = LOCK_IDLE;
    },
  };
}
