// Which pages the service worker keeps for offline browsing, shared by the worker (client/sw) and the page
// (issue 15 "Offline browsing", ADR 041). Pure code: it runs in the service worker, in the browser and in node
// tests (no DOM or worker types). Personal pages are never kept (the HTML is anonymous, but an order id or a
// reset token in the url is the shopper's own), nor the API and the local tools.
import { storePrefixOf } from '#shared/domain/urls.ts';

/** The runtime cache of page HTML (network first, ADR 041). */
export const PAGES_CACHE = 'pages';

/** Spec §8 names the redirect home, not its delay: long enough to read the message. */
export const OFFLINE_REDIRECT_MS = 3_000;

/** The page asks the service worker to keep a page it opened by client-side navigation. */
export const KEEP_PAGE_MESSAGE = 'storefront:keep-page';

export interface KeepPageMessage {
  type: typeof KEEP_PAGE_MESSAGE;
  /** Path and query of the page (same origin). */
  url: string;
}

export function isKeepPageMessage(data: unknown): data is KeepPageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<KeepPageMessage>;
  return message.type === KEEP_PAGE_MESSAGE && typeof message.url === 'string';
}

/** First path segments (below the store prefix) of pages that are never kept. */
const NEVER_KEPT: readonly string[] = [
  // The shopper's own pages: the account, placed orders' confirmations (their id is in the url).
  'my-account',
  'checkout-thankyou',
  'checkout-success',
  'order-success',
  // Password reset links carry a token (customer/account/createPassword?token=…).
  'customer',
  // Not pages: the API and the local development tools (ADR 035).
  'api',
  'dev',
];

/** Query parameters that make a url personal whatever its path. */
const PERSONAL_PARAMETERS = ['token', 'cartId'];

/** The path below the store prefix (`/en/muzhchinam` → `/muzhchinam`, `/en` → `/`). */
function pathInView(pathname: string): string {
  const prefix = storePrefixOf(pathname);
  const rest = prefix ? pathname.slice(prefix.length + 1) : pathname;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Whether the page at `url` may be kept in the pages cache for offline browsing. */
export function isKeepablePage(url: URL): boolean {
  if (PERSONAL_PARAMETERS.some((name) => url.searchParams.has(name))) return false;
  const first = pathInView(url.pathname).split('/')[1] ?? '';
  return !NEVER_KEPT.includes(first);
}

/** Spec §2 home and its alias /pwa.html, in any store view. */
export function isHomePath(pathname: string): boolean {
  const path = pathInView(pathname);
  return path === '/' || path === '/pwa.html';
}

interface BrowserGlobals {
  caches?: {
    has(name: string): Promise<boolean>;
    open(name: string): Promise<{ match(url: string): Promise<unknown> }>;
  };
  location?: { origin: string; replace(url: string): void };
  navigator?: { serviceWorker?: { controller: unknown } };
}

/** Whether the pages cache holds `href` (false where there is no Cache API or it fails). */
export async function hasOfflineCopy(href: string): Promise<boolean> {
  const storage = (globalThis as unknown as BrowserGlobals).caches;
  if (!storage) return false;
  try {
    if (!(await storage.has(PAGES_CACHE))) return false;
    return (await (await storage.open(PAGES_CACHE)).match(href)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Offline, opens the page at `path` (path, query and hash) with a full page load when the service worker kept
 * it (its HTML carries its data), or when it is a home page, which a controlling worker always has (precached).
 * Resolves false (nothing done) when there is no copy.
 */
export async function openKeptPage(path: string): Promise<boolean> {
  const { location, navigator } = globalThis as unknown as BrowserGlobals;
  if (!location) return false;
  const url = new URL(path, location.origin);
  const precachedHome = isHomePath(url.pathname) && Boolean(navigator?.serviceWorker?.controller);
  const kept = precachedHome || (await hasOfflineCopy(url.origin + url.pathname + url.search));
  if (kept) location.replace(url.href);
  return kept;
}
