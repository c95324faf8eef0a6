// Everything above the router, identical on the server and in the browser so hydration matches.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client';
import { CartProvider } from '../features/cart/context';
import type { CartStore } from '../features/cart/store';
import { NotificationProvider } from '../features/notifications/context';
import type { NotificationStore } from '../features/notifications/store';
import { ApiProvider } from './services';

export interface AppServices {
  queryClient: QueryClient;
  api: ApiClient;
  cart: CartStore;
  notifications: NotificationStore;
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider api={services.api}>
        <CartProvider store={services.cart}>
          <NotificationProvider store={services.notifications}>{children}</NotificationProvider>
        </CartProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
