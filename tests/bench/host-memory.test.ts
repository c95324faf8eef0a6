// bench/lib/host-memory.ts: the host's cost of fresh memory, printed beside Lighthouse's results (ADR 054).
import { describe, expect, it } from 'vitest';
import { describeHostMemoryCost, measureHostMemoryCost, SLOW_FAULT_NS } from '#bench/lib/host-memory.ts';

describe('describeHostMemoryCost', () => {
  it('states a native-looking host plainly, in µs', () => {
    expect(describeHostMemoryCost({ firstTouchNsPerPage: 250, retouchNsPerPage: 30 })).toBe(
      'fresh memory: 0.3 µs per 4 KB page on first touch (0.03 µs after)',
    );
  });

  it('warns when a page fault costs many times a native one, naming the factor', () => {
    const line = describeHostMemoryCost({ firstTouchNsPerPage: 11_400, retouchNsPerPage: 30 });
    expect(line).toMatch(/^fresh memory: 11\.4 µs per 4 KB page on first touch \(0\.03 µs after\) — WARNING: ~23× /);
    expect(line).toContain('ADR 054');
  });

  it('draws the line at SLOW_FAULT_NS', () => {
    expect(describeHostMemoryCost({ firstTouchNsPerPage: SLOW_FAULT_NS, retouchNsPerPage: 0 })).not.toContain(
      'WARNING',
    );
    expect(describeHostMemoryCost({ firstTouchNsPerPage: SLOW_FAULT_NS + 1, retouchNsPerPage: 0 })).toContain(
      'WARNING',
    );
  });
});

describe('measureHostMemoryCost', () => {
  it('finds a first touch dearer than touching the same pages again', () => {
    const cost = measureHostMemoryCost();
    expect(cost.firstTouchNsPerPage).toBeGreaterThan(cost.retouchNsPerPage);
    expect(cost.retouchNsPerPage).toBeGreaterThan(0);
  });
});
