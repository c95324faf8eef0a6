// The app's page prefetch (client/app/page-prefetch.ts; issue 15 "Offline browsing", ADR 044) over a stub
// transport: a product url's loader runs into the query cache as a navigation's would (the product by sku), then the
// page's own `prefetch` fills what its Suspense boundaries read (attribute labels, reviews, related products); a
// product that is not shown stops after the loader; a loader's redirect reaches the caller (who ignores it).
import { describe, expect, it } from 'vitest';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { DEFAULT_SETTINGS } from '#shared/config/settings.ts';
import { createUrlScheme } from '#shared/domain/urls.ts';
import { prefetchPage } from '#client/app/page-prefetch.ts';
import { createQueryClient } from '#client/app/query-client.ts';
import { searchAnswer, sentSearchQuery, stubApi } from '#tests/client/catalog-stub.ts';

const PRODUCT = {
  id: 5,
  sku: 'MB01',
  name: 'Рюкзак',
  slug: 'ryukzak',
  type_id: 'simple',
  status: 1,
  visibility: 4,
  category: [{ category_id: 20, name: 'Рюкзаки', slug: 'ryukzaki', path: '1/2/20' }],
};

/** The entity a catalogue request searched (`/api/catalog/<index>/<entity>/_search`), with its sku filter if any. */
function describeRequest(url: URL): string {
  const entity = url.pathname.split('/')[4] ?? '';
  const filters = sentSearchQuery(url)._appliedFilters as Array<{ attribute: string; value: { eq?: unknown } }>;
  const sku = filters.find((filter) => filter.attribute === 'sku')?.value.eq;
  return typeof sku === 'string' ? `${entity}:${sku}` : entity;
}

function services(documents: Record<string, unknown>) {
  const { api, sent } = stubApi((url) => {
    const filters = sentSearchQuery(url)._appliedFilters as Array<{ attribute: string; value: { eq?: unknown } }>;
    const sku = filters.find((filter) => filter.attribute === 'sku')?.value.eq;
    const document = typeof sku === 'string' ? documents[sku] : undefined;
    return searchAnswer(document ? [document as { id: number }] : []);
  });
  const deps = {
    queryClient: createQueryClient(),
    api,
    settings: DEFAULT_SETTINGS,
    urls: createUrlScheme(DEFAULT_SETTINGS),
  };
  return { deps, sent };
}

describe('prefetchPage', () => {
  it('runs a product url’s loader into the cache, then the page’s Suspense queries', async () => {
    const { deps, sent } = services({ MB01: PRODUCT });
    await prefetchPage(deps, '/p/MB01/ryukzak');
    expect(deps.queryClient.getQueryData(catalogKeys.productBySku('ru', 'MB01'))).toEqual(PRODUCT);
    expect(deps.queryClient.getQueryData(catalogKeys.reviews('ru', PRODUCT.id))).toMatchObject({ items: [], total: 0 });
    expect(sent.map(describeRequest).sort()).toEqual(['attribute', 'product', 'product:MB01', 'review']);
  });

  it('the en view’s url loads in the en store view', async () => {
    const { deps, sent } = services({ MB01: PRODUCT });
    await prefetchPage(deps, '/en/p/MB01/ryukzak');
    expect(deps.queryClient.getQueryData(catalogKeys.productBySku('en', 'MB01'))).toEqual(PRODUCT);
    expect(sent[0]?.pathname).toBe('/api/catalog/vue_storefront_catalog_en/product/_search');
  });

  it('stops after the loader when the product is not shown (not found)', async () => {
    const { deps, sent } = services({});
    await prefetchPage(deps, '/p/NOPE/x');
    expect(deps.queryClient.getQueryData(catalogKeys.productBySku('ru', 'NOPE'))).toBeNull();
    // The product, then its parent by child sku (spec §2 child → parent); no secondary query.
    expect(sent.map(describeRequest)).toEqual(['product:NOPE', 'product']);
  });

  it('hands a loader’s redirect to the caller (a child url goes to its parent)', async () => {
    const parent = {
      ...PRODUCT,
      id: 6,
      sku: 'MJ01',
      type_id: 'configurable',
      configurable_children: [{ sku: 'MJ01-S', status: 1 }],
    };
    const child = { ...PRODUCT, id: 7, sku: 'MJ01-S', visibility: 1 };
    const { deps } = services({ 'MJ01-S': child });
    // The parent is found through `configurable_children.sku`: answer it for any search without a sku filter.
    const { api } = stubApi((url) => {
      const filters = sentSearchQuery(url)._appliedFilters as Array<{ attribute: string; value: { eq?: unknown } }>;
      const sku = filters.find((filter) => filter.attribute === 'sku')?.value.eq;
      return searchAnswer([sku === 'MJ01-S' ? child : parent]);
    });
    await expect(prefetchPage({ ...deps, api }, '/p/MJ01-S/x')).rejects.toBeInstanceOf(Response);
  });

  it('does nothing for a url no page route loads', async () => {
    const { deps, sent } = services({});
    await prefetchPage(deps, '/compare');
    expect(sent).toEqual([]);
  });
});
