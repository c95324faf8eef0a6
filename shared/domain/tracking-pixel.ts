// The zero-size tracking pixel's url (spec §2: reloaded on each route change). Kept apart from
// shared/config/trackers.ts so the browser bundle does not carry zod.

/**
 * The pixel url for one page view: `p` = the page path with its query, `r` = a counter that changes on
 * each route change, so returning to a path loads the pixel again instead of hitting the browser cache.
 * Existing query parameters of the configured url are kept (`p` and `r` are overwritten).
 */
export function pixelSrc(pixelUrl: string, pathWithSearch: string, nonce: number): string {
  const url = new URL(pixelUrl);
  url.searchParams.set('p', pathWithSearch);
  url.searchParams.set('r', String(nonce));
  return url.href;
}
