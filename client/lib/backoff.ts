// A growing retry delay (issue 15 "the task stays and is retried later"; ADR 040, 045): the durable queue's
// runner and the cart sync try again after 2 s, then 4 s, 8 s … up to a minute while the browser is online,
// and start again from 2 s after a success. One helper (and one retry timer) so both back off alike.

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

export interface Backoff {
  /** The delay before the next try; each call doubles the following one, up to the maximum. */
  next(): number;
  /** A try succeeded: the next failure waits the base delay again. */
  reset(): void;
}

/**
 * @example
 *   const backoff = createBackoff();
 *   backoff.next(); // 2000
 *   backoff.next(); // 4000
 *   backoff.reset();
 *   backoff.next(); // 2000
 */
export function createBackoff(baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS): Backoff {
  let delay = baseMs;
  return {
    next() {
      const current = delay;
      delay = Math.min(delay * 2, maxMs);
      return current;
    },
    reset() {
      delay = baseMs;
    },
  };
}

export interface RetrySchedule {
  /** After an attempt: `needed` → try again after the next delay; otherwise cancel any pending try and reset. */
  schedule(needed: boolean): void;
  cancel(): void;
  /** True while a retry waits for its delay. */
  pending(): boolean;
}

/**
 * One pending retry of `retry` at a time, on a growing delay.
 * @example
 *   const retries = createRetrySchedule(() => void replay());
 *   retries.schedule(someTasksWereKept);
 */
export function createRetrySchedule(retry: () => void, backoff: Backoff = createBackoff()): RetrySchedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(needed) {
      cancel();
      if (!needed) {
        backoff.reset();
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        retry();
      }, backoff.next());
    },
    cancel,
    pending: () => timer !== undefined,
  };
}
