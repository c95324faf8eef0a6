// Names the page and the service worker share for the durable queue (issue 15, ADR 040): one lock so that one
// replayer runs at a time across tabs and the worker, one channel for "the queue was replayed", one Background
// Sync tag.

/** Web Locks name held while replaying. */
export const QUEUE_LOCK = 'storefront-sync-queue';
/** BroadcastChannel every tab listens on for replays. */
export const QUEUE_CHANNEL = 'storefront-sync-queue';
/** Its message after a tab queued a task (the other tabs start their replayers; client/app/offline-queue). */
export const QUEUED_MESSAGE_TYPE = 'queued';
/** Background Sync tag the page registers after queuing; the service worker replays on it. */
export const QUEUE_SYNC_TAG = 'storefront-sync-queue';
/** The callback event of a queued order (client/features/checkout/order-outcome.browser.ts). */
export const ORDER_PLACED_EVENT = 'order-placed';
/** The callback event of a queued profile update (client/features/user/queued-profile.browser.ts). */
export const PROFILE_UPDATED_EVENT = 'profile-updated';
