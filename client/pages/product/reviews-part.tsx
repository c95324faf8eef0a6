// The product page's reviews section below the product: the approved reviews (./reviews.tsx) and the review form
// (./review-form.tsx). One chunk the page loads when the shopper comes near the section (client/components/
// deferred-part.tsx), with the form's texts; the server renders it in full.
import type { ReactNode } from 'react';
import { SectionBoundary } from '#client/components/section-boundary.tsx';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { useT } from '#client/lib/services.tsx';
import { ProductReviews } from './reviews';
import { ReviewForm } from './review-form';

export function ReviewsPart({ productId, unavailable }: { productId: number; unavailable: ReactNode }) {
  const t = useT();
  return (
    <>
      <h2 id="product-reviews">{t('product.reviews')}</h2>
      <SectionBoundary fallback={unavailable}>
        <HydrationBoundary fallback={<p className="loading">{t('product.loadingReviews')}</p>}>
          <ProductReviews productId={productId} />
        </HydrationBoundary>
      </SectionBoundary>
      <ReviewForm productId={productId} />
    </>
  );
}
