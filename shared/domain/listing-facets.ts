// The filters panel of a product listing, from the platform's aggregations (issue 10; contract §2.8 "Turning
// aggregations into UI filters"; spec §9 default filters; supplement §3 price buckets):
//
// - an option filter merges `agg_terms_{code}` (simple products carry the value) with `agg_terms_{code}_options`
//   (configurables list their children's values); a parent and its own children are never both listed, so the
//   counts add up. Each option shows its label from the attribute's metadata (never a raw id, contract §2.8:
//   options without a label are dropped) and its count; options no product has are not shown, except a chosen
//   one (so it can be unchosen). Options keep the attribute's own order (sizes 35…46, XS…XXL), as a shopper
//   reads a size chart, not alphabetically.
// - price is the four buckets of supplement §3 with their counts (`agg_range_price`), labelled `< 5 000 ₽`,
//   `5 000 – 10 000 ₽`, `10 000 – 15 000 ₽`, `> 15 000 ₽` (the view's digit grouping, shared/domain/money.ts).
// Pure: no React, no DOM.
import { CATALOG, DEFAULT_FILTERS, PRICE_BUCKETS } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Aggregation, Aggregations, RangeAggregation, TermsAggregation } from '#shared/contract/catalog-search.ts';
import { formatPrice } from './money';
import {
  OPTION_FILTER_CODES,
  priceParam,
  type ListingQuery,
  type OptionFilterCode,
  type PriceBucket,
} from './listing-query';

/** What the panel needs of an attribute (the `attribute` entity of contract §3). */
export interface FilterAttribute {
  attribute_code: string;
  /** The attribute's name in the view (`Цвет`, `Color`). */
  default_frontend_label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export type FacetCode = (typeof DEFAULT_FILTERS)[number];

export interface FacetOption {
  /** Option id (`49`), or the bucket's url form for price (`5000-10000`). */
  id: string;
  label: string;
  count: number;
  chosen: boolean;
}

export interface Facet {
  code: FacetCode;
  label: string;
  options: FacetOption[];
}

/** The aggregations a listing asks for: terms of every default filter, the price buckets (contract §2.4). */
export function facetAggregations(codes: readonly FacetCode[] = DEFAULT_FILTERS) {
  return codes.map((field) => ({ field, scope: 'catalog' as const, options: { size: CATALOG.filterAggregationSize } }));
}

// The answer names say which kind an aggregation is (`agg_terms_*`, `agg_range_price`); these only narrow the type.
function isTerms(aggregation: Aggregation | undefined): aggregation is TermsAggregation {
  return aggregation !== undefined && 'buckets' in aggregation;
}

function isRange(aggregation: Aggregation | undefined): aggregation is RangeAggregation {
  return aggregation !== undefined && 'buckets' in aggregation;
}

/** Counts per option id of one filter: `agg_terms_{code}` plus `agg_terms_{code}_options`. */
export function optionCounts(aggregations: Aggregations, code: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of [`agg_terms_${code}`, `agg_terms_${code}_options`]) {
    const aggregation = aggregations[name];
    if (!isTerms(aggregation)) continue;
    for (const bucket of aggregation.buckets) {
      const id = String(bucket.key);
      counts.set(id, (counts.get(id) ?? 0) + bucket.doc_count);
    }
  }
  return counts;
}

/** One option filter: labelled options with products, in the attribute's order; chosen ones always. */
export function optionFacet(
  code: OptionFilterCode,
  attribute: FilterAttribute | undefined,
  aggregations: Aggregations,
  chosen: readonly string[],
): Facet | null {
  if (!attribute) return null;
  const counts = optionCounts(aggregations, code);
  const options = attribute.options
    .filter((option) => option.label.trim() !== '')
    .map((option) => ({
      id: String(option.value),
      label: option.label,
      count: counts.get(String(option.value)) ?? 0,
      chosen: chosen.includes(String(option.value)),
    }))
    .filter((option) => option.count > 0 || option.chosen);
  return options.length > 0 ? { code, label: attribute.default_frontend_label, options } : null;
}

/** `< 5 000 ₽`, `5 000 – 10 000 ₽`, `> 15 000 ₽` (supplement §3; the view's digit grouping). */
export function priceBucketLabel(bucket: PriceBucket, storeCode: StoreCode): string {
  if (bucket.from <= 0 && bucket.to !== undefined) return `< ${formatPrice(bucket.to, storeCode)}`;
  if (bucket.to === undefined) return `> ${formatPrice(bucket.from, storeCode)}`;
  const from = formatPrice(bucket.from, storeCode).replace(/\s*₽$/, '');
  return `${from} – ${formatPrice(bucket.to, storeCode)}`;
}

/** The price filter: the buckets of supplement §3 with products (from `agg_range_price`), the chosen one always. */
export function priceFacet(
  aggregations: Aggregations,
  chosen: PriceBucket | undefined,
  label: string,
  storeCode: StoreCode,
): Facet | null {
  const range = aggregations.agg_range_price;
  const buckets = isRange(range) ? range.buckets : [];
  const chosenParam = chosen ? priceParam(chosen) : undefined;
  const options = PRICE_BUCKETS.map((bucket) => {
    const counted = buckets.find((b) => (b.from ?? 0) === bucket.from && b.to === bucket.to);
    const id = priceParam(bucket);
    return {
      id,
      label: priceBucketLabel(bucket, storeCode),
      count: counted?.doc_count ?? 0,
      chosen: id === chosenParam,
    };
  }).filter((option) => option.count > 0 || option.chosen);
  return options.length > 0 ? { code: 'price', label, options } : null;
}

/**
 * The panel: each default filter with its options (spec §9 order). `aggregationsOf(code)` gives the counts a
 * filter shows: those of the listing with every OTHER filter applied, so choosing black still offers blue (OR
 * within a filter) while the sizes shrink to those black products have (AND between filters).
 */
export function listingFacets(
  query: ListingQuery,
  attributes: ReadonlyMap<string, FilterAttribute>,
  aggregationsOf: (code: FacetCode) => Aggregations,
  options: { storeCode: StoreCode; priceLabel: string },
): Facet[] {
  const facets: Facet[] = [];
  for (const code of DEFAULT_FILTERS) {
    const facet =
      code === 'price'
        ? priceFacet(aggregationsOf(code), query.price, options.priceLabel, options.storeCode)
        : optionFacet(code, attributes.get(code), aggregationsOf(code), query.filters[code] ?? []);
    if (facet) facets.push(facet);
  }
  return facets;
}

/** A chosen option above the tiles (issue 10: "Active filters are listed above the tiles, each removable"). */
export interface ChosenFilter {
  code: FacetCode;
  id: string;
  /** `Цвет: Чёрный`. */
  filterLabel: string;
  label: string;
}

/** The chosen options, in panel order, labelled from the facets (a chosen id the catalogue lacks is not listed). */
export function chosenFilters(facets: readonly Facet[]): ChosenFilter[] {
  return facets.flatMap((facet) =>
    facet.options
      .filter((option) => option.chosen)
      .map((option) => ({ code: facet.code, id: option.id, filterLabel: facet.label, label: option.label })),
  );
}

/** The filters whose counts need their own aggregation request (chosen ones: counted without themselves). */
export function chosenFacetCodes(query: ListingQuery): FacetCode[] {
  const codes: FacetCode[] = OPTION_FILTER_CODES.filter((code) => (query.filters[code]?.length ?? 0) > 0);
  return query.price ? [...codes, 'price'] : codes;
}

/**
 * Spec §4 paging: more products exist while the next start is below the total and the total fills at least one
 * page (VSF `loadMoreProducts`: `start < total && total >= perPage`).
 */
export function hasMoreProducts(nextStart: number, total: number, pageSize: number = CATALOG.defaultPageSize): boolean {
  return nextStart < total && total >= pageSize;
}
