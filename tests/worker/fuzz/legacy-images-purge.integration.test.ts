// Fuzz of the non-catalogue paths the worker answers itself (issue 8; limits of ADR 016): the legacy
// Magento calls of spec §7 (`/stockists/ajax/stores`, `/customer/section/load/` with hostile sections and
// Cloudflare location headers), the image endpoint `/img/{w}/{h}/resize/{path}` (sizes as numbers,
// negatives, NaN; paths with traversal, percent-encoded control characters and lone surrogates, 2,000+
// characters) and the edge cache's purge `/api/invalidate` (tag lists up to thousands long, wrong keys,
// JSON bodies). Properties: support/properties.ts.
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  bodyOf,
  bodyText,
  brokenPercent,
  eitherMode,
  headerValue,
  longString,
  numberishText,
  objectWith,
  shortHostileString,
  slot,
  storeCodeArb,
  unknownParams,
  type Json,
  type Mode,
} from './support/arbitraries';
import { seedFuzzCatalogue, type CataloguePools } from './support/catalogue';
import { fuzzTestTimeout } from './support/fuzz-config';
import { fuzzRequest, percentEncode, queryString, type FuzzRequest } from './support/fuzz-request';
import { assertGoodAnswers } from './support/assert-answers';

/** The purge secret vitest.workers.config.ts gives the tests, and the development key (refused then). */
const TEST_KEY = 'test-invalidate-key';
const DEV_KEY = 'dev-invalidate-key';

let pools: CataloguePools;
beforeAll(async () => {
  pools = await seedFuzzCatalogue();
});

const param = (name: string, value: fc.Arbitrary<string>, keep = '') =>
  fc.option(
    value.map((v): [string, string] => [name, percentEncode(v, keep)]),
    { freq: 2 },
  );
const present = (pairs: Array<[string, string] | null>) => pairs.filter((p): p is [string, string] => p !== null);

function legacyRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const stockists = fc
    .tuple(param('all', slot(mode, fc.constantFrom('true', '1'), shortHostileString)), param('storeCode', storeCodeArb))
    .map((pairs) => `/stockists/ajax/stores${queryString(present(pairs))}`);
  const sectionName = slot(mode, fc.constantFrom('cart', 'customer', 'messages', 'geoip'), shortHostileString, 4);
  const sections = fc
    .tuple(
      fc.constantFrom('/customer/section/load/', '/customer/section/load'),
      param(
        'sections',
        fc.array(sectionName, { maxLength: 5 }).map((s) => s.join(',')),
        ',',
      ),
      param('force_new_section_timestamp', slot(mode, fc.constantFrom('true', 'false', '1', '0'), shortHostileString)),
      param('storeCode', storeCodeArb),
    )
    .map(([path, ...pairs]) => `${path}${queryString(present(pairs))}`);
  const location = fc.record(
    { 'cf-ipcity': headerValue, 'cf-region': headerValue, 'cf-ipcountry': fc.constantFrom('RU', 'US', 'XX', '', 'T1') },
    { requiredKeys: [] },
  );
  return fc
    .record({ path: fc.oneof(stockists, sections), extra: unknownParams, headers: location })
    .map(({ path, extra, headers }) =>
      fuzzRequest({
        method: 'GET',
        target: `${path}${extra.length === 0 ? '' : `${path.includes('?') ? '&' : '?'}${queryString(extra).slice(1)}`}`,
        headers,
      }),
    );
}

function imageRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const size = slot(
    mode,
    fc.constantFrom('104', '502', '2000'),
    fc.oneof(
      numberishText.map((n) => percentEncode(n)),
      fc.constantFrom('0502', '-104', '1e3', '104.0'),
    ),
    2,
  );
  const realPath = fc
    .constantFrom(...pools.imagePaths, 'product/sneakers/black/1.svg')
    .map((p) => p.replace(/^\//, ''));
  const hostilePath = fc.oneof(
    fc
      .array(
        fc.oneof(
          shortHostileString.map((s) => percentEncode(s)),
          brokenPercent,
          fc.constantFrom('..', '.', '%2e%2e', '', 'product'),
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((s) => s.join('/')),
    longString.filter((s) => s.length <= 2_001).map((s) => percentEncode(s, '/')),
  );
  const path = slot(mode, realPath, hostilePath, 2);
  return fc
    .record({
      w: size,
      h: size,
      path,
      resize: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      method: fc.constantFrom('GET', 'HEAD') as fc.Arbitrary<'GET' | 'HEAD'>,
    })
    .map(({ w, h, path: p, resize, method }) =>
      fuzzRequest({ method, target: resize ? `/img/${w}/${h}/resize/${p}` : `/img/${p}`, headers: {} }),
    );
}

function purgeRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const tag = slot(
    mode,
    fc.oneof(
      fc.constantFrom(...pools.productIds.map((id) => `P${id}`)),
      fc.constantFrom(...pools.categoryIds.map((id) => `C${id}`)),
    ),
    shortHostileString,
    4,
  );
  const tags = slot(
    mode,
    fc.array(tag, { minLength: 1, maxLength: 5 }).map((t) => t.join(',')),
    fc.constantFrom(100, 101, 1_000, 5_000).map((n) => Array.from({ length: n }, (_, i) => `P${i + 1}`).join(',')),
    3,
  );
  const key = slot(
    mode,
    fc.constant(TEST_KEY),
    fc.oneof(fc.constantFrom('', `${TEST_KEY} `, TEST_KEY.toUpperCase(), TEST_KEY.slice(1), DEV_KEY), headerValue),
    3,
  );
  // Where the key travels: the header or the POST body (ADR 016), or the url (refused: urls are logged).
  const keyIn = slot(mode, fc.constantFrom('header', 'body'), fc.constantFrom('url', 'nowhere'), 3);
  return fc
    .record({
      tags: fc.option(tags, { freq: 10 }),
      key,
      keyIn,
      method: fc.constantFrom('GET', 'POST') as fc.Arbitrary<'GET' | 'POST'>,
      tagInBody: fc.boolean(),
    })
    .chain(({ tags: t, key: k, keyIn: where, method, tagInBody }) => {
      const headers: Record<string, string> =
        where === 'header' && /^[\x20-\x7e]*$/.test(k) ? { 'x-invalidate-key': k } : {};
      const pairs = present([
        t === null || (method === 'POST' && tagInBody) ? null : ['tag', percentEncode(t, ',')],
        where === 'url' ? ['key', percentEncode(k)] : null,
      ]);
      const target = `/api/invalidate${queryString(pairs)}`;
      if (method === 'GET') return fc.constant(fuzzRequest({ method, target, headers }));
      const shape = objectWith(
        { tag: fc.constant<Json>(tagInBody ? t : null), key: fc.constant<Json>(where === 'body' ? k : null) },
        [],
        mode,
      );
      return bodyOf(shape, mode).map((body) =>
        fuzzRequest({ method, target, headers: { ...headers, 'content-type': 'application/json' }, ...bodyText(body) }),
      );
    });
}

describe('legacy paths, images and purge fuzz (issue 8)', () => {
  it(
    'the legacy Magento paths answer every generated query without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(legacyRequests));
    },
    fuzzTestTimeout(),
  );

  it(
    '/img answers every generated size and path without a 5xx, a leak, a broken error envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(imageRequests), {
        examples: [
          fuzzRequest({ method: 'GET', target: '/img/104/104/resize/%ED%A0%80', headers: {} }),
          fuzzRequest({ method: 'GET', target: '/img/NaN/-1/resize/product/sneakers/black/1.svg', headers: {} }),
          fuzzRequest({ method: 'GET', target: `/img/502/502/resize/${'a/'.repeat(1_050)}1.svg`, headers: {} }),
        ],
      });
    },
    fuzzTestTimeout(),
  );

  it(
    '/api/invalidate answers every generated purge without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(purgeRequests));
    },
    fuzzTestTimeout(),
  );
});
