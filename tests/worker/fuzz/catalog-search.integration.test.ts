// Fuzz of the catalogue search (issue 8; limits of ADR 016): GET and POST
// /api/catalog/{index}/{type}/_search with request_format=search-query, a generated SearchQuery (filters,
// aggregations, sorts, `_searchText` with FTS5 syntax and Russian words, from/size) or hostile JSON in its
// place, and the URL parameters `_source_include`/`_source_exclude` (globs with runs of `*`), `size`,
// `from`, `sort`, `response_format` plus unknown ones. Properties: support/properties.ts.
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { ENTITY_TYPES } from '#shared/contract/entities.ts';
import {
  bodyOf,
  bodyText,
  eitherMode,
  hostileJson,
  hostileNumber,
  hostileScalar,
  HOSTILE_TEXTS,
  hostileString,
  numberishText,
  objectWith,
  shortHostileString,
  slot,
  unknownParams,
  type Json,
  type Mode,
} from './support/arbitraries';
import { seedFuzzCatalogue, type CataloguePools } from './support/catalogue';
import { fuzzTestTimeout } from './support/fuzz-config';
import { fuzzRequest, percentEncode, queryString, type FuzzRequest } from './support/fuzz-request';
import { assertGoodAnswers } from './support/assert-answers';

const INDEXES = [
  'vue_storefront_catalog',
  'vue_storefront_catalog_ru',
  'vue_storefront_catalog_en',
  'bannerslider_index',
];
/** Fields of the demo documents (filters, sorts, aggregations, source patterns). */
const FIELDS = [
  'color',
  'size',
  'price',
  'final_price',
  'special_price',
  'category_ids',
  'category.category_id',
  'category.name',
  'visibility',
  'status',
  'type_id',
  'sku',
  'name',
  'brand',
  'created_at',
  'updated_at',
  'id',
  'url_key',
  'url_path',
  'stock.is_in_stock',
  'stock.qty',
  'configurable_children.color',
  'configurable_children.price',
  'configurable_children.sku',
  'size_options',
  'color_options',
  'position',
  'category.position',
  'parent_id',
  'level',
  'is_active',
  'identifier',
  'media_gallery',
  'description',
  'sgn',
  'tsk',
  'no_such_field',
  '_score',
];
/** Every operator of the contract plus some it does not have. */
const OPERATORS = [
  'eq',
  'in',
  'like',
  'neq',
  'nin',
  'or',
  'nor',
  'gt',
  'gte',
  'lt',
  'lte',
  'from',
  'to',
  'moreq',
  'orGt',
  'orLte',
  'contains',
  'regexp',
  '$where',
];
const FTS_TEXTS = HOSTILE_TEXTS.filter((t) => /NEAR|OR|AND|NOT|"|\*|\^|:|\(|\)|'|-|\+/.test(t));

let pools: CataloguePools;
beforeAll(async () => {
  pools = await seedFuzzCatalogue();
});

const field = (mode: Mode): fc.Arbitrary<Json> => slot(mode, fc.constantFrom(...FIELDS), hostileScalar);

/** Values that exist in the catalogue (so filters match something) mixed with hostile ones. */
function filterScalar(): fc.Arbitrary<Json> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom<Json>(
        ...pools.categoryIds,
        ...pools.productIds.slice(0, 10),
        49,
        50,
        51,
        58,
        167,
        168,
        179,
        1,
        4,
        'configurable',
        'simple',
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom<Json>(...pools.skus.slice(0, 10)) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        hostileString,
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
      ),
    },
  );
}

/** Filter values the schema takes (scalars, lists, operator objects, up to 999 values), or any JSON in hostile mode. */
function filterValue(mode: Mode): fc.Arbitrary<Json> {
  const scalar = filterScalar();
  const ranges = fc.constantFrom('gt', 'gte', 'lt', 'lte', 'from', 'to', 'moreq');
  const valid = fc.oneof(
    { weight: 3, arbitrary: scalar },
    { weight: 2, arbitrary: fc.array(scalar, { maxLength: 6 }) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom('eq', 'in', 'like', 'neq', 'nin', 'or', 'nor'),
          fc.oneof(scalar, fc.array(scalar, { maxLength: 5 })),
        )
        .map(([op, v]) => ({ [op]: v })),
    },
    {
      weight: 2,
      arbitrary: fc.dictionary(
        ranges,
        fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom('2024-01-01', '0', '-5'),
        ),
        { minKeys: 1, maxKeys: 3 },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(100, 998, 999).map((n): Json => ({ in: Array.from({ length: n }, (_, i) => i) })),
    },
  );
  const hostile = fc.oneof(
    fc.tuple(fc.constantFrom(...OPERATORS), fc.oneof(hostileJson, hostileNumber)).map(([op, v]): Json => ({ [op]: v })),
    fc.constant<Json>({ in: Array.from({ length: 1_000 }, (_, i) => i) }),
    hostileJson,
  );
  return slot(mode, valid, hostile, 4);
}

/** `_searchText`: words of product names, FTS5 operators and quotes, hostile text. */
function searchText(mode: Mode): fc.Arbitrary<Json> {
  const words = fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...pools.nameWords) },
      { weight: 1, arbitrary: fc.constantFrom(...FTS_TEXTS) },
    ),
    { minLength: 1, maxLength: 8 },
  );
  return slot(
    mode,
    fc.oneof({ weight: 3, arbitrary: words.map((w) => w.join(' ')) }, { weight: 1, arbitrary: hostileString }),
    hostileJson,
  );
}

/** from / size: small integers (as numbers or strings), hostile numbers in hostile mode. */
const pageNumber = (mode: Mode): fc.Arbitrary<Json> =>
  slot(
    mode,
    fc.oneof(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 0, max: 60 }).map(String)),
    fc.oneof(hostileNumber, numberishText),
    4,
  );

function searchQuery(mode: Mode): fc.Arbitrary<Json> {
  const listOf = (item: fc.Arbitrary<Json>, max: number) =>
    slot(mode, fc.array(item, { maxLength: max }), hostileJson, 12);
  const scope = slot(mode, fc.constantFrom('default', 'catalog'), hostileScalar);
  return objectWith(
    {
      _appliedFilters: listOf(
        objectWith({ attribute: field(mode), value: filterValue(mode), scope }, ['attribute', 'value'], mode),
        5,
      ),
      _availableFilters: listOf(
        objectWith(
          {
            field: field(mode),
            scope,
            options: objectWith({ size: slot(mode, fc.integer({ min: 1, max: 200 }), hostileNumber) }, [], mode),
          },
          ['field'],
          mode,
        ),
        4,
      ),
      _appliedSort: listOf(
        objectWith(
          { field: field(mode), options: slot(mode, fc.constantFrom('asc', 'desc'), hostileScalar) },
          ['field'],
          mode,
        ),
        3,
      ),
      _searchText: searchText(mode),
      from: pageNumber(mode),
      size: pageNumber(mode),
    },
    [],
    mode,
  );
}

const isPattern = (p: string) => /^[A-Za-z0-9_.*]*$/.test(p);

/** A `_source_*` pattern the schema takes: real fields, globs with runs of `*` (issue 8 finding 1). */
const validPattern: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS, '*.sgn', 'configurable_children.*', '*', 'category.*.name') },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom('Q', 'sgn', '.a', 'x.y', ''))
      .map(([n, tail]) => `${'*'.repeat(n)}${tail}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom('*', 'a', '.', '*.'), { minLength: 5, maxLength: 60 })
      .map((p) => `${p.join('')}Q`),
  },
);

function sourceList(mode: Mode): fc.Arbitrary<string> {
  const pattern = slot(
    mode,
    validPattern,
    shortHostileString.filter((p) => !isPattern(p)),
  );
  return slot(
    mode,
    fc.array(pattern, { minLength: 1, maxLength: 5 }).map((p) => p.join(',')),
    fc.constantFrom(100, 101, 1_000).map((n) => Array.from({ length: n }, (_, i) => `f${i}*`).join(',')),
  );
}

function sortParam(mode: Mode): fc.Arbitrary<string> {
  const one = fc
    .tuple(
      slot(mode, fc.constantFrom(...FIELDS), shortHostileString),
      slot(mode, fc.constantFrom('', ':asc', ':desc'), fc.constantFrom(':up', ':', '::', ':DESC')),
    )
    .map(([f, d]) => `${f}${d}`);
  return fc.array(one, { minLength: 1, maxLength: 3 }).map((s) => s.join(','));
}

/** An optional URL parameter: absent two times in three. */
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { freq: 3, nil: undefined });

/** URL parameters other than `request`, percent-encoded with `,` `*` `:` kept. */
function searchParams(mode: Mode): fc.Arbitrary<Array<[string, string]>> {
  const smallInt = slot(mode, fc.integer({ min: -3, max: 60 }).map(String), numberishText, 3);
  return fc
    .tuple(
      fc.record({
        request_format: slot(mode, fc.constant('search-query'), shortHostileString, 12),
        response_format: optional(slot(mode, fc.constantFrom('compact', 'standard'), shortHostileString)),
        from: optional(smallInt),
        size: optional(smallInt),
        sort: optional(sortParam(mode)),
        _source_include: optional(sourceList(mode)),
        _source_exclude: optional(sourceList(mode)),
        _source_includes: optional(sourceList(mode)),
        _source_excludes: optional(sourceList(mode)),
      }),
      unknownParams.map((params) => params.filter(([k]) => k !== 'q')),
    )
    .map(([known, unknown]) => [
      ...Object.entries(known)
        .filter((e): e is [string, string] => e[1] !== undefined)
        .map(([k, v]): [string, string] => [k, percentEncode(v, ',*:')]),
      ...unknown,
    ]);
}

/** Bodies above this go by POST: a GET `request=` of 100 KB only tests the url length limit. */
const MAX_GET_REQUEST = 8_000;

function searchRequests(mode: Mode): fc.Arbitrary<FuzzRequest> {
  const segment = (known: fc.Arbitrary<string>) =>
    slot(
      mode,
      known,
      shortHostileString.map((s) => percentEncode(s)),
      12,
    );
  return fc
    .record({
      index: segment(fc.constantFrom(...INDEXES.slice(0, 3))),
      type: segment(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant('product') },
          { weight: 2, arbitrary: fc.constantFrom(...ENTITY_TYPES) },
        ),
      ),
      action: segment(fc.constant('_search')),
      method: fc.constantFrom('GET', 'POST') as fc.Arbitrary<'GET' | 'POST'>,
      params: searchParams(mode),
      query: fc.option(bodyOf(searchQuery(mode), mode), { freq: 8 }),
      doubleEncoded: fc.boolean(),
    })
    .map(({ index, type, action, method, params, query, doubleEncoded }) => {
      const path = `/api/catalog/${index}/${type}/${action}`;
      if (query === null) return fuzzRequest({ method, target: `${path}${queryString(params)}`, headers: {} });
      const { body, bodyLabel } = bodyText(query);
      if (method === 'GET' && body.length <= MAX_GET_REQUEST) {
        // The original API decodes `request` twice (quirk 2): send it single- or double-encoded.
        const encoded = doubleEncoded ? percentEncode(percentEncode(body)) : percentEncode(body);
        return fuzzRequest({ method, target: `${path}${queryString([...params, ['request', encoded]])}`, headers: {} });
      }
      return fuzzRequest({
        method: 'POST',
        target: `${path}${queryString(params)}`,
        headers: { 'content-type': 'application/json' },
        body,
        bodyLabel,
      });
    });
}

/** The banner slider index (spec §7) with its own entity types, and with others (a 400). */
const bannerRequests: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom('slider', 'banner', 'product'), fc.constantFrom('', '&size=5', '&_source_exclude=*****Q'))
  .map(([type, extra]) =>
    fuzzRequest({
      method: 'GET',
      target: `/api/catalog/${INDEXES[3]}/${type}/_search?request_format=search-query${extra}`,
      headers: {},
    }),
  );

const PRODUCT_SEARCH = '/api/catalog/vue_storefront_catalog/product/_search';

describe('catalogue search fuzz (issue 8)', () => {
  it(
    'answers every generated search without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(
        fc.oneof({ weight: 12, arbitrary: eitherMode(searchRequests) }, { weight: 1, arbitrary: bannerRequests }),
        {
          examples: [
            // Issue 8 findings: a glob of stars in _source_exclude; a six-word Russian text search.
            fuzzRequest({
              method: 'GET',
              target: `${PRODUCT_SEARCH}?request_format=search-query&from=3&size=20&_source_exclude=*****Q`,
              headers: {},
            }),
            fuzzRequest({
              method: 'POST',
              target: `${PRODUCT_SEARCH}?request_format=search-query`,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ _searchText: 'кеды платье сумка шарф ремень куртка' }),
            }),
            fuzzRequest({
              method: 'POST',
              target: `${PRODUCT_SEARCH}?request_format=search-query`,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ _searchText: 'NEAR( "a" OR ^b* {name}: - +' }),
            }),
            // Found by this suite: an Object.prototype key as a search word.
            fuzzRequest({
              method: 'GET',
              target: `${PRODUCT_SEARCH}?request_format=search-query&request=${percentEncode('{"_searchText":"constructor"}')}`,
              headers: {},
            }),
          ],
        },
      );
    },
    fuzzTestTimeout(),
  );
});
