// Reviews are secondary data: streamed behind Suspense (DESIGN.md §4 step 4).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { productReviewsQuery } from './queries';

export function ProductReviews({ productId }: { productId: number }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data } = useSuspenseQuery(productReviewsQuery(api, storeCode, productId));
  if (data.items.length === 0) return <p>{t('product.noReviews')}</p>;
  return (
    <ul className="reviews" data-testid="reviews">
      {data.items.map((review) => (
        <li key={review.id} className="review">
          <h3 className="review__title">{review.title}</h3>
          <p className="review__meta">{review.nickname}</p>
          <p>{review.detail}</p>
        </li>
      ))}
    </ul>
  );
}
