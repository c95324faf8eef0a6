import { describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/domain/money.ts';
import { priceText } from '#tests/support/price-text.ts';

describe('formatPrice (supplement §3: roubles, no fraction digits, `{amount} {sign}`)', () => {
  it('groups Russian digits with a space', () => {
    expect(formatPrice(4990)).toBe(priceText('4 990 ₽'));
    expect(formatPrice(4990, 'ru')).toBe(priceText('4 990 ₽'));
    expect(formatPrice(1_234_567, 'ru')).toBe(priceText('1 234 567 ₽'));
  });

  it('keeps a price on one line: every space in it is a no-break space', () => {
    expect(formatPrice(1_234_567, 'ru')).toBe('1\u00a0234\u00a0567\u00a0₽');
    expect(formatPrice(500, 'en')).toBe('500\u00a0₽');
    expect(formatPrice(4990, 'ru')).not.toMatch(/ /);
  });

  it('leaves amounts under a thousand ungrouped', () => {
    expect(formatPrice(990, 'ru')).toBe(priceText('990 ₽'));
    expect(formatPrice(0, 'ru')).toBe(priceText('0 ₽'));
  });

  it('groups with commas in the English store view, still in roubles', () => {
    expect(formatPrice(4990, 'en')).toBe(priceText('4,990 ₽'));
    expect(formatPrice(29990, 'en')).toBe(priceText('29,990 ₽'));
  });

  it('rounds to whole roubles, half away from zero', () => {
    expect(formatPrice(4989.5, 'ru')).toBe(priceText('4 990 ₽'));
    expect(formatPrice(4989.49, 'ru')).toBe(priceText('4 989 ₽'));
    expect(formatPrice(-1500.5, 'ru')).toBe(priceText('-1 501 ₽'));
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(/not a finite amount/);
  });
});
