// Replays the durable queue's tasks (spec §3 "Sync task", §4 "Sync tasks", §7 "generic queued task"; contract
// §4.4; issue 15; ADR 040). Pure of the DOM and of IndexedDB: the storage, the network and the token refresh
// are passed in, so the rules are unit-tested and the same code runs in a page and in the service worker.
//
// The rules, in the spec's words where it has them:
// - tasks go out oldest first, one at a time; a task already being processed (by this replayer) is skipped;
// - a task waiting for the shopper's confirmation (`meta.awaiting_confirmation`: an offline order when automatic
//   transmission is off, spec §4, supplement §5) is not sent until confirmed;
// - a task whose url needs `{{cartId}}` waits while there is no cart id ('Error executing sync task … the
//   required cartId argument is null. Re-creating shopping cart synchro.');
// - `{{token}}` is filled with the customer's token;
// - a 401 refreshes the token once and retries; a second 401 keeps the task (it is never dropped), and the
//   tasks after it that carry `{{token}}` wait too (sent with a token the platform refused, an order would be
//   placed as a guest's: ADR 035); so do they while nobody is logged in (a customer's order waits for the next
//   login, never goes out with an empty token as a guest's: the logout of a failed refresh, issue 15 (d));
// - an answer that is not JSON is refused ('Error with response - bad content-type!') and the task kept;
// - a network failure, a timeout or a 5xx keeps the task for the next replay;
// - any other answer is the task's outcome: recorded (transmited, transmited_at, result, resultCode), handed
//   to its `callback_event` handler, then the task is removed unless its result is cacheable.
// Every request carries the task's idempotency key, so an answer lost on the way back is never applied twice:
// the platform answers the repeat with the first result (orders: their `order_id`, ADR 031).
import type { SyncTask } from '#client/lib/storage/records.ts';

export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const AWAITING_CONFIRMATION = 'Waiting for the shopper to confirm it (automatic transmission is off)';
export const UNAUTHORIZED = 'unauthorized: the token could not be refreshed';
export const LOGGED_OUT = "logged out: a customer's task waits for the next login";
export const MISSING_CART_ID =
  'Error executing sync task: the required cartId argument is null. Re-creating shopping cart synchro.';

/** What a replayer needs from its surroundings. */
export interface ReplayDeps {
  /** The queued tasks, oldest first. */
  pending(): Promise<SyncTask[]>;
  save(task: SyncTask): Promise<void>;
  remove(task: SyncTask): Promise<void>;
  /** Sends one request (the page's or the worker's fetch). */
  fetch(request: Request): Promise<Response>;
  origin: string;
  /** The customer's token, or null for a guest. */
  token(): string | null;
  /** The server cart's id, or null (then tasks needing it wait). */
  cartId(): string | null;
  /** Spec §4: one token refresh after a 401 (the user-token lock); true when a new token is there. */
  refreshToken?(): Promise<boolean>;
  /** The outcome of a task, for its `callback_event` (an order's: placed, or refused with its lines). */
  onOutcome?(task: SyncTask, outcome: TaskOutcome): Promise<void> | void;
  now(): number;
}

/** A definitive answer: the status and the JSON body's `result` (contract §0.1 envelope). */
export interface TaskOutcome {
  status: number;
  result: unknown;
  meta?: unknown;
}

export type ReplayStep =
  { kind: 'sent'; task: SyncTask; outcome: TaskOutcome } | { kind: 'kept'; task: SyncTask; reason: string };

const hasPlaceholder = (text: string | undefined, name: string) => text?.includes(`{{${name}}}`) ?? false;

function fill(text: string, token: string | null, cartId: string | null): string {
  return text
    .replaceAll('{{token}}', encodeURIComponent(token ?? ''))
    .replaceAll('{{cartId}}', encodeURIComponent(cartId ?? ''));
}

function requestOf(task: SyncTask, deps: ReplayDeps): Request {
  const token = deps.token();
  const cartId = deps.cartId();
  const headers = new Headers(task.payload.headers);
  headers.set('idempotency-key', task.idempotency_key);
  if (!headers.has('content-type') && task.payload.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(new URL(fill(task.url, token, cartId), deps.origin), {
    method: task.payload.method,
    headers,
    ...(task.payload.body !== undefined ? { body: fill(task.payload.body, token, cartId) } : {}),
  });
}

/** Sends one task; answers its outcome, or why it stays queued. */
async function sendTask(task: SyncTask, deps: ReplayDeps): Promise<TaskOutcome | { keep: string }> {
  let response: Response;
  try {
    response = await deps.fetch(requestOf(task, deps));
    if (response.status === 401 && deps.refreshToken && (await deps.refreshToken())) {
      await response.body?.cancel();
      response = await deps.fetch(requestOf(task, deps));
    }
  } catch (error) {
    return { keep: `network: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (response.status === 401) {
    await response.body?.cancel();
    return { keep: UNAUTHORIZED };
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    await response.body?.cancel();
    return { keep: BAD_CONTENT_TYPE };
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return { keep: `server error ${response.status}` };
  }
  const body = (await response.json().catch(() => null)) as { result?: unknown; meta?: unknown } | null;
  if (body === null) return { keep: BAD_CONTENT_TYPE };
  return { status: response.status, result: body.result, ...(body.meta !== undefined ? { meta: body.meta } : {}) };
}

/**
 * Sends every queued task once, oldest first; answers what happened to each. A task that stays is left
 * untouched apart from its `updated_at`; it goes out at the next replay.
 */
export async function replayTasks(deps: ReplayDeps, processing: Set<string> = new Set()): Promise<ReplayStep[]> {
  const steps: ReplayStep[] = [];
  let tokenRefused = false;
  for (const task of await deps.pending()) {
    if (task.transmited || processing.has(task.idempotency_key)) continue;
    if (task.meta?.awaiting_confirmation === true) {
      steps.push({ kind: 'kept', task, reason: AWAITING_CONFIRMATION });
      continue;
    }
    const needsCart = hasPlaceholder(task.url, 'cartId') || hasPlaceholder(task.payload.body, 'cartId');
    if (needsCart && !deps.cartId()) {
      steps.push({ kind: 'kept', task, reason: MISSING_CART_ID });
      continue;
    }
    const needsToken = hasPlaceholder(task.url, 'token') || hasPlaceholder(task.payload.body, 'token');
    if (needsToken && tokenRefused) {
      steps.push({ kind: 'kept', task, reason: UNAUTHORIZED });
      continue;
    }
    if (needsToken && !deps.token()) {
      steps.push({ kind: 'kept', task, reason: LOGGED_OUT });
      continue;
    }
    processing.add(task.idempotency_key);
    try {
      const sent = await sendTask(task, deps);
      if ('keep' in sent) {
        if (sent.keep === UNAUTHORIZED) tokenRefused = true;
        await deps.save({ ...task, updated_at: deps.now(), meta: { ...task.meta, last_error: sent.keep } });
        steps.push({ kind: 'kept', task, reason: sent.keep });
        continue;
      }
      const done: SyncTask = {
        ...task,
        transmited: true,
        transmited_at: deps.now(),
        updated_at: deps.now(),
        result: sent.result,
        resultCode: sent.status,
        code: sent.status,
      };
      // The outcome is handled before the task leaves the queue: a crash in between replays it, and the
      // idempotency key makes the platform answer the same outcome again.
      await deps.onOutcome?.(done, sent);
      if (done.is_result_cacheable) await deps.save(done);
      else await deps.remove(done);
      steps.push({ kind: 'sent', task: done, outcome: sent });
    } finally {
      processing.delete(task.idempotency_key);
    }
  }
  return steps;
}
