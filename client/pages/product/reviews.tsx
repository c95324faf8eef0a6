// The product page's reviews (issue 11 "Reviews"): the approved reviews with title, detail, nickname and date
// (spec §9 `HH:mm D/M/YYYY`, shop time as UTC: shared/domain/review-date.ts) and their average rating
// (shared/domain/review-rating.ts). Secondary data: streamed behind Suspense (DESIGN.md §4 step 4).
import { useSuspenseQuery } from '@tanstack/react-query';
import { STORE_VIEWS } from '#shared/config/store-views.ts';
import { formatReviewDate, reviewDateTime } from '#shared/domain/review-date.ts';
import { MAX_RATING, formatRating, ratingSummary } from '#shared/domain/review-rating.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { productReviewsQuery, type Review } from './queries';

/** The index's review documents carry a 1-5 `rating` beside contract §3.6's fields (the demo seed does). */
type RatedReview = Review & { rating?: unknown };

export function ProductReviews({ productId }: { productId: number }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data } = useSuspenseQuery(productReviewsQuery(api, storeCode, productId));
  const reviews: RatedReview[] = data.items;
  if (reviews.length === 0) return <p>{t('product.noReviews')}</p>;
  const summary = ratingSummary(reviews);
  return (
    <>
      <p className="reviews__summary" data-testid="reviews-summary">
        {summary.average === null
          ? t('product.reviews.count', { count: summary.count })
          : t('product.reviews.average', {
              average: formatRating(summary.average, STORE_VIEWS[storeCode].locale),
              max: MAX_RATING,
              count: summary.count,
            })}
      </p>
      <ul className="reviews" data-testid="reviews">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <h3 className="review__title">{review.title}</h3>
            <p className="review__meta">
              <span className="review__nickname">{review.nickname}</span>{' '}
              <time className="review__date" dateTime={reviewDateTime(review.created_at)}>
                {formatReviewDate(review.created_at)}
              </time>
            </p>
            <p className="review__detail">{review.detail}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
