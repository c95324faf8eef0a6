import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import { parseQuantity } from '#shared/domain/quantity.ts';

describe('parseQuantity (spec §5)', () => {
  it('converts digit strings to numbers', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('007')).toBe(7);
    expect(parseQuantity(String(MAX_LINE_QTY))).toBe(MAX_LINE_QTY);
  });

  it('refuses what is not a positive integer within the line limit', () => {
    for (const text of ['', ' ', '0', '-1', '1.5', '1,5', '1e3', 'два', '+2', String(MAX_LINE_QTY + 1)]) {
      expect(parseQuantity(text), text).toBeNull();
    }
    expect(parseQuantity('6', 5)).toBeNull();
  });
});
