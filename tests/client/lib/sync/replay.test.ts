// The durable queue's replay rules (client/lib/sync/replay.ts; spec §4 "Sync tasks", §7; issue 15): oldest
// first, the idempotency key on every request, placeholders filled, a task needing a cart id waits, one token
// refresh after a 401, non-JSON / 5xx / network failures keep the task, any other answer is its outcome.
// The queue is an in-memory list here and the server a function answering real Response objects; the browser
// test (e2e/offline-order.e2e.test.ts) runs the same code against the platform.
import { describe, expect, it } from 'vitest';
import type { SyncTask } from '#client/lib/storage/records.ts';
import {
  AWAITING_CONFIRMATION,
  BAD_CONTENT_TYPE,
  MISSING_CART_ID,
  replayTasks,
  LOGGED_OUT,
  UNAUTHORIZED,
  type ReplayDeps,
} from '#client/lib/sync/replay.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function task(id: number, url: string, extra: Partial<SyncTask> = {}): SyncTask {
  return {
    task_id: id,
    idempotency_key: `key-${id}`,
    url,
    payload: { method: 'POST', headers: {}, body: '{"cart":"{{cartId}}"}' },
    silent: false,
    transmited: false,
    created_at: id,
    updated_at: id,
    is_result_cacheable: false,
    ...extra,
  };
}

function harness(
  tasks: SyncTask[],
  answer: (request: Request) => Promise<Response> | Response,
  over: Partial<ReplayDeps> = {},
) {
  const queue = [...tasks];
  const requests: Request[] = [];
  const outcomes: Array<[string, number]> = [];
  const deps: ReplayDeps = {
    pending: async () => queue.filter((t) => !t.transmited).sort((a, b) => a.created_at - b.created_at),
    save: async (saved) => {
      queue.splice(
        queue.findIndex((t) => t.task_id === saved.task_id),
        1,
        saved,
      );
    },
    remove: async (removed) => {
      queue.splice(
        queue.findIndex((t) => t.task_id === removed.task_id),
        1,
      );
    },
    fetch: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
    origin: 'https://shop.test',
    token: () => null,
    cartId: () => 'cart-1',
    onOutcome: (done, outcome) => {
      outcomes.push([done.idempotency_key, outcome.status]);
    },
    now: () => 1000,
    ...over,
  };
  return { deps, queue, requests, outcomes };
}

describe('replayTasks', () => {
  it('sends oldest first with the idempotency key and the cart id filled in; answered tasks leave the queue', async () => {
    const { deps, queue, requests, outcomes } = harness(
      [task(2, '/api/order?x=1'), task(1, '/api/cart/update?cartId={{cartId}}')],
      () => json(200, { code: 200, result: { ok: true } }),
    );
    const steps = await replayTasks(deps);
    expect(steps.map((step) => step.kind)).toEqual(['sent', 'sent']);
    expect(requests.map((r) => r.url)).toEqual([
      'https://shop.test/api/cart/update?cartId=cart-1',
      'https://shop.test/api/order?x=1',
    ]);
    expect(requests[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(await requests[0]!.text()).toBe('{"cart":"cart-1"}');
    expect(outcomes).toEqual([
      ['key-1', 200],
      ['key-2', 200],
    ]);
    expect(queue).toEqual([]);
  });

  it('a refusal (409 with meta) is an outcome too: never a false success, never retried', async () => {
    const { deps, queue, outcomes } = harness([task(1, '/api/order')], () =>
      json(409, { code: 409, result: 'Some of the ordered products are not available.', meta: { skus: ['A'] } }),
    );
    const [step] = await replayTasks(deps);
    expect(step).toMatchObject({ kind: 'sent', outcome: { status: 409, meta: { skus: ['A'] } } });
    expect(outcomes).toEqual([['key-1', 409]]);
    expect(queue).toEqual([]);
  });

  it('keeps the task on a network failure, a 5xx and a non-JSON answer', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(500, { code: 500, result: 'Internal platform error' }),
      () => new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ];
    for (const answer of answers) {
      const { deps, queue, outcomes } = harness([task(1, '/api/order')], answer);
      const [step] = await replayTasks(deps);
      expect(step?.kind).toBe('kept');
      expect(queue).toHaveLength(1);
      expect(queue[0]!.transmited).toBe(false);
      expect(outcomes).toEqual([]);
    }
    const { deps } = harness([task(1, '/api/order')], answers[2]!);
    expect(await replayTasks(deps)).toMatchObject([{ kind: 'kept', reason: BAD_CONTENT_TYPE }]);
  });

  it('a task needing a cart id waits while there is none', async () => {
    const { deps, requests, queue } = harness([task(1, '/api/cart/update?cartId={{cartId}}')], () => json(200, {}), {
      cartId: () => null,
    });
    expect(await replayTasks(deps)).toMatchObject([{ kind: 'kept', reason: MISSING_CART_ID }]);
    expect(requests).toEqual([]);
    expect(queue).toHaveLength(1);
  });

  it('a 401 refreshes the token once and sends again with the new one; a second 401 keeps the task', async () => {
    let token = 'old';
    let refreshes = 0;
    const { deps, requests, outcomes } = harness(
      [task(1, '/api/user/me?token={{token}}')],
      (request) =>
        new URL(request.url).searchParams.get('token') === 'new' ? json(200, { result: 'ok' }) : json(401, {}),
      {
        token: () => token,
        refreshToken: async () => {
          refreshes += 1;
          token = 'new';
          return true;
        },
      },
    );
    await replayTasks(deps);
    expect([refreshes, requests.length, outcomes]).toEqual([1, 2, [['key-1', 200]]]);

    const stuck = harness([task(1, '/api/user/me?token={{token}}')], () => json(401, {}), {
      token: () => 'refused',
      refreshToken: async () => true,
    });
    expect(await replayTasks(stuck.deps)).toMatchObject([{ kind: 'kept' }]);
    expect(stuck.requests).toHaveLength(2);
  });

  it('after a 401 that no refresh cures, the later tasks carrying the token wait; the others still go', async () => {
    // The service worker replays without a refresh: an order sent with a refused token would be a guest's.
    const { deps, requests } = harness(
      [
        task(1, '/api/user/me?token={{token}}'),
        task(2, '/api/order?token={{token}}'),
        task(3, '/api/order', { payload: { method: 'POST', headers: {} } }),
      ],
      (request) => (new URL(request.url).pathname === '/api/user/me' ? json(401, {}) : json(200, { result: 'ok' })),
      { token: () => 'expired' },
    );
    const steps = await replayTasks(deps);
    expect(steps.map((step) => [step.kind, step.task.task_id, step.kind === 'kept' ? step.reason : ''])).toEqual([
      ['kept', 1, UNAUTHORIZED],
      ['kept', 2, UNAUTHORIZED],
      ['sent', 3, ''],
    ]);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/user/me', '/api/order']);
  });

  it('while nobody is logged in, the tasks carrying the token wait (never a guest’s order); the others go', async () => {
    // A failed refresh logged the customer out with their order still queued (spec §4): it waits for the login.
    let token: string | null = null;
    const { deps, requests, queue } = harness(
      [task(1, '/api/order?token={{token}}'), task(2, '/api/order', { payload: { method: 'POST', headers: {} } })],
      () => json(200, { result: 'ok' }),
      { token: () => token },
    );
    const steps = await replayTasks(deps);
    expect(steps.map((step) => [step.kind, step.task.task_id, step.kind === 'kept' ? step.reason : ''])).toEqual([
      ['kept', 1, LOGGED_OUT],
      ['sent', 2, ''],
    ]);
    expect(requests.map((request) => request.url)).toEqual(['https://shop.test/api/order']);
    expect(queue.map((queued) => queued.task_id)).toEqual([1]);

    token = 'after-login';
    await replayTasks(deps);
    expect(requests.map((request) => new URL(request.url).searchParams.get('token'))).toEqual([null, 'after-login']);
    expect(queue).toEqual([]);
  });

  it('a task waiting for the shopper’s confirmation (automatic transmission off) is not sent', async () => {
    const waiting = task(1, '/api/order', { meta: { awaiting_confirmation: true } });
    const { deps, requests, queue } = harness([waiting], () => json(200, {}));
    expect(await replayTasks(deps)).toMatchObject([{ kind: 'kept', reason: AWAITING_CONFIRMATION }]);
    expect([requests.length, queue.length]).toEqual([0, 1]);
  });

  it('skips a task this replayer is already sending', async () => {
    const { deps, requests } = harness([task(1, '/api/order')], () => json(200, {}));
    await replayTasks(deps, new Set(['key-1']));
    expect(requests).toEqual([]);
  });
});
