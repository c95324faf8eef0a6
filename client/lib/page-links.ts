// Links to the shop's own pages as plain anchors (ADR 048; issue 10: Total Blocking Time). React Router's <Link>
// resolves its path, builds URLs and attaches a click listener for every link while hydrating: ~1 ms per link on a
// phone, and a category page has ~150 (tiles, menu, footer). A page link is an <a href> with a marker attribute;
// one click listener on the document (./page-links.browser.ts) makes the router follow it, the way <Link> would.

/** The attribute that marks an anchor the app follows itself (client/components/page-link.tsx renders it). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/** What the decision reads of a click (a DOM MouseEvent). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** What the decision reads of the clicked anchor (a DOM HTMLAnchorElement: `href` is absolute). */
export interface LinkElement {
  href: string;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
}

/**
 * Where the app navigates for a click on `link`: its path, query and hash, or null when the browser should follow
 * it itself. React Router's <Link> rules (`shouldProcessLinkClick`): the main button without a modifier (those open
 * a new tab or window, or download), the link's own target, no download, the page's origin; and a click another
 * handler already took (a <Link> inside, a component's own onClick) is left alone.
 *
 * @example
 * pageLinkDestination(click, link, 'https://shop.example') // '/zhenshchinam/obuv?sort=price-asc'
 */
export function pageLinkDestination(click: LinkClick, link: LinkElement, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (!link.hasAttribute(PAGE_LINK_ATTRIBUTE) || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target !== null && target !== '' && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Whether a page link to `to` is the page shown at `pathname` (React Router's <NavLink> `isActive`, without its
 * case folding: the shop's urls are lower case). `end`: only the exact path; otherwise a page below it counts too
 * (a top category is current on its subcategories' pages).
 */
export function isCurrentPage(to: string, pathname: string, end = false): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  const trim = (value: string) => (value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value);
  const target = trim(path);
  const current = trim(pathname);
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}
