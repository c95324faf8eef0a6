// The filters panel of a listing (issue 10; spec §2 "Category filters are shown as query parameters", §9 default
// filters): one fieldset per filter with a checkbox per option ("Чёрный 12": label and count). With JavaScript a
// change navigates to the toggled state (a new history entry, shared/domain/listing-query.ts toggles); without
// it the form is a plain GET form (repeated parameters join, so `color=49&color=50` is `color=49,50`) with an
// "Apply" button. Rendered beside the tiles on a desktop and inside the filters <Aside> on a phone: `idPrefix`
// keeps the two copies' ids apart.
import { useNavigate } from 'react-router';
import type { Facet, FacetOption } from '#shared/domain/listing-facets.ts';
import {
  PRICE_BUCKETS_BY_PARAM,
  toggleFilterOption,
  togglePriceBucket,
  type ListingQuery,
  type OptionFilterCode,
} from '#shared/domain/listing-query.ts';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { useT } from '#client/lib/services.tsx';
import { listingHref, type ListingTarget } from '#client/features/listing/listing-href.ts';
import { TargetParams } from './target-params';

/** The state after toggling one option of one facet. */
export function toggledQuery(query: ListingQuery, facet: Facet, option: FacetOption): ListingQuery {
  if (facet.code === 'price') {
    const bucket = PRICE_BUCKETS_BY_PARAM.get(option.id);
    return bucket ? togglePriceBucket(query, bucket) : query;
  }
  return toggleFilterOption(query, facet.code as OptionFilterCode, option.id);
}

/** Issue 10: shoppers of clothing filter by size and colour before anything else; those start open. */
const OPEN_FILTERS: ReadonlySet<string> = new Set(['size', 'color']);

export interface FiltersFormProps {
  facets: readonly Facet[];
  query: ListingQuery;
  /** Where the listing is (the form's action and hidden parameters). */
  target: ListingTarget;
  idPrefix: string;
}

export function FiltersForm({ facets, query, target, idPrefix }: FiltersFormProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <form method="get" action={target.path} className="filters" data-testid={`filters-${idPrefix}`}>
      {facets.map((facet) => {
        const chosen = facet.options.filter((option) => option.chosen).length;
        // ADR 061: a listing's filters are hundreds of options; each group is a boundary of its own.
        return (
          <HydrationBoundary key={facet.code}>
            <details className="filters__group" open={chosen > 0 || OPEN_FILTERS.has(facet.code) || undefined}>
              <summary className="filters__summary">
                {facet.label}
                {chosen > 0 ? <span className="filters__chosen">({chosen})</span> : null}
              </summary>
              <fieldset className="filters__fieldset">
                <legend className="visually-hidden">{facet.label}</legend>
                {facet.options.map((option) => {
                  const id = `${idPrefix}-${facet.code}-${option.id}`;
                  // Not <Checkbox>: its wrapper and label span are two elements more per option, ~170 on a
                  // category (issue 10 TBT); the label is the row, the same 44 px touch target.
                  return (
                    <label key={option.id} className="choice__label filters__option" htmlFor={id}>
                      <input
                        id={id}
                        type="checkbox"
                        className="choice__control"
                        name={facet.code}
                        value={option.id}
                        checked={option.chosen}
                        onChange={() =>
                          navigate(listingHref(target, toggledQuery(query, facet, option)), {
                            preventScrollReset: true,
                          })
                        }
                      />
                      <span className="filters__label">{option.label}</span>{' '}
                      <span className="filters__count">{option.count}</span>
                    </label>
                  );
                })}
              </fieldset>
            </details>
          </HydrationBoundary>
        );
      })}
      <TargetParams target={target} />
      {query.sort !== 'position' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <noscript>
        <button type="submit" className="button filters__apply">
          {t('listing.apply')}
        </button>
      </noscript>
    </form>
  );
}
