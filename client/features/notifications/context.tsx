import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { NotificationState, NotificationStore } from './store';

const NotificationContext = createContext<NotificationStore | null>(null);

export function NotificationProvider({ store, children }: { store: NotificationStore; children: ReactNode }) {
  return <NotificationContext.Provider value={store}>{children}</NotificationContext.Provider>;
}

export function useNotifications<T>(selector: (state: NotificationState) => T): T {
  const store = useContext(NotificationContext);
  if (!store) throw new Error('useNotifications outside NotificationProvider');
  return useStore(store, selector);
}
