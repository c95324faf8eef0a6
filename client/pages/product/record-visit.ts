// Records every product page visit for the recently viewed list (issue 11 "Recently viewed"; spec §2
// my-recently-viewed): after hydration, in an effect, through a lazily imported browser-only module, the way
// the entry starts the cart's persistence (client/entry.browser.tsx), so rendering never loads IndexedDB code.
import { useEffect } from 'react';
import type { ViewedProduct } from '#client/features/recently-viewed/viewed-entry.ts';

/** Once per product shown (the page's view is keyed by sku); a choice of variant is not a new visit. */
export function useRecordVisit(product: ViewedProduct): void {
  const { sku } = product;
  useEffect(() => {
    void import('#client/features/recently-viewed/record.browser.ts')
      .then(({ recordProductView }) => recordProductView(product))
      .catch((error: unknown) => console.error('The visit could not be recorded as recently viewed', error));
    // The product document of one sku does not change while the page shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sku]);
}
