// Page paths no route can name (issue 8 finding 7, ADR 016): control characters, line terminators
// (React Router's `*` never matches `\n` or U+2028, which once made a 500), malformed percent-encoding
// or more than 2000 characters. Such a request is rendered as the page-not-found route of its store view
// (spec §2 slug page-not-found): the shop's 404 page, quickly, with no url-map call and no error log.
import { decodePath, isNameablePath, NOT_FOUND_SLUG } from '../../shared/domain/page-path';
import { storePrefixOf } from '../../shared/domain/urls';

/** The page-not-found request to render instead, or undefined when the path is fine as it is. */
export function notFoundInsteadOf(request: Request): Request | undefined {
  const url = new URL(request.url);
  const decoded = decodePath(url.pathname);
  if (decoded !== undefined && isNameablePath(decoded)) return undefined;
  const store = storePrefixOf(url.pathname);
  const target = new URL(store ? `/${store}/${NOT_FOUND_SLUG}` : `/${NOT_FOUND_SLUG}`, url.origin);
  return new Request(target, { method: request.method, headers: request.headers });
}
