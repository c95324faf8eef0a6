// Service-worker registration (spec §4: registered at /service-worker.js; state changes only logged).
// When a new deploy's worker takes control, the page is not reloaded under the shopper's hands:
// the next navigation becomes a full page load, so nobody is left on stale HTML and stale chunks.
// workbox-window loads after the page (a dynamic import): the first paint and hydration do not wait for it.
// Pages opened by client-side navigation are handed to the worker to keep for offline browsing (ADR 041).
import { KEEP_PAGE_MESSAGE, type KeepPageMessage } from '#client/lib/offline-pages.ts';

export const SERVICE_WORKER_URL = '/service-worker.js';
/** A single-page session may never do a browser navigation; look for a new deploy this often. */
const UPDATE_CHECK_INTERVAL_MS = 15 * 60_000;
/** Pages remembered until a worker first takes control: a first visit's first seconds see a handful. */
const MAX_PAGES_BEFORE_CONTROL = 20;

export interface ServiceWorkerStatus {
  /** True once a newer deploy's service worker controls this page. */
  updateWaiting: boolean;
  /** Asks the browser to look for a new service worker (throttled). */
  checkForUpdate(): void;
  /** Asks the controlling worker to keep this page (path and query) for offline browsing. */
  keepPage(url: string): void;
}

/** Hands a page to the controlling worker, which keeps it once (client/sw/service-worker.ts). */
function askToKeep(url: string): void {
  const message: KeepPageMessage = { type: KEEP_PAGE_MESSAGE, url };
  navigator.serviceWorker.controller?.postMessage(message);
}

function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

export function registerServiceWorker(): ServiceWorkerStatus {
  const status: ServiceWorkerStatus = {
    updateWaiting: false,
    checkForUpdate: () => undefined,
    keepPage: () => undefined,
  };
  if (!('serviceWorker' in navigator)) return status;
  let lastKept = '';
  // Pages opened before any worker controlled the page (the first visit, until it installs): asked for at once
  // when one takes control, so a product seen in the first seconds opens offline too.
  const beforeControl = new Set<string>();
  status.keepPage = (url) => {
    // Offline the worker could not fetch it; the next navigation online asks again.
    if (url === lastKept || !navigator.onLine) return;
    lastKept = url;
    if (navigator.serviceWorker.controller) askToKeep(url);
    else if (beforeControl.size < MAX_PAGES_BEFORE_CONTROL) beforeControl.add(url);
  };
  // The first install also changes the controller (clientsClaim); only a change while a worker was
  // already in control is a new deploy. This catches updates found by the browser itself as well.
  let hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) status.updateWaiting = true;
    // The first visit's pages loaded before any worker was in control: keep them now, the current one too.
    else {
      beforeControl.add(window.location.pathname + window.location.search);
      for (const url of beforeControl) askToKeep(url);
      beforeControl.clear();
    }
    hadController = true;
    console.info('[service-worker] controller changed', { update: status.updateWaiting });
  });
  // Workbox's advice: register after the page's load event, so the worker's precaching never competes with
  // the page's own first load (and workbox-window is not part of it).
  afterLoad(
    () =>
      void import('workbox-window')
        .then(({ Workbox }) => {
          const wb = new Workbox(SERVICE_WORKER_URL);
          wb.addEventListener('installed', (event) =>
            console.info('[service-worker] installed', { isUpdate: event.isUpdate }),
          );
          wb.register().catch((error: unknown) => console.warn('[service-worker] registration failed', error));
          let lastCheck = Date.now();
          status.checkForUpdate = () => {
            if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
            lastCheck = Date.now();
            wb.update().catch((error: unknown) => console.warn('[service-worker] update check failed', error));
          };
        })
        .catch((error: unknown) => console.warn('[service-worker] workbox-window could not be loaded', error)),
  );
  return status;
}
