// Phases 1 and 2 of the soak (issue 8): normal traffic alone, then normal traffic with the hostile stream,
// each `durationS` long, optionally cut into slices run alternately (bench/lib/soak-options.ts says why).
import { HOSTILE_TIMEOUT_MS, type HostileStream } from './soak-hostile';
import {
  mergedLatencies,
  mergeKindResults,
  runNormalTraffic,
  summarize,
  type KindPlan,
  type KindResult,
} from './soak-normal';
import type { SoakOptions } from './soak-options';
import type { PhaseResult } from './soak-report';

export async function runPhases(
  baseURL: string,
  plans: KindPlan[],
  stream: HostileStream,
  options: SoakOptions,
): Promise<[PhaseResult, PhaseResult]> {
  const sliceS = options.durationS / options.slices;
  const hostile = options.calibrate
    ? 'no hostile stream (--calibrate)'
    : `hostile stream ${options.hostileConcurrency} concurrent, ≤ ${options.hostileRate} req/s, each aborted after ${HOSTILE_TIMEOUT_MS / 1000} s`;
  console.log(
    options.slices === 1
      ? `\nphase 1: normal traffic alone, ${options.durationS} s; then phase 2: normal traffic + ${hostile}, ${options.durationS} s`
      : `\nphases 1 and 2 in ${options.slices} alternating slices of ${sliceS} s each: normal alone, then normal + ${hostile}`,
  );
  const alone: KindResult[][] = [];
  const withHostile: KindResult[][] = [];
  for (let slice = 1; slice <= options.slices; slice++) {
    const label = options.slices === 1 ? '' : ` slice ${slice}/${options.slices}`;
    alone.push(await timed(`phase 1${label}`, () => runNormalTraffic(baseURL, plans, sliceS)));
    const deadline = performance.now() + sliceS * 1000;
    withHostile.push(
      await timed(`phase 2${label}`, async () => {
        const [normal] = await Promise.all([
          runNormalTraffic(baseURL, plans, sliceS),
          options.calibrate ? Promise.resolve() : stream.runUntil(deadline),
        ]);
        return normal;
      }),
    );
  }
  return [
    { name: '1 normal alone', normal: mergeKindResults(alone), hostile: null },
    {
      name: options.calibrate ? '2 normal again (calibration)' : '2 normal + hostile',
      normal: mergeKindResults(withHostile),
      hostile: options.calibrate ? null : stream.counts,
    },
  ];
}

/** Runs one slice and prints a line about it: a drift of the machine shows up as a trend over the slices. */
async function timed(label: string, run: () => Promise<KindResult[]>): Promise<KindResult[]> {
  const started = performance.now();
  const results = await run();
  const s = summarize(mergedLatencies(results));
  const errors = results.reduce((sum, k) => sum + k.errors + k.non2xx, 0);
  console.log(
    `  ${label}: ${s.responses} answers, ${errors} errors, p50 ${s.p50.toFixed(1)} / p95 ${s.p95.toFixed(1)} / p99 ${s.p99.toFixed(1)} ms ` +
      `(took ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return results;
}
