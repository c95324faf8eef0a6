// The search panel's body (issue 10 "Search panel"), its own chunk (./search-panel.tsx loads it when the
// panel first opens): the input named "Search" / «Поиск» (supplement §6), results as product tiles from the
// third character while typing (spec §5 minimum term length; debounced, one request per pause), a hint and
// no request for shorter terms, the count in a live region, "Load more" (spec §4 paging, supplement §6), and
// "See all results" / Enter for the server-rendered /search page. Answers are keyed by the term
// (../queries.ts): while a newer term is on its way the older tiles stay, dimmed and inert, and its count is
// never shown as the newer term's. Offline (spec §7, supplement §4) the panel says so and shows what the
// device has cached; every search ends in a message (the API gives up after 5 s), never an endless spinner.
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAside } from '#client/components/aside.tsx';
import { ProductGrid } from '#client/components/product-tile.tsx';
import { controlValue, focusWithoutScroll } from '#client/lib/dom.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { useDebouncedValue } from '#client/features/search/hooks.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { searchPanelQuery } from '#client/features/search/queries.ts';
import {
  isSearchableTerm,
  MAX_SEARCH_TERM_LENGTH,
  MIN_SEARCH_TERM_LENGTH,
  normalizeSearchTerm,
  SEARCH_DEBOUNCE_MS,
  searchPagePath,
} from '#client/features/search/search-term.ts';
import { PageLink } from '#client/components/page-link.tsx';

export function SearchPanelBody({ open }: { open: boolean }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const storeCode = useStoreCode();
  const navigate = useNavigate();
  const { close } = useAside();
  const online = useIsOnline();
  const statusId = 'search-panel-status';
  const inputRef = useRef<HTMLInputElement>(null);

  const [input, setInput] = useState('');
  const term = normalizeSearchTerm(input);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const typing = term !== debounced;
  const query = useInfiniteQuery({
    ...searchPanelQuery(api, queryClient, storeCode, debounced),
    // Spec §5: shorter terms send no request.
    enabled: isSearchableTerm(debounced),
    // The last term's tiles stay while the next term loads (shown as stale below), so the list does not jump.
    placeholderData: keepPreviousData,
  });

  // The first opening mounts this body after the dialog opened: focus the input. Later openings: the
  // dialog's own focusing steps pick the element with the `autofocus` attribute (React's autoFocus prop only
  // focuses on mount and never writes the attribute, hence the ref).
  useEffect(() => {
    inputRef.current?.setAttribute('autofocus', '');
    if (open) focusWithoutScroll(inputRef.current);
    // Only at mount: later openings are the dialog's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = query.data?.pages[0];
  // The data is this term's answer: not a placeholder of the last term, not a term still being typed.
  const current = query.isSuccess && !query.isPlaceholderData && !typing;
  const offline = !online || (query.data?.pages.some((page) => page.offline) ?? false);
  const total = firstPage ? `${firstPage.total}${firstPage.totalRelation === 'gte' ? '+' : ''}` : '0';

  let status = '';
  let showResults = false;
  if (term === '') {
    // Nothing typed yet: nothing to say.
  } else if (!isSearchableTerm(term)) status = t('search.minLength', { count: MIN_SEARCH_TERM_LENGTH });
  else if (query.isError && !query.isFetchNextPageError && !typing) status = t('search.failed');
  else if (current) {
    showResults = true;
    if (offline && items.length === 0) status = t('search.offlineNothing');
    else if (items.length === 0) status = t('search.noResults');
    else status = [offline ? t('search.offline') : '', t('search.count', { count: total })].join(' ').trim();
    if (query.isFetchNextPageError) status = `${status} ${t('search.failed')}`;
  } else {
    status = t('search.searching');
    showResults = items.length > 0;
  }
  const stale = showResults && !current;

  return (
    <div className="search-panel__content">
      <form
        role="search"
        className="search-form"
        action={searchPagePath(storeCode, '')}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter: the results page (a short term stays here, where the hint says why).
          if (isSearchableTerm(term)) void navigate(searchPagePath(storeCode, term));
        }}
      >
        <label htmlFor={`${statusId}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${statusId}-input`}
          className="search-form__input"
          type="search"
          name="q"
          value={input}
          onChange={(event) => setInput(controlValue(event.currentTarget))}
          onKeyDown={(event) => {
            // Esc closes the panel at once (a search field's own Esc would only clear the text first).
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close('search');
          }}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          aria-describedby={status ? statusId : undefined}
        />
      </form>
      <p id={statusId} className="search-panel__status" role="status" data-testid="search-status">
        {status}
      </p>
      {query.isError && !query.isFetchNextPageError && !typing && isSearchableTerm(term) ? (
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('search.retry')}
        </button>
      ) : null}
      {showResults && items.length > 0 ? (
        <div
          className={stale ? 'search-results search-results--stale' : 'search-results'}
          // A stale list is the last term's: out of the tab order and the accessibility tree until replaced.
          inert={stale}
          data-testid="search-results"
          data-term={stale ? undefined : debounced}
        >
          <ProductGrid products={items} storeCode={storeCode} regularLabel={t('product.regularPrice')} eagerCount={0} />
          <div className="search-results__actions">
            {current && query.hasNextPage ? (
              <button
                type="button"
                className="button button--secondary"
                aria-busy={query.isFetchingNextPage || undefined}
                onClick={() => {
                  if (!query.isFetchingNextPage) void query.fetchNextPage();
                }}
              >
                {t('search.loadMore')}
              </button>
            ) : null}
            {current && !offline ? (
              <PageLink className="button button--ghost" to={searchPagePath(storeCode, debounced)}>
                {t('search.seeAll')}
              </PageLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
