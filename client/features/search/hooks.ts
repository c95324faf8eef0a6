// Small hooks of the search panel (issue 10 "Search panel"): the debounced term (one request per pause in
// typing, not per key) and whether the browser says it is online (spec §7 / supplement §4: the panel says
// when the shop is offline, even when the service worker still answers from its cache).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isOffline } from '#client/lib/dom.ts';

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

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
