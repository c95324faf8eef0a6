// A product listing, complete (issue 10): the count, "Sort By", the filters (beside the tiles on a desktop, in the
// filters <Aside> on a phone, spec §4 Panels), the chosen filters, the tiles, "Load more" and the page links, and
// the honest empty states (spec §8: a failed or empty listing offline says so, with an OK action; online, "no
// products match" with a clear-filters link). A page composes it with its scope (a category, search results) and
// the state from its url; the loader has filled the queries, so nothing here fetches on the first render.
import { useEffect, useMemo } from 'react';
import { useNavigation } from 'react-router';
import { chosenFilters, listingFacets } from '#shared/domain/listing-facets.ts';
import { clearFilters, isFiltered, type ListingQuery } from '#shared/domain/listing-query.ts';
import { useAside, useAsideOpener } from '#client/components/aside.tsx';
import { Aside } from '#client/components/aside-dialog.tsx';
import { ProductGrid } from '#client/components/product-tile.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { isOffline } from '#client/lib/dom.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useFilterAttributes } from '#client/features/listing/api/filter-attributes.ts';
import { facetAggregationsOf, useListingFacets } from '#client/features/listing/api/listing-facets.ts';
import { useListingProducts, type ListingScope } from '#client/features/listing/api/listing-products.ts';
import { listingHref, type ListingTarget } from '#client/features/listing/listing-href.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { ActiveFilters } from './active-filters';
import { FiltersForm } from './filters-form';
import { ListingPrefetch } from './listing-prefetch';
import { ListingPager } from './listing-pager';
import { SortSelect } from './sort-select';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';

export interface ListingViewProps {
  scope: ListingScope;
  query: ListingQuery;
  /** Where the listing is: its path (and the search page's `q`). */
  target: ListingTarget;
  /** Spec §8: an empty or failed listing while offline (the page shows the warning with its OK action). */
  onOfflineEmpty?: () => void;
  /** Text when the plain listing (no filter) has no product. */
  emptyText: string;
}

/**
 * A listing with its toolbar, filters, tiles and pager, a boundary of its own (ADR 061): its queries and facets
 * are the costliest render of a listing page, so React can hydrate the heading and crumbs in a slice before it.
 */
export function ListingView(props: ListingViewProps) {
  return (
    <HydrationBoundary>
      <Listing {...props} />
    </HydrationBoundary>
  );
}

function Listing({ scope, query, target, onOfflineEmpty, emptyText }: ListingViewProps) {
  const t = useT();
  const storeCode = useStoreCode();
  const navigation = useNavigation();
  const { openName, close } = useAside();
  const products = useListingProducts(scope, query);
  const { data: facetCounts } = useListingFacets(scope, query);
  const { data: attributeList } = useFilterAttributes();
  const filtersOpener = useAsideOpener('filters');

  const attributes = useMemo(
    () => new Map(attributeList.map((attribute) => [attribute.attribute_code, attribute])),
    [attributeList],
  );
  const facets = useMemo(
    () =>
      listingFacets(query, attributes, (code) => facetAggregationsOf(facetCounts, code), {
        storeCode,
        priceLabel: t('listing.price'),
      }),
    [query, attributes, facetCounts, storeCode, t],
  );
  const chosen = chosenFilters(facets);
  const pages = products.data.pages;
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const firstPage = query.page;
  const lastPage = firstPage + pages.length - 1;
  const empty = items.length === 0;
  const failed = products.isFetchNextPageError;

  useEffect(() => {
    if ((empty || failed) && isOffline()) onOfflineEmpty?.();
  }, [empty, failed, onOfflineEmpty]);

  const filtersLabel = chosen.length > 0 ? t('listing.filtersChosen', { count: chosen.length }) : t('listing.filters');
  return (
    <div className="listing" data-testid="listing">
      {/* ADR 061: the toolbar and the sidebar hydrate on their own. */}
      <HydrationBoundary>
        <div className="listing__toolbar">
          <p className="listing__count" role="status" data-testid="listing-count">
            {t('category.productCount', { count: total })}
          </p>
          {facets.length > 0 ? (
            <button type="button" className="button button--secondary listing__filters-button" {...filtersOpener}>
              {filtersLabel}
            </button>
          ) : null}
          <SortSelect query={query} target={target} />
        </div>
      </HydrationBoundary>
      <ActiveFilters chosen={chosen} facets={facets} query={query} target={target} />
      <div className="listing__body">
        {facets.length > 0 ? (
          // ADR 061: each filter group hydrates on its own (./filters-form.tsx).
          <HydrationBoundary>
            <aside className="listing__sidebar" aria-label={t('listing.filters')}>
              <FiltersForm facets={facets} query={query} target={target} idPrefix="sidebar" />
            </aside>
          </HydrationBoundary>
        ) : null}
        <div className="listing__results" aria-busy={navigation.state === 'loading' || undefined}>
          {empty ? (
            <div className="listing__empty">
              {isFiltered(query) ? (
                <>
                  <p data-testid="listing-empty">{t('listing.noMatch')}</p>
                  <PageLink className="button button--secondary" to={listingHref(target, clearFilters(query))}>
                    {t('listing.clearAll')}
                  </PageLink>
                </>
              ) : (
                <p data-testid="listing-empty">{emptyText}</p>
              )}
            </div>
          ) : (
            // ADR 061: the grid is a boundary (its 50 tiles are boundaries of their own inside it).
            <HydrationBoundary>
              <ProductGrid products={items} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
            </HydrationBoundary>
          )}
          {/* Issue 15 (ADR 044): after the load event, the first 8 products' data and stock (spec §9). */}
          <ListingPrefetch products={items} />
          {failed ? (
            <p className="listing__error" role="alert">
              {t('listing.offline')}
            </p>
          ) : null}
          {/* ADR 061: below the tiles, a boundary of its own. */}
          <HydrationBoundary>
            <ListingPager
              query={query}
              target={target}
              total={total}
              firstPage={firstPage}
              lastPage={lastPage}
              shown={items.length}
              canLoadMore={products.hasNextPage}
              loadingMore={products.isFetchingNextPage}
              onLoadMore={() => void products.fetchNextPage()}
            />
          </HydrationBoundary>
        </div>
      </div>
      {/* The panel's copy of the filters exists only while it is open: the sidebar already carries them in the
          server's HTML (a second copy doubled the page's filter markup, ~25 KB on a top category). */}
      <Aside name="filters" heading={t('listing.filters')} position="left" className="aside--filters">
        {openName === 'filters' ? (
          <>
            <ActiveFilters chosen={chosen} facets={facets} query={query} target={target} />
            <FiltersForm facets={facets} query={query} target={target} idPrefix="panel" />
            <div className="aside__footer">
              <Button variant="primary" block onClick={() => close('filters')}>
                {t('listing.showProducts', { count: total })}
              </Button>
            </div>
          </>
        ) : null}
      </Aside>
    </div>
  );
}
