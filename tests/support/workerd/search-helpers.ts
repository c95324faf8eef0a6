// Helpers shared by the catalogue search tests over the fixture catalogue.
import type { SearchQuery, SearchResponse } from '#shared/contract/catalog-search.ts';

type AppliedFilter = NonNullable<SearchQuery['_appliedFilters']>[number];

/**
 * A request that filters visibility and status itself turns the spec §5 rule off
 * (worker/platform/catalog/visibility-rule.ts), so tests about operators see every fixture product.
 */
export const EVERY_PRODUCT: AppliedFilter[] = [
  { attribute: 'visibility', value: { in: [1, 2, 3, 4] } },
  { attribute: 'status', value: { in: [0, 1, 2] } },
];

export function withEveryProduct(query: SearchQuery | undefined): SearchQuery {
  return { ...query, _appliedFilters: [...(query?._appliedFilters ?? []), ...EVERY_PRODUCT] };
}

export const hitIds = (r: SearchResponse): number[] => r.hits.hits.map((h) => Number(h._id));

export const filter = (attribute: string, value: unknown, scope = 'default'): AppliedFilter =>
  ({ attribute, value, scope }) as AppliedFilter;
