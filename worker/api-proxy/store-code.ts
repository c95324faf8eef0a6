// Multistore (contract §0.3, VSF adjustMultistoreApiUrl): the API url carries `storeCode=<code>` of the
// current store view, any existing `storeCode` replaced. The current view is the `x-vs-store-code`
// header, else the store prefix of the page the call is made for: the SSR page (in-process calls) or
// the same-origin Referer (browser calls). With neither, the url is left as it is (the API's default).
import { isStoreCode } from '../../shared/config/store-views';

/** Store view of a page url: its `/en/…` prefix, or the default view for an unprefixed page. */
function storeOfPage(pageUrl: URL, defaultStore: string): string {
  const first = pageUrl.pathname.split('/')[1];
  return isStoreCode(first) ? first : defaultStore;
}

export function applyStoreCode(url: URL, headers: Headers, defaultStore: string, pageUrl?: string): void {
  let code = headers.get('x-vs-store-code') || undefined;
  if (!code) {
    let page: URL | undefined;
    try {
      page = pageUrl ? new URL(pageUrl) : undefined;
      const referer = headers.get('referer');
      if (!page && referer) {
        const ref = new URL(referer);
        if (ref.origin === url.origin) page = ref;
      }
    } catch {
      page = undefined;
    }
    if (page) code = storeOfPage(page, defaultStore);
  }
  if (!code) return;
  url.searchParams.delete('storeCode');
  url.searchParams.append('storeCode', code);
}
