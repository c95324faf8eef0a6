// The known findings of issue 8 ("a fuzz suite in npm test") as plain regression cases, fixed in ADR 016:
// each is one request with the answer it must get, so a regression names itself instead of waiting for
// the fuzzer to find it again. The same requests are also `examples` of the fuzz properties.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFuzzCatalogue } from './support/catalogue';
import { fuzzRequest, toCurl, type FuzzRequest, type Method } from './support/fuzz-request';
import { problemsOf, send, type Answer } from './support/properties';

/** "Answers quickly": well under the hang bound; the findings took 16 s and more. */
const QUICK_MS = 2_000;

beforeAll(async () => {
  await seedFuzzCatalogue();
});

const json = (method: Method, target: string, body: string): FuzzRequest =>
  fuzzRequest({
    method,
    target,
    headers: { 'content-type': 'application/json' },
    body,
    ...(body.length > 400 ? { bodyLabel: `${body.length} bytes of JSON` } : {}),
  });
const get = (target: string): FuzzRequest => fuzzRequest({ method: 'GET', target, headers: {} });

/** Sends a request, then checks the common properties too (no 5xx, no leak, envelope, hang bound). */
async function answerOf(request: FuzzRequest, bound?: number): Promise<Answer> {
  const answer = await send(request, bound);
  expect(problemsOf(request, answer), toCurl(request)).toEqual([]);
  return answer;
}

const resultOf = (answer: Answer): unknown => (JSON.parse(answer.text) as { result?: unknown }).result;

describe('issue 8 findings', () => {
  it('a run of stars in _source_exclude answers quickly (finding 1: a backtracking glob)', async () => {
    const request = get(
      '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&from=3&size=20&_source_exclude=*****Q',
    );
    const answer = await answerOf(request, QUICK_MS);
    expect(answer.status, toCurl(request)).toBe(200);
  });

  it('a run of stars in url/map excludeFields answers quickly', async () => {
    const request = json('POST', '/api/url/map', '{"url":"x","excludeFields":["******Q"]}');
    const answer = await answerOf(request, QUICK_MS);
    expect(answer.status, toCurl(request)).toBeLessThan(500);
  });

  it('a six-word Russian text search answers 200', async () => {
    const request = json(
      'POST',
      '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query',
      JSON.stringify({ _searchText: 'кеды платье сумка шарф ремень куртка' }),
    );
    const answer = await answerOf(request);
    expect(answer.status, `${toCurl(request)}\n${answer.text.slice(0, 300)}`).toBe(200);
  });

  it.each(['/%0A', '/a%0Ab', '/%E2%80%A8', `/${'a'.repeat(2_100)}`])(
    'page path %# with a control character, a line terminator or over 2,000 characters is a 404',
    async (target) => {
      const request = get(target);
      const answer = await answerOf(request);
      expect(answer.status, toCurl(request)).toBe(404);
    },
  );

  it.each([
    ['PUT', '/img/104/104/resize/x.jpg'],
    ['DELETE', '/img/104/104/resize/x.jpg'],
    ['PUT', '/customer/section/load/'],
    ['DELETE', '/customer/section/load/'],
    ['PUT', '/stockists/ajax/stores'],
    ['DELETE', '/stockists/ajax/stores'],
  ] as Array<[Method, string]>)('%s %s is a 405 with an Allow header', async (method, target) => {
    const request = fuzzRequest({ method, target, headers: {} });
    const answer = await answerOf(request);
    expect(answer.status, toCurl(request)).toBe(405);
    expect(answer.headers.get('allow'), toCurl(request)).toMatch(/\bGET\b/);
  });

  it('a 5 MB JSON body to /api/url/map is a 413', async () => {
    const request = json('POST', '/api/url/map', JSON.stringify({ url: 'x', filler: 'a'.repeat(5 * 1024 * 1024) }));
    const answer = await answerOf(request);
    expect(answer.status, toCurl(request)).toBe(413);
  });

  it('{"url":1e400} to /api/url/map is a 400 that does not say "Missing"', async () => {
    const request = json('POST', '/api/url/map', '{"url":1e400}');
    const answer = await answerOf(request);
    expect(answer.status, toCurl(request)).toBe(400);
    expect(String(resultOf(answer)), toCurl(request)).not.toMatch(/Missing/i);
  });
});

// Found by this suite (issue 8) after the findings above: each shrunk counterexample as a case.
describe('found by the fuzz suite', () => {
  it('a text search for "constructor" answers 200 (an Object.prototype key looked up as a word)', async () => {
    const request = get(
      `/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&request=${encodeURIComponent('{"_searchText":"constructor"}')}`,
    );
    const answer = await answerOf(request);
    expect(answer.status, `${toCurl(request)}\n${answer.text.slice(0, 300)}`).toBe(200);
  });

  it.each([
    get('/api/stock/check?sku=x&storeCode=a%00b'),
    get('/api/ext/cms-data/cmsBlock/5?storeCode=%00'),
    json('POST', '/api/url/map?storeCode=%00', '{"url":"x"}'),
    get('/api/cart/pull?cartId=00000000000000000000000000000000&token=a%00b'),
  ])(
    'a control character in ?storeCode= or ?token= is a 400 envelope, not a text 500: $method $target',
    async (request) => {
      const answer = await answerOf(request);
      expect(answer.status, toCurl(request)).toBe(400);
    },
  );

  it.each([
    ['PUT', '/api/catalog/vue_storefront_catalog/product/_search'],
    ['GET', '/api/url/map'],
    ['POST', '/api/product/render-list?skus=x'],
  ] as Array<[Method, string]>)('%s %s is a 405 with an Allow header (RFC 9110 §15.5.6)', async (method, target) => {
    const request = fuzzRequest({ method, target, headers: {} });
    const answer = await answerOf(request);
    expect(answer.status, toCurl(request)).toBe(405);
    expect(answer.headers.get('allow'), toCurl(request)).toBeTruthy();
  });
});
