// "Sort By" of a listing (issue 10; supplement §6 names the select; spec §9: Position is the default, i.e. the
// category position; price both ways). A change navigates to the sorted state, back to page 1; without
// JavaScript the select sits in a GET form with an "Apply" button.
import { useNavigate } from 'react-router';
import { withSort, type ListingQuery, type SortKey } from '#shared/domain/listing-query.ts';
import { Select } from '#client/components/ui/select.tsx';
import { controlValue } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import { listingHref, type ListingTarget } from '#client/features/listing/listing-href.ts';
import { TargetParams } from './target-params';
import type { MessageKey } from '#shared/i18n/ru.ts';

const SORT_LABELS: Record<SortKey, MessageKey> = {
  position: 'listing.sort.position',
  'price-asc': 'listing.sort.priceAsc',
  'price-desc': 'listing.sort.priceDesc',
};

export function SortSelect({ query, target }: { query: ListingQuery; target: ListingTarget }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <form method="get" action={target.path} className="listing-sort">
      <TargetParams target={target} />
      {/* Without JavaScript the chosen filters travel with the sort. */}
      {Object.entries(query.filters).map(([code, ids]) => (
        <input key={code} type="hidden" name={code} value={ids.join(',')} />
      ))}
      {query.price ? <input type="hidden" name="price" value={`${query.price.from}-${query.price.to ?? ''}`} /> : null}
      <Select
        label={t('listing.sortBy')}
        name="sort"
        value={query.sort}
        onChange={(event) =>
          navigate(listingHref(target, withSort(query, controlValue(event.currentTarget) as SortKey)), {
            preventScrollReset: true,
          })
        }
        options={(Object.keys(SORT_LABELS) as SortKey[]).map((key) => ({ value: key, label: t(SORT_LABELS[key]) }))}
      />
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('listing.apply')}
        </button>
      </noscript>
    </form>
  );
}
