// Paging of a listing (issue 10; spec §4 paging, §9 page size 50): "Load more" appends the next 50 while spec §4
// allows it; plain `?page=N` links (previous, numbered pages around the current one, next) serve crawlers and
// shoppers without JavaScript and render that page on the server. Pages already on screen are not links; the
// next link points past them.
import { CATALOG } from '#shared/config/constants.ts';
import type { ListingQuery } from '#shared/domain/listing-query.ts';
import { pageWindow } from '#shared/domain/page-window.ts';
import { listingPageCount } from '#shared/domain/seo/listing-links.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/services.tsx';
import { listingHref, type ListingTarget } from '#client/features/listing/listing-href.ts';

export interface ListingPagerProps {
  query: ListingQuery;
  target: ListingTarget;
  total: number;
  /** 1-based pages on screen: the url's page, then the ones "Load more" appended. */
  firstPage: number;
  lastPage: number;
  shown: number;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The 0-based position of a page's first product (spec §9: pages of 50). */
const startOf = (page: number) => (page - 1) * CATALOG.defaultPageSize;

export function ListingPager(props: ListingPagerProps) {
  const { query, target, total, firstPage, lastPage, shown, canLoadMore, loadingMore, onLoadMore } = props;
  const t = useT();
  const pages = listingPageCount(total);
  const pageUrl = (page: number) => listingHref(target, { ...query, page });
  return (
    <div className="listing-pager">
      {shown > 0 ? (
        <p className="listing-pager__shown">
          {t('listing.shown', { from: startOf(firstPage) + 1, to: startOf(firstPage) + shown, total })}
        </p>
      ) : null}
      {canLoadMore ? (
        <Button variant="secondary" className="listing-pager__more" onClick={onLoadMore} disabled={loadingMore}>
          {t('listing.loadMore')}
        </Button>
      ) : null}
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('listing.pages')}>
          <ul>
            {firstPage > 1 ? (
              <li>
                <PageLink to={pageUrl(firstPage - 1)} rel="prev" className="pagination__step">
                  {t('listing.previousPage')}
                </PageLink>
              </li>
            ) : null}
            {pageWindow(firstPage, pages).map((page, index) =>
              page === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
                  …
                </li>
              ) : (
                <li key={page}>
                  {page >= firstPage && page <= lastPage ? (
                    <span
                      className="pagination__page pagination__page--loaded"
                      aria-current={page === firstPage ? 'page' : undefined}
                    >
                      {page}
                    </span>
                  ) : (
                    <PageLink to={pageUrl(page)} className="pagination__page" aria-label={t('listing.page', { page })}>
                      {page}
                    </PageLink>
                  )}
                </li>
              ),
            )}
            {lastPage < pages ? (
              <li>
                <PageLink to={pageUrl(lastPage + 1)} rel="next" className="pagination__step">
                  {t('listing.nextPage')}
                </PageLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
