// The fuzz property of an endpoint group (issue 8, "a fuzz suite in npm test"): every generated request
// gets a good answer (support/properties.ts). fc.assert with the mode's seed and runs (fuzz-config.ts),
// shrinking the first failing request; or, in explore mode, every distinct failure listed unshrunk.
import fc from 'fast-check';
import { FUZZ_EXPLORE, FUZZ_RUNS, FUZZ_SEED, fuzzParameters } from './fuzz-config';
import { toCurl, type FuzzRequest } from './fuzz-request';
import { expectGoodAnswer, isJsonPath, pathnameOf, problemsOf, send, type AnswerCheck } from './properties';

export interface PropertyOptions {
  /** Requests tried first on every run (known findings, edge cases a generator reaches rarely). */
  examples?: FuzzRequest[];
  /** Checks on top of BASE_CHECKS. */
  extra?: readonly AnswerCheck[];
  /** Runs of this property (default: the mode's FUZZ_RUNS). */
  runs?: number;
}

/** Where a request went, coarsely: the first API segments, or "page" (to group failures in explore mode). */
function routeKey(request: FuzzRequest): string {
  const pathname = pathnameOf(request);
  if (!isJsonPath(pathname) && !pathname.startsWith('/img/')) return 'page';
  return pathname
    .split('/')
    .slice(0, pathname.startsWith('/api/catalog/') ? 3 : 4)
    .map((s) => (/^[\w.-]*$/.test(s) ? s : '…'))
    .join('/');
}

/** A problem without its particulars (quoted texts, numbers), so one bug is one line. */
function problemKind(problem: string): string {
  return problem
    .split('\n')[0]!
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 100);
}

/**
 * Explore mode (FUZZ_EXPLORE=1): every generated request is sent and every distinct failure (method, route,
 * kind of problem) is listed with its shortest request, instead of stopping at the first and shrinking it.
 * For triage when several bugs are open at once; the default and long modes use fc.assert.
 */
async function exploreAnswers(requests: fc.Arbitrary<FuzzRequest>, options: PropertyOptions): Promise<void> {
  const all = [
    ...(options.examples ?? []),
    ...fc.sample(requests, { seed: FUZZ_SEED, numRuns: options.runs ?? FUZZ_RUNS }),
  ];
  const found = new Map<string, { curl: string; problem: string; count: number }>();
  const slowest: Array<{ ms: number; line: string }> = [];
  for (const request of all) {
    let problems: string[];
    let status = 'no answer';
    try {
      const answer = await send(request);
      status = String(answer.status);
      slowest.push({ ms: answer.ms, line: `${answer.ms} ms, ${answer.status}: ${toCurl(request).slice(0, 300)}` });
      slowest.sort((a, b) => b.ms - a.ms).splice(3);
      problems = problemsOf(request, answer, options.extra);
    } catch (error) {
      problems = [error instanceof Error ? error.message : String(error)];
    }
    // One request, one entry: keyed by its first problem (a 500 text body also breaks the envelope).
    const first = problems[0];
    if (first === undefined) continue;
    const key = `${request.method} ${routeKey(request)} → ${problemKind(first)}`;
    const curl = toCurl(request);
    const seen = found.get(key);
    const shown = `${status}: ${problems.map((p) => p.split('\n')[0]).join('; ')}`;
    if (!seen || curl.length < seen.curl.length)
      found.set(key, { curl, problem: shown, count: (seen?.count ?? 0) + 1 });
    else seen.count++;
  }
  // The slowest answers (a slow path below the hang bound is still worth a look).
  console.log(`explore: slowest of ${all.length} requests:\n${slowest.map((s) => `  ${s.line}`).join('\n')}`);
  if (found.size > 0) {
    const list = [...found].map(([key, f]) => `- ${key} (×${f.count})\n    ${f.problem}\n    ${f.curl}`).join('\n');
    throw new Error(`${found.size} distinct failure(s) in ${all.length} requests (seed ${FUZZ_SEED}):\n${list}`);
  }
}

/** The fuzz property of one endpoint group: every generated request gets a good answer. */
export async function assertGoodAnswers(
  requests: fc.Arbitrary<FuzzRequest>,
  options: PropertyOptions = {},
): Promise<void> {
  if (FUZZ_EXPLORE) return exploreAnswers(requests, options);
  const examples = (options.examples ?? []).map((request): [FuzzRequest] => [request]);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      await expectGoodAnswer(request, options.extra);
    }),
    fuzzParameters(examples, options.runs),
  );
}
