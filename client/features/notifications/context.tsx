// The notifications' store as a feature store (client/lib/feature-store.tsx).
import { useCallback } from 'react';
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { useT } from '#client/lib/services.tsx';
import { createNotificationStore } from './store';

export const notificationsFeature = defineFeatureStore('notifications', createNotificationStore);

/** A slice of the notifications: `useNotifications((state) => state.spawn)`. */
export const useNotifications = notificationsFeature.useSelector;

/**
 * Spec §8: an empty or failed product listing while offline is a warning with an OK action ('No products
 * synchronized for this category. Please come back while online!'). The listing pages pass it to their listing.
 */
export function useOfflineListingWarning(): () => void {
  const spawn = useNotifications((state) => state.spawn);
  const t = useT();
  return useCallback(
    () => spawn({ type: 'warning', message: t('listing.offline'), action1: { label: t('notification.ok') } }),
    [spawn, t],
  );
}
