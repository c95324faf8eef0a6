// Loading a page's data ahead of a click (issue 15 "Offline browsing": prefetch what a shopper is likely to open
// next; spec §9 prefetch count; ADR 044). Running a page's loader needs the route table, which only client/app
// knows, and features may not import the app or pages (ADR 020): the app fills this plain React context with its
// `prefetchPage`, a listing reads it. Without a Provider (tests, the server's render) there is none: nothing is
// prefetched.
import { createContext, useContext, type ReactNode } from 'react';

/** Runs the loader of the page at `href` (root-relative), filling the query cache; rejects when it fails. */
export type PrefetchPage = (href: string) => Promise<void>;

const PagePrefetchContext = createContext<PrefetchPage | null>(null);
PagePrefetchContext.displayName = 'PagePrefetch';

export function PagePrefetchProvider({ prefetch, children }: { prefetch: PrefetchPage; children: ReactNode }) {
  return <PagePrefetchContext.Provider value={prefetch}>{children}</PagePrefetchContext.Provider>;
}

/** The app's page prefetch, or null without a Provider. */
export function usePagePrefetch(): PrefetchPage | null {
  return useContext(PagePrefetchContext);
}
