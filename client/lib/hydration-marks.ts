// The User Timing names the browser marks hydration with (ADR 061): DevTools' performance panel and Lighthouse's
// "User Timing marks and measures" show them, and `npm run bench:hydration` reads them.
export const HYDRATION_MARKS = {
  /** Marked right before hydrateRoot. */
  start: 'storefront:hydrate-start',
  /** Measured from `start` when the first pass (providers, router, root layout) committed. */
  firstPass: 'storefront:first-pass',
  /** Measured from `start` when every Suspense boundary the server rendered has hydrated too. */
  allParts: 'storefront:hydrated',
} as const;

/**
 * What the browser console line of a hydration problem starts with: hydrateRoot's error callbacks write it, and
 * the browser tests fail on any console line that does (e2e/support/fixtures.ts).
 */
export const HYDRATION_PROBLEM = '[hydration]';

interface UserTiming {
  getEntriesByName(name: string, type: 'mark' | 'measure'): unknown[];
  measure(name: string, start: string): unknown;
}

/** A measure from the start mark, once (none when the mark is missing, e.g. in component tests: never a failure). */
export function measureHydration(name: 'firstPass' | 'allParts'): void {
  // Client code is type-checked for the worker too (no DOM library): User Timing is reached through globalThis.
  const timing = (globalThis as { performance?: Partial<UserTiming> }).performance;
  if (
    !timing?.getEntriesByName ||
    !timing.measure ||
    timing.getEntriesByName(HYDRATION_MARKS.start, 'mark').length === 0
  )
    return;
  if (timing.getEntriesByName(HYDRATION_MARKS[name], 'measure').length > 0) return;
  timing.measure(HYDRATION_MARKS[name], HYDRATION_MARKS.start);
}
