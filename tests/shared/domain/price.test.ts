import { describe, expect, it } from 'vitest';
import { shelfPrice } from '#shared/domain/price.ts';
import { isSpecialPriceActive } from '#shared/domain/special-price.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('isSpecialPriceActive (contract §4.2: strict window, open bounds)', () => {
  it('is active with no bounds', () => expect(isSpecialPriceActive(null, null, NOW)).toBe(true));
  it('is active strictly inside the window', () =>
    expect(isSpecialPriceActive('2026-01-01 00:00:00', '2026-12-31 00:00:00', NOW)).toBe(true));
  it('is inactive after the end', () =>
    expect(isSpecialPriceActive('2025-01-01 00:00:00', '2025-06-30 23:59:59', NOW)).toBe(false));
  it('is inactive before the start', () => expect(isSpecialPriceActive('2099-01-01 00:00:00', null, NOW)).toBe(false));
  it('is strict at the bounds', () => {
    expect(isSpecialPriceActive('2026-11-22 12:00:00', null, NOW)).toBe(false);
    expect(isSpecialPriceActive(null, '2026-11-22 12:00:00', NOW)).toBe(false);
  });
});

describe('shelfPrice', () => {
  it('shows the price when there is no special price', () => {
    expect(shelfPrice({ price: 4990, special_price: null }, NOW)).toEqual({ current: 4990 });
  });

  it('shows an active special price with the regular price', () => {
    expect(
      shelfPrice(
        {
          price: 4990,
          special_price: 3990,
          special_from_date: '2025-01-01 00:00:00',
          special_to_date: '2099-12-31 00:00:00',
        },
        NOW,
      ),
    ).toEqual({ current: 3990, regular: 4990 });
  });

  it('never shows an expired special price (supplement §7)', () => {
    expect(
      shelfPrice(
        {
          price: 4990,
          special_price: 3990,
          special_from_date: '2025-01-01 00:00:00',
          special_to_date: '2025-06-30 00:00:00',
        },
        NOW,
      ),
    ).toEqual({ current: 4990 });
  });

  it('ignores a special price that is not lower', () => {
    expect(shelfPrice({ price: 4990, special_price: 5990 }, NOW)).toEqual({ current: 4990 });
  });

  it('prefers tax-processed prices when present', () => {
    expect(shelfPrice({ price: 22, price_incl_tax: 27.06 }, NOW)).toEqual({ current: 27.06 });
  });
});
