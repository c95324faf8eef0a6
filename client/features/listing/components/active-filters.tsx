// The chosen filters above the tiles (issue 10: "Active filters are listed above the tiles, each removable, with
// 'clear all'"): links to the state without that option, so they work before hydration and without JavaScript.
import { Link } from 'react-router';
import type { ChosenFilter, Facet } from '#shared/domain/listing-facets.ts';
import { clearFilters, type ListingQuery } from '#shared/domain/listing-query.ts';
import { useT } from '#client/lib/services.tsx';
import { listingHref, type ListingTarget } from '#client/features/listing/listing-href.ts';
import { toggledQuery } from './filters-form';

export function ActiveFilters({
  chosen,
  facets,
  query,
  target,
}: {
  chosen: readonly ChosenFilter[];
  facets: readonly Facet[];
  query: ListingQuery;
  target: ListingTarget;
}) {
  const t = useT();
  if (chosen.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t('listing.activeFilters')}>
      <ul className="active-filters__list">
        {chosen.map((filter) => {
          const facet = facets.find((candidate) => candidate.code === filter.code);
          const option = facet?.options.find((candidate) => candidate.id === filter.id);
          if (!facet || !option) return null;
          const name = `${filter.filterLabel}: ${filter.label}`;
          return (
            <li key={`${filter.code}-${filter.id}`}>
              <Link
                className="chip chip--removable"
                to={listingHref(target, toggledQuery(query, facet, option))}
                rel="nofollow"
                preventScrollReset
                aria-label={t('listing.removeFilter', { filter: name })}
              >
                {name}
                <span aria-hidden="true"> ×</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link className="chip chip--clear" to={listingHref(target, clearFilters(query))} preventScrollReset>
            {t('listing.clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
