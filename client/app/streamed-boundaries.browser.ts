// Hydration starts on the DOM React's server stream finished building (ADR 029, ADR 002). React's inline
// runtime reveals a streamed Suspense boundary by batches, up to 300 ms after the previous reveal (`$RC`
// queues the boundary in `$RB`, `$RV` swaps the fallback for the content later). Preact hydrates what is in
// the page: hydrating during that wait rendered the boundary's content a second time in the browser, and the
// late reveal then replaced Preact's nodes with the server's, leaving them unhydrated (e2e/hydration.e2e.test.ts).
// So before hydrating: reveal the queued batch now with React's own function, and wait, briefly, for any
// boundary still hidden.

/** A boundary's fallback marker, or a streamed segment waiting to replace it. */
const PENDING_BOUNDARY = 'template[id^="B:"], div[hidden][id^="S:"]';
/** React's longest reveal delay is 300 ms after the previous reveal (2.3 s after navigation in one case). */
const MAX_WAIT_MS = 2500;
const POLL_MS = 16;

interface ReactStreamRuntime {
  $RB?: unknown[];
  $RV?: (batch: unknown[]) => void;
}

export async function revealStreamedBoundaries(doc: Document = document): Promise<void> {
  const runtime = globalThis as ReactStreamRuntime;
  // The queued batch, revealed as the runtime's own timer would (the timer then finds it empty).
  if (Array.isArray(runtime.$RB) && runtime.$RB.length > 0 && typeof runtime.$RV === 'function') {
    runtime.$RV(runtime.$RB);
  }
  // Timers, not animation frames: a hidden tab runs no frames and must still hydrate.
  const deadline = Date.now() + MAX_WAIT_MS;
  while (doc.querySelector(PENDING_BOUNDARY) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
