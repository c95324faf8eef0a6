// Progressive hydration (issue 10 performance bar: Total Blocking Time; ADR 046). Preact hydrates a page in one
// task, and the whole page is one long task on a phone (Lighthouse models a CPU 4× slower than this machine's).
// A part of the page wrapped in <HydrateLater> hydrates later, in document order, a few parts per short task
// (./hydration-turns.ts): preact/compat's Suspense keeps the server's markup of a child that suspends while
// hydrating and hydrates it into that markup when the promise settles; a part inside a part waits for its own
// turn too. On the server, and for anything rendered after every part hydrated (a client navigation, "Load
// more"), it renders its children at once; the server renders no boundary at all (the HTML is the same as without
// it).
import { Suspense, type ReactNode } from 'react';
import { browserClock, createHydrationTurns } from './hydration-turns';

const turns = createHydrationTurns(browserClock);

function isBrowser(): boolean {
  return typeof (globalThis as { document?: unknown }).document !== 'undefined';
}

/** Suspends while hydrating, until this part's turn; tells the turns once the part rendered. */
function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  // A thrown promise is how a component suspends (React's and Preact's Suspense contract).
  if (!turns.mayRender(name)) throw turns.turn(name);
  // Preact renders the part's subtree synchronously after this returns: a microtask runs once it is in the DOM.
  // Only on the render its turn waits for, not on every later render of the part.
  if (turns.awaitsRender(name)) queueMicrotask(() => turns.partRendered(name));
  return children;
}

/**
 * Hydrates `children` after the rest of the page, in a task of its own or shared with the next parts.
 *
 * `children` must render exactly one element: preact/compat resumes a boundary that suspended while hydrating
 * from one preserved DOM node (with several, the later ones were hydrated against the wrong nodes).
 *
 * @param name the part's turn: parts with the same name hydrate together (the closed panels); the same on the
 *   server and in the browser, and unique on the page otherwise (e.g. `footer`, `tile-1234`).
 * @example
 * <HydrateLater name="footer"><SiteFooter /></HydrateLater>
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  // The server renders no boundary: React would mark it in the HTML and may stream a large one out of order
  // (after the rest, revealed by a script), which crawlers and the HTML's own order must not see. Preact
  // hydrates the DOM, not the component tree, so the two trees need not match around it.
  if (!isBrowser()) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Called once the first hydration pass has returned: the parts that waited hydrate from now on. */
export function endFirstHydrationPass(): void {
  turns.start();
}

/**
 * Settles when every part that waited has hydrated (the document's "hydrated" mark and the saved state wait for
 * it), in the task after the last one.
 */
export function laterPartsHydrated(): Promise<void> {
  return turns.done();
}
