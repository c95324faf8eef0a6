// Notifications shown after shopper actions ('Product has been added to the cart!').
import { createStore } from 'zustand/vanilla';
import { addNotification, NOTIFICATION_TIME_TO_LIVE, type Notification } from '#shared/domain/notifications.ts';

export interface NotificationState {
  items: Notification[];
  spawn(notification: Omit<Notification, 'id'>): void;
  remove(id: number): void;
}

export function createNotificationStore() {
  let nextId = 1;
  const store = createStore<NotificationState>()((set, get) => ({
    items: [],
    spawn(notification) {
      const id = nextId++;
      const before = get().items;
      const items = addNotification(before, { ...notification, id });
      set({ items });
      if (items.length > before.length && !notification.hasNoTimeout) {
        setTimeout(() => get().remove(id), notification.timeToLive ?? NOTIFICATION_TIME_TO_LIVE);
      }
    },
    remove(id) {
      set({ items: get().items.filter((item) => item.id !== id) });
    },
  }));
  return store;
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
