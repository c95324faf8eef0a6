// The endpoint files of client/lib/api (issue 9 item 2) over a stub transport: the exact request each
// fetcher sends (contract §1.1 C1-C4, S1, S2, X1, §1.6, §2), what it makes of the answer, the keys of
// their queryOptions, and the cart mutations' Idempotency-Key: one per mutation, the same on a retry.
import { MutationObserver, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import { checkAnswer } from '#shared/contract/answers.ts';
import { catalogKeys, cartKeys, cmsKeys, stockKeys, urlMapKeys } from '#shared/api/query-keys.ts';
import { cartCreateMutationOptions, createCart } from '#client/lib/api/cart-create.ts';
import { cartDeleteMutationOptions, deleteCartItem } from '#client/lib/api/cart-delete.ts';
import { cartPullQueryOptions, pullCart } from '#client/lib/api/cart-pull.ts';
import { cartUpdateMutationOptions, updateCartItem } from '#client/lib/api/cart-update.ts';
import { cmsBlockQueryOptions, cmsPageQueryOptions, fetchCmsBlock, fetchCmsPage } from '#client/lib/api/cms.ts';
import { newIdempotencyKey } from '#client/lib/api/idempotency.ts';
import { menuQuery } from '#client/lib/api/menu.ts';
import {
  listableProductFilters,
  PRODUCT_TILE_FIELDS,
  searchCatalog,
  searchCatalogQueryOptions,
} from '#client/lib/api/search-catalog.ts';
import { checkStock, stockCheckQueryOptions } from '#client/lib/api/stock.ts';
import { listStock, STOCK_LIST_CHUNK } from '#client/lib/api/stock-list.ts';
import { DISPATCH_FIELDS, mapUrl, urlMapQueryOptions } from '#client/lib/api/url-map.ts';
import * as legacyCatalog from '#shared/api/catalog.ts';

const CART = 'ab'.repeat(16);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function stub(answer: (sent: Sent, index: number) => Response) {
  const sent: Sent[] = [];
  const fetch: Fetcher = async (request) => {
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: headersOf(request.headers),
      body: await request.text(),
    };
    sent.push(entry);
    return answer(entry, sent.length - 1);
  };
  // As on the server: answers are checked against the contract (shared/contract/answers.ts).
  return { api: createApiClient({ origin: 'http://shop.test', fetch, checkAnswer }), sent };
}

const STOCK_ITEM = {
  item_id: 7,
  product_id: 7,
  stock_id: 1,
  qty: 4,
  is_in_stock: true,
  is_qty_decimal: false,
  min_sale_qty: 1,
  max_sale_qty: 10000,
  manage_stock: true,
  backorders: 0,
  low_stock_date: null,
  sku: 'S7',
  show_default_notification_message: false,
  use_config_min_qty: true,
  min_qty: 0,
  use_config_min_sale_qty: 1,
  use_config_max_sale_qty: true,
  use_config_backorders: true,
  use_config_notify_stock_qty: true,
  notify_stock_qty: 1,
  use_config_qty_increments: true,
  qty_increments: 0,
  use_config_enable_qty_inc: true,
  enable_qty_increments: false,
  use_config_manage_stock: true,
  is_decimal_divided: false,
  stock_status_changed_auto: 0,
};
const SERVER_ITEM = {
  item_id: 3,
  sku: 'S7',
  qty: 2,
  name: 'Seven',
  price: 100,
  product_type: 'simple',
  quote_id: CART,
};

describe('search-catalog', () => {
  const answer = {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total: { value: 12, relation: 'gte' },
      max_score: 1.5,
      hits: [{ _index: 'i', _type: '_doc', _id: '5', _score: 1.5, _source: { id: 5, name: 'Five' } }],
    },
    aggregations: {
      agg_terms_brand: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [{ key: 'nord', doc_count: 7 }],
      },
      agg_min_price: { value: 490 },
    },
  };

  it('sends the SearchQuery as ?request= with paging and source fields, and keeps the aggregations', async () => {
    const { api, sent } = stub(() => json(answer));
    const result = await searchCatalog<{ id: number; name: string }>(api, {
      store: 'en',
      entity: 'product',
      filters: [{ attribute: 'brand', value: { eq: 'nord' } }],
      sort: [{ field: 'final_price', options: 'desc' }],
      aggregations: [
        { field: 'brand', scope: 'catalog' },
        { field: 'price', scope: 'catalog' },
      ],
      searchText: 'boots',
      from: 10,
      size: 5,
      includeFields: ['id', 'name'],
      excludeFields: ['description'],
    });
    expect(sent).toHaveLength(1);
    const { method, url } = sent[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/catalog/vue_storefront_catalog_en/product/_search');
    expect([...url.searchParams.keys()]).toEqual([
      'request_format',
      'request',
      'size',
      'from',
      '_source_include',
      '_source_exclude',
    ]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      request_format: 'search-query',
      request: JSON.stringify({
        _appliedFilters: [{ attribute: 'brand', value: { eq: 'nord' } }],
        _availableFilters: [
          { field: 'brand', scope: 'catalog' },
          { field: 'price', scope: 'catalog' },
        ],
        _appliedSort: [{ field: 'final_price', options: 'desc' }],
        _searchText: 'boots',
      }),
      size: '5',
      from: '10',
      _source_include: 'id,name',
      _source_exclude: 'description',
    });
    expect(result).toEqual({
      items: [{ id: 5, name: 'Five' }],
      total: 12,
      totalRelation: 'gte',
      start: 10,
      perPage: 5,
      aggregations: answer.aggregations,
    });
  });

  it('the request a plain listing sends is the one the pages sent before (same edge-cache key)', async () => {
    const { api, sent } = stub(() => json({ ...answer, aggregations: undefined }));
    const result = await legacyCatalog.searchCatalog(api, {
      store: 'ru',
      entity: 'product',
      filters: listableProductFilters(),
      size: 8,
      includeFields: PRODUCT_TILE_FIELDS,
    });
    expect(sent[0]!.url.search).toBe(
      `?request_format=search-query&request=${encodeURIComponent(JSON.stringify({ _appliedFilters: listableProductFilters(), _availableFilters: [], _appliedSort: [], _searchText: '' })).replace(/%20/g, '+')}&size=8&_source_include=${encodeURIComponent(PRODUCT_TILE_FIELDS.join(','))}`,
    );
    // An answer without aggregations (a remote Elasticsearch asked for none) is `{}`.
    expect(result.aggregations).toEqual({});
  });

  it('an answer that is not a search answer is refused', async () => {
    const { api } = stub(() => json({ hits: { total: 3 } }));
    await expect(searchCatalog(api, { store: 'ru', entity: 'product' })).rejects.toMatchObject({
      name: 'ApiContractError',
    });
  });

  it('queryOptions: key catalogKeys.search of everything but store and entity', () => {
    const { api } = stub(() => json(answer));
    const options = searchCatalogQueryOptions(api, { store: 'ru', entity: 'product', searchText: 'x', size: 3 });
    expect(options.queryKey).toEqual(catalogKeys.search('ru', 'product', { searchText: 'x', size: 3 }));
    expect(menuQuery(api, 'en').queryKey).toEqual(['catalog', 'en', 'menu']);
  });
});

describe('url-map', () => {
  it('POSTs the url and fields with ?storeCode=; null when nothing matches', async () => {
    const { api, sent } = stub((_, i) =>
      json(i === 0 ? { _index: 'x_product', _type: 'product', _id: '101', _score: 1, _source: { sku: 'S' } } : null),
    );
    expect(await mapUrl(api, { store: 'en', url: 'catalog/a.html', includeFields: ['sku'] })).toEqual({
      _index: 'x_product',
      _type: 'product',
      _id: '101',
      _score: 1,
      _source: { sku: 'S' },
    });
    expect(await mapUrl(api, { store: 'ru', url: 'nothing' })).toBeNull();
    expect(sent.map((s) => [s.method, `${s.url.pathname}${s.url.search}`, s.body])).toEqual([
      ['POST', '/api/url/map?storeCode=en', '{"url":"catalog/a.html","includeFields":["sku"]}'],
      ['POST', '/api/url/map?storeCode=ru', '{"url":"nothing"}'],
    ]);
  });

  it("queryOptions: the dispatcher's key and fields", async () => {
    const { api, sent } = stub(() => json(null));
    const options = urlMapQueryOptions(api, 'ru', 'a/b');
    expect(options.queryKey).toEqual(urlMapKeys.path('ru', 'a/b'));
    expect(await new QueryClient().fetchQuery(options)).toBeNull();
    expect(JSON.parse(sent[0]!.body)).toEqual({ url: 'a/b', includeFields: [...DISPATCH_FIELDS] });
  });
});

describe('stock', () => {
  it('check: GET /api/stock/check?sku=&storeCode=, the stock item', async () => {
    const { api, sent } = stub(() => json({ code: 200, result: STOCK_ITEM }));
    expect(await checkStock(api, { store: 'ru', sku: 'S7' })).toEqual(STOCK_ITEM);
    expect(`${sent[0]!.url.pathname}${sent[0]!.url.search}`).toBe('/api/stock/check?sku=S7&storeCode=ru');
    expect(stockCheckQueryOptions(api, 'ru', 'S7').queryKey).toEqual(stockKeys.check('ru', 'S7'));
  });

  it('list: chunks of 15 (spec §7), answered in request order', async () => {
    const { api, sent } = stub((s) =>
      json({
        code: 200,
        result: s.url.searchParams
          .get('skus')!
          .split(',')
          .map((sku) => ({ ...STOCK_ITEM, sku })),
      }),
    );
    const skus = Array.from({ length: 32 }, (_, i) => `S${i}`);
    const items = await listStock(api, { store: 'en', skus });
    expect(STOCK_LIST_CHUNK).toBe(15);
    expect(items.map((item) => item.sku)).toEqual(skus);
    expect(sent.map((s) => s.url.searchParams.get('skus')!.split(',').length)).toEqual([15, 15, 2]);
    expect(sent.every((s) => s.url.searchParams.get('storeCode') === 'en')).toBe(true);
  });
});

describe('cms', () => {
  const page = {
    id: 4,
    identifier: 'size-guide',
    title: 'Size guide',
    page_layout: '1column',
    content_heading: 'Size guide',
    content: '<p>x</p>',
    active: true,
    store_id: [0],
  };

  it('page by identifier and storeId; 404 and inactive pages are null', async () => {
    const answers = [
      json({ code: 200, result: page }),
      json({ code: 404, result: 'No such CMS page' }, 404),
      json({ code: 200, result: { ...page, active: false } }),
    ];
    const { api, sent } = stub((_, i) => answers[i]!);
    expect(await fetchCmsPage(api, { store: 'en', identifier: 'size-guide' })).toEqual(page);
    expect(await fetchCmsPage(api, { store: 'ru', identifier: 'a b' })).toBeNull();
    expect(await fetchCmsPage(api, { store: 'ru', identifier: 'hidden' })).toBeNull();
    expect(sent.map((s) => s.url.pathname)).toEqual([
      '/api/ext/cms-data/cmsPageIdentifier/size-guide/storeId/2',
      '/api/ext/cms-data/cmsPageIdentifier/a%20b/storeId/1',
      '/api/ext/cms-data/cmsPageIdentifier/hidden/storeId/1',
    ]);
  });

  it('block by identifier; other errors are thrown', async () => {
    const block = { id: 1, identifier: 'footer', title: 'F', content: '<ul></ul>', active: true, store_id: [0] };
    const answers = [
      json({ code: 200, result: block }),
      json({ code: 400, result: 'the CMS identifier may only contain …' }, 400),
    ];
    const { api, sent } = stub((_, i) => answers[i]!);
    expect(await fetchCmsBlock(api, { store: 'ru', identifier: 'footer' })).toEqual(block);
    await expect(fetchCmsBlock(api, { store: 'ru', identifier: "x'y" })).rejects.toMatchObject({ status: 400 });
    expect(sent[0]!.url.pathname).toBe('/api/ext/cms-data/cmsBlockIdentifier/footer/storeId/1');
    expect(cmsPageQueryOptions(api, 'en', 'x').queryKey).toEqual(cmsKeys.page('en', 'x'));
    expect(cmsBlockQueryOptions(api, 'en', 'x').queryKey).toEqual(cmsKeys.block('en', 'x'));
  });
});

describe('cart', () => {
  it('create: POST /api/cart/create (token and store view when given), the id as a string', async () => {
    const answers = [json({ code: 200, result: CART }), json({ code: 200, result: 81668 })];
    const { api, sent } = stub((_, i) => answers[i]!);
    expect(await createCart(api)).toBe(CART);
    expect(await createCart(api, { token: 'customer', store: 'en' })).toBe('81668');
    expect(
      sent.map((s) => [s.method, `${s.url.pathname}${s.url.search}`, s.body, s.headers['idempotency-key']]),
    ).toEqual([
      ['POST', '/api/cart/create', '', undefined],
      ['POST', '/api/cart/create?storeCode=en&token=customer', '', undefined],
    ]);
  });

  it('pull: GET /api/cart/pull?cartId=, the server items', async () => {
    const { api, sent } = stub(() => json({ code: 200, result: [SERVER_ITEM] }));
    expect(await pullCart(api, { cartId: CART })).toEqual([SERVER_ITEM]);
    expect(`${sent[0]!.method} ${sent[0]!.url.pathname}${sent[0]!.url.search}`).toBe(
      `GET /api/cart/pull?cartId=${CART}`,
    );
    expect(cartPullQueryOptions(api, { cartId: CART }).queryKey).toEqual(cartKeys.items(CART));
  });

  it('update and delete: POST the cartItem with ?cartId= and the Idempotency-Key given', async () => {
    const answers = [json({ code: 200, result: SERVER_ITEM }), json({ code: 200, result: true })];
    const { api, sent } = stub((_, i) => answers[i]!);
    expect(
      await updateCartItem(api, {
        cartId: CART,
        cartItem: { sku: 'S7', qty: 2, quoteId: CART },
        idempotencyKey: 'k-1',
        store: 'ru',
      }),
    ).toEqual(SERVER_ITEM);
    expect(
      await deleteCartItem(api, { cartId: CART, cartItem: { item_id: 3, sku: 'S7' }, idempotencyKey: 'k-2' }),
    ).toBe(true);
    expect(
      sent.map((s) => [s.method, `${s.url.pathname}${s.url.search}`, s.body, s.headers['idempotency-key']]),
    ).toEqual([
      [
        'POST',
        `/api/cart/update?storeCode=ru&cartId=${CART}`,
        `{"cartItem":{"sku":"S7","qty":2,"quoteId":"${CART}"}}`,
        'k-1',
      ],
      ['POST', `/api/cart/delete?cartId=${CART}`, '{"cartItem":{"item_id":3,"sku":"S7"}}', 'k-2'],
    ]);
  });

  it('without a checker (the browser) the answer is taken as typed: no zod on the page', async () => {
    const fetch: Fetcher = () => Promise.resolve(json({ code: 200, result: { item_id: 'x' } }));
    const browserApi = createApiClient({ origin: 'http://shop.test', fetch });
    await expect(updateCartItem(browserApi, { cartId: CART, cartItem: { sku: 'S', qty: 1 } })).resolves.toEqual({
      item_id: 'x',
    });
  });

  it('a server item that is not one is refused (the contract schema)', async () => {
    const { api } = stub(() => json({ code: 200, result: { item_id: 'x' } }));
    await expect(updateCartItem(api, { cartId: CART, cartItem: { sku: 'S', qty: 1 } })).rejects.toMatchObject({
      name: 'ApiContractError',
    });
  });

  it('mutations: one Idempotency-Key per mutation, the same on its retry, none on create', async () => {
    const { api, sent } = stub((s, i) => {
      if (s.url.pathname === '/api/cart/create') return json({ code: 200, result: CART });
      // Every first attempt of an update or delete fails once (a lost answer), the retry succeeds.
      if (i % 2 === 1) return json({ code: 503, result: 'try again' }, 503);
      return json({ code: 200, result: s.url.pathname === '/api/cart/delete' ? true : SERVER_ITEM });
    });
    const client = new QueryClient();
    const run = <T, V>(options: UseMutationOptions<T, Error, V>, variables: V) =>
      new MutationObserver<T, Error, V>(client, { ...options, retry: 1, retryDelay: 0 }).mutate(variables);
    expect(await run(cartCreateMutationOptions(api), undefined)).toBe(CART);
    await run(cartUpdateMutationOptions(api), { cartId: CART, cartItem: { sku: 'S7', qty: 2 } });
    await run(cartUpdateMutationOptions(api), { cartId: CART, cartItem: { sku: 'S7', qty: 2 } });
    await run(cartDeleteMutationOptions(api), { cartId: CART, cartItem: { item_id: 3 } });
    await run(cartUpdateMutationOptions(api), {
      cartId: CART,
      cartItem: { sku: 'S8', qty: 1 },
      idempotencyKey: 'mine',
    });
    const keys = sent.map((s) => s.headers['idempotency-key']);
    expect(sent.map((s) => s.url.pathname)).toEqual([
      '/api/cart/create',
      '/api/cart/update',
      '/api/cart/update',
      '/api/cart/update',
      '/api/cart/update',
      '/api/cart/delete',
      '/api/cart/delete',
      '/api/cart/update',
      '/api/cart/update',
    ]);
    expect(keys[0]).toBeUndefined();
    for (const key of keys.slice(1, 7))
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[3]).toBe(keys[4]);
    expect(keys[5]).toBe(keys[6]);
    expect(new Set([keys[1], keys[3], keys[5]]).size).toBe(3);
    expect([keys[7], keys[8]]).toEqual(['mine', 'mine']);
  });

  it('newIdempotencyKey: random UUID v4s', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
