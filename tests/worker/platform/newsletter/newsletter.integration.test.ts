// The newsletter of the embedded platform (contract §1.1 N1-N3; spec §4 "Newsletter", §7; supplement §3;
// issue 14; ADR 036) in workerd with real D1: subscribe (idempotent, one row per mailbox, the 10 % coupon
// in meta), status, unsubscribe, the provider name from configuration, the legacy Magento form post, and
// 'Please provide valid e-mail address.' for every bad e-mail (400, never a 500), and the subscription limits
// per mailbox and per client address (ADR 058).
// The extension's paths go through the worker (SELF); the legacy form and other provider settings are
// called on the platform app directly (forwarding /newsletter/* is the outer worker's job).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import {
  INVALID_EMAIL,
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '#shared/contract/newsletter.ts';
import { tooManyAttempts } from '#shared/contract/user.ts';
import { createPlatformApp } from '#worker/platform/app.ts';
import { SUBSCRIPTIONS_PER_ADDRESS, SUBSCRIPTIONS_PER_EMAIL } from '#worker/platform/newsletter/subscription.ts';

const ORIGIN = 'http://localhost';
const PATH = '/api/ext/mailchimp-subscribe/subscribe';
const NEWSLETTER_COUPON = { code: 'NEWSLETTER10', percent: 10 };
const platform = createPlatformApp();

function call(method: string, body?: unknown, query = ''): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${PATH}${query}`, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
}

async function status(email: string): Promise<string> {
  const res = await call('GET', undefined, `?email=${encodeURIComponent(email)}`);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(res.headers.get('x-storefront-cache')).toBe('BYPASS');
  return newsletterStatusResponseSchema.parse(json).result;
}

async function subscribe(email: string) {
  const res = await call('POST', { email });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return newsletterSubscribeResponseSchema.parse(json);
}

async function unsubscribe(email: string) {
  const res = await call('DELETE', { email });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return newsletterUnsubscribeResponseSchema.parse(json);
}

interface SubscriberRow {
  email: string;
  store: string;
  subscribed_at: number;
  unsubscribed_at: number | null;
}

async function rows(email: string): Promise<SubscriberRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?1')
    .bind(email)
    .all<SubscriberRow>();
  return results;
}

async function expectInvalid(res: Response, message = INVALID_EMAIL): Promise<void> {
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(400);
  expect(errorEnvelopeSchema.parse(json)).toEqual({ code: 400, result: message });
}

describe('GET/POST/DELETE /api/ext/mailchimp-subscribe/subscribe', () => {
  it('a mailbox never subscribed is unsubscribed (the original answered 500) and has no row', async () => {
    expect(await status('nobody@example.ru')).toBe('unsubscribed');
    expect(await rows('nobody@example.ru')).toEqual([]);
  });

  it('subscribes once (normalised e-mail, one row), answers OK with the 10 % coupon, and says subscribed', async () => {
    const before = Date.now();
    expect(await subscribe('  Anna.Petrova@Example.RU ')).toEqual({
      code: 200,
      result: 'OK',
      meta: { coupon: NEWSLETTER_COUPON },
    });
    const [first] = await rows('anna.petrova@example.ru');
    expect(first).toEqual({
      email: 'anna.petrova@example.ru',
      store: 'ru',
      subscribed_at: expect.any(Number),
      unsubscribed_at: null,
    });
    expect(first!.subscribed_at).toBeGreaterThanOrEqual(before);

    // Twice: the same answer, still one row, the running subscription keeps its date.
    expect((await subscribe('anna.petrova@example.ru')).meta.coupon).toEqual(NEWSLETTER_COUPON);
    expect(await rows('anna.petrova@example.ru')).toEqual([first]);

    expect(await status('anna.petrova@example.ru')).toBe('subscribed');
    expect(await status('ANNA.PETROVA@example.ru')).toBe('subscribed');
  });

  it('unsubscribes (idempotent), and a new subscription starts anew', async () => {
    const email = 'ivan@example.com';
    await subscribe(email);
    const [subscribed] = await rows(email);
    expect(await unsubscribe('Ivan@Example.com')).toEqual({ code: 200, result: 'OK' });
    expect(await status(email)).toBe('unsubscribed');
    const [ended] = await rows(email);
    expect(ended).toEqual({ ...subscribed, unsubscribed_at: expect.any(Number) });
    expect(ended!.unsubscribed_at).toBeGreaterThanOrEqual(subscribed!.subscribed_at);

    // Unsubscribing again changes nothing.
    await unsubscribe(email);
    expect(await rows(email)).toEqual([ended]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await subscribe(email);
    const [again] = await rows(email);
    expect(again!.unsubscribed_at).toBeNull();
    expect(again!.subscribed_at).toBeGreaterThan(subscribed!.subscribed_at);
    expect(await status(email)).toBe('subscribed');
  });

  it('unsubscribing a mailbox that never subscribed answers OK and stores nothing', async () => {
    await unsubscribe('stranger@example.com');
    expect(await rows('stranger@example.com')).toEqual([]);
  });

  it('takes the e-mail of a DELETE from the url when the body has none', async () => {
    await subscribe('query@example.com');
    const res = await call('DELETE', undefined, '?email=query%40example.com');
    expect(res.status).toBe(200);
    expect(await status('query@example.com')).toBe('unsubscribed');
  });

  it('keeps the store view of the subscription (x-vs-store-code)', async () => {
    const res = await SELF.fetch(`${ORIGIN}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vs-store-code': 'en' },
      body: JSON.stringify({ email: 'olga@example.com' }),
    });
    expect(res.status).toBe(200);
    expect((await rows('olga@example.com'))[0]?.store).toBe('en');
  });

  it('gives no coupon while the shop has the newsletter coupon disabled', async () => {
    await env.DB.prepare("UPDATE coupons SET active = 0 WHERE code = 'NEWSLETTER10'").run();
    try {
      expect((await subscribe('late@example.com')).meta).toEqual({ coupon: null });
    } finally {
      await env.DB.prepare("UPDATE coupons SET active = 1 WHERE code = 'NEWSLETTER10'").run();
    }
    expect((await subscribe('late@example.com')).meta).toEqual({ coupon: NEWSLETTER_COUPON });
  });
});

describe("a bad e-mail is 400 'Please provide valid e-mail address.' (the checkout's rule), never a 500", () => {
  const bad = [
    '',
    'not-an-email',
    'a@b',
    'two@@example.com',
    'a b@example.com',
    'anna@example..ru',
    '@example.com',
    `${'x'.repeat(65)}@example.com`,
    `a@${'d'.repeat(250)}.ru`,
    'tab\t@example.com',
    // What the checkout refuses, the newsletter refuses (ADR 058): markup after the domain, no top-level part.
    'x@example.com<script>',
    'x@example.com"onmouseover=alert(1)',
    'x@example.c',
    'иван@example.ru',
  ];

  it.each(bad)('GET ?email=%j', async (email) => {
    await expectInvalid(await call('GET', undefined, `?email=${encodeURIComponent(email)}`));
  });

  it('GET without an e-mail', async () => {
    await expectInvalid(await call('GET'));
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a number', { email: 5 }],
    ['null', { email: null }],
    ['a bad address', { email: 'anna@' }],
    ['an array', ['anna@example.com']],
    ['a JSON string', '"anna@example.com"'],
    ['a huge string', { email: `${'я'.repeat(30_000)}@example.com` }],
  ])('POST with %s', async (_name, body) => {
    await expectInvalid(await call('POST', body));
    await expectInvalid(await call('DELETE', body));
  });

  it('a body that is not JSON', async () => {
    await expectInvalid(await call('POST', 'email=anna@example.com'), 'Malformed JSON in the request body');
  });

  it('stores nothing for any of them', async () => {
    const { results } = await env.DB.prepare(
      "SELECT email FROM newsletter_subscribers WHERE email NOT LIKE '%@example.%'",
    ).all();
    expect(results).toEqual([]);
  });
});

describe('subscription limits (ADR 058)', () => {
  const from = (address: string, email: string) =>
    SELF.fetch(`${ORIGIN}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
      body: JSON.stringify({ email }),
    });

  it(`at most ${SUBSCRIPTIONS_PER_EMAIL.limit} subscriptions of one mailbox an hour, from any addresses`, async () => {
    const email = `limited.${Date.now()}@example.com`;
    for (let i = 0; i < SUBSCRIPTIONS_PER_EMAIL.limit; i++)
      expect((await from(`198.51.100.${i + 10}`, email)).status).toBe(200);
    const limited = await from('198.51.100.99', email.toUpperCase());
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 429, result: tooManyAttempts(60) });
  });

  it(`at most ${SUBSCRIPTIONS_PER_ADDRESS.limit} from one client address, even all at once; other addresses go on`, async () => {
    const address = '192.0.2.77';
    const answers = await Promise.all(
      Array.from({ length: SUBSCRIPTIONS_PER_ADDRESS.limit + 6 }, (_, i) =>
        from(address, `flood.${i}.${Date.now()}@example.com`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((code) => code === 200)).toHaveLength(SUBSCRIPTIONS_PER_ADDRESS.limit);
    expect(statuses.filter((code) => code === 429)).toHaveLength(6);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE 'flood.%'",
    ).first<{
      n: number;
    }>();
    expect(stored?.n).toBe(SUBSCRIPTIONS_PER_ADDRESS.limit);
    expect((await from('192.0.2.78', `other.${Date.now()}@example.com`)).status).toBe(200);
  });
});

describe('the provider name is configuration', () => {
  it('another extension name is an unknown endpoint; other methods are a 405', async () => {
    const other = await SELF.fetch(`${ORIGIN}/api/ext/sendpulse-subscribe/subscribe?email=a%40example.com`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      code: 404,
      result: 'Unknown API endpoint: GET /api/ext/sendpulse-subscribe/subscribe',
    });
    const put = await call('PUT', { email: 'a@example.com' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it('NEWSLETTER_PROVIDER=sendpulse answers at /api/ext/sendpulse-subscribe/subscribe only', async () => {
    const configured = { ...env, NEWSLETTER_PROVIDER: 'sendpulse' };
    const ask = (path: string) =>
      Promise.resolve(
        platform.fetch(
          new Request(`${ORIGIN}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"email":"sp@example.com"}',
          }),
          configured,
        ),
      );
    expect(await (await ask('/api/ext/sendpulse-subscribe/subscribe')).json()).toEqual({
      code: 200,
      result: 'OK',
      meta: { coupon: NEWSLETTER_COUPON },
    });
    expect((await ask(PATH)).status).toBe(404);
    expect(await status('sp@example.com')).toBe('subscribed');
  });
});

describe('POST /newsletter/subscriber/new/ (legacy Magento form, spec §7)', () => {
  const legacy = (init: RequestInit, path = '/newsletter/subscriber/new/') =>
    Promise.resolve(platform.fetch(new Request(`${ORIGIN}${path}`, init), env));

  it('subscribes from a url-encoded form post and answers the coupon', async () => {
    const res = await legacy({ method: 'POST', body: new URLSearchParams({ email: 'Form@Example.com' }) });
    expect(res.status).toBe(200);
    expect(newsletterSubscribeResponseSchema.parse(await res.json()).meta.coupon).toEqual(NEWSLETTER_COUPON);
    expect(await status('form@example.com')).toBe('subscribed');
  });

  it('takes multipart form data, a JSON body and the path without its slash', async () => {
    const form = new FormData();
    form.set('email', 'multipart@example.com');
    expect((await legacy({ method: 'POST', body: form }, '/newsletter/subscriber/new')).status).toBe(200);
    const json = await legacy({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"json@example.com"}',
    });
    expect(json.status).toBe(200);
    expect(await status('multipart@example.com')).toBe('subscribed');
    expect(await status('json@example.com')).toBe('subscribed');
  });

  it("a bad or missing e-mail is 400 'Please provide valid e-mail address.'; other methods a 405", async () => {
    await expectInvalid(await legacy({ method: 'POST', body: new URLSearchParams({ email: 'nope' }) }));
    await expectInvalid(await legacy({ method: 'POST', body: new URLSearchParams({ name: 'Anna' }) }));
    await expectInvalid(
      await legacy({ method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'garbage' }),
      'Malformed form data in the request body',
    );
    const get = await legacy({ method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
