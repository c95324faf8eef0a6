// The average rating of a product's reviews (shared/domain/review-rating.ts; issue 11 "Reviews").
import { describe, expect, it } from 'vitest';
import { formatRating, ratingSummary } from '#shared/domain/review-rating.ts';

describe('ratingSummary', () => {
  it('averages the ratings, rounded to one decimal', () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ count: 3, average: 4.3, rated: 3 });
    expect(ratingSummary([{ rating: 3 }, { rating: 4 }])).toEqual({ count: 2, average: 3.5, rated: 2 });
  });

  it('counts every review but averages only valid ratings (1-5 numbers)', () => {
    expect(ratingSummary([{ rating: 5 }, {}, { rating: '4' }, { rating: 0 }, { rating: 6 }, { rating: 3 }])).toEqual({
      count: 6,
      average: 4,
      rated: 2,
    });
  });

  it('has no average when no review is rated (contract §3.6 documents have no rating)', () => {
    expect(ratingSummary([{}, {}])).toEqual({ count: 2, average: null, rated: 0 });
    expect(ratingSummary([])).toEqual({ count: 0, average: null, rated: 0 });
  });
});

describe('formatRating', () => {
  it('writes the average as each store view does, as toLocaleString would', () => {
    for (const [value, ru, en] of [
      [4.3, '4,3', '4.3'],
      [4, '4', '4'],
      [3.5, '3,5', '3.5'],
      [5, '5', '5'],
    ] as const) {
      expect(formatRating(value, 'ru-RU')).toBe(ru);
      expect(formatRating(value, 'en-US')).toBe(en);
      expect(formatRating(value, 'ru-RU')).toBe(value.toLocaleString('ru-RU'));
      expect(formatRating(value, 'en-US')).toBe(value.toLocaleString('en-US'));
    }
  });
});
