// Paging of a listing (issue 10; spec §4 paging, §9 page size 50): "Load more" appends the next 50 while spec §4
// allows it; plain `?page=N` links (previous / next, with the page number) serve crawlers and shoppers without
// JavaScript, and render that page on the server. The next link points past the pages already loaded.
import { Link } from 'react-router';
import { CATALOG } from '#shared/config/constants.ts';
import { listingQueryString, type ListingQuery } from '#shared/domain/listing-query.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/services.tsx';

export interface ListingPagerProps {
  query: ListingQuery;
  path: string;
  total: number;
  /** 1-based pages on screen: the url's page, then the ones "Load more" appended. */
  firstPage: number;
  lastPage: number;
  shown: number;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function ListingPager(props: ListingPagerProps) {
  const { query, path, total, firstPage, lastPage, shown, canLoadMore, loadingMore, onLoadMore } = props;
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / CATALOG.defaultPageSize));
  const pageUrl = (page: number) => `${path}${listingQueryString({ ...query, page })}`;
  return (
    <div className="listing-pager">
      <p className="listing-pager__shown">{t('listing.shown', { shown, total })}</p>
      {canLoadMore ? (
        <Button variant="secondary" className="listing-pager__more" onClick={onLoadMore} disabled={loadingMore}>
          {t('listing.loadMore')}
        </Button>
      ) : null}
      {pages > 1 ? (
        <nav className="listing-pager__pages" aria-label={t('listing.pages')}>
          {firstPage > 1 ? (
            <Link to={pageUrl(firstPage - 1)} rel="prev">
              {t('listing.previousPage')}
            </Link>
          ) : null}
          <span className="listing-pager__position">{t('listing.pageOf', { page: lastPage, pages })}</span>
          {lastPage < pages ? (
            <Link to={pageUrl(lastPage + 1)} rel="next">
              {t('listing.nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
