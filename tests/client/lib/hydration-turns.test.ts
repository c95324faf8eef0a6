// The turns of progressive hydration (client/lib/hydration-turns.ts, ADR 046): document order, a part found inside
// a part right after it, several parts per task while the task is short, the rest in the next task.
import { describe, expect, it } from 'vitest';
import { createHydrationTurns, TURN_SLICE_MS, type TurnClock } from '#client/lib/hydration-turns.ts';

/** A clock the test moves by hand: every task the turns wait for is a numbered step. */
function manualClock() {
  let time = 0;
  let tasks = 0;
  const clock: TurnClock = {
    now: () => time,
    nextTask: () =>
      new Promise((resolve) => {
        setTimeout(() => {
          tasks += 1;
          resolve();
        }, 0);
      }),
  };
  return {
    clock,
    advance: (ms: number) => {
      time += ms;
    },
    tasks: () => tasks,
  };
}

/** What a part does when its turn comes: renders (taking `costMs`), asks for its inner parts, tells it rendered. */
function renderPart(
  turns: ReturnType<typeof createHydrationTurns>,
  log: string[],
  name: string,
  options: { costMs: number; advance: (ms: number) => void; inner?: string[]; tasks: () => number },
) {
  void turns.turn(name).then(() => {
    log.push(`${name}@${options.tasks()}`);
    options.advance(options.costMs);
    for (const inner of options.inner ?? []) renderPart(turns, log, inner, { ...options, inner: [] });
    queueMicrotask(() => turns.partRendered(name));
  });
}

describe('hydration turns', () => {
  it('grants nothing during the first pass, then every part in document order, inner parts right after theirs', async () => {
    const { clock, advance, tasks } = manualClock();
    const turns = createHydrationTurns(clock);
    const log: string[] = [];
    const cheap = { costMs: 0, advance, tasks };
    renderPart(turns, log, 'header', cheap);
    renderPart(turns, log, 'main', { ...cheap, inner: ['tile-1', 'tile-2'] });
    renderPart(turns, log, 'footer', cheap);
    expect(turns.mayRender('header')).toBe(false);
    await Promise.resolve();
    expect(log).toEqual([]);

    await turns.done();
    expect(log.map((entry) => entry.split('@')[0])).toEqual(['header', 'main', 'tile-1', 'tile-2', 'footer']);
    expect(turns.mayRender('anything rendered later')).toBe(true);
  });

  it('shares a task between cheap parts and yields once a task has spent its slice', async () => {
    const { clock, advance, tasks } = manualClock();
    const turns = createHydrationTurns(clock);
    const log: string[] = [];
    // Three cheap parts fit one task; a part costing a whole slice ends its task.
    renderPart(turns, log, 'a', { costMs: 1, advance, tasks });
    renderPart(turns, log, 'b', { costMs: 1, advance, tasks });
    renderPart(turns, log, 'c', { costMs: TURN_SLICE_MS, advance, tasks });
    renderPart(turns, log, 'd', { costMs: 1, advance, tasks });
    await turns.done();
    const taskOf = Object.fromEntries(log.map((entry) => entry.split('@') as [string, string]));
    expect(taskOf.a).toBe(taskOf.b);
    expect(taskOf.b).toBe(taskOf.c);
    expect(Number(taskOf.d)).toBeGreaterThan(Number(taskOf.c));
  });

  it('goes on when a granted part never renders (unmounted before its turn)', async () => {
    const { clock } = manualClock();
    const turns = createHydrationTurns(clock);
    const granted: string[] = [];
    void turns.turn('gone').then(() => granted.push('gone'));
    void turns.turn('next').then(() => {
      granted.push('next');
      queueMicrotask(() => turns.partRendered('next'));
    });
    await turns.done();
    expect(granted).toEqual(['gone', 'next']);
  });

  it('parts with the same name share one turn, and a page without parts is done at once', async () => {
    const { clock } = manualClock();
    const turns = createHydrationTurns(clock);
    expect(turns.turn('panels')).toBe(turns.turn('panels'));
    await turns.done();

    const empty = createHydrationTurns(manualClock().clock);
    empty.start();
    await expect(empty.done()).resolves.toBeUndefined();
  });
});
