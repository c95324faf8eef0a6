// contract §5.19 (UTIL roundTo.test.ts vectors).
import { describe, expect, it } from 'vitest';
import { roundTo } from '#shared/domain/tax/index.ts';

describe('roundTo(…, 2)', () => {
  it.each([
    [1.005, 1.01],
    [10, 10],
    [1.777777, 1.78],
    [9.1, 9.1],
    [1234.5678, 1234.57],
    [1.555, 1.56],
    [1.5551, 1.56],
    [1.3555, 1.36],
    [1.35551, 1.36],
  ])('%d → %d', (value, expected) => {
    expect(roundTo(value, 2)).toBe(expected);
  });

  it('plain Math.round would get 1.005 wrong (why toFixed(11) is there)', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1);
  });

  it('defaults to whole numbers', () => {
    expect(roundTo(2.5)).toBe(3);
  });
});
