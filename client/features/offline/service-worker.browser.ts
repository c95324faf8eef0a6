// Service-worker registration (spec §4: registered at /service-worker.js; state changes only logged).
// When a new deploy's worker takes control, the page is not reloaded under the shopper's hands:
// the next navigation becomes a full page load, so nobody is left on stale HTML and stale chunks.
import { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/service-worker.js';

export interface ServiceWorkerStatus {
  /** True once a newer deploy's service worker controls this page. */
  updateWaiting: boolean;
}

export function registerServiceWorker(status: ServiceWorkerStatus): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SERVICE_WORKER_URL);
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) status.updateWaiting = true;
    console.info('[service-worker] controlling', { isUpdate: event.isUpdate });
  });
  wb.addEventListener('installed', (event) => console.info('[service-worker] installed', { isUpdate: event.isUpdate }));
  wb.register().catch((error: unknown) => console.warn('[service-worker] registration failed', error));
}
