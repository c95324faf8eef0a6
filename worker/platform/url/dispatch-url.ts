// Parses the url that `GET /api/url?url=` dispatches, the way VSF's mapUrl does before the lookup
// (contract §4.6): store code taken from the first path segment, leading/trailing slashes dropped
// (normalizeUrlPath), the url's query kept apart (its params join the route params).
import { isStoreCode, type StoreCode } from '#shared/config/store-views.ts';

export interface DispatchUrl {
  /** `url_path` / `identifier` form: no leading or trailing slash, no store prefix, no query. */
  path: string;
  /** First value of every query parameter of the url. */
  query: Record<string, string>;
  storeInPath: StoreCode | null;
}

export type DispatchUrlResult = { ok: true; value: DispatchUrl } | { ok: false; message: string };

export const MAX_URL_LENGTH = 2000;

export function parseDispatchUrl(raw: string): DispatchUrlResult {
  if (raw.length > MAX_URL_LENGTH)
    return { ok: false, message: `url is too long (at most ${MAX_URL_LENGTH} characters)` };
  // Absolute urls (https://shop/en/x) and paths (/en/x, en/x) alike; the base only anchors relative ones.
  let parsed: URL;
  try {
    parsed = new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `/${raw.replace(/^\/+/, '')}`,
      'http://dispatch.invalid',
    );
  } catch {
    return { ok: false, message: 'url is not a valid url or path' };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, message: 'url has a malformed percent-encoding' };
  }
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = segments[0];
  const storeInPath = first !== undefined && isStoreCode(first) ? first : null;
  if (storeInPath) segments.shift();
  const query: Record<string, string> = {};
  for (const [key, value] of parsed.searchParams) if (!(key in query)) query[key] = value;
  return { ok: true, value: { path: segments.join('/'), query, storeInPath } };
}
