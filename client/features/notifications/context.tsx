// The notifications' store as a feature store (client/lib/feature-store.tsx).
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { createNotificationStore } from './store';

export const notificationsFeature = defineFeatureStore('notifications', createNotificationStore);

/** A slice of the notifications: `useNotifications((state) => state.spawn)`. */
export const useNotifications = notificationsFeature.useSelector;
