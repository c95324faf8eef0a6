// Notification list rules (spec §4 "Notifications", contract §4.7 with defect 22 fixed).

export interface NotificationAction {
  label: string;
  /** Where the action leads; absent = just dismiss. */
  href?: string;
}

export interface Notification {
  id: number;
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  /** Milliseconds before removal; spec §9 default 5000. */
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export const NOTIFICATION_TIME_TO_LIVE = 5000;

/** A duplicate of the last message is ignored (spec §4). */
export function addNotification(list: readonly Notification[], next: Notification): Notification[] {
  const last = list[list.length - 1];
  if (last && last.message === next.message) return [...list];
  return [...list, next];
}

/** Notifications shown at once: more would bury the page (each is about 100 px tall with its buttons). */
export const MAX_VISIBLE_NOTIFICATIONS = 2;

/** What the list shows: the newest two, newest first (the older ones still expire on their own). */
export function visibleNotifications(list: readonly Notification[]): Notification[] {
  return list.slice(-MAX_VISIBLE_NOTIFICATIONS).reverse();
}

/** Removes by index; index 0 removes the first one (the original removed the last: supplement §7). */
export function removeNotificationAt(list: readonly Notification[], index: number): Notification[] {
  return list.filter((_, i) => i !== index);
}
