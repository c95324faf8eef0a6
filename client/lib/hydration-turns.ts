// The order and the tasks in which the parts of a server-rendered page hydrate (ADR 046, issue 10: Total
// Blocking Time). <HydrateLater> (./hydrate-later.tsx) asks for a turn; this grants turns after the page's first
// hydration pass, in document order (a part found inside a part comes right after it), several in one task while
// the task is short and the rest in the next one: a task that blocks input longer than 50 ms counts towards TBT,
// and a phone is ~4× slower than the machine a budget is measured on. React's scheduler yields every 5 ms for the
// same reason; this one has no dependency on React (the browser bundle renders with Preact, ADR 029).

/** How long one task grants turns before yielding to the browser (input, paint): ~20 ms on a 4× slower phone. */
export const TURN_SLICE_MS = 5;

export interface TurnClock {
  /** Milliseconds, monotonic (performance.now in the browser). */
  now(): number;
  /** Settles in a new task, after the browser could handle input and paint. */
  nextTask(): Promise<void>;
}

interface Part {
  name: string;
  grant: () => void;
  granted: Promise<void>;
}

/**
 * Turns for named parts: `turn(name)` settles when the part may hydrate; `partRendered(name)` tells that it did,
 * so the next turn can be weighed against the task's time; `done()` settles once no part is left waiting.
 *
 * @example
 * const turns = createHydrationTurns(browserClock);
 * // while hydrating: a part that suspends on turns.turn('footer') keeps its server markup
 * turns.start(); // after the first pass: grant turns, a few per task
 * await turns.done();
 */
export function createHydrationTurns(clock: TurnClock) {
  const queue: Part[] = [];
  const byName = new Map<string, Part>();
  const granted = new Set<string>();
  /** Parts asked for while a granted part rendered: they go right after it (document order). */
  let foundInside: Part[] = [];
  /** The part whose turn was just granted, and how to tell its grant loop it rendered. */
  let current: string | null = null;
  let onRendered: (() => void) | null = null;
  let running = false;
  let finished = false;
  let settleDone: () => void = () => {};
  const donePromise = new Promise<void>((resolve) => {
    settleDone = resolve;
  });

  function turn(name: string): Promise<void> {
    const known = byName.get(name);
    if (known) return known.granted;
    let grant: () => void = () => {};
    const promise = new Promise<void>((resolve) => {
      grant = resolve;
    });
    const part: Part = { name, grant, granted: promise };
    byName.set(name, part);
    if (current !== null) foundInside.push(part);
    else queue.push(part);
    // Granting begins in a new task at the earliest: after the synchronous first pass that asked.
    start();
    return promise;
  }

  function start(): void {
    if (running) return;
    running = true;
    void grantAll();
  }

  async function grantAll(): Promise<void> {
    // One pending task at a time: the next slice starts in it, and it bounds the wait for a part that never
    // renders (unmounted before its turn): the slice ends there.
    let nextTask = clock.nextTask();
    while (queue.length > 0) {
      await nextTask;
      nextTask = clock.nextTask();
      let taskOver = false;
      void nextTask.then(() => {
        taskOver = true;
      });
      const sliceStart = clock.now();
      while (queue.length > 0 && !taskOver) {
        const part = queue.shift() as Part;
        granted.add(part.name);
        foundInside = [];
        current = part.name;
        const rendered = new Promise<void>((resolve) => {
          onRendered = resolve;
        });
        part.grant();
        await Promise.race([rendered, nextTask]);
        current = null;
        onRendered = null;
        queue.unshift(...foundInside);
        foundInside = [];
        if (clock.now() - sliceStart >= TURN_SLICE_MS) break;
      }
    }
    finished = true;
    await nextTask;
    settleDone();
  }

  return {
    /** Whether `name` may render now: its turn came, or every turn has been granted. */
    mayRender(name: string): boolean {
      return finished || granted.has(name);
    },
    turn,
    /** Whether the turns wait to hear that `name` rendered (its turn was just granted). */
    awaitsRender(name: string): boolean {
      return name === current;
    },
    /** A granted part rendered (called in a microtask after its render: the whole part is in the DOM). */
    partRendered(name: string): void {
      if (name === current) onRendered?.();
    },
    /** Starts granting turns, if no part asked yet (a page without parts then settles `done`). */
    start,
    /** Settles in the task after the last turn's part rendered. */
    done(): Promise<void> {
      return donePromise;
    },
  };
}

export type HydrationTurns = ReturnType<typeof createHydrationTurns>;

/**
 * The browser's clock: a MessageChannel message is a new task without setTimeout's 4 ms clamp after five nested
 * timers (HTML standard "timer nesting level"), which a page of 60 parts would otherwise pay ~60 times.
 */
export const browserClock: TurnClock = {
  now: () => performance.now(),
  nextTask: () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    }),
};
