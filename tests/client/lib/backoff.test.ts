// The growing retry delay of the queue's runner and the cart sync (client/lib/backoff.ts; issue 15; ADR 045).
import { describe, expect, it } from 'vitest';
import { createBackoff, RETRY_BASE_MS, RETRY_MAX_MS } from '#client/lib/backoff.ts';

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
