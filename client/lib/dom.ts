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

/** Marks the document once React has hydrated it (browser tests wait for this). */
export function markHydrated(): void {
  const doc = (globalThis as { document?: DocumentLike }).document;
  if (doc) doc.documentElement.dataset.hydrated = 'true';
}

interface DialogLike {
  showModal?: () => void;
  close?: () => void;
  open?: boolean;
}

/** Opens a `<dialog>` as a modal: the browser traps focus inside and Esc closes it. */
export function showModalDialog(element: unknown): void {
  const dialog = element as DialogLike | null;
  if (dialog && !dialog.open) dialog.showModal?.();
}

export function closeDialog(element: unknown): void {
  (element as DialogLike | null)?.close?.();
}

/** A full page load of `url` (another store view, an external checkout host). */
export function navigateTo(url: string): void {
  (globalThis as { location?: { assign(url: string): void } }).location?.assign(url);
}

/**
 * The value of a form control from an event's `currentTarget`. The worker program type-checks components
 * without the DOM library (React's event types then lack `value`), so the read goes through this.
 */
export function controlValue(control: unknown): string {
  return (control as { value?: string }).value ?? '';
}

/** True when the browser says it has no network (never on the server). */
export function isOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}

/** Focuses the element with `id` and brings it into view (a checkout step's first invalid field). */
export function focusElementById(id: string): void {
  const doc = (globalThis as { document?: { getElementById(id: string): unknown } }).document;
  const element = doc?.getElementById(id) as (FocusTarget & { scrollIntoView?: (options?: object) => void }) | null;
  if (!element) return;
  element.focus?.({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}

/** A checkbox's state from an event's `currentTarget` (see controlValue). */
export function controlChecked(control: unknown): boolean {
  return (control as { checked?: boolean }).checked === true;
}

/** The path of the document's url: '/' where there is none (the server renders with the request's own). */
export function documentPath(): string {
  return (globalThis as { location?: { pathname: string } }).location?.pathname ?? '/';
}
