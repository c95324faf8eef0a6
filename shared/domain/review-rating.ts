// The average of a product's approved reviews (issue 11 "Reviews": "the average"). The demo index gives every
// review a `rating` of 1-5 (worker/platform/seed/reviews.ts; contract §3.6's example has none, so it is
// optional): the average is over the reviews that carry one, and absent when none does.

export interface RatingSummary {
  /** Reviews counted (all of them, rated or not). */
  count: number;
  /** Mean of the valid ratings rounded to one decimal, or null when no review has one. */
  average: number | null;
  /** Reviews with a valid rating (a number from 1 to 5). */
  rated: number;
}

export const MAX_RATING = 5;

const isRating = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= MAX_RATING;

export function ratingSummary(reviews: ReadonlyArray<{ rating?: unknown }>): RatingSummary {
  const ratings = reviews.map((review) => review.rating).filter(isRating);
  const average =
    ratings.length === 0 ? null : Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
  return { count: reviews.length, average, rated: ratings.length };
}

/**
 * An average as the store view writes it: «4,5» in Russian, "4.5" in English. Not `toLocaleString`: its first
 * call in a page loads the locale's number data, ~20 ms of main thread in the middle of hydration (×4 on a
 * mid-range phone, Lighthouse's TBT), for a one-decimal number.
 */
export function formatRating(average: number, locale: string): string {
  const text = average.toFixed(1).replace(/\.0$/, '');
  return locale.startsWith('ru') ? text.replace('.', ',') : text;
}
