import { QueryClient } from '@tanstack/react-query';

/**
 * One per request on the server, one per page load in the browser. Data rendered on the server stays
 * fresh for a minute, so hydration never refetches what the page already has (DESIGN.md §4 step 6).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
