// The composition root (ADR 017): the one place the client's services are built, used by the server render
// (worker/pages/render.tsx, per request) and the browser entry (client/entry.browser.tsx, per page load),
// and the one Provider tree above the router, identical on both sides so hydration matches.
// Adding a feature store is one line in FEATURE_STORES.
import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import type { ApiClient } from '#shared/api/client.ts';
import type { StorefrontSettings } from '#shared/config/settings.ts';
import { createUrlScheme } from '#shared/domain/urls.ts';
import { cartFeature } from '#client/features/cart/context.tsx';
import { compareFeature } from '#client/features/compare/context.tsx';
import { notificationsFeature } from '#client/features/notifications/context.tsx';
import { taxDisplayFeature } from '#client/features/tax-display/context.tsx';
import { userFeature } from '#client/features/user/context.tsx';
import { wishlistFeature } from '#client/features/wishlist/context.tsx';
import type { FeatureStore } from '#client/lib/feature-store.tsx';
import type { RouteDeps } from '#client/lib/route-types.ts';
import { ApiProvider, SettingsProvider } from '#client/lib/services.tsx';
import { PagePrefetchProvider, type PrefetchPage } from '#client/lib/page-prefetch.tsx';
import { createQueryClient } from './query-client';

/** Every feature's store, created once per page load (per request on the server). */
const FEATURE_STORES = [
  cartFeature,
  notificationsFeature,
  taxDisplayFeature,
  wishlistFeature,
  compareFeature,
  userFeature,
] as const;

type AnyFeature = (typeof FEATURE_STORES)[number];
type StoreOf<F> = F extends FeatureStore<string, infer State> ? StoreApi<State> : never;
export type FeatureStores = { [F in AnyFeature as F['name']]: StoreOf<F> };

export interface AppServices extends RouteDeps {
  stores: FeatureStores;
}

export interface AppServicesInput {
  /** In-process on the server, HTTP in the browser (shared/api/client.ts). */
  api: ApiClient;
  /** Supplement §5 shop settings, the same on both sides. */
  settings: StorefrontSettings;
}

export function createAppServices({ api, settings }: AppServicesInput): AppServices {
  const stores = Object.fromEntries(FEATURE_STORES.map((feature) => [feature.name, feature.create()])) as FeatureStores;
  return { queryClient: createQueryClient(), api, settings, urls: createUrlScheme(settings), stores };
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const withStores = FEATURE_STORES.reduceRight<ReactNode>((inner, feature) => {
    const Provider = feature.Provider as FeatureStore<string, unknown>['Provider'];
    return (
      <Provider key={feature.name} store={services.stores[feature.name] as StoreApi<unknown>}>
        {inner}
      </Provider>
    );
  }, children);
  // Issue 15 offline browsing (ADR 044): listings prefetch the pages a shopper likely opens next; the code loads
  // only when one asks (after the page's load event).
  const prefetchPage = useMemo<PrefetchPage>(
    () => (href) => import('./page-prefetch').then((module) => module.prefetchPage(services, href)),
    [services],
  );
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider api={services.api}>
        <SettingsProvider settings={services.settings} urls={services.urls}>
          <PagePrefetchProvider prefetch={prefetchPage}>{withStores}</PagePrefetchProvider>
        </SettingsProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
