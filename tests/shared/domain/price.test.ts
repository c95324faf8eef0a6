// Shelf prices (spec §4 "Prices"; supplement §3, §7; issue 11 "Prices with and without tax"): the special price
// window, tax-processed fields, and the amounts shown with and without tax.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_DISPLAY, shelfPrice, shownPrice } from '#shared/domain/price.ts';
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

  it('prefers tax-processed prices when present (and keeps the net amount beside them)', () => {
    expect(shelfPrice({ price: 22, price_incl_tax: 27.06 }, NOW)).toEqual({ current: 27.06, excl: { current: 22 } });
  });
});

// Issue 11 "Prices with and without tax": a document after the platform's tax processing (RU VAT 22 %,
// supplement §3): the *_incl_tax fields are the shelf prices, the plain ones the same amounts without tax.
const REGULAR = { price: 4090.16, price_incl_tax: 4990, original_price: 4090.16, original_price_incl_tax: 4990 };
const ON_SALE = {
  price: 3270.49,
  price_incl_tax: 3990,
  original_price: 4090.16,
  original_price_incl_tax: 4990,
  special_price: 3270.49,
  special_price_incl_tax: 3990,
  special_from_date: '2025-01-01 00:00:00',
  special_to_date: '2099-12-31 00:00:00',
};

describe('shelfPrice and shownPrice: with and without tax (issue 11; supplement §3)', () => {
  it('shows the price with tax by default', () => {
    expect(shownPrice(shelfPrice(REGULAR, NOW), DEFAULT_TAX_DISPLAY)).toEqual({ current: 4990, exclTax: false });
    expect(DEFAULT_TAX_DISPLAY).toBe('incl');
  });

  it('shows the net price without tax, marked as such', () => {
    expect(shownPrice(shelfPrice(REGULAR, NOW), 'excl')).toEqual({ current: 4090.16, exclTax: true });
  });

  it('shows an active special price and the struck regular price in both displays', () => {
    const price = shelfPrice(ON_SALE, NOW);
    expect(shownPrice(price, 'incl')).toEqual({ current: 3990, regular: 4990, exclTax: false });
    expect(shownPrice(price, 'excl')).toEqual({ current: 3270.49, regular: 4090.16, exclTax: true });
  });

  it('never shows an expired or future special price in either display (supplement §7)', () => {
    for (const window of [
      { special_from_date: '2025-01-01 00:00:00', special_to_date: '2025-06-30 00:00:00' },
      { special_from_date: '2099-01-01 00:00:00', special_to_date: null },
    ]) {
      // Processed while the window was closed: price is the regular price, the special price zeroed.
      const expired = { ...REGULAR, special_price: 0, special_price_incl_tax: 0, ...window };
      expect(shownPrice(shelfPrice(expired, NOW), 'incl')).toEqual({ current: 4990, exclTax: false });
      expect(shownPrice(shelfPrice(expired, NOW), 'excl')).toEqual({ current: 4090.16, exclTax: true });
      // A special price still on the document outside its window is ignored too.
      const stale = { ...ON_SALE, price: 4090.16, price_incl_tax: 4990, ...window };
      expect(shownPrice(shelfPrice(stale, NOW), 'incl')).toEqual({ current: 4990, exclTax: false });
      expect(shownPrice(shelfPrice(stale, NOW), 'excl')).toEqual({ current: 4090.16, exclTax: true });
    }
  });

  it('keeps the price with tax, unmarked, when the document was not tax-processed (the net is unknown)', () => {
    const price = shelfPrice({ price: 4990, special_price: null }, NOW);
    expect(price.excl).toBeUndefined();
    expect(shownPrice(price, 'excl')).toEqual({ current: 4990, exclTax: false });
  });

  it('derives the net regular price from the tax ratio when a listing left original_price out', () => {
    const { original_price: _left, ...tile } = ON_SALE;
    expect(shownPrice(shelfPrice(tile, NOW), 'excl')).toEqual({ current: 3270.49, regular: 4090.16, exclTax: true });
  });
});
