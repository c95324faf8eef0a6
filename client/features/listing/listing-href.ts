// Where a listing's links and forms go (issue 10): its path plus the parameters that are not listing state (the
// search page's `?q=`), then the state's canonical query (shared/domain/listing-query.ts). GET forms drop an
// action's own query, so the forms carry those parameters as hidden inputs (`target.params`).
import { listingQueryString, type ListingQuery } from '#shared/domain/listing-query.ts';

export interface ListingTarget {
  /** The listing's path, without a query (`/zhenshchinam`, `/en/search`). */
  path: string;
  /** Parameters that stay with every state (`{ q: 'кроссовки' }`), first in the query. */
  params?: Readonly<Record<string, string>>;
}

/** The url of a state of the listing at `target`. */
export function listingHref(target: ListingTarget, query: ListingQuery): string {
  const own = new URLSearchParams(Object.entries(target.params ?? {})).toString();
  const state = listingQueryString(query).replace(/^\?/, '');
  const search = [own, state].filter(Boolean).join('&');
  return search ? `${target.path}?${search}` : target.path;
}
