// Records every product page visit for the recently viewed list: after hydration, in an effect. The visit is kept
// in localStorage (client/features/recently-viewed/pending-visits.ts) and goes into IndexedDB with the saved state's
// code, so a first visit's page opens no database; where localStorage refuses it, the database writer loads now.
import { useEffect } from 'react';
import { keepVisit } from '#client/features/recently-viewed/pending-visits.ts';
import { viewedEntry, type ViewedProduct } from '#client/features/recently-viewed/viewed-entry.ts';

/** Once per product shown (the page's view is keyed by sku); a choice of variant is not a new visit. */
export function useRecordVisit(product: ViewedProduct): void {
  const { sku } = product;
  useEffect(() => {
    const entry = viewedEntry(product, Date.now());
    if (keepVisit(entry)) return;
    void import('#client/features/recently-viewed/record.browser.ts')
      .then(({ recordVisit }) => recordVisit(entry))
      .catch((error: unknown) => console.error('The visit could not be recorded as recently viewed', error));
    // The product document of one sku does not change while the page shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sku]);
}
