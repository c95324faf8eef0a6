// A part of the page that React hydrates on its own (ADR 061). React 19 hydrates the page in slices that yield to
// input, and each Suspense boundary separately: a click inside a boundary not yet hydrated hydrates it first and
// replays the click (selective hydration). Parts that can wait (the footer, closed panels, tiles, filters) sit in
// one of these. The same boundary renders on the server and in the browser, so the trees match.
//
// The boundary also counts itself: the document's "hydrated" mark (browser tests wait for it) and the
// `storefront:hydrated` measure of bench/hydration.ts land once every boundary of the first render has hydrated.
// eslint-disable-next-line no-restricted-imports -- the one place the page's boundaries come from
import { createContext, Suspense, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Marks a part that hydrates when the shopper comes near it (client/components/deferred-part.tsx): its boundaries
 * are left out of the document's count, so the document is "hydrated" without waiting for them.
 */
export const DEFERRED_PART_ATTRIBUTE = 'data-deferred-part';

let expected: number | undefined;
let hydrated = 0;
let settled = false;
let settle: (() => void) | undefined;
const allHydrated = new Promise<void>((resolve) => {
  settle = resolve;
});

function check(): void {
  if (expected === undefined || hydrated < expected) return;
  settled = true;
  settle?.();
}

/** Whether the first render's boundaries have all hydrated (later renders are client renders). */
export function firstRenderHydrated(): boolean {
  return settled;
}

/** The boundary markers the document's count holds (a deferred part takes its own out of it). */
let counted = new Set<unknown>();

/**
 * Counts the Suspense boundaries the server rendered into `root` (the browser entry, right before hydrateRoot):
 * every boundary of the app is a <HydrationBoundary>, so each one of them tells when it has hydrated.
 */
export function expectServerBoundaries(root: unknown): void {
  counted = new Set(boundaryMarkers(root));
  expected = counted.size;
  check();
}

/**
 * Takes the boundaries inside a deferred part out of the document's count: the page is hydrated without them. Called
 * again when the part's content changes, as a boundary streamed late lands there only then.
 */
export function leaveOutOfCount(part: unknown): void {
  if (expected === undefined) return;
  for (const marker of boundaryMarkers(part)) if (counted.delete(marker)) expected--;
  check();
}

/** Settles once every boundary the server rendered has hydrated (never on the server, nor without a count). */
export function serverBoundariesHydrated(): Promise<void> {
  return allHydrated;
}

/** Told of each boundary hydrated inside it: a deferred part waits for all of its own (deferred-part.tsx). */
export const BoundaryReport = createContext<(() => void) | null>(null);

/** The marker comment React writes at the start of a Suspense boundary: complete, pending or failed. */
const SERVER_BOUNDARY_MARKERS = new Set(['$', '$?', '$!']);

// Client code is type-checked for the worker too (no DOM library): the tree walk goes through these shapes.
interface CommentLike {
  data?: string;
}
interface DocumentLike {
  createTreeWalker(root: unknown, whatToShow: number): { nextNode(): CommentLike | null };
}
/** NodeFilter.SHOW_COMMENT. */
const SHOW_COMMENT = 0x80;

/** The start markers of the Suspense boundaries the server rendered into `element`. */
function boundaryMarkers(element: unknown): CommentLike[] {
  const doc = (globalThis as unknown as { document: DocumentLike }).document;
  const walker = doc.createTreeWalker(element, SHOW_COMMENT);
  const markers: CommentLike[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (SERVER_BOUNDARY_MARKERS.has(node.data ?? '')) markers.push(node);
  return markers;
}

/** How many Suspense boundaries the server rendered into `element` (a deferred part waits for all of them). */
export function countServerBoundaries(element: unknown): number {
  return boundaryMarkers(element).length;
}

/** Renders nothing; its layout effect runs when its boundary has hydrated (or rendered in the browser). */
function BoundaryHydrated() {
  const counted = useRef(false);
  const report = useContext(BoundaryReport);
  useLayoutEffect(() => {
    if (counted.current) return;
    counted.current = true;
    // Inside a deferred part the part counts it; the document's count left that part out.
    if (report) return report();
    hydrated++;
    check();
  }, [report]);
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
