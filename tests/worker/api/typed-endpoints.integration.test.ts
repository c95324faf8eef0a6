// The typed endpoint layer of client/lib/api (issue 9 item 2) against the real worker and its embedded
// platform in workerd (SELF.fetch through the API proxy, real D1 with the demo catalogue and its text
// index): catalogue search with `_searchText`, aggregations and paging (contract §2), url map (§1.6),
// stock (S1, S2), CMS (X1), and the guest cart create → update → pull → delete round trip (C1-C4,
// ADR 015), each answer checked by the contract schemas inside the fetchers and asserted by value here.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Fetcher, type UnauthorizedContext } from '#shared/api/client.ts';
import { checkAnswer } from '#shared/contract/answers.ts';
import { cartKeys, catalogKeys, cmsKeys, stockKeys, urlMapKeys } from '#shared/api/query-keys.ts';
import { searchResponseSchema, type TermsAggregation, type ValueAggregation } from '#shared/contract/catalog-search.ts';
import { createCart } from '#client/lib/api/cart-create.ts';
import { cartDeleteMutationOptions, deleteCartItem } from '#client/lib/api/cart-delete.ts';
import { cartPullQueryOptions, pullCart } from '#client/lib/api/cart-pull.ts';
import { cartUpdateMutationOptions, updateCartItem } from '#client/lib/api/cart-update.ts';
import { cmsPageQueryOptions, fetchCmsBlock, fetchCmsPage } from '#client/lib/api/cms.ts';
import { menuQuery } from '#client/lib/api/menu.ts';
import {
  listableProductFilters,
  searchCatalog,
  searchCatalogQueryOptions,
  searchQueryBody,
} from '#client/lib/api/search-catalog.ts';
import { checkStock, stockCheckQueryOptions } from '#client/lib/api/stock.ts';
import { listStock } from '#client/lib/api/stock-list.ts';
import { DISPATCH_FIELDS, mapUrl, urlMapQueryOptions } from '#client/lib/api/url-map.ts';
import type { Catalog } from '#worker/platform/seed/index.ts';
import { products, seedDemoWithText, type Doc } from '#tests/worker/platform/catalog/support/demo-catalogue.ts';

const ORIGIN = 'http://typed.test';
const RU_INDEX = 'vue_storefront_catalog_ru';

type Product = Doc & {
  id: number;
  sku: string;
  name: string;
  url_path: string;
  slug: string;
  type_id: string;
  stock: { qty: number; is_in_stock: boolean };
};

let catalog: Catalog;
let simple: Product;
let other: Product;

interface Sent {
  method: string;
  path: string;
  headers: Headers;
}

/** The browser's transport, checking answers as the server's client does: every call recorded, then handed to the real worker. */
function recordingApi(options: { onUnauthorized?: (context: UnauthorizedContext) => string | null } = {}) {
  const sent: Sent[] = [];
  const fetch: Fetcher = (request) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, path: `${url.pathname}${url.search}`, headers: new Headers(request.headers) });
    return SELF.fetch(request);
  };
  return { api: createApiClient({ origin: ORIGIN, fetch, checkAnswer, ...options }), sent };
}

beforeAll(async () => {
  catalog = await seedDemoWithText(env.DB);
  const sellable = products(catalog, 'ru').filter(
    (p) =>
      p.type_id === 'simple' &&
      p.status === 1 &&
      [2, 3, 4].includes(Number(p.visibility)) &&
      (p.stock as Product['stock']).is_in_stock &&
      (p.stock as Product['stock']).qty > 3,
  ) as Product[];
  [simple, other] = [sellable[0]!, sellable[1]!];
});

describe('catalogue search (contract §2)', () => {
  it('_searchText with aggregations: the hits, total and aggregations of the real answer', async () => {
    const { api } = recordingApi();
    const params = {
      store: 'ru' as const,
      entity: 'product' as const,
      searchText: 'кроссовки',
      aggregations: [
        { field: 'brand', scope: 'catalog' },
        { field: 'price', scope: 'catalog' },
      ],
      size: 5,
      includeFields: ['id', 'name', 'sku'],
    };
    const result = await searchCatalog<{ id: number; name: string; sku: string }>(api, params);

    // The same request sent by hand: the typed result is that answer.
    const raw = searchResponseSchema.parse(
      await (
        await SELF.fetch(
          `${ORIGIN}/api/catalog/${RU_INDEX}/product/_search?${new URLSearchParams({ request_format: 'search-query', request: JSON.stringify(searchQueryBody(params)), size: '5', _source_include: 'id,name,sku' })}`,
        )
      ).json(),
    );
    expect(result.items).toEqual(raw.hits.hits.map((hit) => hit._source));
    expect(result.total).toBe(raw.hits.total.value);
    expect(result.aggregations).toEqual(raw.aggregations);

    expect(result.items).toHaveLength(5);
    expect(result.total).toBeGreaterThan(5);
    expect(result).toMatchObject({ totalRelation: 'eq', start: 0, perPage: 5 });
    for (const item of result.items) {
      expect(item.name).toMatch(/^Кроссовки /);
      expect(Object.keys(item).sort()).toEqual(['id', 'name', 'sku']);
    }
    expect(Object.keys(result.aggregations).sort()).toEqual([
      'agg_max_price',
      'agg_min_price',
      'agg_range_price',
      'agg_terms_brand',
      'agg_terms_brand_options',
      'agg_terms_price',
    ]);
    const brands = result.aggregations.agg_terms_brand as TermsAggregation;
    expect(brands.buckets.length).toBeGreaterThan(0);
    expect(brands.buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBeLessThanOrEqual(result.total);
    const min = (result.aggregations.agg_min_price as ValueAggregation).value!;
    const max = (result.aggregations.agg_max_price as ValueAggregation).value!;
    expect(min).toBeGreaterThan(0);
    expect(max).toBeGreaterThanOrEqual(min);

    // A bucket's count is what selecting it returns (ADR: aggregations over the same filters).
    const first = brands.buckets[0]!;
    const selected = await searchCatalog(api, {
      ...params,
      aggregations: [],
      filters: [{ attribute: 'brand', value: { eq: first.key }, scope: 'catalog' }],
    });
    expect(selected.total).toBeGreaterThanOrEqual(first.doc_count);
    expect(selected.aggregations).toEqual({});
  });

  it('filters, sort and from/size paging: two pages are the first and second half of one', async () => {
    const { api } = recordingApi();
    const base = {
      store: 'ru' as const,
      entity: 'product' as const,
      filters: listableProductFilters(),
      sort: [{ field: 'id', options: 'asc' as const }],
      includeFields: ['id'],
    };
    const whole = await searchCatalog<{ id: number }>(api, { ...base, size: 8 });
    const first = await searchCatalog<{ id: number }>(api, { ...base, size: 4 });
    const second = await searchCatalog<{ id: number }>(api, { ...base, from: 4, size: 4 });
    const listable = products(catalog, 'ru')
      .filter((p) => [2, 3, 4].includes(Number(p.visibility)) && [0, 1].includes(Number(p.status)))
      .map((p) => Number(p.id))
      .sort((a, b) => a - b);
    expect(whole.items.map((item) => item.id)).toEqual(listable.slice(0, 8));
    expect([...first.items, ...second.items]).toEqual(whole.items);
    expect(second).toMatchObject({ start: 4, perPage: 4, total: listable.length, totalRelation: 'eq' });
  });

  it('queryOptions through a QueryClient: the menu and a generic search land under their factory keys', async () => {
    const { api } = recordingApi();
    const client = new QueryClient();
    const menu = await client.fetchQuery(menuQuery(api, 'en'));
    expect(menu.items.length).toBeGreaterThan(0);
    expect(client.getQueryData(catalogKeys.menu('en'))).toBe(menu);
    const params = {
      store: 'ru' as const,
      entity: 'product' as const,
      searchText: simple.sku,
      size: 1,
      includeFields: ['sku'],
    };
    const found = await client.fetchQuery(searchCatalogQueryOptions<{ sku: string }>(api, params));
    expect(found.items).toEqual([{ sku: simple.sku }]);
    expect(
      client.getQueryData(
        catalogKeys.search('ru', 'product', { searchText: simple.sku, size: 1, includeFields: ['sku'] }),
      ),
    ).toBe(found);
  });
});

describe('url map (contract §1.6)', () => {
  it("finds a product by its url_path, with the dispatcher's fields only; null for an unknown path", async () => {
    const { api, sent } = recordingApi();
    const hit = await mapUrl(api, { store: 'ru', url: simple.url_path, includeFields: DISPATCH_FIELDS });
    expect(hit).toEqual({
      _index: 'vue_storefront_catalog_ru_product',
      _type: 'product',
      _id: String(simple.id),
      _score: 1,
      _source: { id: simple.id, sku: simple.sku, type_id: 'simple', url_path: simple.url_path, slug: simple.slug },
    });
    expect(await mapUrl(api, { store: 'ru', url: 'no/such/path.html' })).toBeNull();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/url/map?storeCode=ru',
      'POST /api/url/map?storeCode=ru',
    ]);

    const client = new QueryClient();
    expect(await client.fetchQuery(urlMapQueryOptions(api, 'ru', simple.url_path))).toEqual(hit);
    expect(client.getQueryData(urlMapKeys.path('ru', simple.url_path))).toEqual(hit);
  });
});

describe('stock (contract S1, S2)', () => {
  it('check: the full stock item of a sku', async () => {
    const { api } = recordingApi();
    const item = await checkStock(api, { store: 'ru', sku: simple.sku });
    expect(item).toMatchObject({
      sku: simple.sku,
      product_id: simple.id,
      item_id: simple.id,
      stock_id: 1,
      qty: simple.stock.qty,
      is_in_stock: true,
    });
    await expect(checkStock(api, { store: 'ru', sku: 'NO-SUCH-SKU' })).rejects.toMatchObject({
      status: 404,
      result: 'No such sku: NO-SUCH-SKU',
    });
    const client = new QueryClient();
    await client.fetchQuery(stockCheckQueryOptions(api, 'ru', other.sku));
    expect(client.getQueryData(stockKeys.check('ru', other.sku))).toMatchObject({
      sku: other.sku,
      qty: other.stock.qty,
    });
  });

  it('list: in request order across chunks of 15; unknown skus are no item, and their chunk does not fail', async () => {
    const { api, sent } = recordingApi();
    const skus = [simple.sku, ...Array.from({ length: 15 }, (_, i) => `NO-SUCH-${i}`), other.sku];
    const items = await listStock(api, { store: 'ru', skus });
    expect(items.map((item) => item.sku)).toEqual([simple.sku, other.sku]);
    expect(items[0]).toMatchObject({ qty: simple.stock.qty, is_in_stock: true });
    expect(items.at(-1)).toMatchObject({ qty: other.stock.qty, product_id: other.id });
    expect(sent).toHaveLength(2);
  });
});

describe('CMS (contract X1)', () => {
  it('pages by identifier in both store views; a missing page is null', async () => {
    const { api } = recordingApi();
    expect(await fetchCmsPage(api, { store: 'ru', identifier: 'size-guide' })).toMatchObject({
      id: 4,
      identifier: 'size-guide',
      title: 'Таблица размеров',
      active: true,
    });
    const en = await fetchCmsPage(api, { store: 'en', identifier: 'size-guide' });
    expect(en).toMatchObject({ id: 4, title: 'Size guide' });
    expect(en?.content).toContain('Measure your foot');
    expect(await fetchCmsPage(api, { store: 'ru', identifier: 'no-such-page' })).toBeNull();
    const client = new QueryClient();
    await client.fetchQuery(cmsPageQueryOptions(api, 'en', 'size-guide'));
    expect(client.getQueryData(cmsKeys.page('en', 'size-guide'))).toEqual(en);
  });

  it('blocks by identifier', async () => {
    const { api } = recordingApi();
    expect(await fetchCmsBlock(api, { store: 'ru', identifier: 'footer_links_block' })).toMatchObject({
      id: 1,
      title: 'Ссылки в подвале',
    });
    expect(await fetchCmsBlock(api, { store: 'en', identifier: 'footer_links_block' })).toMatchObject({
      id: 1,
      title: 'Footer Links Block',
    });
    expect((await fetchCmsBlock(api, { store: 'ru', identifier: 'newsletter_text' }))?.content).toBe(
      '<p>Подпишитесь на рассылку и получите скидку 10 % на первый заказ.</p>',
    );
    expect(await fetchCmsBlock(api, { store: 'ru', identifier: 'size-guide' })).toBeNull();
  });
});

describe('guest cart (contract C1-C4, ADR 015)', () => {
  /** The catalogue's own (tax-processed) price excluding tax, as the cart line carries it. */
  async function priceOf(sku: string): Promise<number> {
    const { api } = recordingApi();
    const { items } = await searchCatalog<{ price: number }>(api, {
      store: 'ru',
      entity: 'product',
      filters: [{ attribute: 'sku', value: { eq: sku } }],
      size: 1,
      includeFields: ['price'],
    });
    return Math.round(Number(items[0]!.price) * 100) / 100;
  }

  it('create → update (add, add, set) → pull → delete → pull, with the values the server holds', async () => {
    const { api, sent } = recordingApi();
    const cartId = await createCart(api, { store: 'ru' });
    expect(cartId).toMatch(/^[a-f0-9]{32}$/);

    const added = await updateCartItem(api, {
      cartId,
      store: 'ru',
      cartItem: { sku: simple.sku, qty: 2, quoteId: cartId },
      idempotencyKey: 'add-1',
    });
    expect(added).toEqual({
      item_id: expect.any(Number),
      sku: simple.sku,
      qty: 2,
      name: simple.name,
      price: await priceOf(simple.sku),
      product_type: 'simple',
      quote_id: cartId,
    });
    const second = await updateCartItem(api, {
      cartId,
      store: 'ru',
      cartItem: { sku: other.sku, qty: 1, quoteId: cartId },
    });
    expect(second).toMatchObject({ sku: other.sku, qty: 1, name: other.name, quote_id: cartId });
    expect(second.item_id).not.toBe(added.item_id);

    // ADR 015: an update sets the quantity; sent twice (a replay), the line holds it once.
    const set = {
      cartId,
      store: 'ru' as const,
      cartItem: { sku: simple.sku, qty: 3, item_id: added.item_id, quoteId: cartId },
      idempotencyKey: 'set-1',
    };
    expect(await updateCartItem(api, set)).toEqual({ ...added, qty: 3 });
    expect(await updateCartItem(api, set)).toEqual({ ...added, qty: 3 });

    const pulled = await pullCart(api, { cartId });
    expect(
      pulled
        .map((line) => [line.item_id, line.sku, line.qty, line.quote_id])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [added.item_id, simple.sku, 3, cartId],
      [second.item_id, other.sku, 1, cartId],
    ]);

    expect(
      await deleteCartItem(api, {
        cartId,
        cartItem: { item_id: added.item_id, sku: simple.sku, quoteId: cartId },
        idempotencyKey: 'del-1',
      }),
    ).toBe(true);
    expect(await pullCart(api, { cartId })).toEqual([second]);

    expect(sent.map((s) => [s.method, s.path, s.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/cart/create?storeCode=ru', null],
      ['POST', `/api/cart/update?storeCode=ru&cartId=${cartId}`, 'add-1'],
      ['POST', `/api/cart/update?storeCode=ru&cartId=${cartId}`, null],
      ['POST', `/api/cart/update?storeCode=ru&cartId=${cartId}`, 'set-1'],
      ['POST', `/api/cart/update?storeCode=ru&cartId=${cartId}`, 'set-1'],
      ['GET', `/api/cart/pull?cartId=${cartId}`, null],
      ['POST', `/api/cart/delete?cartId=${cartId}`, 'del-1'],
      ['GET', `/api/cart/pull?cartId=${cartId}`, null],
    ]);
  });

  it('the same round trip through mutation options and queryOptions: Idempotency-Keys on the writes', async () => {
    const { api, sent } = recordingApi();
    const client = new QueryClient();
    const cartId = await createCart(api);
    const added = await new MutationObserver(client, cartUpdateMutationOptions(api)).mutate({
      cartId,
      cartItem: { sku: other.sku, qty: 4 },
    });
    expect(added).toMatchObject({ sku: other.sku, qty: 4, quote_id: cartId });
    expect(await client.fetchQuery(cartPullQueryOptions(api, { cartId }))).toEqual([added]);
    expect(client.getQueryData(cartKeys.items(cartId))).toEqual([added]);
    expect(
      await new MutationObserver(client, cartDeleteMutationOptions(api)).mutate({
        cartId,
        cartItem: { item_id: added.item_id },
      }),
    ).toBe(true);
    expect(await pullCart(api, { cartId })).toEqual([]);
    const keys = sent.map((s) => s.headers.get('idempotency-key'));
    expect(sent.map((s) => s.method)).toEqual(['POST', 'POST', 'GET', 'POST', 'GET']);
    expect(keys[0]).toBeNull();
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[3]);
  });

  it('errors: an unknown product is a 400 with the spec §8 message; a customer token a 401 that asks the hook', async () => {
    const asked: UnauthorizedContext[] = [];
    const { api, sent } = recordingApi({ onUnauthorized: (context) => (asked.push(context), null) });
    const cartId = await createCart(api);
    const refused = await updateCartItem(api, { cartId, cartItem: { sku: 'NO-SUCH-SKU', qty: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, result: 'Product that you are trying to add is not available.' });
    await expect(pullCart(api, { cartId: 'f'.repeat(32) })).rejects.toMatchObject({
      status: 404,
      result: `No such entity with cartId = ${'f'.repeat(32)}`,
    });

    const unauthorized = await createCart(api, { token: 'customer-token' }).catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({
      status: 401,
      result: 'Customer carts need a valid customer token; this token is unknown',
    });
    expect(asked).toEqual([
      {
        token: 'customer-token',
        method: 'POST',
        url: '/api/cart/create?token=customer-token',
        result: 'Customer carts need a valid customer token; this token is unknown',
      },
    ]);
    // No new token: not retried.
    expect(sent.filter((s) => s.path.includes('token='))).toHaveLength(1);
  });
});
