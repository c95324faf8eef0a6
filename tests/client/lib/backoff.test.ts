// The growing retry delay and the retry timer of the queue's runner and the cart sync (client/lib/backoff.ts; issue 15; ADR 045).
import { describe, expect, it, vi } from 'vitest';
import { createBackoff, createRetrySchedule, RETRY_BASE_MS, RETRY_MAX_MS } from '#client/lib/backoff.ts';

describe('createBackoff', () => {
  it('doubles from 2 s up to a minute and starts again after a reset', () => {
    const backoff = createBackoff();
    const delays = Array.from({ length: 7 }, () => backoff.next());
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect([RETRY_BASE_MS, RETRY_MAX_MS]).toEqual([2_000, 60_000]);
    backoff.reset();
    expect(backoff.next()).toBe(2_000);
  });

  it('takes its own bounds', () => {
    const backoff = createBackoff(100, 250);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([100, 200, 250]);
  });
});

describe('createRetrySchedule', () => {
  it('one pending retry on the growing delay; a success cancels it and starts again from 2 s', () => {
    vi.useFakeTimers();
    try {
      let tries = 0;
      const retries = createRetrySchedule(() => (tries += 1));
      expect(retries.pending()).toBe(false);
      retries.schedule(true);
      retries.schedule(true); // replaces the first: still one pending, now on the 4 s delay
      vi.advanceTimersByTime(3_999);
      expect([tries, retries.pending()]).toEqual([0, true]);
      vi.advanceTimersByTime(1);
      expect([tries, retries.pending()]).toEqual([1, false]);
      retries.schedule(true);
      retries.schedule(false); // a success: nothing pending, the delay back to 2 s
      vi.advanceTimersByTime(60_000);
      expect(tries).toBe(1);
      retries.schedule(true);
      vi.advanceTimersByTime(2_000);
      expect(tries).toBe(2);
      retries.schedule(true);
      retries.cancel();
      expect(retries.pending()).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect(tries).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
