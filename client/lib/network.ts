// Whether the browser says it is online (spec §7: panels say when the shop is offline, even while the service
// worker still answers from its cache). Used by the search panel and the microcart (issues 10, 13).
import { useSyncExternalStore } from 'react';
import { isOffline } from './dom';

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

function subscribeToNetwork(onChange: () => void): () => void {
  // Client code is type-checked for the worker too (no DOM library): the window is reached through globalThis.
  const target = globalThis as unknown as Partial<EventTargetLike>;
  target.addEventListener?.('online', onChange);
  target.addEventListener?.('offline', onChange);
  return () => {
    target.removeEventListener?.('online', onChange);
    target.removeEventListener?.('offline', onChange);
  };
}

/** False while the browser reports no network (`navigator.onLine`); always true on the server. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => !isOffline(),
    () => true,
  );
}
