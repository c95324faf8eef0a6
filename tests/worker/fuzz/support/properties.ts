// The request runner and the properties every answer must have (issue 8, "a fuzz suite in npm test"):
//   1. never a 5xx;
//   2. no stack trace (`at f (file.ts:1:2)` frames, `Error:` with a file path) and no SQL text
//      (`SELECT`, `SQLITE_`, `no such column`, `syntax error`, …) in any body;
//   3. on a JSON path (/api/*, /stockists/*, /customer/section/load) every error is the `{code, result}`
//      envelope with `code` equal to the HTTP status and a string message; successes are the envelope
//      too, except where the contract says otherwise (see `successShape`);
//   4. an answer, body included, within HANG_BOUND_MS.
// A failure throws an Error that starts with what was wrong and prints the request as curl; fast-check
// shrinks the request and prints it again (FuzzRequest's toString is its curl line; assert-answers.ts).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '#worker/index.ts';
import type { Env } from '#worker/env.ts';
import { HANG_BOUND_MS } from './fuzz-config';
import { TEST_ORIGIN, fuzzRequest, toCurl, type FuzzRequest } from './fuzz-request';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

/** A check of one answer: the problems it finds (empty = fine). */
export type AnswerCheck = (request: FuzzRequest, answer: Answer) => string[];

/**
 * Sends a request through the whole worker (routing, guards, API proxy, edge cache, platform, pages; real
 * D1 and Cache API) and reads the whole body, then lets its `waitUntil` work (cache stores) finish.
 *
 * The worker's own fetch handler is called, as tests/worker/pages/routes.integration.test.ts does, not
 * SELF.fetch: in @cloudflare/vitest-pool-workers 0.15 every SELF.fetch costs more than the one before in
 * the same isolate (measured: 5 ms → 40 ms for /robots.txt after 800 calls, then "Maximum call stack size
 * exceeded"), which a 1000-run property cannot afford and which is no property of the worker; direct
 * calls stay flat over thousands.
 *
 * Async hangs are cut at `bound` by a timer; CPU-bound work runs in this same isolate and cannot be
 * pre-empted, so it is caught by the elapsed time once it returns.
 */
export async function send(request: FuzzRequest, bound = HANG_BOUND_MS): Promise<Answer> {
  const started = Date.now();
  const ctx = createExecutionContext();
  const work = (async () => {
    const raw = new Request(`${TEST_ORIGIN}${request.target}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    const response = await worker.fetch(raw, env as unknown as Env, ctx);
    const text = request.method === 'HEAD' ? '' : await response.text();
    return { status: response.status, headers: response.headers, text };
  })();
  try {
    const outcome = await withinBound(work, bound);
    const ms = Date.now() - started;
    if (outcome === 'hang') {
      work.catch(() => undefined);
      throw new Error(`no answer within ${bound} ms (hang)\n  request: ${toCurl(request)}`);
    }
    if (ms > bound)
      throw new Error(
        `answered ${outcome.status} after ${ms} ms, more than the ${bound} ms bound\n  request: ${toCurl(request)}`,
      );
    // Background work must settle too (a cache store that never ends would pile up in production).
    if ((await withinBound(waitOnExecutionContext(ctx), bound)) === 'hang') {
      throw new Error(`its waitUntil work did not settle within ${bound} ms\n  request: ${toCurl(request)}`);
    }
    return { ...outcome, ms };
  } catch (error) {
    if (error instanceof Error && error.message.includes('  request: ')) throw error;
    throw new Error(
      `the worker threw instead of answering: ${error instanceof Error ? error.message : String(error)}\n  request: ${toCurl(request)}`,
      { cause: error },
    );
  }
}

/** The promise's value, or 'hang' when it takes longer than `bound` ms. */
async function withinBound<T>(promise: Promise<T>, bound: number): Promise<T | 'hang'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), bound);
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}

// --- 1. status ---------------------------------------------------------------------------------------

const noServerError: AnswerCheck = (_request, answer) =>
  answer.status >= 500 ? [`status ${answer.status} (a 5xx)`] : [];

// --- 2. leaks ------------------------------------------------------------------------------------------

/** Stack frames and error texts with source locations. Matched on the raw body (JSON escapes included). */
const STACK_MARKERS: readonly RegExp[] = [
  /(?:^|\n|\\n)\s*at (?:async )?[^\n\\]{0,200}?:\d+:\d+\)?/,
  /\b[A-Z]\w*Error: [^\n"]{0,200}?(?:\/|\\\\)[\w.-]+\.(?:[cm]?[jt]sx?)\b/,
  /[\w-]+\.(?:[cm]?[jt]sx?):\d+:\d+/,
];

/** SQL and SQLite/D1/FTS5 error texts. Case-sensitive `SELECT` keeps `<select>` elements of pages out. */
const SQL_MARKERS: readonly RegExp[] = [
  /\bSELECT\b/,
  /SQLITE_[A-Z]+/,
  /\bD1_[A-Z_]*ERROR\b/,
  /no such (?:column|table|function|module)/i,
  /syntax error/i,
  /\bfts5:/i,
  /unrecognized token/i,
  /too many SQL variables/i,
  /malformed MATCH expression/i,
  /pattern too complex/i,
  /string or blob too big/i,
  /\bFROM\s+\w+\s+WHERE\b/,
];

function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** What the client sent, in every spelling an answer might echo it in (raw, decoded, JSON-escaped). */
function sentText(request: FuzzRequest): string {
  const body = typeof request.body === 'string' ? request.body : '';
  const target = `${request.target} ${decodeLoosely(request.target)} ${decodeLoosely(request.target.replace(/&/g, ' '))}`;
  return `${target} ${body} ${JSON.stringify(decodeLoosely(request.target))} ${Object.values(request.headers).join(' ')}`.toLowerCase();
}

/**
 * Stack frames and SQL texts in the body. A marker the request itself contains is not a leak: many 400
 * messages quote the bad input (`No such sku: ' UNION SELECT …`), and that is the point of them.
 */
const noLeaks: AnswerCheck = (request, answer) => {
  const sent = sentText(request);
  const problems: string[] = [];
  for (const [kind, markers] of [
    ['a stack trace', STACK_MARKERS],
    ['SQL text', SQL_MARKERS],
  ] as const) {
    for (const marker of markers) {
      const found = marker.exec(answer.text)?.[0];
      if (found !== undefined && !sent.includes(found.trim().toLowerCase())) {
        problems.push(`${kind} in the body: ${JSON.stringify(found.slice(0, 120))}`);
        break;
      }
    }
  }
  return problems;
};

// --- 3. envelope ---------------------------------------------------------------------------------------

/** Paths answered by the API contract: JSON always (README "The embedded API"). */
export function isJsonPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/stockists/') ||
    pathname === '/customer/section/load' ||
    pathname === '/customer/section/load/'
  );
}

/**
 * What a 2xx body of a JSON path is. The envelope is the rule (contract §0.1), with these exceptions that
 * mirror the original vue-storefront-api and Magento, which clients parse as they are:
 *   - catalogue search: an Elasticsearch-like body (`{took, hits, aggregations}`; worker/platform/catalog/routes.ts);
 *   - url/map: the raw index hit or JSON null (contract §1.6);
 *   - the legacy Magento paths: raw arrays/objects (shared/contract/legacy.ts);
 *   - `GET /api`: `{version}`.
 * Errors have no exceptions: every 4xx on a JSON path is the envelope.
 */
function successShape(pathname: string): 'envelope' | 'raw-json' {
  if (pathname === '/api' || pathname.startsWith('/api/catalog/') || pathname === '/api/url/map') return 'raw-json';
  if (!pathname.startsWith('/api/')) return 'raw-json';
  return 'envelope';
}

export function pathnameOf(request: FuzzRequest): string {
  return new URL(`${TEST_ORIGIN}${request.target}`).pathname;
}

function excerpt(text: string, n = 160): string {
  return JSON.stringify(text.length > n ? `${text.slice(0, n)}…` : text);
}

/** The `{code, result}` envelope with code = status (and a string message for errors), or its problem. */
function envelopeProblem(answer: Answer): string | null {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return `a body that is not JSON: ${excerpt(answer.text)}`;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('code' in json) || !('result' in json)) {
    return `not the {code, result} envelope: ${excerpt(answer.text)}`;
  }
  if (json.code !== answer.status)
    return `envelope code ${JSON.stringify(json.code)} differs from HTTP status ${answer.status}`;
  if (answer.status >= 400 && typeof json.result !== 'string')
    return `an error envelope whose result is not a message: ${excerpt(answer.text)}`;
  return null;
}

const jsonPathContract: AnswerCheck = (request, answer) => {
  const pathname = pathnameOf(request);
  // Bodiless answers (HEAD, 204 preflights, 304) have nothing to check.
  if (!isJsonPath(pathname) || request.method === 'HEAD' || answer.status === 204 || answer.status === 304) return [];
  const problems: string[] = [];
  const type = answer.headers.get('content-type') ?? '';
  if (!/application\/json/i.test(type)) problems.push(`content-type ${JSON.stringify(type)} on a JSON path`);
  if (answer.status >= 300 || successShape(pathname) === 'envelope') {
    const problem = envelopeProblem(answer);
    if (problem) problems.push(problem);
  } else {
    try {
      JSON.parse(answer.text);
    } catch {
      problems.push(`a 2xx body that is not JSON: ${excerpt(answer.text)}`);
    }
  }
  return problems;
};

/**
 * `/img/*` is not a JSON path (a success is an SVG; a refused method may answer plain text), but a JSON
 * error it sends — the platform's 400s (worker/platform/images/routes.ts) — must be a correct envelope.
 */
const imageJsonErrorsEnveloped: AnswerCheck = (request, answer) => {
  if (!pathnameOf(request).startsWith('/img/') || request.method === 'HEAD' || answer.status < 400) return [];
  if (!/application\/json/i.test(answer.headers.get('content-type') ?? '')) return [];
  const problem = envelopeProblem(answer);
  return problem ? [`/img error: ${problem}`] : [];
};

/** RFC 9110 §15.5.6: a 405 MUST list the allowed methods in `Allow`. */
export const allowOn405: AnswerCheck = (_request, answer) =>
  answer.status === 405 && !answer.headers.get('allow') ? ['a 405 without an Allow header (RFC 9110 §15.5.6)'] : [];

export const BASE_CHECKS: readonly AnswerCheck[] = [noServerError, noLeaks, jsonPathContract, imageJsonErrorsEnveloped];

/** What the common properties (plus `extra`) find wrong with an answer. */
export function problemsOf(request: FuzzRequest, answer: Answer, extra: readonly AnswerCheck[] = []): string[] {
  return [...BASE_CHECKS, ...extra].flatMap((check) => check(request, answer));
}

/** Sends the request and applies the checks; throws with every problem, the curl line and the answer. */
export async function expectGoodAnswer(request: FuzzRequest, extra: readonly AnswerCheck[] = []): Promise<Answer> {
  const answer = await send(request);
  const problems = problemsOf(request, answer, extra);
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('; ')}\n  request: ${toCurl(request)}\n  answer: ${answer.status} in ${answer.ms} ms, ${excerpt(answer.text, 300)}`,
    );
  }
  return answer;
}

/** `count` fresh guest carts (their ids), for the cart and checkout suites' requests to aim at. */
export async function createGuestCarts(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await send(fuzzRequest({ method: 'POST', target: '/api/cart/create', headers: {} }));
    if (answer.status !== 200) throw new Error(`POST /api/cart/create answered ${answer.status}`);
    ids.push((JSON.parse(answer.text) as { result: string }).result);
  }
  return ids;
}
