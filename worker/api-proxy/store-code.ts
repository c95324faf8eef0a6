// Multistore (contract §0.3, VSF adjustMultistoreApiUrl): the API request carries the store view it is
// for, explicitly, before the edge cache keys it and the upstream answers it (issue 8 finding 3: the key
// and the platform must never disagree). The view is a non-empty `x-vs-store-code` header, else the store
// prefix of the page the call is made for (the SSR page for in-process calls, a same-origin Referer for
// browser calls: VSF replaces `storeCode` with the current view), else a non-empty `storeCode` parameter,
// else the shop's default view. The result is written to both `storeCode` (any existing ones replaced)
// and the header, so every later reader (namedStoreCode) sees the same code.
import { namedStoreCode } from '#shared/config/store-views.ts';
import { storePrefixOf } from '#shared/domain/urls.ts';
import { isHeaderValue } from './header-value';

const HEADER = 'x-vs-store-code';

/** The page a call is made for: the SSR page, else a same-origin Referer. */
function pageOf(url: URL, headers: Headers, pageUrl?: string): URL | undefined {
  try {
    if (pageUrl) return new URL(pageUrl);
    const referer = headers.get('referer');
    if (!referer) return undefined;
    const ref = new URL(referer);
    return ref.origin === url.origin ? ref : undefined;
  } catch {
    return undefined;
  }
}

/** The store view an API request is for (see the file comment for the order). */
export function resolveStoreCode(url: URL, headers: Headers, defaultStore: string, pageUrl?: string): string {
  const header = namedStoreCode(headers.get(HEADER), undefined);
  if (header) return header;
  const page = pageOf(url, headers, pageUrl);
  // A page's `/en/…` prefix, or the shop's default view for an unprefixed page.
  if (page) return storePrefixOf(page.pathname) ?? defaultStore;
  return namedStoreCode(undefined, url.searchParams.get('storeCode')) ?? defaultStore;
}

export function applyStoreCode(url: URL, headers: Headers, defaultStore: string, pageUrl?: string): void {
  const code = resolveStoreCode(url, headers, defaultStore, pageUrl);
  url.searchParams.delete('storeCode');
  url.searchParams.append('storeCode', code);
  // A code no header can carry (control characters: the fuzz suite's `?storeCode=%00` made Headers.set
  // throw, a 500) stays in the parameter only; the platform answers it 400 'Unknown store code'.
  if (isHeaderValue(code)) headers.set(HEADER, code);
  else headers.delete(HEADER);
}
