// The API client's one `request` (shared/api/client.ts; spec §6 token rule, §7 cartId, §8 bad
// content-type, contract §0.1 envelope, §0.2 token; issue 9 item 2) over a stub transport: the exact
// url, headers and body each option produces, the answer's schema, and the 401 → refresh → retry-once rule.
import { checkAnswer } from '#shared/contract/answers.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiContractError,
  ApiError,
  BAD_CONTENT_TYPE,
  createApiClient,
  type ApiClientOptions,
  type Fetcher,
} from '#shared/api/client.ts';

const ORIGIN = 'http://shop.test';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  });
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** A transport that records every request and answers from `answers` in turn (the last one repeats). */
function transport(...answers: Array<() => Response>) {
  const sent: Sent[] = [];
  const fetch: Fetcher = async (request) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: headersOf(request.headers),
      body: await request.text(),
      signal: request.signal,
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? (() => json({ code: 200, result: 'ok' }));
    return answer();
  };
  return { fetch, sent };
}

function client(fetch: Fetcher, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ origin: ORIGIN, fetch, ...options });
}

describe('request: url, method, headers, body', () => {
  it('GET with query parameters; absent ones are left out; only the accept header', async () => {
    const { fetch, sent } = transport(() => json({ code: 200, result: [1] }));
    const answer = await client(fetch).request('/api/stock/list', {
      query: { skus: 'A,B', storeCode: 'en', from: 0, size: undefined, x: null, flag: true },
    });
    expect(answer).toEqual({ code: 200, result: [1] });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: 'http://shop.test/api/stock/list?skus=A%2CB&storeCode=en&from=0&flag=true',
        headers: { accept: 'application/json' },
        body: '',
        signal: expect.any(AbortSignal),
      },
    ]);
  });

  it('a body makes a POST of JSON with its content type', async () => {
    const { fetch, sent } = transport();
    await client(fetch).request('/api/url/map', {
      body: { url: 'a/b', includeFields: ['sku'] },
      query: { storeCode: 'ru' },
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'http://shop.test/api/url/map?storeCode=ru',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{"url":"a/b","includeFields":["sku"]}',
        signal: expect.any(AbortSignal),
      },
    ]);
  });

  it('DELETE, a POST without a body, extra headers', async () => {
    const { fetch, sent } = transport();
    const api = client(fetch);
    await api.request('/api/ext/newsletter/subscribe', { method: 'DELETE', headers: { 'x-vs-store-code': 'en' } });
    await api.request('/api/cart/create', { method: 'POST' });
    expect(sent.map(({ method, url, headers, body }) => ({ method, url, headers, body }))).toEqual([
      {
        method: 'DELETE',
        url: 'http://shop.test/api/ext/newsletter/subscribe',
        headers: { accept: 'application/json', 'x-vs-store-code': 'en' },
        body: '',
      },
      { method: 'POST', url: 'http://shop.test/api/cart/create', headers: { accept: 'application/json' }, body: '' },
    ]);
  });

  it('cartId is the `cartId` query parameter (contract §1.1); the Idempotency-Key a header', async () => {
    const { fetch, sent } = transport();
    await client(fetch).request('/api/cart/update', {
      method: 'POST',
      body: { cartItem: { sku: 'S', qty: 1 } },
      cartId: 'a'.repeat(32),
      query: { storeCode: 'ru' },
      idempotencyKey: 'key-1',
    });
    expect(sent[0]!.url).toBe(`http://shop.test/api/cart/update?storeCode=ru&cartId=${'a'.repeat(32)}`);
    expect(sent[0]!.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
    expect(sent[0]!.body).toBe('{"cartItem":{"sku":"S","qty":1}}');
  });
});

describe('the user token (spec §6, contract §0.2)', () => {
  it('goes as ?token= by default (tokenInHeader off, the contract default)', async () => {
    const { fetch, sent } = transport();
    const api = client(fetch);
    expect(api.tokenInHeader).toBe(false);
    await api.request('/api/cart/pull', { token: 'tok-1', cartId: 'c1' });
    expect(sent[0]!.url).toBe('http://shop.test/api/cart/pull?cartId=c1&token=tok-1');
    expect(sent[0]!.headers).toEqual({ accept: 'application/json' });
  });

  it('goes as Authorization: Bearer, not in the url, with tokenInHeader on', async () => {
    const { fetch, sent } = transport();
    const api = client(fetch, { tokenInHeader: true });
    expect(api.tokenInHeader).toBe(true);
    await api.request('/api/cart/pull', { token: 'tok-1', cartId: 'c1' });
    expect(sent[0]!.url).toBe('http://shop.test/api/cart/pull?cartId=c1');
    expect(sent[0]!.headers).toEqual({ accept: 'application/json', authorization: 'Bearer tok-1' });
  });

  it('a guest (null or empty token) sends none either way', async () => {
    const { fetch, sent } = transport();
    await client(fetch).request('/api/cart/create', { method: 'POST', token: '' });
    await client(fetch, { tokenInHeader: true }).request('/api/cart/create', { method: 'POST', token: null });
    expect(sent.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['http://shop.test/api/cart/create', undefined],
      ['http://shop.test/api/cart/create', undefined],
    ]);
  });
});

describe('abort signal', () => {
  it('reaches the transport: aborting the caller aborts the request', async () => {
    const { fetch, sent } = transport();
    const controller = new AbortController();
    await client(fetch).request('/api/stock/check', { query: { sku: 'S' }, signal: controller.signal });
    expect(sent[0]!.signal.aborted).toBe(false);
    controller.abort(new Error('navigated away'));
    expect(sent[0]!.signal.aborted).toBe(true);
  });

  it('an aborted signal is aborted in the transport', async () => {
    const { fetch, sent } = transport();
    await client(fetch).request('/api/stock/check', { query: { sku: 'S' }, signal: AbortSignal.abort() });
    expect(sent[0]!.signal.aborted).toBe(true);
  });
});

describe('answers', () => {
  const schema = z.object({ code: z.literal(200), result: z.string().transform((s) => s.toUpperCase()) });

  it('a schema validates and types the answer (its output is returned)', async () => {
    const { fetch } = transport(() => json({ code: 200, result: 'abc', extra: 1 }));
    const answer: { code: 200; result: string } = await client(fetch).request('/api/x', { schema });
    expect(answer).toEqual({ code: 200, result: 'ABC' });
  });

  it('an answer that does not match the schema is an ApiContractError (an ApiError) naming the field', async () => {
    const { fetch } = transport(() => json({ code: 200, result: 5 }));
    const error = await client(fetch)
      .request('/api/x?a=1', { schema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      url: '/api/x',
      result: 'The answer does not match the contract: result: Invalid input: expected string, received number',
    });
  });

  it("a named answer is checked where the client has a checker (the server), in the contract's words", async () => {
    const { fetch } = transport(() => json({ code: 200, result: { item_id: 'x' } }));
    const server = createApiClient({ origin: 'http://shop.test', fetch, checkAnswer });
    const error = await server.request('/api/cart/pull', { answer: 'cartPull' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).result).toMatch(/^The answer does not match the contract: result/);
  });

  it('a named answer is taken as typed without a checker (the browser ships no zod)', async () => {
    const { fetch } = transport(() => json({ code: 200, result: 'not a list' }));
    const browser = createApiClient({ origin: 'http://shop.test', fetch });
    await expect(browser.request('/api/cart/pull', { answer: 'cartPull' })).resolves.toEqual({
      code: 200,
      result: 'not a list',
    });
  });

  it('an error envelope is an ApiError with the status and the envelope result (contract §0.1)', async () => {
    const { fetch } = transport(() => json({ code: 404, result: 'No such sku: X' }, 404));
    const error = await client(fetch)
      .request('/api/stock/check', { query: { sku: 'X' }, schema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ApiContractError);
    expect(error).toMatchObject({
      status: 404,
      result: 'No such sku: X',
      url: '/api/stock/check',
      message: 'API 404 for /api/stock/check: No such sku: X',
    });
  });

  it("an answer that is not JSON is spec §8's 'Error with response - bad content-type!'", async () => {
    const { fetch } = transport(
      () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await client(fetch)
      .request('/api/catalog')
      .catch((e: unknown) => e);
    expect(BAD_CONTENT_TYPE).toBe('Error with response - bad content-type!');
    expect(error).toMatchObject({ name: 'ApiError', status: 502, result: 'Error with response - bad content-type!' });
  });
});

describe('401: refresh, then retry once (spec §4 sync tasks)', () => {
  const refused = () => json({ code: 401, result: 'The consumer isn’t authorized' }, 401);
  const fine = () => json({ code: 200, result: 'me' });

  it('asks onUnauthorized, then sends the same request once more with the new token', async () => {
    const { fetch, sent } = transport(refused, fine);
    const calls: unknown[] = [];
    const api = client(fetch, {
      onUnauthorized: async (context) => {
        calls.push(context);
        return 'fresh-token';
      },
    });
    const answer = await api.request('/api/user/me', {
      method: 'POST',
      token: 'old-token',
      body: { customer: { firstname: 'A' } },
      idempotencyKey: 'k',
    });
    expect(answer).toEqual({ code: 200, result: 'me' });
    expect(calls).toEqual([
      {
        token: 'old-token',
        method: 'POST',
        url: '/api/user/me?token=old-token',
        result: 'The consumer isn’t authorized',
      },
    ]);
    expect(sent.map((s) => [s.method, s.url, s.body, s.headers['idempotency-key']])).toEqual([
      ['POST', 'http://shop.test/api/user/me?token=old-token', '{"customer":{"firstname":"A"}}', 'k'],
      ['POST', 'http://shop.test/api/user/me?token=fresh-token', '{"customer":{"firstname":"A"}}', 'k'],
    ]);
  });

  it('retries with the new token in the header when tokenInHeader is on', async () => {
    const { fetch, sent } = transport(refused, fine);
    await client(fetch, { tokenInHeader: true, onUnauthorized: () => 'fresh' }).request('/api/user/me', {
      token: 'old',
    });
    expect(sent.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['http://shop.test/api/user/me', 'Bearer old'],
      ['http://shop.test/api/user/me', 'Bearer fresh'],
    ]);
  });

  it('only once: a second 401 is the error, the hook is not asked again', async () => {
    const { fetch, sent } = transport(refused, refused, fine);
    let asked = 0;
    const api = client(fetch, { onUnauthorized: () => `fresh-${++asked}` });
    const error = await api.request('/api/user/me', { token: 'old' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 401, result: 'The consumer isn’t authorized' });
    expect(asked).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('no new token from the hook: the 401 is thrown without a retry', async () => {
    const { fetch, sent } = transport(refused, fine);
    const error = await client(fetch, { onUnauthorized: async () => null })
      .request('/api/user/me', { token: 'old' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, result: 'The consumer isn’t authorized' });
    expect(sent).toHaveLength(1);
  });

  it('without a hook a 401 is an ApiError at once', async () => {
    const { fetch, sent } = transport(refused, fine);
    await expect(client(fetch).request('/api/user/me', { token: 'old' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
  });

  it('other errors do not ask the hook', async () => {
    const { fetch } = transport(() => json({ code: 403, result: 'no' }, 403));
    let asked = 0;
    await expect(
      client(fetch, { onUnauthorized: () => `t${++asked}` }).request('/api/x', { token: 't' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(asked).toBe(0);
  });
});

describe('getJson / postJson (the earlier callers)', () => {
  it('getJson is a GET with query parameters', async () => {
    const { fetch, sent } = transport(() => json({ hits: [] }));
    expect(
      await client(fetch).getJson('/api/catalog/i/product/_search', {
        request_format: 'search-query',
        size: 2,
        from: undefined,
      }),
    ).toEqual({ hits: [] });
    expect(sent.map(({ method, url, headers, body }) => ({ method, url, headers, body }))).toEqual([
      {
        method: 'GET',
        url: 'http://shop.test/api/catalog/i/product/_search?request_format=search-query&size=2',
        headers: { accept: 'application/json' },
        body: '',
      },
    ]);
  });

  it('postJson is a POST of JSON with query parameters', async () => {
    const { fetch, sent } = transport();
    await client(fetch).postJson('/api/cart/update', { cartItem: { sku: 'S', qty: 2 } }, { cartId: 'c' });
    expect(sent.map(({ method, url, headers, body }) => ({ method, url, headers, body }))).toEqual([
      {
        method: 'POST',
        url: 'http://shop.test/api/cart/update?cartId=c',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{"cartItem":{"sku":"S","qty":2}}',
      },
    ]);
  });
});
