// The search panel's header button and its panel shell (issue 10 "Search panel"; spec §4 Panels: the search
// panel is open or closed, opening it turns the overlay on). The button fills the header's `search` slot; the
// panel is the shared panel primitive (client/components/aside.tsx: native <dialog>, focus trapped, Esc and
// the overlay close it, focus returns to the button, a navigation closes it). Only these two small pieces
// ship with every page: the panel's body (input, results, offline search) is its own chunk, loaded when the
// panel first opens — or a moment earlier, when the pointer or the focus reaches the button.
import { LazyAside, panelBody } from '#client/components/lazy-aside.tsx';
import { useT } from '#client/lib/services.tsx';

const loadBody = panelBody(() => import('./search-panel-body').then((module) => module.SearchPanelBody));

/** Starts loading the body's chunk (a failure is left to the panel's own load, which says so). */
export function preloadSearchBody(): void {
  loadBody().catch(() => undefined);
}

export function SearchPanel() {
  const t = useT();
  return (
    <LazyAside
      name="search"
      heading={t('search.title')}
      className="search-panel"
      load={loadBody}
      loadingText={t('search.loading')}
      failedText={t('search.failed')}
    />
  );
}
