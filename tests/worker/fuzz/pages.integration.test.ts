// Fuzz of page urls (issue 8): the streaming SSR pages and the url dispatcher behind page-not-found, with
// arbitrary paths in the default view and under the /ru and /en prefixes (and unknown ones): real
// category/product/CMS urls, the spec §2 routes with hostile parameters (`/p/{sku}/{slug}/{child}`,
// `/c/{slug}`), percent-encoded control characters, line terminators and lone surrogates, broken percent
// escapes, dot segments and paths over 2,000 characters, plus unknown query parameters. GET and HEAD.
// Properties: support/properties.ts (an HTML page has no envelope; no 5xx, no leak, no hang still hold).
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  brokenPercent,
  eitherMode,
  hostileString,
  longString,
  shortHostileString,
  slot,
  unknownParams,
  type Mode,
} from './support/arbitraries';
import { seedFuzzCatalogue, type CataloguePools } from './support/catalogue';
import { fuzzTestTimeout } from './support/fuzz-config';
import { fuzzRequest, percentEncode, queryString, type FuzzRequest } from './support/fuzz-request';
import { assertGoodAnswers } from './support/assert-answers';

let pools: CataloguePools;
beforeAll(async () => {
  pools = await seedFuzzCatalogue();
});

const ROUTES = [
  '',
  'checkout',
  'checkout-success',
  'checkout-thankyou/000000123',
  'order-success',
  'compare',
  'error',
  'my-account',
  'my-account/orders',
  'customer/account/createPassword',
  'pwa.html',
  'page-not-found',
  'about-us',
  'brand/nike',
];

function pagePaths(mode: Mode): fc.Arbitrary<string> {
  const hostileSegment = fc.oneof(
    { weight: 3, arbitrary: shortHostileString.map((s) => percentEncode(s)) },
    { weight: 2, arbitrary: brokenPercent },
    { weight: 1, arbitrary: fc.constantFrom('.', '..', '%2e%2e', '%2F', '%5C', '', ';', '~', '@', ':', '$') },
  );
  const real = fc.oneof(
    fc.constantFrom(...pools.urlPaths).map((p) => percentEncode(p, '/')),
    fc.constantFrom(...ROUTES),
    fc
      .tuple(fc.constantFrom(...pools.skus), fc.constantFrom(...pools.childSkus, ''))
      .map(([sku, child]) => `p/${percentEncode(sku)}/slug${child ? `/${percentEncode(child)}` : ''}`),
    fc.constantFrom(...pools.categoryIds).map((id) => `c/category-${id}`),
  );
  const hostile = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(fc.oneof(hostileSegment, real), { minLength: 1, maxLength: 5 }).map((s) => s.join('/')),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('p', 'c', 'checkout-thankyou', 'brand', 'my-account'), hostileSegment, hostileSegment)
        .map((s) => s.join('/')),
    },
    { weight: 1, arbitrary: fc.constantFrom(1_999, 2_000, 2_001, 2_100, 8_000).map((n) => 'a'.repeat(n)) },
    { weight: 1, arbitrary: longString.filter((s) => s.length <= 10_000).map((s) => percentEncode(s, '/')) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length <= 3_000).map((s) => percentEncode(s, '/')) },
  );
  return fc
    .tuple(fc.constantFrom('', '/ru', '/en', '/de', '/RU', '//'), slot(mode, real, hostile, 1))
    .map(([prefix, rest]) => `${prefix}/${rest}`);
}

function pageRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Array<[string, string]>>([]) },
    { weight: 1, arbitrary: unknownParams },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Array<[string, string]>>(
        [['childSku', 'x']],
        [['page', '-1']],
        [['sort', 'price%3Adesc']],
        [['color', '%00']],
        [['q', '%27%20OR%201%3D1%20--']],
      ),
    },
  );
  return fc
    .record({
      path: pagePaths(mode),
      query,
      method: fc.oneof(
        { weight: 5, arbitrary: fc.constant('GET' as const) },
        { weight: 1, arbitrary: fc.constant('HEAD' as const) },
      ),
    })
    .map(({ path, query: q, method }) => fuzzRequest({ method, target: `${path}${queryString(q)}`, headers: {} }));
}

describe('page url fuzz (issue 8)', () => {
  it(
    'answers every generated page url without a 5xx, a leak or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(pageRequests), {
        examples: ['/%0A', '/a%0Ab', '/%E2%80%A8', '/en/%ED%A0%80', `/${'a'.repeat(2_100)}`, '/ru/%00', '/p/%0A/x'].map(
          (target) => fuzzRequest({ method: 'GET', target, headers: {} }),
        ),
      });
    },
    fuzzTestTimeout(),
  );
});
