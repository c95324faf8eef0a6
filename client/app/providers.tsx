// Everything above the router, identical on the server and in the browser so hydration matches.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client';
import type { StorefrontSettings } from '../../shared/config/settings';
import type { UrlScheme } from '../../shared/domain/urls';
import { CartProvider } from '../features/cart/context';
import type { CartStore } from '../features/cart/store';
import { NotificationProvider } from '../features/notifications/context';
import type { NotificationStore } from '../features/notifications/store';
import { ApiProvider, SettingsProvider } from './services';

export interface AppServices {
  queryClient: QueryClient;
  api: ApiClient;
  cart: CartStore;
  notifications: NotificationStore;
  settings: StorefrontSettings;
  urls: UrlScheme;
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider api={services.api}>
        <SettingsProvider settings={services.settings} urls={services.urls}>
          <CartProvider store={services.cart}>
            <NotificationProvider store={services.notifications}>{children}</NotificationProvider>
          </CartProvider>
        </SettingsProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
