// The services a component of the shop reads (client/lib/services.tsx): the API client over a fetch the test
// answers, the shop's default settings, a fresh TanStack Query client that never retries, and the panels'
// context. Components that only render props need none of it.
//
//   const { ui, calls } = withServices(<NewsletterModalBody open />, (request) => Response.json({ code: 200, result: 'ok' }));
//   renderInView(ui, { path: '/en/' });
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AsideProvider } from '#client/components/aside.tsx';
import { ApiProvider, SettingsProvider } from '#client/lib/services.tsx';
import { createApiClient } from '#shared/api/client.ts';
import { DEFAULT_SETTINGS, type StorefrontSettings } from '#shared/config/settings.ts';
import { createUrlScheme } from '#shared/domain/urls.ts';

/** What the relative API paths resolve against. */
export const TEST_ORIGIN = 'http://shop.test';

/** One request the component made: its method, path and query, and its JSON body if it had one. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function withServices(
  ui: ReactNode,
  answer: (call: ApiCall) => Response | Promise<Response>,
  settings: Partial<StorefrontSettings> = {},
): { ui: ReactNode; calls: ApiCall[]; queryClient: QueryClient } {
  const calls: ApiCall[] = [];
  const api = createApiClient({
    origin: TEST_ORIGIN,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      return answer(call);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const all = { ...DEFAULT_SETTINGS, ...settings };
  return {
    calls,
    queryClient,
    ui: (
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <SettingsProvider settings={all} urls={createUrlScheme({ urlDispatcher: all.urlDispatcher })}>
            <AsideProvider>{ui}</AsideProvider>
          </SettingsProvider>
        </ApiProvider>
      </QueryClientProvider>
    ),
  };
}
