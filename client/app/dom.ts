// Client components are type-checked for the worker too, where there is no DOM library (tooling
// note G8); the few DOM calls they make go through these guarded helpers.
interface FocusTarget {
  focus(options?: { preventScroll?: boolean }): void;
}

interface DocumentLike {
  documentElement: { dataset: Record<string, string | undefined> };
}

export function focusWithoutScroll(element: unknown): void {
  const target = element as Partial<FocusTarget> | null;
  target?.focus?.({ preventScroll: true });
}

export function scrollToTop(): void {
  (globalThis as { scrollTo?: (x: number, y: number) => void }).scrollTo?.(0, 0);
}

/** Marks the document once React has hydrated it (browser tests wait for this). */
export function markHydrated(): void {
  const doc = (globalThis as { document?: DocumentLike }).document;
  if (doc) doc.documentElement.dataset.hydrated = 'true';
}
