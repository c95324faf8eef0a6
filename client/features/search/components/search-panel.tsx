// The search panel's header button and its panel shell (issue 10 "Search panel"; spec §4 Panels: the search
// panel is open or closed, opening it turns the overlay on). The button fills the header's `search` slot; the
// panel is the shared panel primitive (client/components/aside.tsx: native <dialog>, focus trapped, Esc and
// the overlay close it, focus returns to the button, a navigation closes it). Only these two small pieces
// ship with every page: the panel's body (input, results, offline search) is its own chunk, loaded when the
// panel first opens — or a moment earlier, when the pointer or the focus reaches the button.
import { useEffect, useState, type ComponentType } from 'react';
import { Aside, useAside, useAsideOpener } from '#client/components/aside.tsx';
import { useT } from '#client/lib/services.tsx';

type Body = ComponentType<{ open: boolean }>;

const loadBody = (): Promise<Body> => import('./search-panel-body').then((module) => module.SearchPanelBody);

/** Starts loading the body's chunk (a failure is left to the panel's own load, which says so). */
function preloadBody(): void {
  loadBody().catch(() => undefined);
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor">
      <circle cx="10.5" cy="10.5" r="6.5" strokeWidth="2" />
      <path d="M15.5 15.5L20 20" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Opens the search panel; named "Search" / «Поиск» like the panel it opens. */
export function SearchButton() {
  const t = useT();
  const opener = useAsideOpener('search');
  return (
    <button
      type="button"
      className="button button--icon header__search-button"
      aria-label={t('header.search')}
      data-testid="search-button"
      onPointerEnter={preloadBody}
      onFocus={preloadBody}
      {...opener}
    >
      <SearchIcon />
    </button>
  );
}

export function SearchPanel() {
  const t = useT();
  const { openName } = useAside();
  const isOpen = openName === 'search';
  // Loaded at the first opening and then kept, so reopening shows the last term and results. Not
  // React.lazy: a chunk that failed to load (offline before the service worker had it) would stay failed
  // and reach the route's error boundary; here the panel says so and the next opening tries again.
  const [body, setBody] = useState<{ Component: Body } | 'failed' | null>(null);
  const loaded = body !== null && body !== 'failed';
  useEffect(() => {
    if (!isOpen || loaded) return;
    let current = true;
    loadBody().then(
      (Component) => {
        if (current) setBody({ Component });
      },
      (error: unknown) => {
        console.warn('[search] the search panel could not be loaded', error);
        if (current) setBody('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [isOpen, loaded]);
  return (
    <Aside name="search" heading={t('search.title')} position="right" className="search-panel">
      {loaded ? (
        <body.Component open={isOpen} />
      ) : (
        <p className="search-panel__loading" role="status">
          {body === 'failed' ? t('search.failed') : isOpen ? t('search.loading') : ''}
        </p>
      )}
    </Aside>
  );
}
