// Work the page does when the browser is idle (issue 15 prefetch, ADR 044; issue 10 TBT): requestIdleCallback with a
// deadline, and where it is missing (Safari) a short timer instead. Shared by the listing's prefetch scheduling and
// its one-product-at-a-time steps.

/** What this reads of the browser (client code is type-checked for the worker too: no DOM library). */
interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

export interface IdleOptions {
  /** requestIdleCallback's deadline: a busy page still runs the task within this time. */
  timeoutMs: number;
  /** Where requestIdleCallback is missing, the pause that stands in for it. */
  fallbackDelayMs: number;
}

/**
 * Runs `task` when the browser is idle; returns the cancel.
 *
 * @example
 * const cancel = onIdle(() => prefetch(), { timeoutMs: 2_000, fallbackDelayMs: 200 });
 */
export function onIdle(task: () => void, { timeoutMs, fallbackDelayMs }: IdleOptions): () => void {
  const win = globalThis as unknown as IdleWindow;
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(task, fallbackDelayMs);
  return () => win.clearTimeout(handle);
}

/** Settles when the browser is idle (onIdle as a promise). */
export function browserIdle(options: IdleOptions): Promise<void> {
  return new Promise((resolve) => {
    onIdle(resolve, options);
  });
}
