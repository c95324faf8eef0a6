// Progressive hydration (issue 10 performance bar: Total Blocking Time; ADR 046). Preact hydrates a page in one
// task, and the whole page is one long task on a phone (Lighthouse models a CPU 4× slower than this machine's).
// A part of the page wrapped in <HydrateLater> hydrates later, in a task of its own, in the order the parts
// rendered: preact/compat's Suspense keeps the server's markup of a child that suspends while hydrating and
// hydrates it into that markup when the promise settles. On the server, and for anything rendered after the
// first hydration pass (a client navigation, "Load more"), it renders its children at once; the server renders no
// boundary at all (the HTML is the same as without it).
import { Suspense, type ReactNode } from 'react';

/** Set when the first hydration pass has returned (client/entry.browser.tsx); later renders never wait. */
let firstPassOver = false;
/** The parts still waiting, by name, and the last one's promise: each part waits for the one before it. */
const waiting = new Map<string, Promise<void>>();
const hydrated = new Set<string>();
let last: Promise<void> = Promise.resolve();

/** A new task (not a microtask): the browser may paint and handle input between two parts. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function turnOf(name: string): Promise<void> {
  let turn = waiting.get(name);
  if (!turn) {
    turn = last.then(nextTask).then(() => {
      hydrated.add(name);
    });
    last = turn;
    waiting.set(name, turn);
  }
  return turn;
}

function isBrowser(): boolean {
  return typeof (globalThis as { document?: unknown }).document !== 'undefined';
}

/** Suspends once, during the first hydration pass only, until this part's turn. */
function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  if (firstPassOver || hydrated.has(name)) return children;
  // A thrown promise is how a component suspends (React's and Preact's Suspense contract).
  throw turnOf(name);
}

/**
 * Hydrates `children` after the rest of the page, in a task of its own.
 *
 * `children` must render exactly one element: preact/compat resumes a boundary that suspended while hydrating
 * from one preserved DOM node (with several, the later ones were hydrated against the wrong nodes).
 *
 * @param name the part's turn: parts with the same name hydrate in the same task (the tiles of a group, the
 *   closed panels); the same on the server and in the browser (e.g. `footer`, `tiles-1234`).
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

/** Called once the first hydration pass has returned: from now on every part renders at once. */
export function endFirstHydrationPass(): void {
  firstPassOver = true;
}

/**
 * Settles when every part that waited has hydrated (the document's "hydrated" mark and the saved state wait for
 * it): in the task after the last turn, since Preact renders a resumed boundary in a microtask after its promise.
 */
export async function laterPartsHydrated(): Promise<void> {
  let settled: Promise<void> | null = null;
  while (settled !== last) {
    settled = last;
    await settled;
  }
  await nextTask();
}
