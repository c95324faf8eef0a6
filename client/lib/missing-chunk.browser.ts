// A client navigation whose page chunk cannot be fetched: after a new deployment the old build's hashed chunks are
// gone from the edge (the service worker keeps the build it installed, but a page loaded without it, or a chunk it
// never precached, asks the edge). React Router then shows the route's error page; a full load of the same url
// gets the current HTML and chunks instead. Once per url and tab, so a chunk missing for another reason shows the
// error page rather than loading forever. Offline a chunk fails because the network is gone, not the build: the route's
// offline message stays instead of a reload that could only fail.

/** Chromium, Firefox and Safari's messages for a failed dynamic import. */
const MISSING_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const RELOADED_KEY = 'storefront:reloaded-for-chunk';

/** True when one of `errors` is a failed chunk import and this url was not reloaded for one yet (it reloads now). */
export function reloadOnceForMissingChunk(errors: readonly unknown[]): boolean {
  if (!navigator.onLine) return false;
  if (!errors.some((error) => error instanceof Error && MISSING_CHUNK.test(error.message))) return false;
  const url = window.location.pathname + window.location.search;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === url) return false;
    sessionStorage.setItem(RELOADED_KEY, url);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
