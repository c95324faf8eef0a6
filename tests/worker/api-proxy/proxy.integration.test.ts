// API proxy rules (spec §6, §7, §8, §9; contract §0.2, §0.3) against a real HTTP upstream on loopback:
// the fake vue-storefront-api of fake-upstream.mjs records what arrives there.
import { describe, expect, it } from 'vitest';
import {
  DOWN_UPSTREAM,
  ageEntry,
  received,
  setMode,
  upstreamEnv,
  viaProxy,
} from '#tests/worker/edge-cache/support/upstream.ts';

const CATALOG = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=2';

describe('token rules (spec §6)', () => {
  it('with token-in-header on, moves ?token= to Authorization: Bearer and out of the query', async () => {
    const response = await viaProxy('tok-on', new Request('http://p.test/api/user/me?token=abc123&x=1'), {
      TOKEN_IN_HEADER: 'on',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-storefront-cache')).toBe('BYPASS');
    const [seen] = await received('tok-on');
    expect(seen).toMatchObject({ method: 'GET', path: '/api/user/me', authorization: 'Bearer abc123' });
    expect(seen!.query).toEqual({ x: '1', storeCode: 'ru' });
  });

  it('with token-in-header off, moves a Bearer header to ?token=', async () => {
    const request = new Request('http://p.test/api/cart/pull?cartId=9', { headers: { authorization: 'Bearer t-1' } });
    await viaProxy('tok-off', request, { TOKEN_IN_HEADER: '' });
    const [seen] = await received('tok-off');
    expect(seen!.authorization).toBeNull();
    expect(seen!.query).toEqual({ cartId: '9', token: 't-1', storeCode: 'ru' });
  });

  it('forwards method and body of a POST unchanged', async () => {
    const body = JSON.stringify({ cartItem: { sku: 'A-1', qty: 1 } });
    const request = new Request('http://p.test/api/cart/update?token=u&cartId=c', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const response = await viaProxy('post', request, { TOKEN_IN_HEADER: 'on' });
    expect(response.headers.get('x-storefront-cache')).toBe('BYPASS');
    const [seen] = await received('post');
    expect(seen).toMatchObject({ method: 'POST', path: '/api/cart/update', body, authorization: 'Bearer u' });
    expect(seen!.query).toEqual({ cartId: 'c', storeCode: 'ru' });
  });
});

describe('store code (contract §0.3)', () => {
  it('replaces storeCode with the x-vs-store-code header', async () => {
    const request = new Request('http://p.test/api/stock/check?sku=A&storeCode=ru&storeCode=ru', {
      headers: { 'x-vs-store-code': 'en' },
    });
    await viaProxy('store-header', request);
    const [seen] = await received('store-header');
    expect(seen!.query).toEqual({ sku: 'A', storeCode: 'en' });
  });

  it('takes the store prefix of the SSR page, or of a same-origin Referer', async () => {
    await viaProxy(
      'store-page',
      new Request('http://p.test/api/stock/check?sku=A'),
      {},
      { pageUrl: 'http://p.test/en/women/shoes' },
    );
    await viaProxy(
      'store-page',
      new Request('http://p.test/api/stock/check?sku=B', { headers: { referer: 'http://p.test/en/p/x' } }),
    );
    await viaProxy(
      'store-page',
      new Request('http://p.test/api/stock/check?sku=C&storeCode=en', { headers: { referer: 'http://p.test/women' } }),
    );
    await viaProxy(
      'store-page',
      new Request('http://p.test/api/stock/check?sku=D', { headers: { referer: 'http://elsewhere.test/en/' } }),
    );
    const seen = await received('store-page');
    expect(seen.map((r) => r.query)).toEqual([
      { sku: 'A', storeCode: 'en' },
      { sku: 'B', storeCode: 'en' },
      { sku: 'C', storeCode: 'ru' }, // an unprefixed page is the default view
      { sku: 'D', storeCode: 'ru' }, // a foreign Referer says nothing: the shop's default view, made explicit
    ]);
  });
});

describe('upstream failures become envelopes', () => {
  it('answers a non-JSON upstream answer with 502 and the spec message (§8)', async () => {
    await setMode('html', 'html');
    const response = await viaProxy('html', new Request('http://p.test/api/stock/check?sku=A'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 502, result: 'Error with response - bad content-type!' });
  });

  it('answers 504 when the upstream is slower than API_TIMEOUT_MS', async () => {
    // The slow upstream answers 200 after 1.5 s (fake-upstream.mjs): a 504 means the proxy gave up before it,
    // without a wall-clock bound a loaded machine could break.
    await setMode('slow', 'slow');
    const response = await viaProxy('slow', new Request('http://p.test/api/stock/check?sku=A'), {
      API_TIMEOUT_MS: '200',
    });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ code: 504, result: 'Upstream API did not answer within 200 ms' });
  });

  it('answers 502 when the upstream is down', async () => {
    const response = await viaProxy('down', new Request('http://p.test/api/stock/check?sku=A'), {
      API_UPSTREAM: DOWN_UPSTREAM,
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 502, result: 'Upstream API is unreachable' });
    expect(response.headers.get('x-storefront-cache')).toBe('BYPASS');
  });

  it('serves the cached copy when the upstream fails (stale-if-error), for each kind of failure', async () => {
    const url = `http://sie.test${CATALOG}`;
    const first = await viaProxy('sie', new Request(url));
    expect(first.headers.get('x-storefront-cache')).toBe('MISS');
    const good = await first.json();
    // Older than TTL + stale-while-revalidate: the upstream must be asked, and it fails.
    const failures: Array<[string, () => Promise<unknown>, Parameters<typeof viaProxy>[2], string]> = [
      ['error', () => setMode('sie', 'error'), {}, '500'],
      ['html', () => setMode('sie', 'html'), {}, '502'],
      ['slow', () => setMode('sie', 'slow'), {}, '504'],
      ['down', async () => undefined, { API_UPSTREAM: DOWN_UPSTREAM }, '502'],
    ];
    for (const [, arrange, overrides, status] of failures) {
      await ageEntry(new Request(url), upstreamEnv('sie'), 100_000 - 1);
      await arrange();
      const stale = await viaProxy('sie', new Request(url), overrides);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-storefront-cache')).toBe('STALE');
      expect(stale.headers.get('x-storefront-upstream-status')).toBe(status);
      expect(await stale.json()).toEqual(good);
      await ageEntry(new Request(url), upstreamEnv('sie'), -(100_000 - 1)); // back to where it was
    }
  });

  it('never serves a stale copy to a request with a user token', async () => {
    const url = `http://sie-token.test${CATALOG}`;
    await viaProxy('sie-token', new Request(url));
    await setMode('sie-token', 'error');
    const response = await viaProxy('sie-token', new Request(`${url}&token=secret`));
    expect(response.status).toBe(500);
    expect(response.headers.get('x-storefront-cache')).toBe('BYPASS');
  });
});
