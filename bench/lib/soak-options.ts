// Command-line flags of `npm run bench:soak -- …` (issue 8, "A soak in bench/"). See bench/README.md "Soak".
import { parseArgs } from 'node:util';
import { flagReaders } from './flags';

export interface SoakOptions {
  /** Seconds of each measured phase (normal alone, then normal + hostile). */
  durationS: number;
  /** Seconds of normal load before phase 1, discarded: JIT, the listing index, D1 pages, page-cache HITs. */
  warmupS: number;
  /** Connections of the normal traffic, split over its kinds (bench/lib/soak-normal.ts). */
  connections: number;
  /** Hostile requests in flight at once during phase 2. */
  hostileConcurrency: number;
  /** Upper bound of hostile requests started per second, over all hostile workers. */
  hostileRate: number;
  port: number;
  /**
   * Each phase cut into this many slices, run alternately (alone, hostile, alone, hostile, …), so that a
   * change of the machine's other load during the run weighs on both phases alike. 1 = the two phases
   * one after the other.
   */
  slices: number;
  /** Phase 2 without the hostile stream: how far the p99 moves by itself on this machine (the noise floor). */
  calibrate: boolean;
}

export const USAGE = `usage: npm run bench:soak -- [--duration 60] [--warmup 5] [--connections 16] [--hostile-concurrency 2] [--hostile-rate 10] [--slices 1] [--calibrate] [--port 8850]
  phase 1: normal mixed traffic alone; phase 2: the same traffic while a second client loops over the
  hostile requests of issue 8; phase 3: a few normal requests must answer 2xx quickly. Exit code 1 on FAIL.
  --slices N alternates N slices of each phase (for a machine whose other load changes during the run);
  --calibrate runs phase 2 without the hostile stream (the p99 ratio is then the noise floor).`;

const { positiveNumber, positiveInteger, nonNegativeNumber, fail } = flagReaders(USAGE);

/** The normal traffic has five kinds, each needs at least one connection of its own. */
export const MIN_CONNECTIONS = 5;

export function parseSoakOptions(argv: string[]): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '5' },
      connections: { type: 'string', default: '16' },
      'hostile-concurrency': { type: 'string', default: '2' },
      'hostile-rate': { type: 'string', default: '10' },
      port: { type: 'string', default: '8850' },
      slices: { type: 'string', default: '1' },
      calibrate: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const connections = positiveInteger('--connections', values.connections);
  if (connections < MIN_CONNECTIONS)
    fail(`--connections needs at least ${MIN_CONNECTIONS} (one per kind of normal traffic)`);
  const hostileConcurrency = positiveInteger('--hostile-concurrency', values['hostile-concurrency']);
  // "A bounded rate": a handful of attackers, not a flood that would only measure the 2 cores.
  if (hostileConcurrency > 4) fail('--hostile-concurrency is at most 4: the soak models a bounded hostile client');
  const durationS = positiveNumber('--duration', values.duration);
  const slices = positiveInteger('--slices', values.slices);
  // autocannon needs a few seconds per run to say anything about a p99.
  if (durationS / slices < 5)
    fail(`--duration / --slices must leave at least 5 s per slice, got ${durationS / slices} s`);
  return {
    durationS,
    warmupS: nonNegativeNumber('--warmup', values.warmup),
    connections,
    hostileConcurrency,
    hostileRate: positiveNumber('--hostile-rate', values['hostile-rate']),
    port: positiveInteger('--port', values.port),
    slices,
    calibrate: values.calibrate,
  };
}
