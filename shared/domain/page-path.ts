// Which page paths can name something (issue 8 finding 7, ADR 016). A url_path or CMS identifier never
// holds control characters or line terminators and is never longer than the url map accepts, so such a
// path is not-found at once: no url-map call, no error log, no 500.
import { MAX_PAGE_PATH_LENGTH } from '#shared/config/input-limits.ts';
import { storePrefixOf } from './urls';

/** C0 and C1 controls, DEL and the Unicode line/paragraph separators (a log line or header splitter). */
const UNNAMEABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/; // eslint-disable-line no-control-regex -- on purpose

/** True when a decoded page path (store prefix and slashes included or not) could be a url_path. */
export function isNameablePath(decodedPath: string): boolean {
  return decodedPath.length <= MAX_PAGE_PATH_LENGTH && !UNNAMEABLE.test(decodedPath);
}

/** The decoded form of a raw url path, or undefined when its percent-encoding is malformed. */
export function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/** Spec §2: the page-not-found route's own slug; the dispatcher answers it without a lookup. */
export const NOT_FOUND_SLUG = 'page-not-found';

/**
 * The page-not-found path to render instead of a raw url path no route can name (malformed
 * percent-encoding, control characters, line terminators, too long), keeping its store prefix; undefined
 * when the path is fine. The server renders it (worker/guards/page-path.ts) and the browser shows it in
 * the address bar before hydrating, so both routers match the same route (React Router's `*` never
 * matches `\n` or U+2028).
 */
export function notFoundPathInsteadOf(rawPath: string): string | undefined {
  const decoded = decodePath(rawPath);
  if (decoded !== undefined && isNameablePath(decoded)) return undefined;
  const store = storePrefixOf(rawPath);
  return store ? `/${store}/${NOT_FOUND_SLUG}` : `/${NOT_FOUND_SLUG}`;
}
