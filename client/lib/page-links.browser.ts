// The one click listener behind every page link (ADR 048): a click on an anchor marked by <PageLink> becomes a
// navigation of the app's router instead of a page load (./page-links.ts decides which clicks). Installed once by
// the browser entry, as soon as the router exists: a link works before the part of the page around it hydrated.
import { PAGE_LINK_ATTRIBUTE, pageLinkDestination } from './page-links';

export type NavigateTo = (to: string, options: { replace: boolean }) => unknown;

/**
 * Follows page links in the app; returns the function that stops it.
 *
 * @example
 * followPageLinks((to, options) => router.navigate(to, options));
 */
export function followPageLinks(navigate: NavigateTo, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest(`a[${PAGE_LINK_ATTRIBUTE}]`) : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const to = pageLinkDestination(event, link, window.location.origin);
    if (to === null) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // As React Router's <Link>: a link to the url already shown replaces the history entry instead of adding one.
    void navigate(to, { replace: to === pathname + search + hash });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
