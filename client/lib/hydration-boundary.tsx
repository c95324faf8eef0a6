// A part of the page that React hydrates on its own (ADR 061). React 19 hydrates the page in slices that yield to
// input, and each Suspense boundary separately: a click inside a boundary not yet hydrated hydrates it first and
// replays the click (selective hydration). Parts that can wait (the footer, closed panels, tiles, filters) sit in
// one of these. The same boundary renders on the server and in the browser, so the trees match.
//
// The boundary also counts itself: the document's "hydrated" mark (browser tests wait for it) and the
// `storefront:hydrated` measure of bench/hydration.ts land once every boundary of the first render has hydrated.
// eslint-disable-next-line no-restricted-imports -- the one place the page's boundaries come from
import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';

let expected: number | undefined;
let hydrated = 0;
let settle: (() => void) | undefined;
const allHydrated = new Promise<void>((resolve) => {
  settle = resolve;
});

function check(): void {
  if (expected !== undefined && hydrated >= expected) settle?.();
}

/**
 * How many Suspense boundaries the server rendered (the browser entry counts them right before hydrateRoot). Every
 * Suspense boundary of the app is a <HydrationBoundary>, so each one of them tells when it has hydrated.
 */
export function expectServerBoundaries(count: number): void {
  expected = count;
  check();
}

/** Settles once every boundary the server rendered has hydrated (never on the server, nor without a count). */
export function serverBoundariesHydrated(): Promise<void> {
  return allHydrated;
}

/** Renders nothing; its layout effect runs when its boundary has hydrated (or rendered in the browser). */
function BoundaryHydrated() {
  const counted = useRef(false);
  useLayoutEffect(() => {
    if (counted.current) return;
    counted.current = true;
    hydrated++;
    check();
  }, []);
  return null;
}

/**
 * @param fallback what shows while the boundary's data or code loads after a client navigation (nothing by
 *   default; the server's HTML shows while it hydrates).
 * @example
 * <HydrationBoundary><SiteFooter /></HydrationBoundary>
 */
export function HydrationBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <BoundaryHydrated />
    </Suspense>
  );
}
