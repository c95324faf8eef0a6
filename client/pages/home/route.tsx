// Home (spec §2 route `home`, also /pwa.html): product lists. The new collection is critical
// data (awaited by the loader); the sale list streams in behind Suspense.
import { Suspense } from 'react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { listableProductFilters, searchCatalog } from '#client/lib/api/search-catalog.ts';
import { CATALOG } from '#shared/config/constants.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { organizationJsonLd, webSiteJsonLd } from '#shared/domain/seo/json-ld.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { ProductGrid, TILE_FIELDS, type TileProduct } from '#client/components/product-tile.tsx';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaFunction, PageLoader } from '#client/lib/page-module.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';

export const links: LinksFunction = ({ storeCode }) => storeViewLinks('/', storeCode);

export const meta: MetaFunction = ({ t, storeCode }) => {
  const title = `${t('shop.name')}: ${t('home.title')}`;
  const description = t('home.description');
  return {
    title,
    description,
    og: { type: 'website', title, description },
    jsonLd: [
      organizationJsonLd({ name: t('shop.name'), path: '/', logo: '/icons/icon.svg' }),
      // The search page comes with a later issue; /search?q= (/en/search?q=) is its url pattern.
      webSiteJsonLd({
        name: t('shop.name'),
        path: localizedPath('/', storeCode),
        searchPath: localizedPath('/search', storeCode),
        inLanguage: STORE_VIEWS[storeCode].locale,
      }),
    ],
  };
};

export const loader: PageLoader =
  ({ queryClient, api, storeCode }) =>
  async (): Promise<PageLoaderData> => {
    await queryClient.ensureQueryData(newCollectionQuery(api, storeCode));
    // The sale list is secondary: its Suspense boundary starts the query while the shell is already
    // on its way, and streams the list when it arrives (ADR 002).
    return {};
  };

export function Component() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: newCollection } = useSuspenseQuery(newCollectionQuery(api, storeCode));
  return (
    <div className="home">
      <h1 className="home__title">{t('home.title')}</h1>
      <section aria-labelledby="home-new" className="home__section new-collection">
        <h2 id="home-new">{t('home.newCollection')}</h2>
        <ProductGrid products={newCollection.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
      </section>
      <section aria-labelledby="home-sale" className="home__section">
        <h2 id="home-sale">{t('home.sale')}</h2>
        <Suspense fallback={<p className="loading">{t('home.loading')}</p>}>
          <SaleList />
        </Suspense>
      </section>
    </div>
  );
}

function SaleList() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data } = useSuspenseQuery(saleQuery(api, storeCode));
  return (
    <ProductGrid products={data.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} eagerCount={0} />
  );
}

// Queries ------------------------------------------------------------------------------------------

/** Spec §7: home lists hold 8 products, sorted by created_at descending. */
function homeListQuery(api: ApiClient, storeCode: StoreCode, list: 'new' | 'sale') {
  return queryOptions({
    queryKey: catalogKeys.homeList(storeCode, list),
    // Spec §2: home is kept alive when the shopper navigates away: its lists stay in memory for the page's
    // lifetime, so coming back shows them at once (and refreshes them in the background once stale).
    gcTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      searchCatalog<TileProduct>(api, {
        store: storeCode,
        entity: 'product',
        filters: [...listableProductFilters(), { attribute: list, value: { eq: '1' } }],
        sort: [{ field: 'created_at', options: 'desc' }],
        size: CATALOG.homeListSize,
        includeFields: TILE_FIELDS,
      }),
  });
}

export const newCollectionQuery = (api: ApiClient, storeCode: StoreCode) => homeListQuery(api, storeCode, 'new');
export const saleQuery = (api: ApiClient, storeCode: StoreCode) => homeListQuery(api, storeCode, 'sale');
