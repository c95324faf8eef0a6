// Run counts, seed and time budgets of the fuzz suite (issue 8, "a fuzz suite in npm test"; ADR 016).
// Two modes, chosen by the miniflare bindings FUZZ_RUNS / FUZZ_SEED that vitest.workers.config.ts copies
// from process.env:
//   default (npm test, npm run test:workers): a fixed seed and a few dozen runs per property, so CI stays
//     fast and a failure is the same failure on every machine;
//   long (npm run fuzz → tests/worker/fuzz/long-run.mjs): 1000 runs per property and a random seed that
//     the wrapper prints first and fast-check prints again in every failure (`{ seed: …, path: … }`);
//     `FUZZ_SEED=<seed> npm run fuzz` replays it;
//   explore (FUZZ_EXPLORE=1 npm run fuzz): every generated request is sent and each distinct failure is
//     listed with its shortest request, unshrunk (triage when several bugs are open at once).
import { env } from 'cloudflare:workers';
import fc from 'fast-check';

interface FuzzBindings {
  FUZZ_RUNS?: string;
  FUZZ_SEED?: string;
  FUZZ_EXPLORE?: string;
}

/** Any fixed number will do; this one names the issue (8) so a reader knows where it comes from. */
export const DEFAULT_SEED = 8_008;
/** Default runs per property: enough to hit every branch of the generators at least once, under CI's budget. */
export const DEFAULT_RUNS = 60;

const bindings = env as unknown as FuzzBindings;

function positiveInt(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function anyInt(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n | 0 : undefined;
}

/** Runs per property in this mode. */
export const FUZZ_RUNS = positiveInt(bindings.FUZZ_RUNS) ?? DEFAULT_RUNS;
/** The seed of every property of this run (fast-check reports it with the shrunk counterexample). */
export const FUZZ_SEED = anyInt(bindings.FUZZ_SEED) ?? DEFAULT_SEED;
/** Long mode: more runs than the default asked through FUZZ_RUNS. */
export const LONG_MODE = FUZZ_RUNS > DEFAULT_RUNS;
/** Explore mode (FUZZ_EXPLORE=1): list every distinct failure unshrunk instead of the first one shrunk (triage). */
export const FUZZ_EXPLORE = bindings.FUZZ_EXPLORE === '1';

/**
 * Every request must be answered within this (the hang bound of issue 8). Generous: a loaded 2-core CI
 * box renders a page in well under a second; the known hangs took 16 s and more.
 */
export const HANG_BOUND_MS = 5_000;

/**
 * Wall time one property may spend, shrinking included: a failure found early is reported with the
 * counterexample shrunk so far instead of blocking CI (fast-check keeps the seed and path for replay).
 */
const PROPERTY_BUDGET_MS = LONG_MODE || FUZZ_EXPLORE ? 30 * 60_000 : 25_000;

/**
 * The vitest timeout of an `it` that runs `properties` properties: their budgets plus one hang bound each
 * (an interrupted predicate still finishes its request) plus slack for seeding.
 */
export function fuzzTestTimeout(properties = 1): number {
  return properties * (PROPERTY_BUDGET_MS + HANG_BOUND_MS) + 15_000;
}

/** fast-check parameters of one property: the mode's seed and runs, the time budget, examples first. */
export function fuzzParameters<T>(examples: T[] = [], runs = FUZZ_RUNS): fc.Parameters<T> {
  return {
    seed: FUZZ_SEED,
    numRuns: runs,
    examples,
    // The predicate's Error (the request as curl + what was wrong) goes into the message itself, so the
    // vitest report shows it next to the counterexample without expanding `cause`.
    includeErrorInReport: true,
    plugins: [fc.interruptAfterTimeLimit(PROPERTY_BUDGET_MS) as fc.Plugin<T>],
  };
}
