// Spec §5: "Search queries always filter visibility to 2, 3 and 4 and status to 0 and 1 (lookups use
// status 1)". The platform applies it to product searches, so every client gets it, not only the ones
// that remember to send the filters (VSF's category queries send them, contract §2.3).
//
// Rule as implemented (ADR 008):
//  - Only entity `product`. A filter the request already has on `visibility` or `status` (any
//    operator, any occurrence) wins: the rule never adds a second filter on that attribute.
//  - A lookup by key is a request for at most one document (size 1) with a `must` equality on one
//    value of a key field (sku, url_key, slug, id, url_path): it gets `status in [1]` and NO visibility
//    filter, because a product with visibility 1 must still be found so that the storefront can
//    redirect to its parent or answer "not found" itself (spec §5 product loading).
//  - Every other product search gets `visibility in [2,3,4]` and `status in [0,1]`.
import type { ParsedFilter } from '#shared/contract/catalog-search.ts';
import type { EntityType } from '#shared/contract/entities.ts';
import type { PageWindow } from './query-compiler';

export const LOOKUP_KEY_FIELDS: ReadonlySet<string> = new Set(['sku', 'url_key', 'slug', 'id', 'url_path']);

const SEARCH_VISIBILITY = ['2', '3', '4'];
const SEARCH_STATUS = ['0', '1'];
const LOOKUP_STATUS = ['1'];

const mustBeOneOf = (attribute: string, values: string[]): ParsedFilter => ({
  attribute,
  scope: 'default',
  condition: { kind: 'terms', occurrence: 'must', values },
});

export function isLookupByKey(filters: readonly ParsedFilter[], page: PageWindow): boolean {
  if (page.size !== 1) return false;
  return filters.some(
    (f) =>
      LOOKUP_KEY_FIELDS.has(f.attribute) &&
      f.condition.kind === 'terms' &&
      f.condition.occurrence === 'must' &&
      f.condition.values.length === 1,
  );
}

/** The filters to run: the request's own, plus the visibility/status filters the rule adds. */
export function withVisibilityRule(
  entity: EntityType,
  filters: readonly ParsedFilter[],
  page: PageWindow,
): ParsedFilter[] {
  if (entity !== 'product') return [...filters];
  const has = (attribute: string) => filters.some((f) => f.attribute === attribute);
  const lookup = isLookupByKey(filters, page);
  const added: ParsedFilter[] = [];
  if (!lookup && !has('visibility')) added.push(mustBeOneOf('visibility', SEARCH_VISIBILITY));
  if (!has('status')) added.push(mustBeOneOf('status', lookup ? LOOKUP_STATUS : SEARCH_STATUS));
  return [...filters, ...added];
}
