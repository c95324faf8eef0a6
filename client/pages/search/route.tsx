// The search results page (issue 10 "Search panel": Enter in the panel's input or its "See all results"
// link): `/search?q=…`, `/ru/search?q=…`, `/en/search?q=…`, server-rendered, `?page=N` as plain links so it
// works without JavaScript. Not for crawlers (robots noindex, no canonical: ADR 011); its hreflang
// alternates only feed the languages modal (supplement §1), which then keeps the term. Spec §5: a term
// under 3 characters is not searched and the page says why (200, never an error). The results are the
// category's listing (client/features/listing, ADR 022) with the term as its scope: the same filters, sort,
// "Load more" and page links; Position is relevance here.
import { Form, useLoaderData } from 'react-router';
import { STORE_CODES, DEFAULT_STORE_CODE, type StoreCode } from '#shared/config/store-views.ts';
import { EMPTY_LISTING_QUERY, parseListingQuery, type ListingQuery } from '#shared/domain/listing-query.ts';
import { SEARCH_TERM_PARAMETER } from '#shared/domain/page-parameters.ts';
import { loadListing } from '#client/features/listing/api/load-listing.ts';
import {
  listingProductsQuery,
  useListingProducts,
  type ListingScope,
} from '#client/features/listing/api/listing-products.ts';
import { ListingView } from '#client/features/listing/components/listing-view.tsx';
import { useOfflineListingWarning } from '#client/features/notifications/context.tsx';
import {
  isSearchableTerm,
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_TERM_LENGTH,
  normalizeSearchTerm,
  searchPagePath,
} from '#client/features/search/search-term.ts';
import type { LinksFunction, MetaArgs, MetaFunction, PageLoader } from '#client/lib/page-module.ts';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';

interface SearchLoaderData extends PageLoaderData {
  /** The normalized term ('' when `?q=` is missing or blank). */
  term: string;
  /** The listing state of the url: filters, sort (Position = relevance) and page. */
  listing: ListingQuery;
}

const loaderDataOf = (data: unknown): SearchLoaderData =>
  (data as SearchLoaderData | undefined) ?? { term: '', listing: EMPTY_LISTING_QUERY };

/** What the results page lists: the term's products, in relevance order for "Position". */
export function searchListingScope(term: string): ListingScope {
  return { key: `q:${term}`, filters: [], searchText: term, positionSort: [] };
}

/** The first page of results from the query cache (filled by the loader), or undefined for a short term. */
function cachedResult({ queryClient, api, storeCode, loaderData }: MetaArgs) {
  const { term, listing } = loaderDataOf(loaderData);
  if (!isSearchableTerm(term)) return undefined;
  return queryClient.getQueryData(listingProductsQuery(api, storeCode, searchListingScope(term), listing).queryKey)
    ?.pages[0];
}

/** "24" or, when the platform capped its candidates (totalRelation gte), "1000+". */
function countLabel(result: { total: number; totalRelation: 'eq' | 'gte' }): string {
  return `${result.total}${result.totalRelation === 'gte' ? '+' : ''}`;
}

// No canonical (a noindex page names none, ADR 011); the alternates send the languages modal to the same
// search in the other view.
export const links: LinksFunction = ({ loaderData }) => {
  const { term } = loaderDataOf(loaderData);
  return {
    alternates: [
      ...STORE_CODES.map((code: StoreCode) => ({ hreflang: code, path: searchPagePath(code, term) })),
      { hreflang: 'x-default', path: searchPagePath(DEFAULT_STORE_CODE, term) },
    ],
  };
};

export const meta: MetaFunction = (args) => {
  const { t, loaderData } = args;
  const { term } = loaderDataOf(loaderData);
  const result = cachedResult(args);
  const heading =
    result !== undefined ? t('search.resultsHeading', { term, count: countLabel(result) }) : t('search.title');
  // Results pages are endless and thin: kept out of the index, their product links still followed.
  return { title: `${heading} | ${t('shop.name')}`, description: t('search.description'), robots: 'noindex,follow' };
};

export const loader: PageLoader =
  ({ queryClient, api, storeCode }) =>
  async ({ request }): Promise<SearchLoaderData> => {
    const url = new URL(request.url);
    const term = normalizeSearchTerm(url.searchParams.get(SEARCH_TERM_PARAMETER));
    const listing = parseListingQuery(url.searchParams);
    // Spec §5: a short term is not searched; the page says so.
    if (isSearchableTerm(term)) {
      const scope = searchListingScope(term);
      await loadListing({ queryClient, api }, storeCode, scope, listing);
    }
    return { term, listing };
  };

export function Component() {
  const t = useT();
  const { term, listing } = useLoaderData() as SearchLoaderData;
  const searchable = isSearchableTerm(term);
  return (
    <div className="search-page" data-testid="search-page">
      {searchable ? (
        <SearchResults term={term} listing={listing} />
      ) : (
        <>
          <h1>{t('search.title')}</h1>
          <SearchPageForm term={term} />
          <p className="search-page__message" data-testid="search-message">
            {t('search.minLength', { count: MIN_SEARCH_TERM_LENGTH })}
          </p>
        </>
      )}
    </div>
  );
}

/** A GET form to /search: a new search without JavaScript, and the way on from a short or empty term. */
function SearchPageForm({ term }: { term: string }) {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <Form role="search" method="get" action={searchPagePath(storeCode, '')} className="search-form search-page__form">
      <label htmlFor="search-page-input" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        // A new term renders a new page: the field starts from that page's term.
        key={term}
        id="search-page-input"
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={term}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        maxLength={MAX_SEARCH_TERM_LENGTH}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </Form>
  );
}

function SearchResults({ term, listing }: { term: string; listing: ListingQuery }) {
  const t = useT();
  const storeCode = useStoreCode();
  const scope = searchListingScope(term);
  const { data } = useListingProducts(scope, listing);
  const first = data.pages[0] ?? { total: 0, totalRelation: 'eq' as const };
  const warnOffline = useOfflineListingWarning();
  return (
    <>
      <h1 data-testid="search-heading">{t('search.resultsHeading', { term, count: countLabel(first) })}</h1>
      <SearchPageForm term={term} />
      <ListingView
        scope={scope}
        query={listing}
        target={{ path: searchPagePath(storeCode, ''), params: { q: term } }}
        emptyText={t('search.noResults')}
        onOfflineEmpty={warnOffline}
      />
    </>
  );
}
