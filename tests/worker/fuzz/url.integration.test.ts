// Fuzz of the url dispatcher's API (issue 8; limits of ADR 016): `POST /api/url/map` with a generated
// `{url, includeFields, excludeFields, options, filters}` (globs with runs of `*`, wrong types, 1e400,
// unknown keys) or hostile JSON instead, and `GET /api/url?url=` with real and hostile paths, store
// prefixes and `?childSku=`. Store codes by header and parameter. Properties: support/properties.ts.
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  bodyOf,
  bodyText,
  brokenPercent,
  eitherMode,
  headerValue,
  hostileJson,
  hostileScalar,
  hostileString,
  objectWith,
  RawJson,
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

let pools: CataloguePools;
beforeAll(async () => {
  pools = await seedFuzzCatalogue();
});

/** A url as VSF sends it (store prefix and leading slash stripped, or not), real or hostile. */
function urlText(mode: Mode): fc.Arbitrary<string> {
  const real = fc
    .tuple(
      fc.constantFrom(...pools.urlPaths),
      fc.constantFrom('', '/', 'ru/', 'en/', '/en/', '//'),
      fc.constantFrom('', '?childSku=x', '#top', '.html', '/'),
    )
    .map(([path, prefix, suffix]) => `${prefix}${path}${suffix}`);
  return slot(
    mode,
    fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: shortHostileString }),
    hostileString,
    3,
  );
}

/** includeFields / excludeFields: real fields and globs (issue 8 finding 1), or wrong types. */
function fieldList(mode: Mode): fc.Arbitrary<Json> {
  const pattern = fc.oneof(
    fc.constantFrom(
      'id',
      'sku',
      'name',
      'url_path',
      'category.name',
      '*.sgn',
      'configurable_children.*',
      '*',
      'media_gallery',
    ),
    fc
      .tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom('Q', 'sgn', '.x', ''))
      .map(([n, tail]) => `${'*'.repeat(n)}${tail}`),
  );
  return slot(
    mode,
    fc.array(pattern, { maxLength: 6 }),
    fc.oneof(
      fc.array(fc.oneof(hostileScalar, pattern), { maxLength: 4 }),
      hostileJson,
      fc.constant<Json>(Array.from({ length: 101 }, (_, i) => `f${i}`)),
    ),
    4,
  );
}

function mapRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const shape = objectWith(
    {
      url: slot(mode, urlText(mode), fc.oneof(hostileScalar, hostileJson, fc.constant<Json>(new RawJson('1e400')))),
      includeFields: fieldList(mode),
      excludeFields: fieldList(mode),
      options: slot(mode, fc.constant<Json>({ prefetchGroupProducts: true }), hostileJson),
      filters: slot(mode, fc.constant<Json>({}), hostileJson),
    },
    ['url'],
    mode,
  );
  return fc
    .record({ body: bodyOf(shape, mode), store: fc.option(storeCodeArb, { freq: 3 }), byHeader: fc.boolean() })
    .map(({ body, store, byHeader }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      let target = '/api/url/map';
      if (store !== null) {
        if (byHeader && /^[\x20-\x7e]*$/.test(store)) headers['x-vs-store-code'] = store;
        else target += `?storeCode=${percentEncode(store)}`;
      }
      return fuzzRequest({ method: 'POST', target, headers, ...bodyText(body) });
    });
}

function routeRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const encodedUrl = slot(
    mode,
    urlText('valid').map((u) => percentEncode(u.startsWith('/') ? u : `/${u}`, '/')),
    fc.oneof(
      urlText('hostile').map((u) => percentEncode(u, '/?&=')),
      brokenPercent.map((p) => `/a${p}b`),
    ),
    3,
  );
  return fc
    .record({
      url: fc.option(encodedUrl, { freq: 12 }),
      extra: unknownParams,
      header: fc.option(headerValue, { freq: 4 }),
    })
    .map(({ url, extra, header }) =>
      fuzzRequest({
        method: 'GET',
        target: `/api/url${queryString([...(url === null ? [] : [['url', url] as [string, string]]), ...extra])}`,
        headers: header === null ? {} : { 'x-vs-store-code': header },
      }),
    );
}

describe('url dispatcher API fuzz (issue 8)', () => {
  it(
    'POST /api/url/map answers every generated body without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(mapRequests), {
        examples: [
          // Issue 8 findings: a glob of stars in excludeFields; a url that parses to Infinity.
          fuzzRequest({
            method: 'POST',
            target: '/api/url/map',
            headers: { 'content-type': 'application/json' },
            body: '{"url":"x","excludeFields":["******Q"]}',
          }),
          fuzzRequest({
            method: 'POST',
            target: '/api/url/map',
            headers: { 'content-type': 'application/json' },
            body: '{"url":1e400}',
          }),
          fuzzRequest({
            method: 'POST',
            target: '/api/url/map',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              url: pools.urlPaths[0],
              excludeFields: [`${'*'.repeat(30)}Q`],
              includeFields: [`${'*'.repeat(30)}Q`],
            }),
          }),
        ],
      });
    },
    fuzzTestTimeout(),
  );

  it(
    'GET /api/url answers every generated url without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(routeRequests));
    },
    fuzzTestTimeout(),
  );
});
