// Fuzz of the platform's lookup endpoints (issue 8; limits of ADR 016): `GET /api/product/render-list`
// (skus, currencyCode, storeId, userGroupId, token), `GET /api/stock/check?sku=`, `/api/stock/check/:sku`,
// `/api/stock/list?skus=` (stockId, store codes) and `GET /api/ext/cms-data/…` by id and by identifier.
// Real skus, ids and identifiers mixed with hostile ones, lists up to thousands long, percent-encoded
// control characters and lone surrogates in path segments. Properties: support/properties.ts.
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  brokenPercent,
  eitherMode,
  numberishText,
  shortHostileString,
  slot,
  storeCodeArb,
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

/** One sku: real (simple, configurable, child) mostly, hostile sometimes. */
const sku = (mode: Mode): fc.Arbitrary<string> =>
  slot(
    mode,
    fc.constantFrom(...pools.skus, ...pools.childSkus, 'NO-SUCH-SKU', ' ' + (pools.skus[0] ?? 'x') + ' '),
    shortHostileString,
    3,
  );

/** A comma list of skus: a few, or hundreds to thousands (the endpoints' count limits). */
function skuList(mode: Mode): fc.Arbitrary<string> {
  const few = fc.array(sku(mode), { minLength: 0, maxLength: 8 }).map((s) => s.join(','));
  const many = fc
    .constantFrom(15, 200, 201, 500, 501, 5_000)
    .map((n) => Array.from({ length: n }, (_, i) => pools.skus[i % pools.skus.length]).join(','));
  return slot(
    mode,
    fc.oneof({ weight: 6, arbitrary: few }, { weight: 1, arbitrary: many }),
    fc.constantFrom(',,,', ',', ' , '),
    6,
  );
}

/** An optional query parameter, present one time in two. */
const maybe = (name: string, value: fc.Arbitrary<string>, keep = '') =>
  fc.option(
    value.map((v): [string, string] => [name, percentEncode(v, keep)]),
    { freq: 2 },
  );

/** The store view by header or by `?storeCode=` (or neither). */
function withStore(
  target: string,
  params: Array<[string, string] | null>,
  store: string | null,
  byHeader: boolean,
): { target: string; headers: Record<string, string> } {
  const pairs = params.filter((p): p is [string, string] => p !== null);
  if (store !== null && !(byHeader && /^[\x20-\x7e]*$/.test(store))) pairs.push(['storeCode', percentEncode(store)]);
  const headers: Record<string, string> =
    store !== null && byHeader && /^[\x20-\x7e]*$/.test(store) ? { 'x-vs-store-code': store } : {};
  return { target: `${target}${queryString(pairs)}`, headers };
}

function renderListRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      skus: fc.option(skuList(mode), { freq: 15 }),
      currencyCode: maybe('currencyCode', slot(mode, fc.constantFrom('RUB', 'USD', 'EUR', ''), shortHostileString)),
      storeId: maybe('storeId', slot(mode, fc.constantFrom('1', '2', '0', '3'), numberishText)),
      userGroupId: maybe('userGroupId', slot(mode, fc.constantFrom('0', '1', '4'), numberishText)),
      token: maybe('token', fc.oneof(fc.constant(''), shortHostileString)),
      extra: unknownParams,
    })
    .map(({ skus, currencyCode, storeId, userGroupId, token, extra }) => {
      const pairs = [
        skus === null ? null : (['skus', percentEncode(skus, ',')] as [string, string]),
        currencyCode,
        storeId,
        userGroupId,
        token,
      ].filter((p): p is [string, string] => p !== null);
      return fuzzRequest({
        method: 'GET',
        target: `/api/product/render-list${queryString([...pairs, ...extra])}`,
        headers: {},
      });
    });
}

function stockRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const stockId = maybe('stockId', slot(mode, fc.constant('1'), numberishText));
  const byQuery = fc.tuple(fc.option(sku(mode), { freq: 12 }), stockId).map(([s, id]) => ({
    path: '/api/stock/check',
    params: [s === null ? null : (['sku', percentEncode(s)] as [string, string]), id],
  }));
  const byPath = fc
    .tuple(
      slot(
        mode,
        sku(mode).map((s) => percentEncode(s)),
        fc.oneof(
          brokenPercent,
          brokenPercent.map((p) => `A${p}B`),
        ),
        4,
      ),
      stockId,
    )
    .map(([s, id]) => ({ path: `/api/stock/check/${s}`, params: [id] }));
  const list = fc.tuple(fc.option(skuList(mode), { freq: 12 }), stockId).map(([s, id]) => ({
    path: '/api/stock/list',
    params: [s === null ? null : (['skus', percentEncode(s, ',')] as [string, string]), id],
  }));
  return fc
    .record({
      call: fc.oneof(byQuery, byPath, list),
      store: fc.option(storeCodeArb, { freq: 3 }),
      byHeader: fc.boolean(),
      extra: unknownParams,
    })
    .map(({ call, store, byHeader, extra }) => {
      const { target, headers } = withStore(call.path, [...call.params, ...extra], store, byHeader);
      return fuzzRequest({ method: 'GET', target, headers });
    });
}

function cmsRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const id = slot(
    mode,
    fc.oneof(fc.constantFrom(...pools.cmsIds.map(String)), fc.constantFrom('1', '5', '0', '2147483647', '2147483648')),
    fc.oneof(
      numberishText.map((n) => percentEncode(n)),
      brokenPercent,
    ),
  );
  const identifier = slot(
    mode,
    fc
      .oneof(
        fc.constantFrom(...pools.cmsIdentifiers),
        fc.constantFrom('about-us', 'a/b', 'x'.repeat(100), 'x'.repeat(101)),
      )
      .map((i) => percentEncode(i, '/')),
    fc.oneof(
      shortHostileString.map((s) => percentEncode(s)),
      brokenPercent,
    ),
  );
  const storeId = slot(
    mode,
    fc.constantFrom('1', '2'),
    fc.oneof(
      numberishText.map((n) => percentEncode(n)),
      brokenPercent,
    ),
  );
  const path = fc.oneof(
    fc.tuple(fc.constantFrom('cmsPage', 'cmsBlock'), id).map(([kind, i]) => `/api/ext/cms-data/${kind}/${i}`),
    fc
      .tuple(fc.constantFrom('cmsPageIdentifier', 'cmsBlockIdentifier'), identifier, storeId)
      .map(([kind, i, s]) => `/api/ext/cms-data/${kind}/${i}/storeId/${s}`),
  );
  return fc
    .record({ path, store: fc.option(storeCodeArb, { freq: 3 }), byHeader: fc.boolean(), extra: unknownParams })
    .map(({ path: p, store, byHeader, extra }) =>
      fuzzRequest({ method: 'GET', ...withStore(p, extra, store, byHeader) }),
    );
}

describe('lookup endpoints fuzz (issue 8)', () => {
  it(
    'GET /api/product/render-list answers every generated query without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(renderListRequests));
    },
    fuzzTestTimeout(),
  );

  it(
    'GET /api/stock/check and /list answer every generated query without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(stockRequests), {
        examples: [
          fuzzRequest({ method: 'GET', target: '/api/stock/check/%ED%A0%80', headers: {} }),
          fuzzRequest({
            method: 'GET',
            target: '/api/stock/list?skus=%00,%E2%80%A8',
            headers: { 'x-vs-store-code': ' ' },
          }),
          // Found by this suite: a NUL in the store code the API proxy copies into a header.
          fuzzRequest({ method: 'GET', target: '/api/stock/check?sku=x&storeCode=a%00b', headers: {} }),
        ],
      });
    },
    fuzzTestTimeout(),
  );

  it(
    'GET /api/ext/cms-data answers every generated path without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(eitherMode(cmsRequests));
    },
    fuzzTestTimeout(),
  );
});
