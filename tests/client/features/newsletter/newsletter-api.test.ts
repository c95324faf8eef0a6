// The newsletter's endpoint file (client/features/newsletter/api/newsletter.ts; contract §1.1 N1-N2; spec §4
// "Newsletter"; issue 14, ADR 039) over a stub transport: the path from the provider setting, which statuses mean
// subscribed ('subscribed', and the spec's 'active'), the GET-first flow that skips a subscribed mailbox, and the
// coupon read from the answer's `meta` (supplement §3: NEWSLETTER10, 10 %).
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Fetcher } from '#shared/api/client.ts';
import {
  fetchIsSubscribed,
  isSubscribedResult,
  newsletterPath,
  subscribe,
  subscribeMutationOptions,
  subscribeUnlessSubscribed,
} from '#client/features/newsletter/api/newsletter.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(answer: (request: Request) => Response) {
  const sent: Array<{ method: string; url: string; key: string | null; body: string }> = [];
  const fetch: Fetcher = async (request) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      key: request.headers.get('idempotency-key'),
      body: await request.clone().text(),
    });
    return answer(request);
  };
  return { api: createApiClient({ origin: 'http://shop.test', fetch }), sent };
}

const COUPON = { code: 'NEWSLETTER10', percent: 10 };
const SUBSCRIBED = { code: 200, result: 'OK', meta: { coupon: COUPON } };

describe('newsletterPath', () => {
  it("is the provider's extension path", () => {
    expect(newsletterPath('mailchimp')).toBe('/api/ext/mailchimp-subscribe/subscribe');
    expect(newsletterPath('unisender-go')).toBe('/api/ext/unisender-go-subscribe/subscribe');
  });
});

describe('isSubscribedResult', () => {
  it("is true for 'subscribed' (contract N1) and 'active' (spec §4), false otherwise", () => {
    expect(isSubscribedResult('subscribed')).toBe(true);
    expect(isSubscribedResult('active')).toBe(true);
    expect(isSubscribedResult('unsubscribed')).toBe(false);
    expect(isSubscribedResult('pending')).toBe(false);
    expect(isSubscribedResult(undefined)).toBe(false);
  });
});

describe('fetchIsSubscribed and subscribe', () => {
  it('GETs the status with ?email= and POSTs {email}, answering the coupon of meta', async () => {
    const { api, sent } = stub((request) =>
      json(request.method === 'GET' ? { code: 200, result: 'unsubscribed' } : SUBSCRIBED),
    );
    expect(await fetchIsSubscribed(api, 'mailchimp', 'a@b.ru')).toBe(false);
    expect(await subscribe(api, 'mailchimp', 'a@b.ru', { idempotencyKey: 'k' })).toEqual(COUPON);
    expect(sent).toEqual([
      { method: 'GET', url: '/api/ext/mailchimp-subscribe/subscribe?email=a%40b.ru', key: null, body: '' },
      { method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', key: 'k', body: '{"email":"a@b.ru"}' },
    ]);
  });

  it('answers null when the shop has no coupon or an upstream sends no meta', async () => {
    const none = stub(() => json({ code: 200, result: 'OK', meta: { coupon: null } }));
    expect(await subscribe(none.api, 'mailchimp', 'a@b.ru')).toBeNull();
    const bare = stub(() => json({ code: 200, result: 'OK' }));
    expect(await subscribe(bare.api, 'mailchimp', 'a@b.ru')).toBeNull();
  });

  it("throws a refused e-mail as an ApiError 400 with the platform's message", async () => {
    const { api } = stub(() => json({ code: 400, result: 'Invalid e-mail provided!' }, 400));
    const error = await fetchIsSubscribed(api, 'mailchimp', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).result).toBe('Invalid e-mail provided!');
  });
});

describe('subscribeUnlessSubscribed', () => {
  it('skips subscribing a subscribed mailbox (spec §4)', async () => {
    const calls: string[] = [];
    const outcome = await subscribeUnlessSubscribed({
      isSubscribed: async () => (calls.push('status'), true),
      subscribe: async () => (calls.push('subscribe'), COUPON),
    });
    expect(outcome).toEqual({ kind: 'already' });
    expect(calls).toEqual(['status']);
  });

  it('subscribes otherwise and carries the coupon', async () => {
    const calls: string[] = [];
    const outcome = await subscribeUnlessSubscribed({
      isSubscribed: async () => (calls.push('status'), false),
      subscribe: async () => (calls.push('subscribe'), COUPON),
    });
    expect(outcome).toEqual({ kind: 'subscribed', coupon: COUPON });
    expect(calls).toEqual(['status', 'subscribe']);
  });
});

describe('subscribeMutationOptions', () => {
  it('asks the status of the trimmed e-mail, then subscribes it once', async () => {
    const { api, sent } = stub((request) =>
      json(request.method === 'GET' ? { code: 200, result: 'unsubscribed' } : SUBSCRIBED),
    );
    const options = subscribeMutationOptions(api, 'sendpulse');
    const outcome = await options.mutationFn!({ email: ' a@b.ru ' }, undefined as never);
    expect(outcome).toEqual({ kind: 'subscribed', coupon: COUPON });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/ext/sendpulse-subscribe/subscribe?email=a%40b.ru',
      'POST /api/ext/sendpulse-subscribe/subscribe',
    ]);
    expect(sent[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 'already' for a subscribed mailbox without a POST", async () => {
    const { api, sent } = stub(() => json({ code: 200, result: 'subscribed' }));
    const outcome = await subscribeMutationOptions(api, 'mailchimp').mutationFn!(
      { email: 'a@b.ru' },
      undefined as never,
    );
    expect(outcome).toEqual({ kind: 'already' });
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });
});
