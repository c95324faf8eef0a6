// The one API client of both sides (DESIGN.md §2): route loaders on the server call it in-process,
// hooks in the browser over HTTP. Only the transport differs. One `request` carries what a call of the
// vue-storefront-api contract needs: the user token (spec §6 / contract §0.2: `Authorization: Bearer` when
// the token-in-header setting is on, `?token=` otherwise), the cart id as `?cartId=` (spec §7, contract
// §1.1 C2-C12), an `Idempotency-Key` for replayable writes (DESIGN.md §2 "replayed exactly once"), an abort
// signal, and the answer's contract name (DESIGN.md §2 "the contract is a schema"), checked where the client
// has a checker (the server; shared/contract/answers.ts keeps zod out of the browser). A 401 asks
// the `onUnauthorized` hook for a fresh token and retries once (spec §4 sync tasks, contract §5 task queue).
// Errors keep the envelope's `result` (contract §0.1) and the spec §8 bad content-type message.
import type { z } from 'zod';
import type { Answer, AnswerCheck, AnswerName } from '#shared/contract/answers.ts';
import { ApiContractError, ApiError } from './errors';

// The errors live in ./errors.ts so code that only checks an error's kind does not bring the request code along.
export { ApiContractError, ApiError } from './errors';

export type Fetcher = (request: Request) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Query parameters; `undefined` and `null` are left out, everything else is written with String(). */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Spec §8: an answer that is not JSON. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';

export interface RequestOptions<T = unknown> {
  /** Default GET, or POST when a body is given. */
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON (`content-type: application/json`). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The user token (spec §6). Empty, null or absent: a guest, nothing is sent. */
  token?: string | null;
  /** The server cart id, sent as `?cartId=` (contract §1.1). */
  cartId?: string | null;
  /** Sent as `Idempotency-Key`: the same key for every retry of one write. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * The answer's contract name (shared/contract/answers.ts): types the answer, and where the client has a
   * checker (the server), a mismatch is an ApiContractError.
   */
  answer?: AnswerName;
  /** A schema of the caller's own, always checked (tests, server code that holds zod anyway). */
  schema?: z.ZodType<T>;
}

export interface UnauthorizedContext {
  /** The token the refused request carried (undefined for a guest request). */
  token: string | undefined;
  method: HttpMethod;
  /** Path and query of the refused request. */
  url: string;
  /** The envelope's `result` of the 401 (contract §0.1), e.g. the platform's message. */
  result: unknown;
}

/**
 * Called on a 401 (spec §4: "on a 401 with auto refresh on, the task is retried after the refresh").
 * Returns the token to retry with (the request is sent once more, with it), or null/undefined to give up
 * (the 401 is thrown as an ApiError).
 */
export type UnauthorizedHandler = (
  context: UnauthorizedContext,
) => Promise<string | null | undefined> | string | null | undefined;

export interface ApiClientOptions {
  /** Origin the relative API paths resolve against (the page origin in the browser). */
  origin: string;
  fetch: Fetcher;
  /**
   * Spec §6 / contract §0.2 `users.tokenInHeader`: the token as `Authorization: Bearer <token>` (on) or as
   * `?token=` (off, the contract's default). The API proxy converts either way (worker/api-proxy/token.ts).
   */
  tokenInHeader?: boolean;
  onUnauthorized?: UnauthorizedHandler;
  /** Checks named answers (shared/contract/answers.ts `checkAnswer`); the browser leaves it out. */
  checkAnswer?: (name: AnswerName, body: unknown) => AnswerCheck;
}

export interface ApiClient {
  /** Whether this client sends the user token as a Bearer header (spec §6). */
  readonly tokenInHeader: boolean;
  /** A call whose answer has a contract name: typed (and on the server checked) as that answer. */
  request<N extends AnswerName>(path: string, options: RequestOptions & { answer: N }): Promise<Answer<N>>;
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET with query parameters (the shape callers used before `request`). */
  getJson<T>(path: string, params?: QueryParams): Promise<T>;
  /** POST of a JSON body with query parameters. */
  postJson<T>(path: string, body: unknown, params?: QueryParams): Promise<T>;
}

export function buildUrl(origin: string, path: string, params?: QueryParams): URL {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

/** How an answer is checked: the caller's schema, else its contract name where the client has a checker. */
interface AnswerRule {
  schema?: z.ZodType<unknown> | undefined;
  answer?: AnswerName | undefined;
  checkAnswer?: ((name: AnswerName, body: unknown) => AnswerCheck) | undefined;
}

/** The issues of a failed schema check as one line ("result.item_id: expected number"). */
function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

async function readJson<T>(response: Response, url: string, rule: AnswerRule = {}): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  // Spec §8: an answer that is not JSON is 'Error with response - bad content-type!'.
  if (!type.includes('application/json')) {
    await response.body?.cancel();
    throw new ApiError(response.status, BAD_CONTENT_TYPE, url);
  }
  const body: unknown = await response.json();
  if (!response.ok) {
    const result = body && typeof body === 'object' && 'result' in body ? (body as { result: unknown }).result : body;
    const meta = body && typeof body === 'object' && 'meta' in body ? (body as { meta: unknown }).meta : undefined;
    throw new ApiError(response.status, result, url, meta);
  }
  if (rule.schema) {
    const parsed = rule.schema.safeParse(body);
    if (!parsed.success) throw new ApiContractError(response.status, describeIssues(parsed.error.issues), url);
    return parsed.data as T;
  }
  if (rule.answer && rule.checkAnswer) {
    const checked = rule.checkAnswer(rule.answer, body);
    if (!checked.ok) throw new ApiContractError(response.status, checked.message, url);
    return checked.value as T;
  }
  return body as T;
}

const hasToken = (token: string | null | undefined): token is string => typeof token === 'string' && token !== '';

export function createApiClient({
  origin,
  fetch,
  tokenInHeader = false,
  onUnauthorized,
  checkAnswer,
}: ApiClientOptions): ApiClient {
  function toRequest(
    path: string,
    options: RequestOptions<unknown>,
    method: HttpMethod,
    token: string | undefined,
  ): { request: Request; url: URL } {
    const url = buildUrl(origin, path, {
      ...options.query,
      ...(options.cartId ? { cartId: options.cartId } : {}),
      // Spec §6: the token travels in the query unless the header is used (then it is not in the url).
      ...(token !== undefined && !tokenInHeader ? { token } : {}),
    });
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    if (token !== undefined && tokenInHeader) headers.set('authorization', `Bearer ${token}`);
    if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
    const init: RequestInit = { method, headers };
    if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) init.signal = options.signal;
    return { request: new Request(url, init), url };
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const token = hasToken(options.token) ? options.token : undefined;
    const first = toRequest(path, options, method, token);
    const response = await fetch(first.request);
    const rule: AnswerRule = { schema: options.schema, answer: options.answer, checkAnswer };
    if (response.status !== 401 || !onUnauthorized) return readJson(response, first.url.pathname, rule);

    // Spec §4: a 401 asks for a fresh token, then the same request goes once more with it; a second 401
    // (or no token) is the error.
    let refused: ApiError;
    try {
      await readJson(response, first.url.pathname);
      refused = new ApiError(401, 'Unauthorized', first.url.pathname);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused = error;
    }
    const refreshed = await onUnauthorized({
      token,
      method,
      url: `${first.url.pathname}${first.url.search}`,
      result: refused.result,
    });
    if (!hasToken(refreshed)) throw refused;
    const retry = toRequest(path, options, method, refreshed);
    return readJson(await fetch(retry.request), retry.url.pathname, rule);
  }

  return {
    tokenInHeader,
    request,
    getJson: <T>(path: string, params?: QueryParams) => request<T>(path, { method: 'GET', query: params }),
    postJson: <T>(path: string, body: unknown, params?: QueryParams) =>
      request<T>(path, { method: 'POST', body, query: params }),
  };
}
