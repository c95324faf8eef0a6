// The recently viewed list's rule (shared/domain/recently-viewed.ts; issue 11): a visit goes first, one entry
// per sku, the newest 20 kept.
import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, newestFirst, RECENTLY_VIEWED_LIMIT } from '#shared/domain/recently-viewed.ts';

const visit = (sku: string, viewed_at: number) => ({ sku, viewed_at });
const skus = (list: ReadonlyArray<{ sku: string }>) => list.map((entry) => entry.sku);

describe('addRecentlyViewed', () => {
  it('puts the visit first, newest first after it', () => {
    const stored = [visit('A', 1), visit('C', 3), visit('B', 2)];
    expect(skus(addRecentlyViewed(stored, visit('D', 4)).list)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('a revisit moves the sku up instead of listing it twice, and removes nothing', () => {
    const stored = [visit('A', 1), visit('B', 2), visit('C', 3)];
    const { list, removed } = addRecentlyViewed(stored, visit('A', 4));
    expect(skus(list)).toEqual(['A', 'C', 'B']);
    expect(list[0]).toEqual(visit('A', 4));
    expect(removed).toEqual([]);
  });

  it('keeps 20: the 21st visit drops the oldest', () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(20);
    let stored: Array<{ sku: string; viewed_at: number }> = [];
    const removedAll: string[] = [];
    for (let n = 1; n <= 21; n++) {
      const { list, removed } = addRecentlyViewed(stored, visit(`P${n}`, n));
      stored = list;
      removedAll.push(...removed);
    }
    expect(stored).toHaveLength(20);
    expect(stored[0]?.sku).toBe('P21');
    expect(stored.at(-1)?.sku).toBe('P2');
    expect(removedAll).toEqual(['P1']);
  });

  it('trims an over-long stored list to the limit (all the excess is removed)', () => {
    const stored = [1, 2, 3, 4, 5].map((n) => visit(`P${n}`, n));
    const { list, removed } = addRecentlyViewed(stored, visit('P6', 6), 3);
    expect(skus(list)).toEqual(['P6', 'P5', 'P4']);
    expect(removed).toEqual(['P3', 'P2', 'P1']);
  });
});

describe('newestFirst', () => {
  it('sorts by time, then sku for equal times', () => {
    expect(skus(newestFirst([visit('B', 5), visit('A', 5), visit('C', 9)]))).toEqual(['C', 'A', 'B']);
  });
});
