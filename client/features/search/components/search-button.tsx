// The search panel's header button, named "Search" / «Поиск» like the panel it opens. It ships
// with every page; the panel's shell (./search-panel.tsx) loads with the other panels at the first opening (ADR 067),
// and the pointer or the focus reaching the button starts loading it and the panel's body.
import { useAsideOpener } from '#client/components/aside.tsx';
import { useT } from '#client/lib/services.tsx';

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
      {...opener}
    >
      <SearchIcon />
    </button>
  );
}
