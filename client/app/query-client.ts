import { QueryClient } from '@tanstack/react-query';
import { isOffline } from '#client/lib/dom.ts';

/**
 * One per request on the server, one per page load in the browser. Data rendered on the server stays
 * fresh for a minute, so hydration never refetches what the page already has (DESIGN.md §4 step 6).
 *
 * `networkMode: 'always'`: a query always tries its fetch, offline too — the service worker is the
 * offline layer and may answer it; TanStack's default would pause it until the network returns, and a
 * route loader waiting on it would hold the navigation forever. Offline there is no retry: the route's
 * error boundary says what is missing instead (client/app/route-error.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures) => failures < 1 && !isOffline(),
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
    },
  });
}
