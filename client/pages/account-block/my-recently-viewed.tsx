// MyRecentlyViewed (spec §2 my-recently-viewed; issue 11 "Recently viewed", issue 14): the products this
// device viewed, newest first, from IndexedDB (client/features/recently-viewed/record.browser.ts, loaded
// lazily: it opens the database, which only the browser has).
import { useEffect, useState } from 'react';
import { formatPrice } from '#shared/domain/money.ts';
import type { RecentlyViewedEntry } from '#client/lib/storage/records.ts';
import { useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { PageLink } from '#client/components/page-link.tsx';

/** The product link of an entry: its url path, and a slug from it for the url mode without the dispatcher. */
const linkFields = (entry: RecentlyViewedEntry) => ({
  sku: entry.parentSku,
  parentSku: entry.parentSku,
  url_path: entry.url_path,
  slug: (entry.url_path.split('/').pop() ?? entry.parentSku).replace(/\.html$/, ''),
});

export function MyRecentlyViewed() {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const [entries, setEntries] = useState<RecentlyViewedEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    import('#client/features/recently-viewed/record.browser.ts')
      .then(({ readRecentlyViewed }) => readRecentlyViewed())
      .then(
        (list) => current && setEntries(list),
        () => current && setEntries([]),
      );
    return () => {
      current = false;
    };
  }, []);
  if (entries === null) return <p role="status">{t('account.loading')}</p>;
  if (entries.length === 0) return <p data-testid="recently-viewed-empty">{t('account.noRecentlyViewed')}</p>;
  return (
    <ul className="account-viewed" data-testid="recently-viewed-list">
      {entries.map((entry) => (
        <li key={entry.sku}>
          <PageLink to={urls.product(linkFields(entry), storeCode)}>{entry.name}</PageLink>{' '}
          <span>{formatPrice(entry.price, storeCode)}</span>
        </li>
      ))}
    </ul>
  );
}
